import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import AssignmentRoundedIcon from '@mui/icons-material/AssignmentRounded';
import InsightsRoundedIcon from '@mui/icons-material/InsightsRounded';
import QueryStatsRoundedIcon from '@mui/icons-material/QueryStatsRounded';
import RocketLaunchRoundedIcon from '@mui/icons-material/RocketLaunchRounded';
import { EmptyState, PageHeader, ParentCanSeeNotice } from '@portal/ui-shared';
import type { StudentPageId } from '../shell/pages';

export interface StudentDashboardProps {
  firstName: string;
  /** The linked parent's e-mail: the dashboard then says the parent can see results. */
  parentEmail: string | null;
  onNavigate: (page: StudentPageId) => void;
}

/**
 * Spec 001 §2.3 student dashboard. Until exams exist (a later issue) it shows the welcome, who can
 * see the results, and the empty state with the three shortcuts.
 */
export const StudentDashboard = ({ firstName, parentEmail, onNavigate }: StudentDashboardProps) => (
  <Stack spacing={3}>
    <PageHeader
      title={firstName ? `Welcome back, ${firstName}!` : 'Welcome back!'}
      subtitle="Ready for a little practice today?"
    />
    <ParentCanSeeNotice parentEmail={parentEmail} role="student" />
    <EmptyState
      icon={<RocketLaunchRoundedIcon />}
      title="No exam attempts yet"
      message="When you finish a practice exam, your scores will appear here. Why not start one now?"
      actions={
        <>
          <Button
            variant="contained"
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
          >
            View Progress
          </Button>
          <Button
            variant="outlined"
            size="large"
            startIcon={<QueryStatsRoundedIcon />}
            onClick={() => onNavigate('analytics')}
          >
            Performance Analytics
          </Button>
        </>
      }
    />
  </Stack>
);
