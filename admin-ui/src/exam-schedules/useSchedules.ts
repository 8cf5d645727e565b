import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { retryServerErrors } from '../providers/apiFetch';
import { useFreshQuery } from '../common/useFreshQuery';
import {
  fetchExamChoices,
  fetchGroupChoices,
  fetchProgress,
  fetchResults,
  fetchSchedules,
} from './schedulesApi';

/** Every cached schedule list starts with this key (invalidated after a save or a cancel). */
export const SCHEDULES_KEY = ['exam-schedules'] as const;

/** The caller's schedules; with `showAll` the inactive and cancelled ones too. */
export function useSchedules(showAll: boolean) {
  return useQuery({
    queryKey: [...SCHEDULES_KEY, 'list', { showAll }],
    queryFn: ({ signal }) => fetchSchedules(showAll, signal),
    // toggling "show cancelled" keeps the cards on screen while the longer list loads
    placeholderData: keepPreviousData,
    retry: retryServerErrors,
    staleTime: 15_000,
  });
}

/** The exams and groups the form chooses from, read while the dialog is open (students are searched). */
export function useScheduleChoices(enabled: boolean) {
  const options = { enabled, retry: retryServerErrors, staleTime: 60_000 } as const;
  const exams = useQuery({
    queryKey: ['exam-schedules', 'choices', 'exams'],
    queryFn: ({ signal }) => fetchExamChoices(signal),
    ...options,
  });
  const groups = useQuery({
    queryKey: ['exam-schedules', 'choices', 'groups'],
    queryFn: ({ signal }) => fetchGroupChoices(signal),
    ...options,
  });
  return { exams, groups };
}

export const progressKey = (id: string) => [...SCHEDULES_KEY, 'progress', id] as const;

/** A schedule's statistics and per-student progress; read fresh each time a dialog opens. */
export function useScheduleProgress(id: string | undefined, enabled: boolean) {
  return useFreshQuery(progressKey, fetchProgress, id, enabled);
}

const resultsKey = (id: string) => [...SCHEDULES_KEY, 'results', id] as const;

export function useScheduleResults(id: string | undefined, enabled: boolean) {
  return useFreshQuery(resultsKey, fetchResults, id, enabled);
}
