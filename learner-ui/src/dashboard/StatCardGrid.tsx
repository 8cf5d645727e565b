import Box from '@mui/material/Box';
import AccessTimeFilledRoundedIcon from '@mui/icons-material/AccessTimeFilledRounded';
import type { ProgressStats } from '@portal/contracts';
import { lightPalette } from '@portal/ui-shared/theme';
import { FigureCards, type FiguresLook } from './FigureCards';

export interface StatCardGridProps {
  stats: ProgressStats;
}

const DASHBOARD_LOOK: FiguresLook = {
  labels: ['Total Exams', 'Average Score', 'Best Score', 'Study Time'],
  averageColor: lightPalette.info.dark,
  timeIcon: <AccessTimeFilledRoundedIcon />,
};

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
      <FigureCards figures={stats} look={DASHBOARD_LOOK} />
    </Box>
  </Box>
);
