import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { retryServerErrors } from '../providers/apiFetch';
import { fetchStudents } from './studentsApi';
import type { StudentListParams } from './studentListQuery';

/** Every cached page of the student list starts with this key (invalidated after a change). */
export const STUDENT_LIST_KEY = ['students', 'list'] as const;

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
