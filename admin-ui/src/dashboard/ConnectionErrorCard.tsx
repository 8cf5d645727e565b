import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import CloudOffRoundedIcon from '@mui/icons-material/CloudOffRounded';
import RefreshRoundedIcon from '@mui/icons-material/RefreshRounded';

export interface ConnectionErrorCardProps {
  onRetry: () => void;
  retrying: boolean;
}

export const ConnectionErrorCard = ({ onRetry, retrying }: ConnectionErrorCardProps) => (
  <Card
    role="alert"
    sx={{ p: { xs: 3, sm: 5 }, textAlign: 'center', display: 'grid', justifyItems: 'center', gap: 1.5 }}
  >
    <Box
      aria-hidden
      sx={{
        width: 64,
        height: 64,
        borderRadius: '50%',
        display: 'grid',
        placeItems: 'center',
        bgcolor: 'action.hover',
        color: 'error.main',
      }}
    >
      <CloudOffRoundedIcon fontSize="large" />
    </Box>
    <Typography variant="h2" component="p">
      Unable to connect to server
    </Typography>
    <Typography variant="body2" color="text.secondary" sx={{ maxWidth: 420 }}>
      The console could not reach the 11+ Portal API. Check your connection; if it persists, the server may be
      restarting.
    </Typography>
    <Button
      variant="contained"
      startIcon={<RefreshRoundedIcon />}
      onClick={onRetry}
      disabled={retrying}
      sx={{ mt: 1 }}
    >
      {retrying ? 'Retrying…' : 'Retry'}
    </Button>
  </Card>
);
