import type { AttemptFacts } from '@portal/contracts';
import type { ReadModelStore } from '@portal/platform';
import type { Caller } from '../http/auth';
import { graceMinutesOf } from '../attempts/grace';
import { keyIsForStaff, releaseOfAttempt } from '../attempts/resultsRelease';

/**
 * The attempts whose answer key the caller may see (issue 16 item 1). A student's or parent's topic
 * figures leave out attempts whose results are still withheld: a topic with one question in a
 * paper would otherwise tell whether that answer was right while classmates are still writing.
 * Staff see everything. Attempts without a schedule (practice, live quiz) count at once.
 */
export async function keyVisibleAttempts(
  readModels: ReadModelStore,
  caller: Pick<Caller, 'role'>,
  studentId: string,
  attempts: readonly AttemptFacts[],
  now: Date,
): Promise<readonly AttemptFacts[]> {
  if (keyIsForStaff(caller)) {
    return attempts;
  }
  const scheduleIds = [
    ...new Set(attempts.flatMap((attempt) => (attempt.scheduleId ? [attempt.scheduleId] : []))),
  ];
  const withheld = new Set<string>();
  for (const scheduleId of scheduleIds) {
    const release = await releaseOfAttempt(
      readModels,
      { accessType: 'schedule', scheduleId, studentId },
      graceMinutesOf,
      now,
    );
    if (!release.released) {
      withheld.add(scheduleId);
    }
  }
  return withheld.size === 0
    ? attempts
    : attempts.filter((attempt) => !attempt.scheduleId || !withheld.has(attempt.scheduleId));
}
