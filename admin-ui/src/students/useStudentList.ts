import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { statusOf } from '../providers/apiFetch';
import { fetchStudents } from './studentsApi';
import type { StudentListParams } from './studentListQuery';

/** Every cached page of the student list starts with this key (invalidated after a change). */
export const STUDENT_LIST_KEY = ['students', 'list'] as const;

/** A server hiccup (5xx) is tried once more; refusals (4xx), the network and bad answers are shown at once. */
export function retryServerErrors(failureCount: number, error: unknown): boolean {
  const status = statusOf(error);
  return status !== undefined && status >= 500 && failureCount < 1;
}

/** One page of the students the caller may see; the previous page stays on screen while the next loads. */
export function useStudentList(params: StudentListParams) {
  return useQuery({
    queryKey: [...STUDENT_LIST_KEY, params],
    queryFn: ({ signal }) => fetchStudents(params, signal),
    placeholderData: keepPreviousData,
    retry: retryServerErrors,
    staleTime: 15_000,
  });
}
