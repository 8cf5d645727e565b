import { describe, expect, it } from 'vitest';
import { memoryStorage } from './browserStorage';
import {
  SESSION_RECORD_KEY,
  clearSessionRecord,
  isResumable,
  readSessionRecord,
  saveSessionRecord,
  sessionAge,
  type SessionRecord,
} from './sessionRecord';

const record: SessionRecord = {
  sessionCode: 'QUIZ-ABC123',
  sessionTitle: 'Math Quiz Session',
  startTime: '2026-03-02T10:00:00.000Z',
  userId: 'tutor-1',
  status: 'active',
};
const minutesAfterStart = (minutes: number) => new Date(Date.parse(record.startTime) + minutes * 60_000);

describe('saved tutor session (spec 002 §3, §4, §9)', () => {
  it('round-trips through storage under tutorActiveSession', () => {
    const storage = memoryStorage();
    saveSessionRecord(storage, record);
    expect(JSON.parse(storage.data.get(SESSION_RECORD_KEY)!)).toEqual(record);
    expect(readSessionRecord(storage)).toEqual(record);
    clearSessionRecord(storage);
    expect(readSessionRecord(storage)).toBeNull();
  });

  it('reads a numeric start time and ignores what is not a session', () => {
    const numeric = memoryStorage({
      [SESSION_RECORD_KEY]: JSON.stringify({ ...record, startTime: Date.parse(record.startTime) }),
    });
    expect(readSessionRecord(numeric)?.startTime).toBe(record.startTime);
    for (const junk of [
      'not json',
      '{}',
      JSON.stringify({ ...record, status: 'ended' }),
      JSON.stringify({ ...record, sessionCode: 'abc' }),
    ]) {
      expect(readSessionRecord(memoryStorage({ [SESSION_RECORD_KEY]: junk }))).toBeNull();
    }
    expect(readSessionRecord(null)).toBeNull();
  });

  it('is resumable for the same tutor under 240 minutes', () => {
    expect(isResumable(record, 'tutor-1', minutesAfterStart(0))).toBe(true);
    expect(isResumable(record, 'tutor-1', minutesAfterStart(239.9))).toBe(true);
    expect(isResumable(record, 'tutor-1', minutesAfterStart(240))).toBe(false);
    expect(isResumable(record, 'tutor-2', minutesAfterStart(5))).toBe(false);
    expect(isResumable(null, 'tutor-1', minutesAfterStart(5))).toBe(false);
    // a clock set back: not a session from the future
    expect(isResumable(record, 'tutor-1', minutesAfterStart(-5))).toBe(false);
  });

  it('says how long ago the session started', () => {
    expect(sessionAge(record.startTime, minutesAfterStart(0.5))).toBe('less than a minute ago');
    expect(sessionAge(record.startTime, minutesAfterStart(1))).toBe('1 minute ago');
    expect(sessionAge(record.startTime, minutesAfterStart(45))).toBe('45 minutes ago');
    expect(sessionAge(record.startTime, minutesAfterStart(120))).toBe('2 h ago');
    expect(sessionAge(record.startTime, minutesAfterStart(125))).toBe('2 h 5 min ago');
  });
});
