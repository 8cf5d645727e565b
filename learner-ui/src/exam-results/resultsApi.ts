import { AttemptResultsResponse } from '@portal/contracts';
import { ANSWER_NOT_UNDERSTOOD, apiCall, isApiError } from '@portal/ui-shared';
import { resultsView, type ResultsView } from './resultFormat';

/** "Failed to load results: {status or message}" (spec 002 §8). */
export function resultsFailure(error: unknown): string {
  if (isApiError(error)) {
    return `Failed to load results: ${error.network ? error.message : error.message || String(error.status)}`;
  }
  return `Failed to load results: ${error instanceof Error ? error.message : 'Unknown error'}`;
}

/** An answer without the parts the page needs (spec 002 §8): the page says so as it is. */
export const INCOMPLETE_RESULTS = 'Incomplete result data received';

/** The page's message for a failed load: an answer the contract refuses counts as incomplete. */
export function resultsLoadFailure(error: unknown): string {
  return isApiError(error) && error.message === ANSWER_NOT_UNDERSTOOD
    ? INCOMPLETE_RESULTS
    : resultsFailure(error);
}

export async function fetchResults(attemptId: string, signal?: AbortSignal): Promise<ResultsView> {
  const answer = await apiCall(
    AttemptResultsResponse,
    `/exam-attempts/${encodeURIComponent(attemptId)}/results`,
    {
      signal,
    },
  );
  return resultsView(answer);
}
