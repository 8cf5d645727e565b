import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import { Title } from 'react-admin';
import { Navigate } from 'react-router-dom';
import { LOADING_MESSAGES, LoadingScreen } from '@portal/ui-shared';
import { homePathFor } from '../access/pages';
import { useConsoleUser } from '../layout/useConsoleUser';
import { useDocumentTitle } from '../layout/useDocumentTitle';
import { StaffDashboard } from './StaffDashboard';
import { isStaffRole } from './staffDashboard';
import { SystemStatus } from './SystemStatus';

/**
 * The console's home: the staff dashboard of admins, tutors and parents (spec 001 §2.3), and for
 * admins the system status below it. Compliance officers have none: their register is home.
 */
export const Dashboard = () => {
  useDocumentTitle('Dashboard');
  const { user, isPending } = useConsoleUser();
  if (isPending || !user) {
    return <LoadingScreen message={LOADING_MESSAGES.preparingDashboard} fullScreen={false} />;
  }
  const home = homePathFor(user.role);
  if (home !== '/') {
    return <Navigate to={home} replace />;
  }
  if (!isStaffRole(user.role)) {
    // students are sent to the learner app before the console mounts
    return null;
  }
  return (
    <Box sx={{ maxWidth: 1280, minWidth: 0, pb: 4 }}>
      <Title title="Dashboard" />
      <StaffDashboard role={user.role} firstName={user.firstName} />
      {user.role === 'admin' ? (
        <>
          <Divider sx={{ my: { xs: 4, md: 5 } }} />
          <SystemStatus embedded />
        </>
      ) : null}
    </Box>
  );
};
