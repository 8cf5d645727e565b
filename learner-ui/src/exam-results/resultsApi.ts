import { apiFetch, isApiError } from '@portal/ui-shared';
import { parseResults, type ResultsView } from './resultFormat';

/** "Failed to load results: {status or message}" (spec 002 §8). */
export function resultsFailure(error: unknown): string {
  if (isApiError(error)) {
    return `Failed to load results: ${error.network ? error.message : error.message || String(error.status)}`;
  }
  return `Failed to load results: ${error instanceof Error ? error.message : 'Unknown error'}`;
}

export async function fetchResults(attemptId: string, signal?: AbortSignal): Promise<ResultsView> {
  const answer = await apiFetch<unknown>(`/exam-attempts/${encodeURIComponent(attemptId)}/results`, {
    signal,
  });
  return parseResults(answer);
}
