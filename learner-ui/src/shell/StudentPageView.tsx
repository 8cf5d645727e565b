import { Suspense, lazy } from 'react';
import Skeleton from '@mui/material/Skeleton';
import type { Profile } from '@portal/contracts';
import { PrivacyPage, ProfileSettings, type AuthUser, LoadingRegion } from '@portal/ui-shared';
import { ClassroomQuizPage } from '../classroom/ClassroomQuizPage';
import { StudentDashboard } from '../dashboard/StudentDashboard';
import { ExamHistoryPage } from '../exam-history/ExamHistoryPage';
import { ExamResultsPage } from '../exam-results/ExamResultsPage';
import { PracticeExamsPage } from '../exams/PracticeExamsPage';
import { TakeExamPage } from '../take-exam/TakeExamPage';
import { JoinClassPrompt } from '../enrolment/JoinClassPrompt';
import type { NavigateToPage, StudentPageId, StudentPageParams } from './pages';

// the charts library is large: loaded only when My Progress opens
const AnalyticsPage = lazy(() =>
  import('../analytics/AnalyticsPage').then((module) => ({ default: module.AnalyticsPage })),
);

export interface StudentPageViewProps {
  page: StudentPageId;
  /** What the page was opened with (exam-results: the attemptId). */
  params: StudentPageParams;
  user: AuthUser;
  profile: Profile | null;
  onNavigate: NavigateToPage;
  onProfileUpdated: (profile: Profile) => void;
}

/** The page for an id. */
export const StudentPageView = ({
  page,
  params,
  user,
  profile,
  onNavigate,
  onProfileUpdated,
}: StudentPageViewProps) => {
  const parentEmail = profile?.parentEmail ?? null;
  switch (page) {
    case 'dashboard':
      return (
        <JoinClassPrompt purpose="Your tutor's exams, live quizzes and results will appear here.">
          <StudentDashboard
            userId={user.id}
            firstName={user.firstName}
            parentEmail={parentEmail}
            onNavigate={onNavigate}
          />
        </JoinClassPrompt>
      );
    case 'exams':
      return (
        <JoinClassPrompt purpose="The exams your tutor sets you will be listed here.">
          <PracticeExamsPage
            key={params.scheduleId ?? ''}
            scheduleId={params.scheduleId}
            onNavigate={onNavigate}
          />
        </JoinClassPrompt>
      );
    case 'take-exam':
      return params.examId ? (
        <TakeExamPage
          key={`${params.examId}:${params.scheduleId ?? ''}:${params.assignmentId ?? ''}`}
          context={{
            examId: params.examId,
            scheduleId: params.scheduleId,
            assignmentId: params.assignmentId,
            accessType: params.accessType,
          }}
          studentId={user.id}
          onComplete={(attemptId) => onNavigate('exam-results', { attemptId })}
          onBack={() => onNavigate('dashboard')}
        />
      ) : null;
    case 'exam-results':
      return params.attemptId ? (
        <ExamResultsPage key={params.attemptId} attemptId={params.attemptId} onNavigate={onNavigate} />
      ) : null;
    case 'exam-history':
      return <ExamHistoryPage onNavigate={onNavigate} />;
    case 'classroom-quiz':
      return (
        <JoinClassPrompt
          placement="instead"
          pageTitle="Join Classroom Quiz"
          purpose="Once you are in a class, you can join your tutor's live quizzes here."
        >
          <ClassroomQuizPage key={user.id} user={user} />
        </JoinClassPrompt>
      );
    case 'analytics':
      return (
        <Suspense
          fallback={
            <LoadingRegion label="Loading your progress">
              <Skeleton variant="rounded" height={320} />
            </LoadingRegion>
          }
        >
          <AnalyticsPage onNavigate={onNavigate} studentId={user.id} />
        </Suspense>
      );
    case 'profile':
      return (
        <ProfileSettings
          onBack={() => onNavigate('dashboard')}
          onOpenPrivacy={() => onNavigate('privacy')}
          onProfileUpdated={onProfileUpdated}
        />
      );
    case 'privacy':
      return <PrivacyPage user={user} parentEmail={parentEmail} />;
    default: {
      const unknown: never = page;
      return unknown;
    }
  }
};
