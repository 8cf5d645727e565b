import type { ReactNode } from 'react';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider, createTheme } from '@mui/material/styles';
import { BrowserRouter, Navigate, Route } from 'react-router-dom';
import { AuthProvider, CookieBanner } from '@portal/ui-shared';
import { Admin, CustomRoutes, Resource } from 'react-admin';
import { PAGES, type PageId } from './access/pages';
import { RequirePage } from './access/RequirePage';
import { LoginPage } from './auth/LoginPage';
import { ConsoleGate } from './auth/ConsoleGate';
import { complianceOfficers } from './compliance-officers';
import { complianceRegister } from './compliance-register';
import { consentRecords } from './consent-records';
import { Dashboard } from './dashboard/Dashboard';
import { SystemStatus } from './dashboard/SystemStatus';
import { i18nProvider } from './i18n/i18nProvider';
import { AccessDeniedPage } from './layout/AccessDeniedPage';
import { AppLayout } from './layout/AppLayout';
import { ConsoleNotification } from './layout/ConsoleNotification';
import { VerifyingPermissions } from './layout/VerifyingPermissions';
import { SettingsPage } from './placeholders/SettingsPage';
import { authProvider } from './providers/authProvider';
import { dataProvider } from './providers/dataProvider';
import { PrivacyDataPage } from './privacy/PrivacyDataPage';
import { ProfilePage } from './profile/ProfilePage';
import { rightsRequests } from './rights-requests';
import { StudentsPage } from './students';
import { darkTheme, lightTheme } from './theme';
import { TutorManagement } from './tutors';
import { GroupManagement } from './groups';
import { StudentGroupAssignments } from './group-assignments';
import { ExamManagement } from './exams';
import { ScheduleExams } from './exam-schedules';
import { StudentPerformanceAnalytics } from './student-analytics';
import { ScheduledExamAnalytics } from './scheduled-exam-analytics';
import { TutorExamResults } from './exam-results';
import { ChildExamHistory, ChildExams, ChildMockScores } from './child-exams';
import { mockExams } from './mock-exams';
import { ByRole } from './placeholders/ByRole';
import { ClassroomQuizPage } from './classroom';
import { ENROLMENT_PATH, EnrolmentPage } from './enrolment';

/** The console lives under /admin/ with real paths; the server answers /admin/* with index.html. */
const CONSOLE_BASENAME = '/admin';

/** The screens around react-admin (session check, sign-in, consent, cookie banner) share its light theme. */
const gateTheme = createTheme(lightTheme);

/** An unknown page falls back to the dashboard (spec §2.1). */
const BackToDashboard = () => <Navigate to="/" replace />;

/** A custom page and the row of the page table that guards it (react-admin guards only resources). */
interface GuardedRoute {
  page: PageId;
  /** where it differs from the page's own path */
  path?: string;
  element: ReactNode;
}

const guardedRoutes: GuardedRoute[] = [
  { page: 'classroom-quiz', element: <ClassroomQuizPage /> },
  { page: 'tutors', element: <TutorManagement /> },
  { page: 'students', element: <StudentsPage /> },
  { page: 'students', path: ENROLMENT_PATH, element: <EnrolmentPage /> },
  { page: 'groups', element: <GroupManagement /> },
  { page: 'assignments', element: <StudentGroupAssignments /> },
  { page: 'exams', element: <ByRole parent={<ChildExams />} staff={<ExamManagement />} /> },
  { page: 'exam-schedules', element: <ScheduleExams /> },
  { page: 'exam-history', element: <ChildExamHistory /> },
  { page: 'analytics', element: <StudentPerformanceAnalytics /> },
  { page: 'analytics', path: '/exam-results/:attemptId', element: <TutorExamResults /> },
  { page: 'scheduled-exam-analytics', element: <ScheduledExamAnalytics /> },
  { page: 'mock-scores', element: <ChildMockScores /> },
  { page: 'settings', element: <SettingsPage /> },
  { page: 'system-status', element: <SystemStatus /> },
];

export const App = () => (
  <BrowserRouter basename={CONSOLE_BASENAME}>
    <ThemeProvider theme={gateTheme}>
      <CssBaseline />
      <AuthProvider>
        <ConsoleGate>
          <Admin
            title="11+ Portal"
            dataProvider={dataProvider}
            authProvider={authProvider}
            i18nProvider={i18nProvider}
            requireAuth
            loginPage={LoginPage}
            dashboard={Dashboard}
            layout={AppLayout}
            loading={VerifyingPermissions}
            notification={ConsoleNotification}
            accessDenied={AccessDeniedPage}
            catchAll={BackToDashboard}
            theme={lightTheme}
            darkTheme={darkTheme}
            defaultTheme="light"
            // A data-protection product sends nothing to third parties.
            disableTelemetry
          >
            <Resource {...complianceRegister} />
            <Resource {...consentRecords} />
            <Resource {...rightsRequests} />
            <Resource {...complianceOfficers} />
            <Resource {...mockExams} />
            <CustomRoutes>
              {guardedRoutes.map(({ page, path = PAGES[page].path, element }) => (
                <Route key={path} path={path} element={<RequirePage page={page}>{element}</RequirePage>} />
              ))}
              <Route path={PAGES.profile.path} element={<ProfilePage />} />
              <Route path={PAGES.privacy.path} element={<PrivacyDataPage />} />
            </CustomRoutes>
          </Admin>
        </ConsoleGate>
        <CookieBanner />
      </AuthProvider>
    </ThemeProvider>
  </BrowserRouter>
);
