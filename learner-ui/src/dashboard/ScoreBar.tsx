import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { lightPalette } from '@portal/ui-shared/theme';
import { barWidth, percentText, scoreTone } from './dashboardFormat';

export interface ScoreBarProps {
  /** "Average" or "Best", shown before the bar. */
  label: string;
  /** What the bar is about, for screen readers: "Mathematics average score". */
  accessibleName: string;
  /** A percentage, or null before the first attempt. */
  value: number | null;
}

/** A small bar coloured by the score thresholds (spec 001 §9: 80 and 60), with the percentage. */
export const ScoreBar = ({ label, accessibleName, value }: ScoreBarProps) => {
  const tone = value === null ? null : scoreTone(value);
  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: '64px minmax(0, 1fr) 48px',
        alignItems: 'center',
        gap: 1.5,
      }}
    >
      <Typography variant="body2" color="text.secondary" sx={{ fontWeight: 600 }}>
        {label}
      </Typography>
      <LinearProgress
        variant="determinate"
        value={barWidth(value)}
        aria-label={accessibleName}
        aria-valuetext={percentText(value)}
        sx={{
          height: 10,
          borderRadius: 5,
          bgcolor: lightPalette.background.subtle,
          '& .MuiLinearProgress-bar': { borderRadius: 5, bgcolor: tone?.main ?? 'transparent' },
        }}
      />
      <Typography
        variant="body2"
        sx={{
          fontWeight: 800,
          textAlign: 'right',
          fontVariantNumeric: 'tabular-nums',
          color: tone?.text ?? 'text.secondary',
        }}
      >
        {percentText(value)}
      </Typography>
    </Box>
  );
};
