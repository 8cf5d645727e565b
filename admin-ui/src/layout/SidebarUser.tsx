import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Skeleton from '@mui/material/Skeleton';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import LogoutRoundedIcon from '@mui/icons-material/LogoutRounded';
import { useLogout } from 'react-admin';
import { roleLabels } from '../i18n/en';
import type { SignOutParams } from '../providers/authProvider';
import { BreakableText } from '../students/BreakableText';
import { useConsoleUser } from './useConsoleUser';
import { useSidebarExpanded } from './useSidebarExpanded';

const initials = (firstName: string, lastName: string) =>
  `${firstName.charAt(0)}${lastName.charAt(0)}`.toUpperCase() || '?';

/**
 * Spec §2.1: the sidebar shows the user's first and last name, role and e-mail, and Sign out.
 * When the desktop sidebar is folded to icons, only the initials and a Sign out icon remain.
 * Nothing is cut short: a long name wraps between words, a long e-mail after "@" and dots.
 */
export const SidebarUser = () => {
  const { user, isPending } = useConsoleUser();
  const open = useSidebarExpanded();
  const logout = useLogout();
  const signOut = () => {
    const params: SignOutParams = { reason: 'user' };
    void logout(params);
  };

  if (isPending || !user) {
    return (
      <Box sx={{ px: 2, py: 1.5 }} aria-hidden>
        <Skeleton variant="circular" width={40} height={40} />
      </Box>
    );
  }

  const name = `${user.firstName} ${user.lastName}`.trim();
  const role = roleLabels[user.role] ?? user.role;

  if (!open) {
    return (
      <Box
        sx={{ display: 'grid', justifyItems: 'center', gap: 0.5, py: 1.5 }}
        aria-label={`Signed in as ${name}, ${role}`}
        role="group"
      >
        <Tooltip title={`${name} · ${role}`} placement="right">
          <Avatar sx={{ width: 34, height: 34, fontSize: '0.85rem', bgcolor: 'primary.main' }}>
            {initials(user.firstName, user.lastName)}
          </Avatar>
        </Tooltip>
        <Tooltip title="Sign out" placement="right">
          <IconButton size="small" onClick={signOut} aria-label="Sign out">
            <LogoutRoundedIcon fontSize="small" />
          </IconButton>
        </Tooltip>
      </Box>
    );
  }

  return (
    <Box
      role="group"
      aria-label="Signed-in user"
      sx={{
        mx: 1,
        mb: 1,
        p: 1.5,
        borderRadius: 2,
        bgcolor: 'action.hover',
        display: 'grid',
        gridTemplateColumns: 'auto minmax(0, 1fr)',
        columnGap: 1.25,
        alignItems: 'center',
      }}
    >
      <Avatar aria-hidden sx={{ width: 40, height: 40, fontSize: '0.95rem', bgcolor: 'primary.main' }}>
        {initials(user.firstName, user.lastName)}
      </Avatar>
      <Box sx={{ minWidth: 0 }}>
        <Typography component="p" sx={{ fontWeight: 700, lineHeight: 1.3, overflowWrap: 'anywhere' }}>
          {name}
        </Typography>
        <Typography
          component="p"
          variant="caption"
          color="primary"
          sx={{ fontWeight: 700, display: 'block' }}
        >
          {role}
        </Typography>
        <Typography
          component="p"
          variant="caption"
          color="text.secondary"
          // a single part too long for the line may still break anywhere
          sx={{ display: 'block', overflowWrap: 'anywhere' }}
        >
          <BreakableText text={user.email} />
        </Typography>
      </Box>
      <Button
        onClick={signOut}
        size="small"
        variant="outlined"
        color="inherit"
        startIcon={<LogoutRoundedIcon />}
        sx={{ gridColumn: '1 / -1', mt: 1.25, justifySelf: 'stretch', borderColor: 'divider' }}
      >
        Sign out
      </Button>
    </Box>
  );
};
