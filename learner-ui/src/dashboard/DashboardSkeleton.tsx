import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { LOADING_MESSAGES } from '@portal/ui-shared';
import { visuallyHidden } from '../layout/visuallyHidden';
import { DashboardColumns } from './DashboardColumns';
import { PanelSkeleton } from './PanelSkeleton';

/** The dashboard's shape while its figures load (announced once as "Preparing dashboard"). */
export const DashboardSkeleton = () => (
  <Box role="status" aria-live="polite" sx={{ display: 'grid', gap: 3 }}>
    <Typography sx={visuallyHidden}>{LOADING_MESSAGES.preparingDashboard}</Typography>
    <Box sx={{ containerType: 'inline-size' }}>
      <Box
        aria-hidden
        sx={{
          display: 'grid',
          gap: { xs: 1.5, sm: 2 },
          gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
          '@container (min-width: 620px)': { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' },
        }}
      >
        {Array.from({ length: 4 }, (_, index) => (
          <Card key={index} sx={{ p: { xs: 2, sm: 2.5 }, display: 'grid', gap: 1.25 }}>
            <Skeleton variant="rounded" width={44} height={44} />
            <Skeleton variant="text" width="50%" sx={{ fontSize: '1.9rem' }} />
            <Skeleton variant="text" width="75%" />
          </Card>
        ))}
      </Box>
    </Box>
    <Box aria-hidden>
      <DashboardColumns start={<PanelSkeleton rows={4} />} end={<PanelSkeleton rows={3} />} />
    </Box>
  </Box>
);
