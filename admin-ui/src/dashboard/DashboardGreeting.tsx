import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { roleLabels } from '../i18n/en';
import { DASHBOARD_INTRO, type StaffRole } from './staffDashboard';

export interface DashboardGreetingProps {
  role: StaffRole;
  firstName: string;
}

/** The page's h1: a welcome by first name and what this dashboard is for. */
export const DashboardGreeting = ({ role, firstName }: DashboardGreetingProps) => (
  <Box component="header" sx={{ minWidth: 0 }}>
    <Typography variant="overline" color="primary" component="p">
      {roleLabels[role] ?? role} dashboard
    </Typography>
    <Typography variant="h1" id="dashboard-heading" sx={{ overflowWrap: 'anywhere' }}>
      Welcome back, {firstName}
    </Typography>
    <Typography color="text.secondary" sx={{ mt: 0.5 }}>
      {DASHBOARD_INTRO[role]}
    </Typography>
  </Box>
);
