import { CONNECTION_FAILED, statusOf } from '../providers/apiFetch';

/** Spec 001 §8 "Dashboard". */
export const STATS_FAILED = 'Failed to fetch statistics';
export const ACTIVITY_FAILED = 'Failed to fetch recent activity';
export const NO_RECENT_ACTIVITY = 'No recent activity';

/** "Unable to connect to server" when the API could not be reached (status 0), else `fallback`. */
export function loadFailureMessage(error: unknown, fallback: string): string {
  return statusOf(error) === 0 ? CONNECTION_FAILED : fallback;
}
