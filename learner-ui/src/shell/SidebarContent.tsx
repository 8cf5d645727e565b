import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import LogoutRoundedIcon from '@mui/icons-material/LogoutRounded';
import { BrandLockup, displayName, type AuthUser } from '@portal/ui-shared';
import { radii } from '@portal/ui-shared/theme';
import { STUDENT_PAGES, type StudentPageId } from './pages';

export interface SidebarContentProps {
  user: AuthUser;
  current: StudentPageId;
  onNavigate: (page: StudentPageId) => void;
  onSignOut: () => void;
  signingOut: boolean;
}

const ROLE_LABEL: Record<AuthUser['role'], string> = {
  student: 'Student',
  tutor: 'Tutor',
  parent: 'Parent',
  admin: 'Administrator',
  compliance: 'Compliance officer',
};

/** Brand, the student's pages, and who is signed in with a Sign out button (spec 001 §2.1). */
export const SidebarContent = ({ user, current, onNavigate, onSignOut, signingOut }: SidebarContentProps) => {
  const initials = `${user.firstName.charAt(0)}${user.lastName.charAt(0)}`.toUpperCase() || '?';
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', height: '100%' }}>
      <BrandLockup size="medium" sx={{ px: 2.5, py: 2.5 }} />
      <Box component="nav" aria-label="Main" sx={{ flex: 1, overflowY: 'auto', px: 1.5 }}>
        <List disablePadding sx={{ display: 'grid', gap: 0.5 }}>
          {STUDENT_PAGES.map(({ id, label, Icon }) => {
            const selected = id === current;
            return (
              <li key={id}>
                <ListItemButton
                  selected={selected}
                  aria-current={selected ? 'page' : undefined}
                  onClick={() => onNavigate(id)}
                  sx={{
                    minHeight: 48,
                    borderRadius: `${radii.md}px`,
                    '&.Mui-selected': { bgcolor: 'primary.main', color: 'primary.contrastText' },
                    '&.Mui-selected:hover': { bgcolor: 'primary.dark' },
                    '&.Mui-selected .MuiListItemIcon-root': { color: 'inherit' },
                  }}
                >
                  <ListItemIcon sx={{ minWidth: 40 }}>
                    <Icon aria-hidden />
                  </ListItemIcon>
                  <ListItemText primary={label} slotProps={{ primary: { sx: { fontWeight: 600 } } }} />
                </ListItemButton>
              </li>
            );
          })}
        </List>
      </Box>
      <Box sx={{ p: 2, borderTop: 1, borderColor: 'divider' }}>
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', mb: 1.5, minWidth: 0 }}>
          <Avatar
            aria-hidden
            sx={{ bgcolor: 'secondary.main', color: 'secondary.contrastText', fontWeight: 800 }}
          >
            {initials}
          </Avatar>
          <Box sx={{ minWidth: 0 }}>
            <Typography sx={{ fontWeight: 700, lineHeight: 1.3 }} noWrap>
              {displayName(user)}
            </Typography>
            <Typography variant="body2" color="text.secondary" noWrap>
              {ROLE_LABEL[user.role]}
            </Typography>
            <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
              {user.email}
            </Typography>
          </Box>
        </Stack>
        <Button
          variant="outlined"
          fullWidth
          startIcon={<LogoutRoundedIcon />}
          onClick={onSignOut}
          disabled={signingOut}
        >
          {signingOut ? 'Signing out…' : 'Sign out'}
        </Button>
      </Box>
    </Box>
  );
};
