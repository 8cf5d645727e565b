import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { PortalDataProvider } from '../providers/dataProvider';

/** Lag changes by the second while projections catch up, so the page polls. */
const REFRESH_MS = 15_000;

export function useHealth() {
  const dataProvider = useDataProvider<PortalDataProvider>();
  return useQuery({
    queryKey: ['system', 'health'],
    queryFn: () => dataProvider.getHealth(),
    refetchInterval: REFRESH_MS,
    retry: 1,
    retryDelay: 1_000,
  });
}
