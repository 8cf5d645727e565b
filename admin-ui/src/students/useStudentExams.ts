import { useQuery } from '@tanstack/react-query';
import { fetchStudentExams } from './studentsApi';
import { retryServerErrors } from '../providers/apiFetch';

export const studentExamsKey = (studentId: string) => ['students', 'exams', studentId] as const;

/** A student's assignments and schedules, fresh each time the modal opens. */
export function useStudentExams(studentId: string | undefined, open: boolean) {
  return useQuery({
    queryKey: studentExamsKey(studentId ?? ''),
    queryFn: ({ signal }) => fetchStudentExams(studentId ?? '', signal),
    enabled: open && Boolean(studentId),
    retry: retryServerErrors,
    staleTime: 0,
  });
}
