import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { brand } from '@portal/contracts/ui';
import { BrandMark } from './BrandMark';

export interface LoadingScreenProps {
  /** Spec §2.2: "Checking authentication status", "Verifying permissions...", … */
  message: string;
  /** Full window (before the layout exists) or inside the page area. */
  fullScreen?: boolean;
}

/** The branded wait: "11+ Portal" and what is being waited for, announced politely. */
export const LoadingScreen = ({ message, fullScreen = false }: LoadingScreenProps) => (
  <Box
    role="status"
    aria-live="polite"
    sx={{
      minHeight: fullScreen ? '100dvh' : 320,
      display: 'grid',
      placeContent: 'center',
      justifyItems: 'center',
      gap: 1.5,
      p: 3,
      textAlign: 'center',
      bgcolor: fullScreen ? 'background.default' : undefined,
    }}
  >
    <BrandMark size={48} />
    <Typography component="p" sx={{ fontWeight: 800, fontSize: '1.25rem' }}>
      {brand.name}
    </Typography>
    <CircularProgress size={28} aria-hidden />
    <Typography component="p" variant="body2" color="text.secondary">
      {message}
    </Typography>
  </Box>
);

/** react-admin's `loading` slot: shown while it asks the auth provider about the page. */
export const VerifyingPermissions = () => <LoadingScreen message="Verifying permissions..." />;
