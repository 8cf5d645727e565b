import type { ClassroomEvent } from '@portal/contracts';
import { ClassroomEvent as ClassroomEventSchema } from '@portal/contracts';
import type { RecordedEvent } from '@portal/platform';
import type { ActivityRow } from '../compliance/processingActivities.projection';

const CLASSROOM_EVENT_TYPES = new Set<string>(
  ClassroomEventSchema.options.map((option) => option.shape.type.value),
);

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
  if (!CLASSROOM_EVENT_TYPES.has(event.type)) {
    return undefined;
  }
  const domain = { type: event.type, data: event.data } as ClassroomEvent;
  switch (domain.type) {
    case 'ClassroomQuizSubmitted':
      return {
        subjectId: domain.data.studentId,
        organisationId: domain.data.organisationId,
        action: 'data_update',
        dataType: 'classroom_quiz',
        purpose: 'Live classroom quiz answers recorded',
        resultStatus: 'success',
        actor: 'student',
        createdAt: domain.data.endTime,
      };
    case 'ClassroomSessionEnded': // the tutor's act, no child's data
    case 'QuizTemplateCreated':
    case 'QuizTemplateUpdated':
    case 'QuizTemplateDeleted':
      return null;
    default: {
      const unhandled: never = domain;
      return unhandled;
    }
  }
}
