/** The card grid: one column on phones, as many 320 px columns as fit above that. */
export const scheduleGridSx = {
  listStyle: 'none',
  m: 0,
  p: 0,
  display: 'grid',
  gap: 2,
  gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(auto-fill, minmax(320px, 1fr))' },
} as const;
