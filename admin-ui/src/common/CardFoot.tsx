import type { ReactNode } from 'react';
import Box from '@mui/material/Box';

export interface CardFootProps {
  children: ReactNode;
  /** Changes to the row's layout (right-aligned, centred, no top padding). */
  sx?: { justifyContent?: string; alignItems?: string; pt?: number };
}

/** A card's row of actions, pushed to the bottom so a grid's cards line their buttons up. */
export const CardFoot = ({ children, sx }: CardFootProps) => (
  <Box sx={{ mt: 'auto', pt: 0.5, display: 'flex', flexWrap: 'wrap', gap: 1, ...sx }}>{children}</Box>
);
