import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import type { ReactNode } from 'react';

export interface TipIconButtonProps {
  /** the tooltip: what the button does */
  tip: string;
  /** the accessible name, which also names the thing it acts on */
  label: string;
  icon: ReactNode;
  onClick: () => void;
  size?: 'small';
  color?: 'error';
}

/** An icon button with a tooltip, as in a row's edit, copy and delete actions. */
export const TipIconButton = ({ tip, label, icon, onClick, size, color }: TipIconButtonProps) => (
  <Tooltip title={tip}>
    <IconButton size={size} color={color} onClick={onClick} aria-label={label}>
      {icon}
    </IconButton>
  </Tooltip>
);
