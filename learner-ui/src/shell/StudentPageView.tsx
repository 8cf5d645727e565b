import Button from '@mui/material/Button';
import AssignmentRoundedIcon from '@mui/icons-material/AssignmentRounded';
import GroupsRoundedIcon from '@mui/icons-material/GroupsRounded';
import HistoryRoundedIcon from '@mui/icons-material/HistoryRounded';
import InsightsRoundedIcon from '@mui/icons-material/InsightsRounded';
import ArrowBackRoundedIcon from '@mui/icons-material/ArrowBackRounded';
import FactCheckRoundedIcon from '@mui/icons-material/FactCheckRounded';
import type { Profile } from '@portal/contracts';
import { PrivacyPage, ProfileSettings, type AuthUser } from '@portal/ui-shared';
import { StudentDashboard } from '../dashboard/StudentDashboard';
import { ComingSoonPage } from '../placeholders/ComingSoonPage';
import type { NavigateToPage, StudentPageId, StudentPageParams } from './pages';

export interface StudentPageViewProps {
  page: StudentPageId;
  /** What the page was opened with (exam-results: the attemptId). */
  params: StudentPageParams;
  user: AuthUser;
  profile: Profile | null;
  onNavigate: NavigateToPage;
  onProfileUpdated: (profile: Profile) => void;
}

/** The page for an id; exams, results, history, classroom and progress arrive in later issues. */
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
        <StudentDashboard
          userId={user.id}
          firstName={user.firstName}
          parentEmail={parentEmail}
          onNavigate={onNavigate}
        />
      );
    case 'exams':
      return (
        <ComingSoonPage
          title="Practice Exams"
          subtitle="Exams your tutor sets for you to practise."
          icon={<AssignmentRoundedIcon />}
          emptyTitle="Your tutor hasn't set any exams yet"
          emptyMessage="When your tutor sets a practice exam, it will appear here. Check back soon!"
        />
      );
    case 'exam-results':
      return (
        <ComingSoonPage
          key={params.attemptId}
          title="Exam Results"
          subtitle="Your score and every question, with the right answers explained."
          icon={<FactCheckRoundedIcon />}
          emptyTitle="Your results page is nearly ready"
          emptyMessage="Soon you will be able to look back at each question from this exam and see what you got right."
          actions={
            <Button
              variant="contained"
              startIcon={<ArrowBackRoundedIcon />}
              onClick={() => onNavigate('dashboard')}
            >
              Back to Dashboard
            </Button>
          }
        />
      );
    case 'exam-history':
      return (
        <ComingSoonPage
          title="Exams History"
          subtitle="Every exam you have finished, with your scores."
          icon={<HistoryRoundedIcon />}
          emptyTitle="No exam attempts yet"
          emptyMessage="Exams you finish will be listed here, so you can look back at your answers."
          actions={
            <Button variant="contained" onClick={() => onNavigate('exams')}>
              Take Practice Exam
            </Button>
          }
        />
      );
    case 'classroom-quiz':
      return (
        <ComingSoonPage
          title="Join Classroom Quiz"
          subtitle="Live quizzes your tutor runs in class."
          icon={<GroupsRoundedIcon />}
          emptyTitle="There is no live quiz right now"
          emptyMessage="When your tutor starts a classroom quiz, you will be able to join it here."
        />
      );
    case 'analytics':
      return (
        <ComingSoonPage
          title="My Progress"
          subtitle="How you are doing in each subject."
          icon={<InsightsRoundedIcon />}
          emptyTitle="No progress to show yet"
          emptyMessage="Finish a practice exam and your progress in each subject will appear here."
          actions={
            <Button variant="contained" onClick={() => onNavigate('exams')}>
              Take Practice Exam
            </Button>
          }
        />
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
