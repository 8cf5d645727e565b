import { useQuery } from '@tanstack/react-query';
import { retryServerErrors } from '../providers/apiFetch';

/**
 * One thing's data read fresh each time its dialog opens: off while the dialog is closed or the id
 * is not known yet; server errors retried, a refusal not.
 */
export function useFreshQuery<T>(
  queryKey: (id: string) => readonly unknown[],
  fetch: (id: string, signal: AbortSignal) => Promise<T>,
  id: string | null | undefined,
  open: boolean,
) {
  return useQuery({
    queryKey: queryKey(id ?? ''),
    queryFn: ({ signal }) => fetch(id ?? '', signal),
    enabled: open && Boolean(id),
    retry: retryServerErrors,
    staleTime: 0,
  });
}
