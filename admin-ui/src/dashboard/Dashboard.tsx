import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import ArrowForwardRoundedIcon from '@mui/icons-material/ArrowForwardRounded';
import { Title } from 'react-admin';
import { Link as RouterLink, Navigate } from 'react-router-dom';
import { LOADING_MESSAGES, LoadingScreen } from '@portal/ui-shared';
import { homePathFor, pageLabel, pagesFor } from '../access/pages';
import { roleLabels } from '../i18n/en';
import { pageIcons } from '../layout/pageIcons';
import { useConsoleUser } from '../layout/useConsoleUser';
import { useDocumentTitle } from '../layout/useDocumentTitle';
import { SystemStatus } from './SystemStatus';

const introByRole: Readonly<Record<string, string>> = {
  admin: 'Manage tutors and settings, and keep an eye on how the platform is running.',
  tutor: 'Manage your students, groups, exams, assignments and live classroom quizzes.',
  parent: "Follow your children's exams, exam history and progress.",
};

/**
 * The role's home page, kept simple until the dashboards arrive (next issue): a welcome card with
 * the role's pages as shortcuts, and for admins the system status below it.
 */
export const Dashboard = () => {
  useDocumentTitle('Dashboard');
  const { user, isPending } = useConsoleUser();
  if (isPending || !user) {
    return <LoadingScreen message={LOADING_MESSAGES.preparingDashboard} fullScreen={false} />;
  }
  // Compliance officers have no dashboard: their register is their home.
  const home = homePathFor(user.role);
  if (home !== '/') {
    return <Navigate to={home} replace />;
  }
  const shortcuts = pagesFor(user.role).filter((page) => page.id !== 'dashboard');
  return (
    <Box sx={{ maxWidth: 1280, minWidth: 0, pb: 4 }}>
      <Title title="Dashboard" />
      <Card component="section" aria-labelledby="welcome-heading" sx={{ p: { xs: 2.5, sm: 3.5 }, mb: 4 }}>
        <Typography variant="overline" color="primary">
          {roleLabels[user.role] ?? user.role} dashboard
        </Typography>
        <Typography variant="h1" id="welcome-heading">
          Welcome back, {user.firstName}
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 1, maxWidth: 640 }}>
          {introByRole[user.role] ?? ''}
        </Typography>
        <Box
          component="ul"
          aria-label="Shortcuts"
          sx={{
            listStyle: 'none',
            p: 0,
            m: 0,
            mt: 3,
            display: 'grid',
            gap: 1.25,
            gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(3, 1fr)' },
          }}
        >
          {shortcuts.map((page) => {
            const Icon = pageIcons[page.id];
            return (
              <li key={page.id}>
                <Box
                  component={RouterLink}
                  to={page.path}
                  sx={{
                    display: 'flex',
                    alignItems: 'center',
                    gap: 1.5,
                    p: 1.5,
                    borderRadius: 2,
                    border: 1,
                    borderColor: 'divider',
                    color: 'text.primary',
                    textDecoration: 'none',
                    fontWeight: 600,
                    '&:hover': { bgcolor: 'action.hover', borderColor: 'primary.main' },
                  }}
                >
                  <Icon aria-hidden color="primary" />
                  <Box component="span" sx={{ flex: 1, minWidth: 0 }}>
                    {pageLabel(page.id, user.role)}
                  </Box>
                  <ArrowForwardRoundedIcon aria-hidden fontSize="small" sx={{ color: 'text.secondary' }} />
                </Box>
              </li>
            );
          })}
        </Box>
      </Card>
      {user.role === 'admin' ? <SystemStatus embedded /> : null}
    </Box>
  );
};
