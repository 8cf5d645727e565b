import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import AssignmentRoundedIcon from '@mui/icons-material/AssignmentRounded';
import InsightsRoundedIcon from '@mui/icons-material/InsightsRounded';
import QueryStatsRoundedIcon from '@mui/icons-material/QueryStatsRounded';
import type { NavigateToPage } from '../shell/pages';

export interface DashboardShortcutsProps {
  onNavigate: NavigateToPage;
}

/** White outlines on the brand banner. */
const onBanner = {
  color: 'common.white',
  borderColor: 'rgba(255,255,255,0.7)',
  '&:hover': { borderColor: 'common.white', bgcolor: 'rgba(255,255,255,0.12)' },
} as const;

/** Spec 001 §2.3 shortcuts: Take Practice Exam, View Progress, Performance Analytics. */
export const DashboardShortcuts = ({ onNavigate }: DashboardShortcutsProps) => (
  <Box
    role="group"
    aria-label="Shortcuts"
    sx={{
      display: 'flex',
      flexWrap: 'wrap',
      gap: 1.5,
      '& > .MuiButton-root': { flexGrow: { xs: 1, sm: 0 } },
    }}
  >
    <Button
      variant="contained"
      color="secondary"
      size="large"
      startIcon={<AssignmentRoundedIcon />}
      onClick={() => onNavigate('exams')}
    >
      Take Practice Exam
    </Button>
    <Button
      variant="outlined"
      size="large"
      startIcon={<InsightsRoundedIcon />}
      onClick={() => onNavigate('analytics')}
      sx={onBanner}
    >
      View Progress
    </Button>
    <Button
      variant="outlined"
      size="large"
      startIcon={<QueryStatsRoundedIcon />}
      onClick={() => onNavigate('analytics')}
      sx={onBanner}
    >
      Performance Analytics
    </Button>
  </Box>
);
