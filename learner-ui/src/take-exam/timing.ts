/** Spec 002 §9 exam-taking timings. */
export const AUTOSAVE_INTERVAL_MS = 30_000;
export const ANSWER_SAVE_DELAY_MS = 2_000;
export const MIN_GAP_AFTER_ANSWER_MS = 10_000;
export const COMPLETION_DELAY_MS = 1_000;
/** After a failed save (offline, server busy), try again this often. */
export const RETRY_SAVE_MS = 5_000;

/**
 * After an answer: the delay before a save, or null when the last save was less than 10 s ago
 * (the 30 s auto-save will carry the answer).
 */
export function saveDelayAfterAnswer(lastSaveAt: number | null, now: number): number | null {
  if (lastSaveAt === null || now - lastSaveAt > MIN_GAP_AFTER_ANSWER_MS) {
    return ANSWER_SAVE_DELAY_MS;
  }
  return null;
}

export type TimerTone = 'green' | 'yellow' | 'red';

/** Green above 50 % of the time left, yellow above 25 %, red otherwise. */
export function timerTone(remainingSeconds: number, totalSeconds: number): TimerTone {
  if (totalSeconds <= 0) {
    return 'red';
  }
  const share = remainingSeconds / totalSeconds;
  if (share > 0.5) {
    return 'green';
  }
  return share > 0.25 ? 'yellow' : 'red';
}

/** "1:05:09", "12:07", "0:09". */
export function clockText(seconds: number): string {
  const whole = Math.max(0, Math.floor(seconds));
  const h = Math.floor(whole / 3600);
  const m = Math.floor((whole % 3600) / 60);
  const s = whole % 60;
  const pad = (n: number) => String(n).padStart(2, '0');
  return h > 0 ? `${h}:${pad(m)}:${pad(s)}` : `${m}:${pad(s)}`;
}

/** Spec 002 §4: with no time given, 60 × timeLimit minutes. */
export function initialRemaining(serverSeconds: unknown, timeLimitMinutes: number): number {
  if (typeof serverSeconds === 'number' && Number.isFinite(serverSeconds)) {
    return Math.max(0, Math.floor(serverSeconds));
  }
  return Math.max(0, Math.round(60 * timeLimitMinutes));
}
