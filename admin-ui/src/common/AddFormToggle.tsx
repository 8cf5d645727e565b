import Button from '@mui/material/Button';
import CloseRoundedIcon from '@mui/icons-material/CloseRounded';
import PersonAddAlt1RoundedIcon from '@mui/icons-material/PersonAddAlt1Rounded';

export interface AddFormToggleProps {
  open: boolean;
  onClick: () => void;
  /** e.g. "Add Tutor" */
  addLabel: string;
  /** e.g. "Close form" */
  closeLabel: string;
  /** the id of the form panel it opens, for aria-controls */
  controls: string | undefined;
}

/** The page heading's button that opens an add-a-person form, and closes it again. */
export const AddFormToggle = ({ open, onClick, addLabel, closeLabel, controls }: AddFormToggleProps) => (
  <Button
    variant={open ? 'outlined' : 'contained'}
    startIcon={open ? <CloseRoundedIcon /> : <PersonAddAlt1RoundedIcon />}
    onClick={onClick}
    aria-expanded={open}
    aria-controls={controls}
  >
    {open ? closeLabel : addLabel}
  </Button>
);
