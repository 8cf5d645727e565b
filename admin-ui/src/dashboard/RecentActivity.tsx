import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import HistoryRoundedIcon from '@mui/icons-material/HistoryRounded';
import { DASHBOARD_ITEMS } from '@portal/contracts';
import { useNow } from '../common/useNow';
import { ActivityItem } from './ActivityItem';
import { ActivitySkeleton } from './ActivitySkeleton';
import { DashboardError } from './DashboardError';
import { DashboardSection } from './DashboardSection';
import { ACTIVITY_FAILED, NO_RECENT_ACTIVITY, loadFailureMessage } from './dashboardMessages';
import { useRecentActivity } from './useRecentActivity';

const NoActivity = () => (
  <Box
    role="status"
    sx={{ py: 5, px: 3, display: 'grid', justifyItems: 'center', gap: 1, textAlign: 'center' }}
  >
    <Box
      aria-hidden
      sx={{
        width: 48,
        height: 48,
        borderRadius: '50%',
        display: 'grid',
        placeItems: 'center',
        bgcolor: 'action.hover',
        color: 'text.secondary',
      }}
    >
      <HistoryRoundedIcon />
    </Box>
    <Typography sx={{ fontWeight: 600 }}>{NO_RECENT_ACTIVITY}</Typography>
    <Typography variant="body2" color="text.secondary" sx={{ maxWidth: 320 }}>
      New students, exams and completed attempts will appear here.
    </Typography>
  </Box>
);

/** The newest things that happened among the caller's students and exams (spec 001 §2.3). */
export const RecentActivity = () => {
  const { data, error, isPending, isFetching, refetch } = useRecentActivity(DASHBOARD_ITEMS);
  const now = useNow();
  return (
    <DashboardSection id="recent-activity-heading" title="Recent Activity">
      {error && !data ? (
        <DashboardError
          message={loadFailureMessage(error, ACTIVITY_FAILED)}
          onRetry={() => void refetch()}
          retrying={isFetching}
        />
      ) : (
        <Card>
          {isPending || !data ? (
            <ActivitySkeleton rows={3} />
          ) : data.length === 0 ? (
            <NoActivity />
          ) : (
            <Box
              component="ul"
              aria-label="Recent activity"
              sx={{
                listStyle: 'none',
                m: 0,
                px: 2,
                py: 0.5,
                '& > li + li': { borderTop: 1, borderColor: 'divider' },
              }}
            >
              {data.map((activity) => (
                <ActivityItem key={activity.id} activity={activity} now={now} />
              ))}
            </Box>
          )}
        </Card>
      )}
    </DashboardSection>
  );
};
