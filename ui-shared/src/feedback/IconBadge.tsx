import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';

export interface IconBadgeProps {
  /** The icon (or a short mark such as a step number): decorative, hidden from screen readers with the badge. */
  children: ReactNode;
  /** The circle's width and height in pixels. */
  size: number;
  /** The icon's font size in pixels; the icon's own when not given. */
  iconSize?: number;
  /** Colours or other looks that differ from the default (a soft grey circle, a primary icon). */
  sx?: Exclude<SxProps<Theme>, readonly unknown[]>;
}

/** The round picture above a notice, an empty list or a failure, or beside a heading (it keeps its size in a row). */
export const IconBadge = ({ children, size, iconSize, sx }: IconBadgeProps) => (
  <Box
    aria-hidden
    sx={[
      {
        width: size,
        height: size,
        flexShrink: 0,
        borderRadius: '50%',
        display: 'grid',
        placeItems: 'center',
        bgcolor: 'action.hover',
        color: 'primary.main',
        ...(iconSize !== undefined && { '& svg': { fontSize: iconSize } }),
      },
      sx ?? false,
    ]}
  >
    {children}
  </Box>
);
