/** The tutor's Activity Log (spec 002 §2.13): newest first, capped so a long lesson stays light. */

export type LogTone = 'info' | 'success' | 'warning' | 'error';

export interface LogEntry {
  id: number;
  /** ISO time */
  at: string;
  text: string;
  tone: LogTone;
}

export const MAX_LOG_ENTRIES = 200;

export function appendLog(
  log: readonly LogEntry[],
  entry: { at: string; text: string; tone?: LogTone },
  limit: number = MAX_LOG_ENTRIES,
): LogEntry[] {
  const id = (log[0]?.id ?? 0) + 1;
  return [{ id, at: entry.at, text: entry.text, tone: entry.tone ?? 'info' }, ...log].slice(0, limit);
}
