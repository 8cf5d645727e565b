import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { scheduleMidnightSignOut } from './midnightSignOut';
import { createSessionHolds } from './sessionHold';

describe('session holds (issue 16 item 13)', () => {
  it('given no hold, when a sign-out is due, then it happens at once', () => {
    const holds = createSessionHolds();
    const expire = vi.fn();
    holds.expireWhenFree(expire);
    expect(expire).toHaveBeenCalledTimes(1);
  });

  it('given two holds, when a sign-out is due, then it waits for the last release and runs once', () => {
    const holds = createSessionHolds();
    const releaseExam = holds.hold('exam in progress');
    const releaseOther = holds.hold('another tab');
    const expire = vi.fn();
    holds.expireWhenFree(expire);
    expect(holds.reasons()).toEqual(['exam in progress', 'another tab']);

    releaseExam();
    releaseExam(); // a second release of the same hold changes nothing
    expect(expire).not.toHaveBeenCalled();
    expect(holds.isHeld()).toBe(true);

    releaseOther();
    expect(expire).toHaveBeenCalledTimes(1);
    expect(holds.isHeld()).toBe(false);
    holds.hold('next exam')();
    expect(expire).toHaveBeenCalledTimes(1);
  });

  it('given a waiting sign-out, when it is cancelled, then releasing runs nothing', () => {
    const holds = createSessionHolds();
    const release = holds.hold('exam in progress');
    const expire = vi.fn();
    const cancel = holds.expireWhenFree(expire);
    cancel();
    release();
    expect(expire).not.toHaveBeenCalled();
  });
});

describe('scheduleMidnightSignOut', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    // 23:58 local time
    vi.setSystemTime(new Date(2026, 10, 27, 23, 58, 0));
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  /** A sign-out scheduled for a session that began on `sessionDay`, waiting for `holds`. */
  const schedule = (sessionDay: string, holds = createSessionHolds()) => {
    const expire = vi.fn();
    const signOut = scheduleMidnightSignOut({
      expire,
      sessionDay: () => sessionDay,
      whenFree: holds.expireWhenFree,
    });
    return { expire, signOut };
  };

  it('given nothing holds the session, when local midnight comes, then the user is signed out', () => {
    const { expire } = schedule('2026-11-27');
    vi.advanceTimersByTime(119_000);
    expect(expire).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1_000);
    expect(expire).toHaveBeenCalledTimes(1);
  });

  it('given an exam holds the session at midnight, when it is submitted at 00:25, then the sign-out happens then, once', () => {
    const holds = createSessionHolds();
    const release = holds.hold('exam in progress');
    const { expire, signOut } = schedule('2026-11-27', holds);
    vi.advanceTimersByTime(2 * 60_000);
    // the tablet wakes up on the new day while the exam still runs: still waiting
    signOut.wake();
    vi.advanceTimersByTime(25 * 60_000);
    expect(expire).not.toHaveBeenCalled();

    release();
    expect(expire).toHaveBeenCalledTimes(1);
    signOut.wake();
    vi.advanceTimersByTime(24 * 60 * 60_000);
    expect(expire).toHaveBeenCalledTimes(1);
  });

  it('given a tablet that slept past midnight, when it wakes, then a session from yesterday ends', () => {
    const { expire, signOut } = schedule('2026-11-26');
    signOut.wake();
    expect(expire).toHaveBeenCalledTimes(1);
  });

  it('given the user signed out before midnight, when the schedule is cancelled, then nothing runs later', () => {
    const holds = createSessionHolds();
    const release = holds.hold('exam in progress');
    const { expire, signOut } = schedule('2026-11-27', holds);
    vi.advanceTimersByTime(3 * 60_000);
    signOut.cancel();
    release();
    expect(expire).not.toHaveBeenCalled();
  });
});
