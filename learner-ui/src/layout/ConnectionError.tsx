import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import CloudOffRoundedIcon from '@mui/icons-material/CloudOffRounded';
import RefreshRoundedIcon from '@mui/icons-material/RefreshRounded';
import { IconBadge } from '@portal/ui-shared';
import { lightPalette } from '@portal/ui-shared/theme';

export interface ConnectionErrorProps {
  onRetry: () => void;
}

export const ConnectionError = ({ onRetry }: ConnectionErrorProps) => (
  <Container maxWidth="sm" sx={{ py: { xs: 6, sm: 10 } }}>
    <Paper
      role="alert"
      variant="outlined"
      sx={{ p: { xs: 3, sm: 5 }, textAlign: 'center', display: 'grid', justifyItems: 'center', gap: 2 }}
    >
      <IconBadge
        size={72}
        iconSize={36}
        sx={{ bgcolor: lightPalette.error.soft, color: lightPalette.error.dark }}
      >
        <CloudOffRoundedIcon />
      </IconBadge>
      <Typography variant="h1" sx={{ fontSize: { xs: '1.5rem', sm: '1.75rem' } }}>
        Unable to connect to server
      </Typography>
      <Typography color="text.secondary" sx={{ maxWidth: 380 }}>
        We couldn’t reach 11+ Portal. Check that you are online, then try again. If it keeps happening, please
        tell your tutor.
      </Typography>
      <Button
        variant="contained"
        size="large"
        startIcon={<RefreshRoundedIcon />}
        onClick={onRetry}
        autoFocus
        sx={{ mt: 1 }}
      >
        Retry
      </Button>
    </Paper>
  </Container>
);
