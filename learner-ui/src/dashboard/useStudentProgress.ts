import { useCallback, useEffect, useState } from 'react';
import type { DashboardAttempt, ProgressStats } from '@portal/contracts';
import { isApiError } from '@portal/ui-shared';
import { DASHBOARD_MESSAGES } from './dashboardFormat';
import { fetchProgressOverview, fetchRecentAttempts } from './progressApi';

export type StudentProgressState =
  | { status: 'loading' }
  | { status: 'error'; message: string }
  | { status: 'ready'; stats: ProgressStats; attempts: DashboardAttempt[] };

export interface StudentProgress {
  state: StudentProgressState;
  /** Load both again (the Retry button). */
  retry: () => void;
}

/**
 * The dashboard's figures and recent attempts, loaded together: the dashboard shows both or
 * neither, so a half-loaded page never tells a child they have done nothing.
 */
export function useStudentProgress(userId: string): StudentProgress {
  const [state, setState] = useState<StudentProgressState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    Promise.all([fetchProgressOverview(controller.signal), fetchRecentAttempts(controller.signal)]).then(
      ([stats, attempts]) => {
        if (!controller.signal.aborted) {
          setState({ status: 'ready', stats, attempts });
        }
      },
      (error: unknown) => {
        if (controller.signal.aborted) {
          return;
        }
        const unreachable = isApiError(error) && error.network;
        setState({
          status: 'error',
          message: unreachable ? DASHBOARD_MESSAGES.unreachable : DASHBOARD_MESSAGES.fetchFailed,
        });
      },
    );
    return () => controller.abort();
  }, [userId, attempt]);

  const retry = useCallback(() => {
    setState({ status: 'loading' });
    setAttempt((count) => count + 1);
  }, []);

  return { state, retry };
}
