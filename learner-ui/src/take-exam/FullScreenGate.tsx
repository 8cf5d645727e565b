import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import FullscreenRoundedIcon from '@mui/icons-material/FullscreenRounded';
import { FullScreenCover } from './FullScreenCover';

export interface FullScreenGateProps {
  open: boolean;
  /** true: before the exam; false: the student has left full screen */
  firstTime: boolean;
  examTitle: string;
  /** the attempt was resumed (a reload, another day's device): "carry on" rather than "start" */
  resumed: boolean;
  /** Asks the browser for full screen (from this click); resolves false when refused. */
  onEnter: () => Promise<boolean>;
  /** The browser refused: carry on without full screen (recorded for the tutor). */
  onContinueWithout: () => void;
  /** Back to the dashboard (answers saved; the exam's time keeps running). */
  onLeave: () => void;
}

/**
 * fullScreenRequired (issue 16 item 3): before the exam a step into full screen (browsers allow
 * it only from a click), and, when the student leaves it, a cover over the exam with the way
 * back. The exam's time keeps running, and the child is told so.
 */
export const FullScreenGate = ({
  open,
  firstTime,
  examTitle,
  resumed,
  onEnter,
  onContinueWithout,
  onLeave,
}: FullScreenGateProps) => {
  const [refused, setRefused] = useState(false);
  const enter = () => {
    void onEnter().then((entered) => setRefused(!entered));
  };
  return (
    <FullScreenCover
      open={open}
      id="full-screen-gate"
      icon={FullscreenRoundedIcon}
      title={firstTime ? (resumed ? 'Ready to carry on?' : 'Ready to start?') : 'You left full screen'}
      titleSize={{ xs: '1.5rem', sm: '1.9rem' }}
      text={
        firstTime
          ? `“${examTitle}” fills the whole screen, so nothing else gets in the way. Press the button when you are ready.`
          : 'Your exam is waiting for you. Press the button to go back to full screen and carry on.'
      }
      maxWidth={520}
    >
      <Typography color="text.secondary">
        {firstTime
          ? 'Your time is running. Your tutor can see if the exam leaves full screen.'
          : 'Your time is still running. Your tutor can see that the exam left full screen.'}
      </Typography>
      <Button
        variant="contained"
        size="large"
        autoFocus
        startIcon={<FullscreenRoundedIcon />}
        onClick={enter}
        sx={{ minHeight: 56, px: 4, fontSize: '1.1rem' }}
      >
        {firstTime ? 'Enter full screen' : 'Back to full screen'}
      </Button>
      <Button onClick={onLeave}>Back to Dashboard</Button>
      {refused && (
        <Alert
          severity="warning"
          action={
            <Button color="inherit" onClick={onContinueWithout}>
              Carry on
            </Button>
          }
        >
          Your device did not switch to full screen. Try again, or carry on without it.
        </Alert>
      )}
    </FullScreenCover>
  );
};
