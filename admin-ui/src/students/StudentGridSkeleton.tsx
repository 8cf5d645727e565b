import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Skeleton from '@mui/material/Skeleton';
import { cardGridSx } from '../common/cardGridSx';

/** Cards of the same shape as the loaded ones, so nothing jumps when the answer arrives. */
export const StudentGridSkeleton = () => (
  <Box role="status" aria-busy="true" aria-label="Loading students" sx={cardGridSx(300)}>
    {[0, 1, 2, 3, 4, 5].map((key) => (
      <Card key={key} sx={{ p: 2, display: 'grid', gap: 1.5 }}>
        <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'center' }}>
          <Skeleton variant="circular" width={44} height={44} />
          <Box sx={{ flex: 1 }}>
            <Skeleton variant="text" width="70%" />
            <Skeleton variant="text" width="40%" />
          </Box>
        </Box>
        <Skeleton variant="rounded" width={72} height={24} />
        {[0, 1, 2, 3].map((line) => (
          <Skeleton key={line} variant="text" width={`${85 - line * 10}%`} />
        ))}
      </Card>
    ))}
  </Box>
);
