import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type SvgIcon from '@mui/material/SvgIcon';
import AutoAwesomeRoundedIcon from '@mui/icons-material/AutoAwesomeRounded';
import CheckCircleRoundedIcon from '@mui/icons-material/CheckCircleRounded';
import QuizRoundedIcon from '@mui/icons-material/QuizRounded';
import TimerRoundedIcon from '@mui/icons-material/TimerRounded';
import { headingFontFamily } from '@portal/contracts/ui';
import type { Accent } from '../dashboard/accentColors';
import { IconWell } from '../dashboard/IconWell';
import { tileGrid } from '../dashboard/responsiveGrid';
import type { ExamFigures } from './examForm';

export interface ExamStatsProps {
  /** null while the exams load */
  figures: ExamFigures | null;
}

interface StatSpec {
  key: keyof ExamFigures;
  label: string;
  icon: typeof SvgIcon;
  accent: Accent;
  unit?: string;
}

const STATS: StatSpec[] = [
  { key: 'total', label: 'Total Exams', icon: QuizRoundedIcon, accent: 'indigo' },
  { key: 'custom', label: 'Custom Exams', icon: AutoAwesomeRoundedIcon, accent: 'purple' },
  { key: 'averageDuration', label: 'Average Duration', icon: TimerRoundedIcon, accent: 'blue', unit: 'min' },
  { key: 'active', label: 'Active Exams', icon: CheckCircleRoundedIcon, accent: 'green' },
];

const cardSx = {
  p: { xs: 2, sm: 2.5 },
  display: 'flex',
  flexDirection: 'column',
  gap: { xs: 1, sm: 1.5 },
  minWidth: 0,
};

/** Spec 002 §2.4: total, custom, average duration in minutes, active — a `dl`, read "Total Exams, 4". */
export const ExamStats = ({ figures }: ExamStatsProps) => {
  if (!figures) {
    return (
      <Box aria-busy="true" aria-label="Loading statistics" sx={tileGrid(STATS.length, { md: 4 })}>
        {STATS.map((stat) => (
          <Card key={stat.key} sx={cardSx}>
            <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1 }}>
              <Skeleton variant="text" width="55%" />
              <Skeleton variant="rounded" width={40} height={40} />
            </Box>
            <Skeleton variant="text" width="40%" sx={{ fontSize: '2.125rem' }} />
          </Card>
        ))}
      </Box>
    );
  }
  return (
    <Box component="dl" aria-label="Exam statistics" sx={tileGrid(STATS.length, { md: 4 })}>
      {STATS.map((stat) => (
        <Card key={stat.key} sx={cardSx}>
          <Typography
            component="dt"
            variant="body2"
            sx={{
              display: 'flex',
              alignItems: 'flex-start',
              justifyContent: 'space-between',
              gap: 1,
              color: 'text.secondary',
              fontWeight: 600,
            }}
          >
            <Box component="span" sx={{ pt: 0.5, minWidth: 0, overflowWrap: 'anywhere' }}>
              {stat.label}
            </Box>
            <IconWell icon={stat.icon} accent={stat.accent} size={40} />
          </Typography>
          <Typography
            component="dd"
            sx={{
              m: 0,
              mt: 'auto',
              fontFamily: headingFontFamily,
              fontWeight: 800,
              fontSize: { xs: '1.75rem', sm: '2.125rem' },
              lineHeight: 1.1,
              letterSpacing: '-0.02em',
              fontVariantNumeric: 'tabular-nums',
            }}
          >
            {figures[stat.key]}
            {stat.unit ? (
              <Box
                component="span"
                sx={{ ml: 0.5, fontSize: '1rem', fontWeight: 600, color: 'text.secondary', letterSpacing: 0 }}
              >
                {stat.unit}
              </Box>
            ) : null}
          </Typography>
        </Card>
      ))}
    </Box>
  );
};
