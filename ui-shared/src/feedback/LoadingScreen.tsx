import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { APP_NAME } from '../brand/brand';
import { BrandMark } from '../brand/BrandMark';

/** The shell's loading texts (spec 001 §2.2). */
export const LOADING_MESSAGES = {
  checkingAuth: 'Checking authentication status',
  loadingProfile: 'Loading user profile data',
  verifyingPermissions: 'Verifying permissions...',
  preparingDashboard: 'Preparing dashboard',
} as const;

export interface LoadingScreenProps {
  /** What the app is waiting for, e.g. LOADING_MESSAGES.checkingAuth. */
  message: string;
  /** Fill the viewport (default) or only the space it is given. */
  fullScreen?: boolean;
}

/** The branded loader: the product name ("11+ Portal"), a spinner and what is happening. */
export const LoadingScreen = ({ message, fullScreen = true }: LoadingScreenProps) => (
  <Box
    role="status"
    aria-live="polite"
    sx={{
      minHeight: fullScreen ? '100dvh' : 320,
      display: 'flex',
      flexDirection: 'column',
      alignItems: 'center',
      justifyContent: 'center',
      gap: 2,
      px: 3,
      textAlign: 'center',
      bgcolor: fullScreen ? 'background.default' : 'transparent',
    }}
  >
    <BrandMark size={64} />
    <Typography component="p" sx={{ fontWeight: 800, fontSize: '1.75rem', letterSpacing: '-0.01em' }}>
      {APP_NAME}
    </Typography>
    <CircularProgress size={28} thickness={5} aria-hidden />
    <Typography color="text.secondary">{message}</Typography>
  </Box>
);
