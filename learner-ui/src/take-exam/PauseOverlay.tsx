import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import PauseCircleRoundedIcon from '@mui/icons-material/PauseCircleRounded';
import PlayArrowRoundedIcon from '@mui/icons-material/PlayArrowRounded';
import { FullScreenCover } from './FullScreenCover';
import { clockText } from './timing';

export interface PauseOverlayProps {
  open: boolean;
  /** the exam's time left, frozen (null: the timer is hidden for this exam) */
  examSecondsLeft: number | null;
  pauseSecondsLeft: number;
  busy: boolean;
  error: string | null;
  onResume: () => void;
}

/**
 * allowPause (issue 16 item 3): while paused the questions are covered, the exam's clock stands
 * still and the pause's own allowance counts down; when it is used up the exam carries on.
 */
export const PauseOverlay = ({
  open,
  examSecondsLeft,
  pauseSecondsLeft,
  busy,
  error,
  onResume,
}: PauseOverlayProps) => (
  <FullScreenCover
    open={open}
    id="pause-overlay"
    icon={PauseCircleRoundedIcon}
    title="Exam paused"
    titleSize={{ xs: '1.6rem', sm: '2rem' }}
    text="Take a break. Your answers are saved and the questions are hidden until you come back."
    maxWidth={480}
  >
    <Box
      component="dl"
      sx={{
        m: 0,
        display: 'grid',
        gridTemplateColumns: 'auto auto',
        columnGap: 2,
        rowGap: 0.5,
        fontVariantNumeric: 'tabular-nums',
        '& dt': { textAlign: 'right', color: 'text.secondary' },
        '& dd': { m: 0, textAlign: 'left', fontWeight: 800 },
      }}
    >
      {examSecondsLeft !== null && (
        <>
          <dt>Exam time left</dt>
          <dd data-testid="pause-exam-left">{clockText(examSecondsLeft)}</dd>
        </>
      )}
      <dt>Pause time left</dt>
      <dd role="timer" aria-label="Pause time left">
        {clockText(pauseSecondsLeft)}
      </dd>
    </Box>
    <Typography variant="body2" color="text.secondary">
      When the pause time runs out, the exam carries on by itself.
    </Typography>
    {error && (
      <Alert severity="error" sx={{ textAlign: 'left' }}>
        {error}
      </Alert>
    )}
    <Button
      variant="contained"
      size="large"
      autoFocus
      disabled={busy}
      startIcon={busy ? <CircularProgress size={20} color="inherit" aria-hidden /> : <PlayArrowRoundedIcon />}
      aria-busy={busy || undefined}
      onClick={onResume}
      sx={{ minHeight: 56, px: 5, fontSize: '1.1rem' }}
    >
      Resume
    </Button>
  </FullScreenCover>
);
