import type { RecordedEvent } from '@portal/platform';
import { EXAMS_PERSONAL_DATA } from '@portal/contracts';
import type { ActivityRow } from '../compliance/activityRow';

/**
 * Rows of the processing register for the exams module's events: a row when the event processes
 * someone's personal data, `null` when it is one of ours but processes none, `undefined` when
 * the event belongs to another module. Exam content and image facts are no personal data.
 */
export function examsActivityOf(event: RecordedEvent): ActivityRow | null | undefined {
  return Object.hasOwn(EXAMS_PERSONAL_DATA, event.type) ? null : undefined;
}
