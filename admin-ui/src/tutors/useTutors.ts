import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { PortalDataProvider } from '../providers/dataProvider';

/** The cache key of every tutor list, so a save refreshes them all. */
export const TUTORS_QUERY_KEY = ['tutors'] as const;

/**
 * The organisation's tutors matching `q` (GET /tutors). While a new search runs, the previous
 * result stays on screen instead of flashing the skeleton.
 */
export function useTutors(q: string) {
  const dataProvider = useDataProvider<PortalDataProvider>();
  const search = q.trim();
  return useQuery({
    queryKey: [...TUTORS_QUERY_KEY, 'list', search],
    queryFn: ({ signal }) => dataProvider.getTutors({ q: search, signal }),
    placeholderData: keepPreviousData,
    retry: 1,
  });
}
