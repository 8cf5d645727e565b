import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { brand } from '@portal/contracts/ui';
import { BrandMark } from './BrandMark';

export interface LoadingScreenProps {
  /** What the app is waiting for, e.g. "Checking authentication status". */
  message: string;
}

/** Full-screen branded loader; the spec's loading text is the product name. */
export const LoadingScreen = ({ message }: LoadingScreenProps) => (
  <Box
    role="status"
    aria-live="polite"
    sx={{
      minHeight: '100dvh',
      display: 'flex',
      flexDirection: 'column',
      alignItems: 'center',
      justifyContent: 'center',
      gap: 2,
      px: 3,
      textAlign: 'center',
      bgcolor: 'background.default',
    }}
  >
    <BrandMark size={64} />
    <Typography component="p" sx={{ fontWeight: 800, fontSize: '1.75rem', letterSpacing: '-0.01em' }}>
      {brand.name}
    </Typography>
    <CircularProgress size={28} thickness={5} aria-hidden />
    <Typography color="text.secondary">{message}</Typography>
  </Box>
);
