import type { StartAttemptResponse } from '@portal/contracts';
import { ATTEMPT_LIMITS, stripAnswers } from '@portal/contracts';
import type { ExamDocument } from '../exams/views';
import type { AccommodationState, RunningAttempt, StartDetails } from './decider';
import { effectiveAccommodation } from './decider';
import { graceMinutesOf } from './grace';
import type { Slot } from './slots';
import { clockOf, inStudentOrder, takingViewOf } from './taking';

/**
 * What a start decides on: the exam as it is now (a running attempt keeps the one it started
 * with, so `exam` may be gone), the slot's window and duration (practice: the exam's, no window),
 * the accommodation that applies to the slot, and the attempts allowed (practice: unlimited).
 */
export function startDetailsOf(input: {
  attemptId: string;
  student: { userId: string; organisationId: string; tutorId: string | null };
  examId: string;
  exam: ExamDocument | null;
  slot: Slot;
  accommodation: AccommodationState;
}): StartDetails {
  const { slot, exam, student } = input;
  const effective = effectiveAccommodation(input.accommodation, slot.scheduleId);
  const {
    _id: _omitId,
    organisationId: _omitOrg,
    _rev: _r,
    _version: _v,
    ...content
  } = (exam ?? {}) as ExamDocument & { _rev?: unknown; _version?: unknown };
  return {
    attemptId: input.attemptId,
    studentId: student.userId,
    organisationId: student.organisationId,
    tutorId: slot.schedule?.tutorId ?? student.tutorId ?? exam?.tutorId ?? null,
    accessType: slot.accessType,
    scheduleId: slot.scheduleId,
    assignmentId: slot.assignmentId,
    exam: { ...(content as Omit<ExamDocument, '_id' | 'organisationId'>), id: input.examId },
    window: {
      scheduledStartTime: slot.schedule?.scheduledStartTime ?? null,
      scheduledEndTime: slot.schedule?.scheduledEndTime ?? null,
      graceMinutes: slot.schedule ? graceMinutesOf(slot.schedule) : 0,
    },
    durationMinutes: slot.schedule?.duration ?? exam?.duration ?? 60,
    accommodation: effective,
    allowedAttempts:
      slot.accessType === 'practice' ? null : ATTEMPT_LIMITS.defaultMaxAttempts + effective.makeupAttempts,
    scheduleSettings: slot.schedule?.settings ?? null,
  };
}

/** The running attempt as the student sees it: no answer key, questions in their own order. */
export function startResponseOf(attempt: RunningAttempt, resuming: boolean, now: Date): StartAttemptResponse {
  const studentExam = stripAnswers(attempt.started.exam);
  return {
    success: true,
    exam: { ...studentExam, questions: inStudentOrder(studentExam.questions, attempt.questionOrder) },
    attemptId: attempt.started.attemptId,
    ...clockOf(attempt, now),
    existingAnswers: attempt.answers,
    resuming,
    lastQuestionIndex: attempt.lastQuestionIndex,
    lastSeq: attempt.lastSeq,
    attemptNumber: attempt.started.attemptNumber,
    isMakeup: attempt.started.isMakeup,
    ...takingViewOf(attempt, now),
  };
}
