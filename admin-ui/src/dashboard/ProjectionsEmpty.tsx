import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import InboxRoundedIcon from '@mui/icons-material/InboxRounded';

export const ProjectionsEmpty = () => (
  <Box sx={{ py: 6, px: 3, textAlign: 'center', color: 'text.secondary' }}>
    <InboxRoundedIcon aria-hidden sx={{ fontSize: 40, mb: 1, opacity: 0.6 }} />
    <Typography variant="h3" component="p" color="text.primary">
      No projections registered
    </Typography>
    <Typography variant="body2" sx={{ mt: 0.5, maxWidth: 420, mx: 'auto' }}>
      This process does not build any read models. They appear here once a process with the projections role
      is running.
    </Typography>
  </Box>
);
