import type { RecordedEvent } from '@portal/platform';
import type { ActivityRow } from '../compliance/processingActivities.projection';

/** The events of this module that are rows of the register. */
export const ATTEMPTS_ACTIVITY_EVENT_TYPES: readonly string[] = [];

/**
 * Rows of the processing register for the attempts module's events: rows when the event
 * processes someone's personal data, `null` when it is one of ours but processes none,
 * `undefined` when the event belongs to another module.
 */
export function attemptsActivityOf(_event: RecordedEvent): ActivityRow | ActivityRow[] | null | undefined {
  return undefined;
}
