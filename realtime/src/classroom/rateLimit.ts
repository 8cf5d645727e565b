/**
 * A per-socket cap on events in a fixed one-second window (CLASSROOM_LIMITS.answersPerSecondPerSocket
 * for answers). Pure: the caller passes the time, so tests need no clock.
 */
export interface RateWindow {
  readonly startedAt: number;
  readonly count: number;
}

export interface RateVerdict {
  readonly window: RateWindow;
  readonly allowed: boolean;
  /** true for the first refusal of a window only: one error per second, not one per flooded event */
  readonly report: boolean;
}

export const EMPTY_WINDOW: RateWindow = { startedAt: Number.NEGATIVE_INFINITY, count: 0 };

export function takeFromWindow(
  window: RateWindow,
  nowMs: number,
  limit: number,
  windowMs = 1_000,
): RateVerdict {
  const current = nowMs - window.startedAt >= windowMs ? { startedAt: nowMs, count: 0 } : window;
  const next = { startedAt: current.startedAt, count: current.count + 1 };
  return { window: next, allowed: next.count <= limit, report: next.count === limit + 1 };
}
