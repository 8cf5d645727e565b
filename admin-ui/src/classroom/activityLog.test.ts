import { describe, expect, it } from 'vitest';
import { appendLog, type LogEntry } from './activityLog';

describe('activity log', () => {
  it('puts the newest entry first with a growing id and info by default', () => {
    let log: LogEntry[] = [];
    log = appendLog(log, { at: 't1', text: 'Connected' });
    log = appendLog(log, { at: 't2', text: 'Leo joined', tone: 'success' });
    expect(log).toEqual([
      { id: 2, at: 't2', text: 'Leo joined', tone: 'success' },
      { id: 1, at: 't1', text: 'Connected', tone: 'info' },
    ]);
  });

  it('keeps at most the limit, dropping the oldest', () => {
    let log: LogEntry[] = [];
    for (let i = 1; i <= 5; i += 1) {
      log = appendLog(log, { at: `t${i}`, text: `entry ${i}` }, 3);
    }
    expect(log.map((entry) => entry.text)).toEqual(['entry 5', 'entry 4', 'entry 3']);
    expect(log[0]!.id).toBe(5);
  });
});
