import { useQuery } from '@tanstack/react-query';
import { retryServerErrors } from '../providers/apiFetch';
import {
  fetchAnalyticsStudents,
  fetchStudentHistory,
  fetchStudentPerformance,
  fetchStudentTrends,
} from './tutorAnalyticsApi';

const KEY = ['tutor-analytics'] as const;

export function useAnalyticsStudents() {
  return useQuery({
    queryKey: [...KEY, 'students'],
    queryFn: ({ signal }) => fetchAnalyticsStudents(signal),
    retry: retryServerErrors,
    staleTime: 30_000,
  });
}

export function useStudentPerformance(id: string | null) {
  return useQuery({
    queryKey: [...KEY, 'performance', id],
    queryFn: ({ signal }) => fetchStudentPerformance(id ?? '', signal),
    enabled: Boolean(id),
    retry: retryServerErrors,
    staleTime: 30_000,
  });
}

export function useStudentHistory(id: string | null) {
  return useQuery({
    queryKey: [...KEY, 'history', id],
    queryFn: ({ signal }) => fetchStudentHistory(id ?? '', signal),
    enabled: Boolean(id),
    retry: retryServerErrors,
    staleTime: 30_000,
  });
}

/** The trend is extra: when it cannot be read the chart is simply left out. */
export function useStudentTrends(id: string | null) {
  return useQuery({
    queryKey: [...KEY, 'trends', id],
    queryFn: ({ signal }) => fetchStudentTrends(id ?? '', signal),
    enabled: Boolean(id),
    retry: false,
    staleTime: 30_000,
  });
}
