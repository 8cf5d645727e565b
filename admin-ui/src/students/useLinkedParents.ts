import { useFreshQuery } from '../common/useFreshQuery';
import { fetchLinkedParents } from './studentsApi';

export const linkedParentsKey = (studentId: string) => ['students', 'parents', studentId] as const;

/** The parent accounts linked to a child, read when staff open the child's Parents dialog. */
export function useLinkedParents(studentId: string | undefined, open: boolean) {
  return useFreshQuery(linkedParentsKey, fetchLinkedParents, studentId, open);
}
