import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Skeleton from '@mui/material/Skeleton';
import { LoadingRegion } from '@portal/ui-shared';
import { cardGridSx } from '../common/cardGridSx';

/** A section of cards of the loaded shape, so nothing jumps when the answer arrives. */
export const ScheduleSkeleton = () => (
  <LoadingRegion label="Loading schedules">
    <Skeleton variant="text" width={160} sx={{ fontSize: '1.2rem', mb: 1.5 }} />
    <Box sx={cardGridSx(320)}>
      {[0, 1, 2].map((key) => (
        <Card key={key} sx={{ p: 2, display: 'grid', gap: 1.25 }}>
          <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1 }}>
            <Box sx={{ flex: 1 }}>
              <Skeleton variant="text" width="75%" />
              <Skeleton variant="text" width="45%" />
            </Box>
            <Skeleton variant="rounded" width={76} height={24} />
          </Box>
          {[0, 1, 2, 3].map((line) => (
            <Skeleton key={line} variant="text" width={`${80 - line * 8}%`} />
          ))}
          <Box sx={{ display: 'flex', gap: 1 }}>
            {[0, 1, 2].map((button) => (
              <Skeleton key={button} variant="rounded" width={84} height={30} />
            ))}
          </Box>
        </Card>
      ))}
    </Box>
  </LoadingRegion>
);
