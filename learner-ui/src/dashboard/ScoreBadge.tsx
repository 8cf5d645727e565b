import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ScoreFigures } from './dashboardFormat';
import { percentText, scoreLines, scoreTone } from './dashboardFormat';

export interface ScoreBadgeProps extends ScoreFigures {
  percentage: number;
}

/**
 * The percentage in its colour (green 80+, yellow 60+, red below) with the marks and the number
 * of correct answers under it, each over its own total.
 */
export const ScoreBadge = ({ percentage, ...figures }: ScoreBadgeProps) => {
  const tone = scoreTone(percentage);
  return (
    <Box sx={{ display: 'grid', justifyItems: 'end', gap: 0.25, flexShrink: 0 }}>
      <Typography
        component="span"
        data-tone={tone.tone}
        sx={{
          display: 'inline-flex',
          alignItems: 'center',
          gap: 0.75,
          px: 1.25,
          py: 0.25,
          borderRadius: 999,
          bgcolor: tone.soft,
          color: tone.text,
          fontWeight: 800,
          fontSize: '1.05rem',
          fontVariantNumeric: 'tabular-nums',
        }}
      >
        <Box
          component="span"
          aria-hidden
          sx={{ width: 10, height: 10, borderRadius: '50%', bgcolor: tone.main, flexShrink: 0 }}
        />
        {percentText(percentage)}
      </Typography>
      {scoreLines(figures).map((line) => (
        <Typography
          key={line}
          component="span"
          variant="body2"
          color="text.secondary"
          sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}
        >
          {line}
        </Typography>
      ))}
    </Box>
  );
};
