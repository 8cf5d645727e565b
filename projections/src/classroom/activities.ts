import type { ClassroomEvent } from '@portal/contracts';
import { ClassroomEvent as ClassroomEventSchema } from '@portal/contracts';
import type { RecordedEvent } from '@portal/platform';
import type { ActivityRow } from '../compliance/activityRow';
import { eventTypesOf, isEventOf } from '../runner/projection';
import { exhaustive } from '@portal/platform';

const CLASSROOM_EVENT_TYPES = eventTypesOf(ClassroomEventSchema);

/** The events of this module that are rows of the register. */
export const CLASSROOM_ACTIVITY_EVENT_TYPES = [
  'ClassroomQuizSubmitted',
] as const satisfies readonly ClassroomEvent['type'][];

/**
 * Rows of the processing register for the classroom module: a live quiz submission records the
 * child's answers (a row for the student); a session's end and templates are a tutor's acts and
 * content (none); another module's event: undefined.
 */
export function classroomActivityOf(event: RecordedEvent): ActivityRow | null | undefined {
  if (!isEventOf(CLASSROOM_EVENT_TYPES, event)) {
    return undefined;
  }
  switch (event.type) {
    case 'ClassroomQuizSubmitted':
      return {
        subjectId: event.data.studentId,
        organisationId: event.data.organisationId,
        action: 'data_update',
        dataType: 'classroom_quiz',
        purpose: 'Live classroom quiz answers recorded',
        resultStatus: 'success',
        actor: 'student',
        createdAt: event.data.endTime,
      };
    case 'ClassroomSessionEnded': // the tutor's act, no child's data
    case 'QuizTemplateCreated':
    case 'QuizTemplateUpdated':
    case 'QuizTemplateDeleted':
      return null;
    default:
      return exhaustive(event);
  }
}
