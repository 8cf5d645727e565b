import { useQuery } from '@tanstack/react-query';
import { retryServerErrors } from '../providers/apiFetch';
import { fetchLinkedParents } from './studentsApi';

export const linkedParentsKey = (studentId: string) => ['students', 'parents', studentId] as const;

/** The parent accounts linked to a child, read when staff open the child's Parents dialog. */
export function useLinkedParents(studentId: string | undefined, open: boolean) {
  return useQuery({
    queryKey: linkedParentsKey(studentId ?? ''),
    queryFn: ({ signal }) => fetchLinkedParents(studentId ?? '', signal),
    enabled: open && Boolean(studentId),
    retry: retryServerErrors,
    staleTime: 0,
  });
}
