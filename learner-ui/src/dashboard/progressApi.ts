import {
  ProgressHistoryResponse,
  ProgressOverviewResponse,
  type DashboardAttempt,
  type ProgressStats,
} from '@portal/contracts';
import { apiCall } from '@portal/ui-shared';

/** Spec 001 §9: the dashboard lists the 5 most recent attempts. */
export const RECENT_ATTEMPTS_LIMIT = 5;

/** GET /progress/overview → the signed-in student's figures. */
export async function fetchProgressOverview(signal?: AbortSignal): Promise<ProgressStats> {
  const answer = await apiCall(ProgressOverviewResponse, '/progress/overview', { signal });
  return answer.stats;
}

/** GET /progress/history?limit=5 → the student's most recent completed attempts, newest first. */
export async function fetchRecentAttempts(signal?: AbortSignal): Promise<DashboardAttempt[]> {
  const answer = await apiCall(ProgressHistoryResponse, `/progress/history?limit=${RECENT_ATTEMPTS_LIMIT}`, {
    signal,
  });
  return answer.attempts.slice(0, RECENT_ATTEMPTS_LIMIT);
}
