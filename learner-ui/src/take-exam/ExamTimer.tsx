import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import TimerRoundedIcon from '@mui/icons-material/TimerRounded';
import { scoreColors } from '@portal/ui-shared/theme';
import { clockSpoken, clockText, timerTone, type TimerTone } from './timing';

export interface ExamTimerProps {
  remaining: number;
  total: number;
}

const TONES: Record<TimerTone, { main: string; soft: string; text: string }> = {
  green: scoreColors.high,
  yellow: scoreColors.medium,
  red: scoreColors.low,
};

/** The time left, green above half, yellow above a quarter, red after (spec 002 §9). */
export const ExamTimer = ({ remaining, total }: ExamTimerProps) => {
  const tone = timerTone(remaining, total);
  const colours = TONES[tone];
  // announce only each minute (and the last ten seconds), not every tick
  const spoken = remaining % 60 === 0 || remaining <= 10 ? clockSpoken(remaining) : undefined;
  return (
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
      <Box
        component="span"
        aria-live="polite"
        sx={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}
      >
        {spoken}
      </Box>
    </Box>
  );
};
