/** A thin divider-coloured outline with rounded corners: a row, a figure or a preview set apart. */
export const outlinedSx = { border: 1, borderColor: 'divider', borderRadius: 1 } as const;

/** The dashed outline of an empty place: nothing added yet, or a drop zone. */
export const dashedOutlineSx = { ...outlinedSx, borderStyle: 'dashed' } as const;
