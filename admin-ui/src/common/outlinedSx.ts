/** A thin divider-coloured outline with rounded corners: a row, a figure or a preview set apart. */
export const outlinedSx = { border: 1, borderColor: 'divider', borderRadius: 1 } as const;
