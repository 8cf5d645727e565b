/**
 * A row whose two ends are pushed apart (a heading and its action, a name and its chip), wrapping
 * onto a second line on a narrow screen.
 */
export const spreadRowSx = (alignItems: 'center' | 'baseline' | 'flex-start' | 'flex-end', gap = 1) =>
  ({ display: 'flex', flexWrap: 'wrap', alignItems, justifyContent: 'space-between', gap }) as const;
