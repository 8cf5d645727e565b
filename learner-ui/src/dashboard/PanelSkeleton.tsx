import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Skeleton from '@mui/material/Skeleton';

export interface PanelSkeletonProps {
  rows: number;
}

/** A dashboard card's shape while it loads: a title and rows of icon and two lines. */
export const PanelSkeleton = ({ rows }: PanelSkeletonProps) => (
  <Card sx={{ p: { xs: 2, sm: 3 }, display: 'grid', gap: 2 }}>
    <Skeleton variant="text" width="55%" sx={{ fontSize: '1.3rem' }} />
    {Array.from({ length: rows }, (_, index) => (
      <Box key={index} sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
        <Skeleton variant="rounded" width={40} height={40} sx={{ flexShrink: 0 }} />
        <Box sx={{ flex: 1 }}>
          <Skeleton variant="text" width="70%" />
          <Skeleton variant="text" width="45%" />
        </Box>
      </Box>
    ))}
  </Card>
);
