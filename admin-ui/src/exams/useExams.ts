import { useMutation, useQuery } from '@tanstack/react-query';
import type { ExamForm } from '@portal/contracts';
import { DASHBOARD_KEY, useInvalidate } from '../common/useInvalidate';
import { useServerRead } from '../common/useServerRead';
import { retryServerErrors, statusOf } from '../providers/apiFetch';
import { createExam, deleteExam, fetchExam, fetchExams, updateExam } from './examsApi';

/** Every cached exam query starts with this key (invalidated after a change). */
export const EXAMS_KEY = ['exams'] as const;

/** The message a server gave with a failure; undefined when it could not be reached. */
export function serverMessageOf(error: unknown): string | undefined {
  const status = statusOf(error);
  if (status === undefined || status === 0) {
    return undefined;
  }
  return error instanceof Error && error.message ? error.message : undefined;
}

export function useExamList() {
  return useServerRead([...EXAMS_KEY, 'list'], fetchExams, 15_000);
}

/** One exam with its questions and passages (detail modal, edit form); off while `id` is null. */
export function useExamDetail(id: string | null) {
  return useQuery({
    queryKey: [...EXAMS_KEY, 'detail', id],
    queryFn: ({ signal }) => fetchExam(id ?? '', signal),
    enabled: id !== null,
    retry: retryServerErrors,
    staleTime: 5_000,
  });
}

// the dashboard counts active exams
const useRefreshExams = () => useInvalidate(EXAMS_KEY, DASHBOARD_KEY);

export function useSaveExam() {
  const refresh = useRefreshExams();
  return useMutation({
    mutationFn: ({ id, request }: { id: string | null; request: ExamForm }) =>
      id === null ? createExam(request) : updateExam(id, request),
    onSuccess: refresh,
  });
}

export function useDeleteExam() {
  const refresh = useRefreshExams();
  return useMutation({
    mutationFn: (id: string) => deleteExam(id),
    onSuccess: refresh,
  });
}
