import type { FieldError } from '@portal/contracts';
import {
  ATTEMPT_MESSAGES,
  MARKED_FIGURE_KEYS,
  attemptFigures,
  essayMarksRangeMessage,
  pickAttemptFigures,
  withEssayMarks,
} from '@portal/contracts';
import { ConflictError, ForbiddenError, NotFoundError, ValidationError } from '@portal/platform';
import type { SlotCommandData, SlotEvent, SlotState } from './slotTypes';

/**
 * A tutor's (or admin's) marks for the essays of a completed attempt: only answered essay
 * questions of the attempt, whole marks from 0 to the question's marks; every problem is listed
 * (field `marks.<questionId>`). The event carries the attempt's new figures over all questions.
 */
export function markEssays(data: SlotCommandData<'MarkEssays'>, state: SlotState, at: string): SlotEvent[] {
  if (data.byRole !== 'admin' && data.byRole !== 'tutor') {
    throw new ForbiddenError();
  }
  const attempt = state.submitted.find((candidate) => candidate.attemptId === data.attemptId);
  if (!attempt) {
    if (state.running?.started.attemptId === data.attemptId) {
      throw new ConflictError(ATTEMPT_MESSAGES.notSubmitted);
    }
    throw new NotFoundError(ATTEMPT_MESSAGES.notFound);
  }
  const byId = new Map(attempt.questionResults.map((result) => [result.questionId, result]));
  const errors: FieldError[] = [];
  for (const [questionId, marks] of Object.entries(data.marks)) {
    const field = `marks.${questionId}`;
    const question = byId.get(questionId);
    if (!question) {
      errors.push({ field, message: ATTEMPT_MESSAGES.notInAttempt });
    } else if (question.type !== 'essay') {
      errors.push({ field, message: ATTEMPT_MESSAGES.notEssay });
    } else if (!question.answered) {
      errors.push({ field, message: ATTEMPT_MESSAGES.essayUnanswered });
    } else if (!Number.isInteger(marks) || marks < 0 || marks > question.maxMarks) {
      errors.push({ field, message: essayMarksRangeMessage(question.number, question.maxMarks) });
    }
  }
  for (const questionId of Object.keys(data.feedback)) {
    if (!Object.hasOwn(data.marks, questionId)) {
      errors.push({ field: `feedback.${questionId}`, message: ATTEMPT_MESSAGES.feedbackWithoutMarks });
    }
  }
  if (errors.length > 0) {
    throw new ValidationError(
      errors.length === 1
        ? errors[0]!.message
        : 'Validation errors: ' + errors.map((error) => `${error.field}: ${error.message}`).join('; '),
      errors,
    );
  }
  const questionResults = withEssayMarks(attempt.questionResults, data.marks);
  return [
    {
      type: 'EssayAnswersMarked',
      data: {
        attemptId: attempt.attemptId,
        organisationId: attempt.organisationId,
        studentId: attempt.studentId,
        scheduleId: attempt.scheduleId,
        assignmentId: attempt.assignmentId,
        marks: data.marks,
        feedback: data.feedback,
        ...pickAttemptFigures(attemptFigures(questionResults), MARKED_FIGURE_KEYS),
        questionResults,
        markedBy: data.by,
        markedByRole: data.byRole,
        markedAt: at,
      },
    },
  ];
}
