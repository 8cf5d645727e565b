import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import ChevronRightRoundedIcon from '@mui/icons-material/ChevronRightRounded';
import { radii } from '@portal/ui-shared/theme';
import { Link as RouterLink } from 'react-router-dom';
import type { Accent } from './accentColors';
import { dashboardIcons } from './dashboardIcons';
import { IconWell } from './IconWell';
import type { QuickActionSpec } from './staffDashboard';

export interface QuickActionTileProps {
  action: QuickActionSpec;
  accent: Accent;
}

/** A shortcut to a page, as a large link tile: icon, label, and an arrow that moves on hover. */
export const QuickActionTile = ({ action, accent }: QuickActionTileProps) => (
  <ButtonBase
    component={RouterLink}
    to={action.to}
    sx={{
      width: '100%',
      height: '100%',
      minHeight: 64,
      display: 'flex',
      alignItems: 'center',
      justifyContent: 'flex-start',
      gap: 1.5,
      p: 1.5,
      textAlign: 'left',
      borderRadius: `${radii.md}px`,
      border: 1,
      borderColor: 'divider',
      bgcolor: 'background.paper',
      color: 'text.primary',
      fontWeight: 600,
      fontSize: '0.9375rem',
      transition: 'border-color 120ms, background-color 120ms',
      '&:hover': { borderColor: 'primary.main', bgcolor: 'action.hover' },
      '&:hover .quick-action-arrow': { transform: 'translateX(2px)', color: 'primary.main' },
    }}
  >
    <IconWell icon={dashboardIcons[action.icon]} accent={accent} size={36} />
    <Box component="span" sx={{ flex: 1, minWidth: 0, lineHeight: 1.3 }}>
      {action.label}
    </Box>
    <ChevronRightRoundedIcon
      aria-hidden
      className="quick-action-arrow"
      fontSize="small"
      sx={{ color: 'text.secondary', transition: 'transform 120ms', display: { xs: 'none', sm: 'block' } }}
    />
  </ButtonBase>
);
