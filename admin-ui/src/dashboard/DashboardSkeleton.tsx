import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Skeleton from '@mui/material/Skeleton';
import { LoadingRegion } from '@portal/ui-shared';

/** Same shape as the loaded page, so nothing jumps when the answer arrives. */
export const DashboardSkeleton = () => (
  <LoadingRegion label="Loading system status">
    <Skeleton variant="text" width={140} height={32} />
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        mt: 1.5,
        gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(4, 1fr)' },
      }}
    >
      {[0, 1, 2, 3].map((key) => (
        <Card key={key} sx={{ p: 2.5, display: 'flex', gap: 2 }}>
          <Skeleton variant="rounded" width={44} height={44} />
          <Box sx={{ flex: 1 }}>
            <Skeleton variant="text" width="60%" />
            <Skeleton variant="text" width="90%" />
          </Box>
        </Card>
      ))}
    </Box>
    <Skeleton variant="text" width={120} height={32} sx={{ mt: 4 }} />
    <Card sx={{ mt: 1.5, p: 2 }}>
      {[0, 1, 2, 3, 4].map((key) => (
        <Skeleton key={key} variant="text" height={36} />
      ))}
    </Card>
  </LoadingRegion>
);
