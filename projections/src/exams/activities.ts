import type { RecordedEvent } from '@portal/platform';
import type { ActivityRow } from '../compliance/processingActivities.projection';

/**
 * Rows of the processing register for the exams module's events: a row when the event processes
 * someone's personal data, `null` when it is one of ours but processes none, `undefined` when
 * the event belongs to another module.
 */
export function examsActivityOf(_event: RecordedEvent): ActivityRow | null | undefined {
  return undefined;
}
