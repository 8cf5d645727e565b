import type { EventOf } from '@portal/contracts';
import type { RecordedEvent } from '@portal/platform';

/** `AttemptSubmitted` (contracts/src/attempts.ts); analytics never reads its personal `answers`. */
export type AttemptSubmittedData = EventOf<'AttemptSubmitted'>['data'];

export type AnalyticsEvent =
  EventOf<'AttemptSubmitted'> | EventOf<'StudentExamsCleared'> | EventOf<'UserErased'>;

export function analyticsEvent(event: RecordedEvent): AnalyticsEvent {
  return { type: event.type, data: event.data } as AnalyticsEvent;
}

/** The schedule an attempt counts for: its schedule, or the assignment (a schedule without a window). */
export function scheduleOf(data: AttemptSubmittedData): string | null {
  return data.scheduleId ?? data.assignmentId ?? null;
}
