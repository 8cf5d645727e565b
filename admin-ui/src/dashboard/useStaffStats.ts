import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { PortalDataProvider, StatsScope } from '../providers/dataProvider';

/** The dashboard's figures; a failure stays on screen with Retry rather than retrying behind it. */
export function useStaffStats(scope: StatsScope) {
  const dataProvider = useDataProvider<PortalDataProvider>();
  return useQuery({
    queryKey: ['dashboard', 'stats', scope],
    queryFn: ({ signal }) => dataProvider.getStats(scope, signal),
    retry: 1,
    retryDelay: 1_000,
  });
}
