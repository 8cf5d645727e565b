import type { ReactNode, Ref } from 'react';
import Button, { type ButtonProps } from '@mui/material/Button';

export interface CardButtonProps {
  icon: ReactNode;
  /** The button's words ("Edit"). */
  label: string;
  /** Names the card's item too ("Edit Ada Lovelace"), as several cards sit side by side. */
  ariaLabel: string;
  onClick: () => void;
  color?: ButtonProps['color'];
  variant?: ButtonProps['variant'];
  /** For the focus to come back to the button after what it opened closes. */
  buttonRef?: Ref<HTMLButtonElement>;
}

/** A small action at the foot of a card (student, tutor, group, exam, schedule). */
export const CardButton = ({
  icon,
  label,
  ariaLabel,
  onClick,
  color = 'primary',
  variant = 'outlined',
  buttonRef,
}: CardButtonProps) => (
  <Button
    ref={buttonRef}
    size="small"
    variant={variant}
    color={color}
    startIcon={icon}
    onClick={onClick}
    aria-label={ariaLabel}
  >
    {label}
  </Button>
);
