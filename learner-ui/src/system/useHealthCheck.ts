import { useCallback, useEffect, useState } from 'react';
import { fetchHealth } from './fetchHealth';

export type HealthCheckStatus = 'loading' | 'ready' | 'error';

export interface HealthCheck {
  status: HealthCheckStatus;
  retry: () => void;
}

/** Checks once on mount and again on every retry; a stale answer never overwrites a newer one. */
export function useHealthCheck(): HealthCheck {
  const [status, setStatus] = useState<HealthCheckStatus>('loading');
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    fetchHealth(controller.signal).then(
      () => setStatus('ready'),
      () => {
        if (!controller.signal.aborted) {
          setStatus('error');
        }
      },
    );
    return () => controller.abort();
  }, [attempt]);

  const retry = useCallback(() => {
    setStatus('loading');
    setAttempt((n) => n + 1);
  }, []);

  return { status, retry };
}
