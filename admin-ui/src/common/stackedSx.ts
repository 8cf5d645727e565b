/** A dialog's or panel's blocks one under another, `gap` theme spacing apart, packed at the top. */
export const stackedSx = (gap: number) => ({ display: 'grid', gap, alignContent: 'start' }) as const;
