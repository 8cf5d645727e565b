import type { EventOf } from '@portal/contracts';

/** `AttemptSubmitted` (contracts/src/attempts.ts); analytics never reads its personal `answers`. */
export type AttemptSubmittedData = EventOf<'AttemptSubmitted'>['data'];

/** `EssayAnswersMarked`: a completed attempt's new figures once a tutor marked its essays. */
export type EssaysMarkedData = EventOf<'EssayAnswersMarked'>['data'];

/** The schedule an attempt counts for: its schedule, or the assignment (a schedule without a window). */
export function scheduleOf(data: Pick<AttemptSubmittedData, 'scheduleId' | 'assignmentId'>): string | null {
  return data.scheduleId ?? data.assignmentId ?? null;
}
