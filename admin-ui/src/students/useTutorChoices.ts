import { useQuery } from '@tanstack/react-query';
import { fetchTutorChoices } from './studentsApi';
import { retryServerErrors } from '../providers/apiFetch';

/** The organisation's tutors for an admin's add form; asked only while that form is open. */
export function useTutorChoices(enabled: boolean) {
  return useQuery({
    queryKey: ['students', 'tutor-choices'],
    queryFn: ({ signal }) => fetchTutorChoices(signal),
    enabled,
    retry: retryServerErrors,
    staleTime: 60_000,
  });
}
