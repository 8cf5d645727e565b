import type { AttemptsEvent } from '@portal/contracts';
import { AttemptsEvent as AttemptsEventSchema } from '@portal/contracts';
import type { RecordedEvent } from '@portal/platform';
import type { ActivityRow } from '../compliance/activityRow';
import { eventTypesOf, isEventOf } from '../runner/projection';
import { exhaustive } from '@portal/platform';

const ATTEMPT_EVENT_TYPES = eventTypesOf(AttemptsEventSchema);

/** The events of this module that are rows of the register. */
export const ATTEMPTS_ACTIVITY_EVENT_TYPES = [
  'AttemptSubmitted',
  'EssayAnswersMarked',
  'AccommodationSet',
  'IntegrityEventRecorded',
] as const satisfies readonly AttemptsEvent['type'][];

/**
 * Rows of the processing register for the attempts module's events: rows when the event
 * processes someone's personal data, `null` when it is one of ours but processes none,
 * `undefined` when the event belongs to another module. A submitted attempt and an
 * accommodation are rows for the student, and so is a tutor's marking of their essays; starts, saves and time adjustments are not.
 * Integrity monitoring (issue 16 item 3) is one row per attempt, at its first recorded event: a
 * row per report would bury the register under a restless child's focus changes (the events
 * themselves are in the attempt and the person's export).
 */
export function attemptsActivityOf(event: RecordedEvent): ActivityRow | ActivityRow[] | null | undefined {
  if (!isEventOf(ATTEMPT_EVENT_TYPES, event)) {
    return undefined;
  }
  switch (event.type) {
    case 'AttemptSubmitted':
      return {
        subjectId: event.data.studentId,
        organisationId: event.data.organisationId,
        action: 'data_update',
        dataType: 'exam_attempt',
        purpose: 'Exam attempt recorded',
        resultStatus: 'success',
        actor: event.data.submittedBy === 'deadline' ? 'system' : 'student',
        createdAt: event.data.endTime,
      };
    case 'EssayAnswersMarked':
      return {
        subjectId: event.data.studentId,
        organisationId: event.data.organisationId,
        action: 'data_update',
        dataType: 'exam_attempt',
        purpose: 'Essay answers marked',
        resultStatus: 'success',
        actor: event.data.markedByRole,
        createdAt: event.data.markedAt,
      };
    case 'AccommodationSet':
      return {
        subjectId: event.data.studentId,
        organisationId: event.data.organisationId,
        action: 'data_update',
        dataType: 'accommodation',
        purpose: 'Exam time accommodation set',
        resultStatus: 'success',
        actor: event.data.byRole,
        createdAt: event.data.setAt,
      };
    case 'IntegrityEventRecorded':
      return event.data.number !== 1
        ? null
        : {
            subjectId: event.data.studentId,
            organisationId: event.data.organisationId,
            action: 'data_update',
            dataType: 'exam_integrity',
            purpose: 'Exam integrity events recorded',
            resultStatus: 'success',
            actor: 'system',
            createdAt: event.data.at,
          };
    case 'AttemptStarted':
    case 'AnswersSaved':
    case 'AttemptTimeAdjusted':
    case 'AttemptPaused':
    case 'AttemptResumed':
    case 'AttemptAnswersErased':
    case 'PracticeSetBuilt':
      return null;
    default:
      return exhaustive(event);
  }
}
