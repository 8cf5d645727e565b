import { useQuery } from '@tanstack/react-query';
import { retryServerErrors } from '../providers/apiFetch';

export interface ServerReadOptions {
  /** a further condition besides the id (a tab that is not open yet) */
  enabled?: boolean;
  /** false where the read is extra and a failure simply leaves it out */
  retry?: false;
}

/** A console read under `queryKey`, retried once on a server error, fresh for `staleTime` ms. */
export function useServerRead<T>(
  queryKey: readonly unknown[],
  read: (signal: AbortSignal) => Promise<T>,
  staleTime: number,
) {
  return useQuery({
    queryKey,
    queryFn: ({ signal }) => read(signal),
    retry: retryServerErrors,
    staleTime,
  });
}

/** The same for one thing by its id: the id ends the key, and nothing is read while it is null. */
export function useServerReadById<T>(
  queryKey: readonly unknown[],
  id: string | null,
  read: (id: string, signal: AbortSignal) => Promise<T>,
  staleTime: number,
  { enabled = true, retry }: ServerReadOptions = {},
) {
  return useQuery({
    queryKey: [...queryKey, id],
    queryFn: ({ signal }) => read(id ?? '', signal),
    enabled: enabled && Boolean(id),
    retry: retry ?? retryServerErrors,
    staleTime,
  });
}
