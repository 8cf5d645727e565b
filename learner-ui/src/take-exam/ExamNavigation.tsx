import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import ArrowBackRoundedIcon from '@mui/icons-material/ArrowBackRounded';
import ArrowForwardRoundedIcon from '@mui/icons-material/ArrowForwardRounded';
import SendRoundedIcon from '@mui/icons-material/SendRounded';

export interface ExamNavigationProps {
  /** preventBacktrack: no Previous, a note instead */
  forwardOnly: boolean;
  first: boolean;
  last: boolean;
  busy: boolean;
  onPrevious: () => void;
  onNext: () => void;
  onFinish: () => void;
}

const NAV_BUTTON = { variant: 'contained', size: 'large', sx: { minWidth: 132, minHeight: 52 } } as const;

/** Previous (or the forward-only note), and Next or Finish on the last question. */
export const ExamNavigation = ({
  forwardOnly,
  first,
  last,
  busy,
  onPrevious,
  onNext,
  onFinish,
}: ExamNavigationProps) => (
  <Box
    sx={{
      display: 'flex',
      justifyContent: forwardOnly ? 'flex-end' : 'space-between',
      alignItems: 'center',
      gap: 1.5,
    }}
  >
    {forwardOnly ? (
      <Typography variant="body2" color="text.secondary" sx={{ mr: 'auto' }}>
        In this exam you go forwards only: once you move on, you cannot go back.
      </Typography>
    ) : (
      <Button
        {...NAV_BUTTON}
        variant="outlined"
        startIcon={<ArrowBackRoundedIcon />}
        onClick={onPrevious}
        disabled={first}
      >
        Previous
      </Button>
    )}
    {last ? (
      <Button
        {...NAV_BUTTON}
        color="success"
        endIcon={<SendRoundedIcon />}
        onClick={onFinish}
        disabled={busy}
      >
        Finish
      </Button>
    ) : (
      <Button {...NAV_BUTTON} endIcon={<ArrowForwardRoundedIcon />} onClick={onNext} disabled={busy}>
        Next
      </Button>
    )}
  </Box>
);
