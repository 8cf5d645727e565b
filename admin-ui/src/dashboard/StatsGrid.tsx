import Box from '@mui/material/Box';
import { DashboardError } from './DashboardError';
import { STATS_FAILED, loadFailureMessage } from './dashboardMessages';
import { StatCard } from './StatCard';
import { StatCardSkeleton } from './StatCardSkeleton';
import { tileGrid } from './responsiveGrid';
import { statCardsFor, statsScopeFor, type StaffRole } from './staffDashboard';
import { useStaffStats } from './useStaffStats';
import { LoadingRegion } from '@portal/ui-shared';

export interface StatsGridProps {
  role: StaffRole;
}

/** The role's stat cards (spec 001 §2.3): skeletons, then the figures, or the failure with Retry. */
export const StatsGrid = ({ role }: StatsGridProps) => {
  const cards = statCardsFor(role);
  const { data, error, isPending, isFetching, refetch } = useStaffStats(statsScopeFor(role));
  if (error && !data) {
    return (
      <DashboardError
        message={loadFailureMessage(error, STATS_FAILED)}
        onRetry={() => void refetch()}
        retrying={isFetching}
      />
    );
  }
  if (isPending || !data) {
    return (
      <LoadingRegion label="Loading statistics" sx={tileGrid(cards.length, { md: cards.length })}>
        {cards.map((card) => (
          <StatCardSkeleton key={card.key} />
        ))}
      </LoadingRegion>
    );
  }
  return (
    <Box component="dl" aria-label="Statistics" sx={tileGrid(cards.length, { md: cards.length })}>
      {cards.map((card) => (
        <StatCard key={card.key} spec={card} value={data[card.key]} />
      ))}
    </Box>
  );
};
