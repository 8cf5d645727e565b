import { useFreshQuery } from '../common/useFreshQuery';
import { fetchStudentExams } from './studentsApi';

export const studentExamsKey = (studentId: string) => ['students', 'exams', studentId] as const;

/** A student's assignments and schedules, fresh each time the modal opens. */
export function useStudentExams(studentId: string | undefined, open: boolean) {
  return useFreshQuery(studentExamsKey, fetchStudentExams, studentId, open);
}
