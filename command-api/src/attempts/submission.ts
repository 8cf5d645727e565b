import type { Answers } from '@portal/contracts';
import { ATTEMPT_MESSAGES, gradeAttempt, pausedSecondsOf, pickAttemptFigures } from '@portal/contracts';
import { ConflictError, NotFoundError } from '@portal/platform';
import type { RunningAttempt, SlotEvent, SlotState, Submitted } from './slotTypes';

/** Seconds the attempt spent paused by `endTime`: finished pauses and the running one's share. */
export function pausedSecondsUntil(running: RunningAttempt, endTime: string): number {
  const { pausedAt, usedSeconds, allowanceSeconds } = running.pause;
  return (
    usedSeconds + (pausedAt === null ? 0 : pausedSecondsOf(pausedAt, new Date(endTime), allowanceSeconds))
  );
}

/** The submission of the running attempt, graded against the exam it started with. */
export function submission(
  running: RunningAttempt,
  answers: Answers,
  submittedBy: 'student' | 'deadline',
  endTime: string,
): Submitted {
  const { started } = running;
  const grade = gradeAttempt(started.exam.questions, answers);
  const finalAnswers: Answers = {};
  for (const question of started.exam.questions) {
    const answer = answers[question.id];
    if (answer !== undefined && answer.trim() !== '') {
      finalAnswers[question.id] = answer;
    }
  }
  return {
    attemptId: started.attemptId,
    organisationId: started.organisationId,
    studentId: started.studentId,
    tutorId: started.tutorId,
    examId: started.examId,
    examTitle: started.examTitle,
    examType: started.examType,
    scheduleId: started.scheduleId,
    assignmentId: started.assignmentId,
    accessType: started.accessType,
    attemptNumber: started.attemptNumber,
    isMakeup: started.isMakeup,
    startTime: started.startTime,
    endTime,
    // working time: the pauses' seconds do not count
    timeSpent: Math.max(
      0,
      Math.round((Date.parse(endTime) - Date.parse(started.startTime)) / 1000) -
        pausedSecondsUntil(running, endTime),
    ),
    submittedBy,
    ...pickAttemptFigures(grade),
    questionResults: grade.questionResults.map((result) => ({
      questionId: result.questionId,
      number: result.number,
      type: result.type,
      category: result.category,
      marks: result.marks,
      maxMarks: result.maxMarks,
      isCorrect: result.isCorrect,
      answered: result.answered,
    })),
    answers: finalAnswers,
  };
}

export const isPast = (deadline: string, now: Date) => Date.parse(deadline) <= now.getTime();

/** The running attempt submitted at its deadline with the answers saved so far. */
export function atDeadline(running: RunningAttempt): SlotEvent {
  return {
    type: 'AttemptSubmitted',
    data: submission(running, running.answers, 'deadline', running.deadline),
  };
}

/** Refuses a call about an attempt that is no longer running (or never was). */
export function notRunning(state: SlotState, attemptId: string | null): never {
  const last = attemptId
    ? state.submitted.find((attempt) => attempt.attemptId === attemptId)
    : state.submitted[state.submitted.length - 1];
  if (!last) {
    throw new NotFoundError(ATTEMPT_MESSAGES.noAttemptInProgress);
  }
  throw new ConflictError(
    last.submittedBy === 'deadline' ? ATTEMPT_MESSAGES.timeUp : ATTEMPT_MESSAGES.alreadySubmitted,
  );
}
