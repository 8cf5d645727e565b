/** A grid of cards: one column on phones, as many `columnMin` px columns as fit above that. */
export const cardGridSx = (columnMin: 300 | 320) =>
  ({
    listStyle: 'none',
    m: 0,
    p: 0,
    display: 'grid',
    gap: 2,
    gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: `repeat(auto-fill, minmax(${columnMin}px, 1fr))` },
  }) as const;

/** Cards in one column on phones, two from md and three from xl (exams, scheduled exams). */
export const threeColumnGridSx = {
  display: 'grid',
  gap: 2,
  gridTemplateColumns: {
    xs: 'minmax(0, 1fr)',
    md: 'repeat(2, minmax(0, 1fr))',
    xl: 'repeat(3, minmax(0, 1fr))',
  },
} as const;

/** A list beside its detail from md (`mdColumns`), one under the other on smaller screens. */
export const twoPaneSx = (mdColumns: string) =>
  ({
    display: 'grid',
    gap: 2,
    alignItems: 'start',
    gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: mdColumns },
  }) as const;
