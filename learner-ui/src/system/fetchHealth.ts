/** The part of GET /api/health the learner shell relies on: that the server answers. */
export interface HealthSummary {
  status: 'ok' | 'degraded';
}

const TIMEOUT_MS = 10_000;

/** Rejects when the server is unreachable, slow, or answers anything but a successful health report. */
export async function fetchHealth(signal?: AbortSignal): Promise<HealthSummary> {
  const timeout = AbortSignal.timeout(TIMEOUT_MS);
  const response = await fetch('/api/health', {
    headers: { Accept: 'application/json' },
    credentials: 'same-origin',
    signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
  });
  if (!response.ok) {
    throw new Error(`Health check failed with HTTP ${response.status}`);
  }
  const body = (await response.json()) as { success?: unknown; status?: unknown };
  if (body.success !== true || (body.status !== 'ok' && body.status !== 'degraded')) {
    throw new Error('Health check answered an unexpected body');
  }
  return { status: body.status };
}
