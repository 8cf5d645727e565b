import type { AttemptsEvent } from '@portal/contracts';
import { AttemptsEvent as AttemptsEventSchema } from '@portal/contracts';
import type { RecordedEvent } from '@portal/platform';
import type { ActivityRow } from '../compliance/processingActivities.projection';

const ATTEMPT_EVENT_TYPES = new Set<string>(
  AttemptsEventSchema.options.map((option) => option.shape.type.value),
);

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
  if (!ATTEMPT_EVENT_TYPES.has(event.type)) {
    return undefined;
  }
  const domain = { type: event.type, data: event.data } as AttemptsEvent;
  switch (domain.type) {
    case 'AttemptSubmitted':
      return {
        subjectId: domain.data.studentId,
        organisationId: domain.data.organisationId,
        action: 'data_update',
        dataType: 'exam_attempt',
        purpose: 'Exam attempt recorded',
        resultStatus: 'success',
        actor: domain.data.submittedBy === 'deadline' ? 'system' : 'student',
        createdAt: domain.data.endTime,
      };
    case 'EssayAnswersMarked':
      return {
        subjectId: domain.data.studentId,
        organisationId: domain.data.organisationId,
        action: 'data_update',
        dataType: 'exam_attempt',
        purpose: 'Essay answers marked',
        resultStatus: 'success',
        actor: domain.data.markedByRole,
        createdAt: domain.data.markedAt,
      };
    case 'AccommodationSet':
      return {
        subjectId: domain.data.studentId,
        organisationId: domain.data.organisationId,
        action: 'data_update',
        dataType: 'accommodation',
        purpose: 'Exam time accommodation set',
        resultStatus: 'success',
        actor: domain.data.byRole,
        createdAt: domain.data.setAt,
      };
    case 'IntegrityEventRecorded':
      return domain.data.number !== 1
        ? null
        : {
            subjectId: domain.data.studentId,
            organisationId: domain.data.organisationId,
            action: 'data_update',
            dataType: 'exam_integrity',
            purpose: 'Exam integrity events recorded',
            resultStatus: 'success',
            actor: 'system',
            createdAt: domain.data.at,
          };
    case 'AttemptStarted':
    case 'AnswersSaved':
    case 'AttemptTimeAdjusted':
    case 'AttemptPaused':
    case 'AttemptResumed':
    case 'AttemptAnswersErased':
      return null;
    default: {
      const unhandled: never = domain;
      return unhandled;
    }
  }
}
