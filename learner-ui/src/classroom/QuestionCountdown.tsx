import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import TimerRoundedIcon from '@mui/icons-material/TimerRounded';
import { formatCountdown } from './questionClock';

export interface QuestionCountdownProps {
  /** whole seconds left on the question; 0 once it closed */
  secondsLeft: number;
  /** the question's whole time limit, in seconds (for the colour) */
  limit: number;
}

/**
 * The live question's countdown (issue 16): green above half the time, amber above a quarter, red
 * after; "Time is up" once the question closed (the server refuses answers then).
 */
export const QuestionCountdown = ({ secondsLeft, limit }: QuestionCountdownProps) => {
  const share = limit > 0 ? secondsLeft / limit : 0;
  const color =
    secondsLeft === 0
      ? 'error.main'
      : share > 0.5
        ? 'success.main'
        : share > 0.25
          ? 'warning.main'
          : 'error.main';
  return (
    <Box
      sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.75, color }}
      role="timer"
      aria-label="Time left on this question"
    >
      <TimerRoundedIcon fontSize="small" aria-hidden />
      <Typography sx={{ fontWeight: 800, fontVariantNumeric: 'tabular-nums', color: 'inherit' }}>
        {secondsLeft === 0 ? 'Time is up' : `${formatCountdown(secondsLeft)} left`}
      </Typography>
    </Box>
  );
};
