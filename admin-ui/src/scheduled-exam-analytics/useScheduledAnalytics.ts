import { useQuery } from '@tanstack/react-query';
import { retryServerErrors } from '../providers/apiFetch';
import {
  fetchDetailedAnswers,
  fetchItemAnalysis,
  fetchScheduleStudents,
  fetchScheduledExams,
} from './scheduledAnalyticsApi';

const KEY = ['scheduled-exam-analytics'] as const;

export function useScheduledExams() {
  return useQuery({
    queryKey: [...KEY, 'schedules'],
    queryFn: ({ signal }) => fetchScheduledExams(signal),
    retry: retryServerErrors,
    staleTime: 30_000,
  });
}

export function useScheduleStudents(id: string | null) {
  return useQuery({
    queryKey: [...KEY, 'students', id],
    queryFn: ({ signal }) => fetchScheduleStudents(id ?? '', signal),
    enabled: Boolean(id),
    retry: retryServerErrors,
    staleTime: 15_000,
  });
}

export function useDetailedAnswers(attemptId: string | null) {
  return useQuery({
    queryKey: [...KEY, 'attempt', attemptId],
    queryFn: ({ signal }) => fetchDetailedAnswers(attemptId ?? '', signal),
    enabled: Boolean(attemptId),
    retry: retryServerErrors,
    staleTime: 60_000,
  });
}

export function useItemAnalysis(id: string | null, enabled: boolean) {
  return useQuery({
    queryKey: [...KEY, 'items', id],
    queryFn: ({ signal }) => fetchItemAnalysis(id ?? '', signal),
    enabled: enabled && Boolean(id),
    retry: retryServerErrors,
    staleTime: 30_000,
  });
}
