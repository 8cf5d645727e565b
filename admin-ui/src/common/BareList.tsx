import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import type { ReactNode } from 'react';

export interface BareListProps {
  /** an `ol` where the order means something (questions, a log), else a `ul` */
  ordered?: boolean;
  /** an `ol` counting down (the newest first) */
  reversed?: boolean;
  /** the items in a grid, one under another, this far apart (theme spacing) */
  gap?: number;
  /** further layout after the reset: a margin, a flex row */
  sx?: Exclude<SxProps<Theme>, readonly unknown[]>;
  id?: string;
  'aria-label'?: string;
  'aria-labelledby'?: string;
  children: ReactNode;
}

/** A list without bullets or indent: its items lay themselves out (cards, rows, chips). */
export const BareList = ({ ordered = false, reversed, gap, sx = {}, ...list }: BareListProps) => {
  const listSx: SxProps<Theme> = [
    { listStyle: 'none', m: 0, p: 0 },
    gap === undefined ? {} : { display: 'grid', gap },
    sx,
  ];
  return ordered ? (
    <Box component="ol" reversed={reversed} {...list} sx={listSx} />
  ) : (
    <Box component="ul" {...list} sx={listSx} />
  );
};
