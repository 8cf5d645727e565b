import { ATTEMPT_MESSAGES, PRACTICE_MESSAGES } from '@portal/contracts';
import { ForbiddenError } from '@portal/platform';

/** What the practice rule reads of the exam. */
export interface PracticeExam {
  tutorId: string;
  /** absent on exams written before issue 16: not offered */
  availableForPractice?: boolean;
}

/** What the practice rule reads of one of the student's schedules. */
export interface PracticeSchedule {
  examId: string;
  status: string;
  isActive: boolean;
  scheduledEndTime: string | null;
  /** minutes after the end a start is still allowed */
  graceMinutes: number;
}

export interface PracticeQuestion {
  examId: string;
  exam: PracticeExam;
  /** the student's own tutor (null: none) */
  studentTutorId: string | null;
  /** the student's schedules and assignments (any exam; the rule picks this one's) */
  schedules: readonly PracticeSchedule[];
  now: Date;
}

/**
 * A schedule still ahead of the student or open to them: live (active, neither cancelled nor
 * completed) and its end plus grace not yet passed. An assignment without an end stays open.
 */
export function isOpenOrUpcoming(schedule: PracticeSchedule, now: Date): boolean {
  if (!schedule.isActive || schedule.status === 'cancelled' || schedule.status === 'completed') {
    return false;
  }
  if (schedule.scheduledEndTime === null) {
    return true;
  }
  const closes = Date.parse(schedule.scheduledEndTime) + schedule.graceMinutes * 60_000;
  return Number.isNaN(closes) || now.getTime() <= closes;
}

/**
 * Practice is a choice of the tutor (issue 16 item 2). A new practice attempt of an exam is
 * refused when the exam is not the student's own tutor's, when the tutor has not made it
 * available for practice, or when it is in an open or upcoming schedule of the student's (its
 * answers would show before the schedule is sat). Answers the refusal's message, or null.
 * Practice attempts are otherwise unlimited, each graded on submission.
 */
export function practiceRefusal(question: PracticeQuestion): string | null {
  const { exam, studentTutorId } = question;
  if (studentTutorId === null || exam.tutorId !== studentTutorId) {
    return ATTEMPT_MESSAGES.practiceUnavailable;
  }
  if (exam.availableForPractice !== true) {
    return PRACTICE_MESSAGES.notOffered;
  }
  const scheduled = question.schedules.some(
    (schedule) => schedule.examId === question.examId && isOpenOrUpcoming(schedule, question.now),
  );
  return scheduled ? PRACTICE_MESSAGES.scheduled : null;
}

/** practiceRefusal as the HTTP layer needs it: a refusal is a 403. */
export function assertPracticeAllowed(question: PracticeQuestion): void {
  const refusal = practiceRefusal(question);
  if (refusal !== null) {
    throw new ForbiddenError(refusal);
  }
}
