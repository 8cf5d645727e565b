import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import { DASHBOARD_ITEMS } from '@portal/contracts';
import type { PortalDataProvider } from '../providers/dataProvider';

/** Up to five newest activities (spec 001 §9), refreshed now and then while the dashboard is open. */
export function useRecentActivity(limit: number = DASHBOARD_ITEMS) {
  const dataProvider = useDataProvider<PortalDataProvider>();
  return useQuery({
    queryKey: ['dashboard', 'recent-activity', limit],
    queryFn: ({ signal }) => dataProvider.getRecentActivity(limit, signal),
    refetchInterval: 60_000,
    retry: 1,
    retryDelay: 1_000,
  });
}
