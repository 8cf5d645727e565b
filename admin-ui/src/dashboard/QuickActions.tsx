import Box from '@mui/material/Box';
import type { Accent } from './accentColors';
import { DashboardSection } from './DashboardSection';
import { QuickActionTile } from './QuickActionTile';
import { tileGrid } from './responsiveGrid';
import { quickActionsFor, type StaffRole } from './staffDashboard';

export interface QuickActionsProps {
  role: StaffRole;
}

const ACCENTS: readonly Accent[] = ['indigo', 'blue', 'purple', 'green'];

/** The role's shortcuts (spec 001 §2.3), two by two. */
export const QuickActions = ({ role }: QuickActionsProps) => {
  const actions = quickActionsFor(role);
  return (
    <DashboardSection id="quick-actions-heading" title="Quick Actions">
      <Box component="ul" sx={tileGrid(actions.length, { md: actions.length, lg: 1 })}>
        {actions.map((action, index) => (
          <Box component="li" key={action.label} sx={{ minWidth: 0 }}>
            <QuickActionTile action={action} accent={ACCENTS[index % ACCENTS.length] ?? 'indigo'} />
          </Box>
        ))}
      </Box>
    </DashboardSection>
  );
};
