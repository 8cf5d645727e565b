import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import TimerRoundedIcon from '@mui/icons-material/TimerRounded';
import { scoreColors } from '@portal/ui-shared/theme';
import { visuallyHidden } from '../layout/visuallyHidden';
import { timeWarning } from './announcements';
import { clockText, timerTone, type TimerTone } from './timing';

export interface ExamTimerProps {
  remaining: number;
  total: number;
}

const TONES: Record<TimerTone, { main: string; soft: string; text: string }> = {
  green: scoreColors.high,
  yellow: scoreColors.medium,
  red: scoreColors.low,
};

/**
 * The time left, green above half, yellow above a quarter, red after (spec 002 §9). The clock is a
 * `timer` (not live: a screen reader reads it when asked, never each second); beside it a polite
 * status says "5 minutes left" and "1 minute left" once each, when they come.
 */
export const ExamTimer = ({ remaining, total }: ExamTimerProps) => {
  const tone = timerTone(remaining, total);
  const colours = TONES[tone];
  return (
    <>
      <Box
        role="timer"
        aria-label="Time left"
        data-tone={tone}
        sx={{
          display: 'inline-flex',
          alignItems: 'center',
          gap: 1,
          px: 1.75,
          py: 0.75,
          borderRadius: 999,
          bgcolor: colours.soft,
          color: colours.text,
          border: 2,
          borderColor: colours.main,
          fontVariantNumeric: 'tabular-nums',
        }}
      >
        <TimerRoundedIcon aria-hidden />
        <Typography component="span" sx={{ fontWeight: 800, fontSize: '1.35rem', lineHeight: 1 }}>
          {clockText(remaining)}
        </Typography>
      </Box>
      <Box role="status" aria-label="Time warnings" sx={visuallyHidden}>
        {timeWarning(remaining)}
      </Box>
    </>
  );
};
