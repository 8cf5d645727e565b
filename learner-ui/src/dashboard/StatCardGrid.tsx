import Box from '@mui/material/Box';
import AccessTimeFilledRoundedIcon from '@mui/icons-material/AccessTimeFilledRounded';
import AssignmentTurnedInRoundedIcon from '@mui/icons-material/AssignmentTurnedInRounded';
import EmojiEventsRoundedIcon from '@mui/icons-material/EmojiEventsRounded';
import TrendingUpRoundedIcon from '@mui/icons-material/TrendingUpRounded';
import type { ProgressStats } from '@portal/contracts';
import { lightPalette } from '@portal/ui-shared/theme';
import { percentText, studyTimeText } from './dashboardFormat';
import { StatCard } from './StatCard';

export interface StatCardGridProps {
  stats: ProgressStats;
}

/** Total Exams, Average Score, Best Score and Study Time (spec 001 §2.3). */
export const StatCardGrid = ({ stats }: StatCardGridProps) => (
  <Box sx={{ containerType: 'inline-size' }}>
    <Box
      sx={{
        display: 'grid',
        gap: { xs: 1.5, sm: 2 },
        gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
        // four in a row as soon as the page is wide enough for them, sidebar or not
        '@container (min-width: 620px)': { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' },
      }}
    >
      <StatCard
        label="Total Exams"
        value={String(stats.totalExams)}
        icon={<AssignmentTurnedInRoundedIcon />}
        color={lightPalette.primary.main}
        soft={lightPalette.primary.soft}
      />
      <StatCard
        label="Average Score"
        value={percentText(stats.averageScore)}
        icon={<TrendingUpRoundedIcon />}
        color={lightPalette.info.dark}
        soft={lightPalette.info.soft}
      />
      <StatCard
        label="Best Score"
        value={percentText(stats.bestScore)}
        icon={<EmojiEventsRoundedIcon />}
        color={lightPalette.secondary.dark}
        soft={lightPalette.secondary.soft}
      />
      <StatCard
        label="Study Time"
        value={studyTimeText(stats.totalTimeSpent)}
        icon={<AccessTimeFilledRoundedIcon />}
        color={lightPalette.success.main}
        soft={lightPalette.success.soft}
      />
    </Box>
  </Box>
);
