import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Skeleton from '@mui/material/Skeleton';
import { cardGridSx } from '../common/cardGridSx';

/** The grid's shape while the tutors load. */
export const TutorGridSkeleton = () => (
  <Box aria-busy="true" aria-label="Loading tutors" sx={cardGridSx(320)}>
    {[0, 1, 2].map((key) => (
      <Card key={key} sx={{ p: 2.5, display: 'grid', gap: 1.5 }}>
        <Box sx={{ display: 'flex', gap: 1.5 }}>
          <Skeleton variant="circular" width={44} height={44} />
          <Box sx={{ flex: 1 }}>
            <Skeleton variant="text" width="60%" />
            <Skeleton variant="text" width="80%" />
          </Box>
        </Box>
        <Skeleton variant="rounded" width={150} height={24} />
        <Skeleton variant="text" />
        <Skeleton variant="text" />
        <Skeleton variant="text" width="70%" />
      </Card>
    ))}
  </Box>
);
