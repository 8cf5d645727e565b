import {
  ProgressHistoryResponse,
  ProgressOverviewResponse,
  type DashboardAttempt,
  type ProgressStats,
} from '@portal/contracts';
import { apiFetch } from '@portal/ui-shared';

/** Spec 001 §9: the dashboard lists the 5 most recent attempts. */
export const RECENT_ATTEMPTS_LIMIT = 5;

/** An answer that does not have the contract's shape (docs/api/people-and-dashboards.md). */
export class UnexpectedAnswerError extends Error {
  override readonly name = 'UnexpectedAnswerError';
}

/** GET /progress/overview → the signed-in student's figures. */
export async function fetchProgressOverview(signal?: AbortSignal): Promise<ProgressStats> {
  const answer = await apiFetch<unknown>('/progress/overview', { signal });
  const parsed = ProgressOverviewResponse.shape.stats.safeParse(
    typeof answer === 'object' && answer !== null ? (answer as { stats?: unknown }).stats : undefined,
  );
  if (!parsed.success) {
    throw new UnexpectedAnswerError('GET /progress/overview: unexpected answer');
  }
  return parsed.data;
}

/** GET /progress/history?limit=5 → the student's most recent completed attempts, newest first. */
export async function fetchRecentAttempts(signal?: AbortSignal): Promise<DashboardAttempt[]> {
  const answer = await apiFetch<unknown>(`/progress/history?limit=${RECENT_ATTEMPTS_LIMIT}`, { signal });
  const parsed = ProgressHistoryResponse.shape.attempts.safeParse(
    typeof answer === 'object' && answer !== null ? (answer as { attempts?: unknown }).attempts : undefined,
  );
  if (!parsed.success) {
    throw new UnexpectedAnswerError('GET /progress/history: unexpected answer');
  }
  return parsed.data.slice(0, RECENT_ATTEMPTS_LIMIT);
}
