/** One card a row on phones, two on tablets, three on wide screens: the card grids of both apps. */
export const CARD_COLUMNS = {
  xs: 'minmax(0, 1fr)',
  sm: 'repeat(2, minmax(0, 1fr))',
  lg: 'repeat(3, minmax(0, 1fr))',
} as const;
