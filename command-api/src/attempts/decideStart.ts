import {
  ATTEMPT_MESSAGES,
  attemptDeadline,
  PRACTICE_SCHEDULE_SETTINGS,
  questionOrderFor,
  takingRulesOf,
  timeStatusOf,
} from '@portal/contracts';
import { ConflictError, ForbiddenError } from '@portal/platform';
import type { SlotDecision } from './slotTypes';
import { isPast } from './submission';

/**
 * A start: nothing while an attempt runs (the route resumes it); otherwise a new attempt, if the
 * window is open and an attempt is left, its deadline and question order fixed now.
 */
export const decideStart: SlotDecision<'StartAttempt'> = (details, state, now) => {
  const at = now.toISOString();
  const { running } = state;
  if (running) {
    if (isPast(running.deadline, now)) {
      throw new ConflictError(ATTEMPT_MESSAGES.timeUp);
    }
    return [];
  }
  if (details.newAttemptRefusal) {
    throw details.newAttemptRefusal;
  }
  const window = {
    scheduledStartTime: details.window.scheduledStartTime,
    scheduledEndTime: details.window.scheduledEndTime,
    gracePeriodMinutes: details.window.graceMinutes,
  };
  const timeStatus = timeStatusOf(window, now);
  if (timeStatus === 'upcoming') {
    throw new ForbiddenError(ATTEMPT_MESSAGES.notStarted);
  }
  if (timeStatus === 'expired') {
    throw new ForbiddenError(ATTEMPT_MESSAGES.closed);
  }
  if (details.allowedAttempts !== null && state.attempts.length >= details.allowedAttempts) {
    throw new ConflictError(ATTEMPT_MESSAGES.maxAttempts);
  }
  const attemptNumber = state.attempts.length + 1;
  const { exam } = details;
  const rules = takingRulesOf(
    exam.settings,
    details.accessType === 'practice' ? PRACTICE_SCHEDULE_SETTINGS : (details.scheduleSettings ?? null),
  );
  return [
    {
      type: 'AttemptStarted',
      data: {
        attemptId: details.attemptId,
        organisationId: details.organisationId,
        studentId: details.studentId,
        tutorId: details.tutorId,
        examId: exam.id,
        examTitle: exam.title,
        examType: details.attemptExamType ?? exam.examType,
        scheduleId: details.scheduleId,
        assignmentId: details.assignmentId,
        accessType: details.accessType,
        attemptNumber,
        isMakeup: details.accessType !== 'practice' && attemptNumber > 1,
        startTime: at,
        deadline: attemptDeadline({
          startTime: at,
          durationMinutes: details.durationMinutes,
          windowEnd: details.window.scheduledEndTime,
          graceMinutes: details.window.graceMinutes,
          accommodation: details.accommodation,
        }),
        durationMinutes: details.durationMinutes,
        windowEnd: details.window.scheduledEndTime,
        graceMinutes: details.window.graceMinutes,
        extraMinutes: details.accommodation.extraMinutes,
        timeMultiplier: details.accommodation.timeMultiplier,
        totalMarks: exam.questions.reduce((sum, question) => sum + question.marks, 0),
        totalQuestions: exam.questions.length,
        exam,
        rules,
        // seeded by the attempt: fixed at the start, the same on every resume
        questionOrder: questionOrderFor(exam.questions, details.attemptId, rules.randomizeQuestions),
      },
    },
  ];
};
