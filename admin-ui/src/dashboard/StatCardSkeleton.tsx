import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Skeleton from '@mui/material/Skeleton';
import { STAT_CARD_SIZES, type StatCardSize } from './StatCard';

export interface StatCardSkeletonProps {
  size?: StatCardSize;
}

/** A stat card's shape while the figures load, so nothing jumps when they arrive. */
export const StatCardSkeleton = ({ size = 'medium' }: StatCardSkeletonProps) => {
  const look = STAT_CARD_SIZES[size];
  return (
    <Card sx={{ p: look.padding, display: 'flex', flexDirection: 'column', gap: look.gap }}>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1 }}>
        <Skeleton variant="text" width="55%" />
        <Skeleton variant="rounded" width={look.icon} height={look.icon} />
      </Box>
      <Skeleton variant="text" width="40%" sx={{ fontSize: look.figureFontSize }} />
    </Card>
  );
};
