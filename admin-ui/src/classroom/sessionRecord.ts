import { CLASSROOM_LIMITS } from '@portal/contracts';
import { readJson, removeKey, writeJson, type StorageLike } from './browserStorage';
import { isSessionCode } from './sessionCode';

/** Spec 002 §7: the tutor's running session, kept so a reload or a return can resume it. */
export const SESSION_RECORD_KEY = 'tutorActiveSession';

/** Saved tutor session record (spec 002 §3). */
export interface SessionRecord {
  sessionCode: string;
  sessionTitle: string;
  /** ISO time the session started */
  startTime: string;
  userId: string;
  status: 'active';
}

const RESUME_WINDOW_MS = CLASSROOM_LIMITS.sessionResumeMinutes * 60_000;

export function readSessionRecord(storage: StorageLike | null): SessionRecord | null {
  const stored = readJson(storage, SESSION_RECORD_KEY);
  if (typeof stored !== 'object' || stored === null) {
    return null;
  }
  const { sessionCode, sessionTitle, startTime, userId, status } = stored as Record<string, unknown>;
  if (status !== 'active' || !isSessionCode(sessionCode) || typeof userId !== 'string') {
    return null;
  }
  const started = typeof startTime === 'string' || typeof startTime === 'number' ? new Date(startTime) : null;
  if (!started || Number.isNaN(started.getTime())) {
    return null;
  }
  return {
    sessionCode,
    sessionTitle: typeof sessionTitle === 'string' ? sessionTitle : '',
    startTime: started.toISOString(),
    userId,
    status: 'active',
  };
}

export function saveSessionRecord(storage: StorageLike | null, record: SessionRecord): void {
  writeJson(storage, SESSION_RECORD_KEY, record);
}

export function clearSessionRecord(storage: StorageLike | null): void {
  removeKey(storage, SESSION_RECORD_KEY);
}

/** Spec 002 §4: resumable when the same tutor started it less than 240 minutes ago. */
export function isResumable(
  record: SessionRecord | null,
  userId: string,
  now: Date,
): record is SessionRecord {
  if (!record || record.userId !== userId) {
    return false;
  }
  const age = now.getTime() - new Date(record.startTime).getTime();
  return age >= 0 && age < RESUME_WINDOW_MS;
}

/** "12 minutes ago", "2 h 5 min ago": how long the saved session has been running. */
export function sessionAge(startTime: string, now: Date): string {
  const minutes = Math.max(0, Math.floor((now.getTime() - new Date(startTime).getTime()) / 60_000));
  if (minutes < 1) {
    return 'less than a minute ago';
  }
  if (minutes < 60) {
    return `${minutes} minute${minutes === 1 ? '' : 's'} ago`;
  }
  const rest = minutes % 60;
  return `${Math.floor(minutes / 60)} h${rest ? ` ${rest} min` : ''} ago`;
}
