import Box from '@mui/material/Box';
import { ChildInvitationsPanel } from '../enrolment-invitations';
import { DashboardGreeting } from './DashboardGreeting';
import { QuickActions } from './QuickActions';
import { RecentActivity } from './RecentActivity';
import { StatsGrid } from './StatsGrid';
import type { StaffRole } from './staffDashboard';

export interface StaffDashboardProps {
  role: StaffRole;
  firstName: string;
}

/**
 * The staff dashboard of admins, tutors and parents (spec 001 §2.3): greeting, the role's figures,
 * its quick actions and the recent activity beside them. A parent sees tutors' class invitations
 * for their children first, when there are any (issue 15 item 4).
 */
export const StaffDashboard = ({ role, firstName }: StaffDashboardProps) => (
  <Box
    component="section"
    aria-labelledby="dashboard-heading"
    sx={{ display: 'grid', gap: { xs: 3, md: 4 } }}
  >
    <DashboardGreeting role={role} firstName={firstName} />
    {role === 'parent' ? <ChildInvitationsPanel /> : null}
    <StatsGrid role={role} />
    <Box
      sx={{
        display: 'grid',
        gap: { xs: 3, md: 4 },
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'minmax(0, 1fr) minmax(0, 2fr)' },
        alignItems: 'start',
      }}
    >
      <QuickActions role={role} />
      <RecentActivity />
    </Box>
  </Box>
);
