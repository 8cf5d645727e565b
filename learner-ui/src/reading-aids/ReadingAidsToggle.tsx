import type { RefObject } from 'react';
import Button from '@mui/material/Button';
import TextIncreaseRoundedIcon from '@mui/icons-material/TextIncreaseRounded';
import { READING_AID_LABELS } from '@portal/contracts';

export interface ReadingAidsToggleProps {
  /** the panel it opens */
  controls: string;
  open: boolean;
  toggle: RefObject<HTMLButtonElement | null>;
  onClick: () => void;
}

/** Opens and closes the reading aids panel; focus comes back here when it closes. */
export const ReadingAidsToggle = ({ controls, open, toggle, onClick }: ReadingAidsToggleProps) => (
  <Button
    ref={toggle}
    variant={open ? 'contained' : 'outlined'}
    startIcon={<TextIncreaseRoundedIcon />}
    aria-expanded={open}
    aria-controls={open ? controls : undefined}
    onClick={onClick}
  >
    {READING_AID_LABELS.menu}
  </Button>
);
