import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Skeleton from '@mui/material/Skeleton';

/** A stat card's shape while the figures load, so nothing jumps when they arrive. */
export const StatCardSkeleton = () => (
  <Card sx={{ p: { xs: 2, sm: 2.5 }, display: 'flex', flexDirection: 'column', gap: { xs: 1, sm: 1.5 } }}>
    <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1 }}>
      <Skeleton variant="text" width="55%" />
      <Skeleton variant="rounded" width={40} height={40} />
    </Box>
    <Skeleton variant="text" width="40%" sx={{ fontSize: '2.125rem' }} />
  </Card>
);
