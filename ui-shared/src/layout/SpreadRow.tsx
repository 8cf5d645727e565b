import Box, { type BoxProps } from '@mui/material/Box';

export interface SpreadRowProps extends Omit<BoxProps, 'gap' | 'sx'> {
  /** Space between the items, in theme spacing units. */
  gap: number;
  /** Cross-axis alignment; most rows centre their items. */
  align?: 'center' | 'flex-start' | 'baseline';
}

/**
 * A wrapping row that pushes its items to both ends (a heading on the left, its actions on the
 * right), the header of most cards in both apps.
 */
export const SpreadRow = ({ gap, align = 'center', ...props }: SpreadRowProps) => (
  <Box
    {...props}
    sx={{ display: 'flex', flexWrap: 'wrap', alignItems: align, justifyContent: 'space-between', gap }}
  />
);
