import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider, createTheme } from '@mui/material/styles';
import { BrowserRouter, Navigate, Route } from 'react-router-dom';
import { AuthProvider, CookieBanner } from '@portal/ui-shared';
import { Admin, CustomRoutes, Resource } from 'react-admin';
import { PAGES } from './access/pages';
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
import { ChildExamHistory, ChildExams } from './child-exams';
import { ByRole } from './placeholders/ByRole';
import { ClassroomQuizPage } from './classroom';
import { ENROLMENT_PATH, EnrolmentPage } from './enrolment';

/** The console lives under /admin/ with real paths; the server answers /admin/* with index.html. */
const CONSOLE_BASENAME = '/admin';

/** The screens around react-admin (session check, sign-in, consent, cookie banner) share its light theme. */
const gateTheme = createTheme(lightTheme);

/** An unknown page falls back to the dashboard (spec §2.1). */
const BackToDashboard = () => <Navigate to="/" replace />;

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
            <CustomRoutes>
              <Route
                path={PAGES['classroom-quiz'].path}
                element={
                  <RequirePage page="classroom-quiz">
                    <ClassroomQuizPage />
                  </RequirePage>
                }
              />
              <Route
                path={PAGES.tutors.path}
                element={
                  <RequirePage page="tutors">
                    <TutorManagement />
                  </RequirePage>
                }
              />
              <Route
                path={PAGES.students.path}
                element={
                  <RequirePage page="students">
                    <StudentsPage />
                  </RequirePage>
                }
              />
              <Route
                path={ENROLMENT_PATH}
                element={
                  <RequirePage page="students">
                    <EnrolmentPage />
                  </RequirePage>
                }
              />
              <Route
                path={PAGES.groups.path}
                element={
                  <RequirePage page="groups">
                    <GroupManagement />
                  </RequirePage>
                }
              />
              <Route
                path={PAGES.assignments.path}
                element={
                  <RequirePage page="assignments">
                    <StudentGroupAssignments />
                  </RequirePage>
                }
              />
              <Route
                path={PAGES.exams.path}
                element={
                  <RequirePage page="exams">
                    <ByRole parent={<ChildExams />} staff={<ExamManagement />} />
                  </RequirePage>
                }
              />
              <Route
                path={PAGES['exam-schedules'].path}
                element={
                  <RequirePage page="exam-schedules">
                    <ScheduleExams />
                  </RequirePage>
                }
              />
              <Route
                path={PAGES['exam-history'].path}
                element={
                  <RequirePage page="exam-history">
                    <ChildExamHistory />
                  </RequirePage>
                }
              />
              <Route
                path={PAGES.analytics.path}
                element={
                  <RequirePage page="analytics">
                    <StudentPerformanceAnalytics />
                  </RequirePage>
                }
              />
              <Route
                path="/exam-results/:attemptId"
                element={
                  <RequirePage page="analytics">
                    <TutorExamResults />
                  </RequirePage>
                }
              />
              <Route
                path={PAGES['scheduled-exam-analytics'].path}
                element={
                  <RequirePage page="scheduled-exam-analytics">
                    <ScheduledExamAnalytics />
                  </RequirePage>
                }
              />
              <Route
                path={PAGES.settings.path}
                element={
                  <RequirePage page="settings">
                    <SettingsPage />
                  </RequirePage>
                }
              />
              <Route path={PAGES.profile.path} element={<ProfilePage />} />
              <Route path={PAGES.privacy.path} element={<PrivacyDataPage />} />
              <Route
                path={PAGES['system-status'].path}
                element={
                  <RequirePage page="system-status">
                    <SystemStatus />
                  </RequirePage>
                }
              />
            </CustomRoutes>
          </Admin>
        </ConsoleGate>
        <CookieBanner />
      </AuthProvider>
    </ThemeProvider>
  </BrowserRouter>
);
