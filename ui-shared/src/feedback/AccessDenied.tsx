import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import LockRoundedIcon from '@mui/icons-material/LockRounded';
import ArrowBackRoundedIcon from '@mui/icons-material/ArrowBackRounded';
import { IconBadge } from './IconBadge';

export const ACCESS_DENIED_MESSAGE = "You don't have permission to access this page";

export interface AccessDeniedProps {
  /** "Back to Dashboard". */
  onBackToDashboard: () => void;
}

/** Spec 001 §2.1: the screen for a page the user's role may not open. */
export const AccessDenied = ({ onBackToDashboard }: AccessDeniedProps) => (
  <Paper
    variant="outlined"
    role="alert"
    sx={{ p: { xs: 3, sm: 5 }, textAlign: 'center', display: 'grid', justifyItems: 'center', gap: 2 }}
  >
    <IconBadge size={64} sx={{ color: 'warning.dark' }}>
      <LockRoundedIcon fontSize="large" />
    </IconBadge>
    <Typography variant="h2" sx={{ fontSize: '1.4rem' }}>
      Access Denied
    </Typography>
    <Typography color="text.secondary">{ACCESS_DENIED_MESSAGE}</Typography>
    <Button variant="contained" startIcon={<ArrowBackRoundedIcon />} onClick={onBackToDashboard}>
      Back to Dashboard
    </Button>
  </Paper>
);
