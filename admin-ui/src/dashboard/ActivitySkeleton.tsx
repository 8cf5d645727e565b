import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import { LoadingRegion } from '@portal/ui-shared';

export interface ActivitySkeletonProps {
  rows: number;
}

/** Recent Activity's rows while they load. */
export const ActivitySkeleton = ({ rows }: ActivitySkeletonProps) => (
  <LoadingRegion label="Loading recent activity" sx={{ px: 2 }}>
    {Array.from({ length: rows }, (_, index) => (
      <Box key={index} sx={{ display: 'flex', gap: 1.5, py: 1.5 }}>
        <Skeleton variant="circular" width={40} height={40} />
        <Box sx={{ flex: 1 }}>
          <Skeleton variant="text" width="45%" />
          <Skeleton variant="text" width="80%" />
        </Box>
      </Box>
    ))}
  </LoadingRegion>
);
