import Box from '@mui/material/Box';
import AutoAwesomeRoundedIcon from '@mui/icons-material/AutoAwesomeRounded';
import CheckCircleRoundedIcon from '@mui/icons-material/CheckCircleRounded';
import QuizRoundedIcon from '@mui/icons-material/QuizRounded';
import TimerRoundedIcon from '@mui/icons-material/TimerRounded';
import { tileGrid } from '../dashboard/responsiveGrid';
import { StatCard, type StatCardLook } from '../dashboard/StatCard';
import { StatCardSkeleton } from '../dashboard/StatCardSkeleton';
import type { ExamFigures } from './examForm';
import { LoadingRegion } from '@portal/ui-shared';

export interface ExamStatsProps {
  /** null while the exams load */
  figures: ExamFigures | null;
}

interface StatSpec extends StatCardLook {
  key: keyof ExamFigures;
  unit?: string;
}

const STATS: StatSpec[] = [
  { key: 'total', label: 'Total Exams', icon: QuizRoundedIcon, accent: 'indigo' },
  { key: 'custom', label: 'Custom Exams', icon: AutoAwesomeRoundedIcon, accent: 'purple' },
  { key: 'averageDuration', label: 'Average Duration', icon: TimerRoundedIcon, accent: 'blue', unit: 'min' },
  { key: 'active', label: 'Active Exams', icon: CheckCircleRoundedIcon, accent: 'green' },
];

/** Spec 002 §2.4: total, custom, average duration in minutes, active — a `dl`, read "Total Exams, 4". */
export const ExamStats = ({ figures }: ExamStatsProps) => {
  if (!figures) {
    return (
      <LoadingRegion label="Loading statistics" sx={tileGrid(STATS.length, { md: 4 })}>
        {STATS.map((stat) => (
          <StatCardSkeleton key={stat.key} />
        ))}
      </LoadingRegion>
    );
  }
  return (
    <Box component="dl" aria-label="Exam statistics" sx={tileGrid(STATS.length, { md: 4 })}>
      {STATS.map((stat) => (
        // the figure as it is, ungrouped ("1000")
        <StatCard key={stat.key} spec={stat} value={String(figures[stat.key])} unit={stat.unit} />
      ))}
    </Box>
  );
};
