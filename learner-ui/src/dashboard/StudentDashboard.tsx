import Stack from '@mui/material/Stack';
import { ErrorState, ParentCanSeeNotice } from '@portal/ui-shared';
import type { NavigateToPage } from '../shell/pages';
import { DashboardColumns } from './DashboardColumns';
import { DASHBOARD_MESSAGES } from './dashboardFormat';
import { DashboardSkeleton } from './DashboardSkeleton';
import { RecentAttempts } from './RecentAttempts';
import { StatCardGrid } from './StatCardGrid';
import { SubjectPerformance } from './SubjectPerformance';
import { useStudentProgress } from './useStudentProgress';
import { WelcomeBanner } from './WelcomeBanner';

export interface StudentDashboardProps {
  userId: string;
  firstName: string;
  /** The linked parent's e-mail: the dashboard then says the parent can see results. */
  parentEmail: string | null;
  onNavigate: NavigateToPage;
}

/**
 * Spec 001 §2.3 student dashboard: the welcome and shortcuts, the four headline figures, Subject
 * Performance and the 5 most recent attempts (each opens its exam results).
 */
export const StudentDashboard = ({ userId, firstName, parentEmail, onNavigate }: StudentDashboardProps) => {
  const { state, retry } = useStudentProgress(userId);
  return (
    <Stack spacing={3}>
      <WelcomeBanner firstName={firstName} onNavigate={onNavigate} />
      <ParentCanSeeNotice parentEmail={parentEmail} role="student" />
      {state.status === 'loading' && <DashboardSkeleton />}
      {state.status === 'error' && (
        <ErrorState
          title={state.message}
          message={
            state.message === DASHBOARD_MESSAGES.unreachable
              ? 'Check that you are connected to the internet, then try again.'
              : 'Something went wrong while loading your scores. Please try again.'
          }
          onRetry={retry}
          retryLabel="Retry"
        />
      )}
      {state.status === 'ready' && (
        <>
          <StatCardGrid stats={state.stats} />
          <DashboardColumns
            start={<SubjectPerformance breakdown={state.stats.examTypeBreakdown} />}
            end={
              <RecentAttempts
                attempts={state.attempts}
                onOpenAttempt={(attemptId) => onNavigate('exam-results', { attemptId })}
              />
            }
          />
        </>
      )}
    </Stack>
  );
};
