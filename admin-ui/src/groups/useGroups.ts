import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { DASHBOARD_KEY, useInvalidate } from '../common/useInvalidate';
import { fetchGroups, type GroupFilters } from './groupsApi';

/** Cache key of every groups list; a save refreshes them all, the students and the dashboard. */
export const GROUPS_QUERY_KEY = ['groups'] as const;

export function useGroups(filters: GroupFilters) {
  return useQuery({
    queryKey: [...GROUPS_QUERY_KEY, 'list', filters.grade ?? '', filters.tutorId ?? ''],
    queryFn: ({ signal }) => fetchGroups(filters, signal),
    placeholderData: keepPreviousData,
    retry: 1,
  });
}

export function useRefreshGroups() {
  return useInvalidate(GROUPS_QUERY_KEY, ['students'], DASHBOARD_KEY);
}
