import type { AccessType, AvailableExam, AvailableFilter, ExamHistoryItem } from '@portal/contracts';
import { ATTEMPT_LIMITS, availabilityOf, historyBadge, uiStateOf } from '@portal/contracts';
import type {
  AccommodationDocument,
  AttemptDocument,
  ExamScheduleDocument,
  UserRecord,
} from '@portal/projections';
import type { ExamDocument } from '../exams/views';
import { graceMinutesOf } from './grace';
import { exhaustive } from '@portal/platform';

/** The name a schedule's tutor shows under; someone not (or no longer) known is "Your tutor". */
export const fullName = (user: UserRecord | null | undefined): string =>
  user && 'firstName' in user && typeof user.firstName === 'string' && typeof user.lastName === 'string'
    ? `${user.firstName} ${user.lastName}`.trim()
    : 'Your tutor';

/** The tutor a student is enrolled with, if any. */
export const tutorOf = (user: UserRecord | null | undefined): string | null =>
  user && 'tutorId' in user && typeof user.tutorId === 'string' ? user.tutorId : null;

/**
 * Where a student stands on one of their schedules: its window, the attempts on it (practice of
 * the same exam is not one), the attempts allowed (the default plus make-ups granted) and so
 * what the card offers. Available exams and the exam history read the same.
 */
export function slotStanding(
  schedule: ExamScheduleDocument,
  attempts: readonly AttemptDocument[],
  granted: readonly AccommodationDocument[],
  now: Date,
) {
  const slotAttempts = attempts.filter(
    (attempt) => attempt.scheduleId === schedule._id && attempt.accessType !== 'practice',
  );
  const makeups = granted.find((row) => row.scheduleId === schedule._id)?.makeupAttempts ?? 0;
  const allowed = ATTEMPT_LIMITS.defaultMaxAttempts + makeups;
  const window = {
    scheduledStartTime: schedule.scheduledStartTime,
    scheduledEndTime: schedule.scheduledEndTime,
    gracePeriodMinutes: graceMinutesOf(schedule),
  };
  const availability = availabilityOf({
    window,
    attempts: slotAttempts.map((attempt) => ({
      id: attempt._id,
      status: attempt.status,
      attemptNumber: attempt.attemptNumber,
      deadline: attempt.deadline,
    })),
    allowedAttempts: allowed,
    now,
  });
  return { slotAttempts, allowed, window, availability };
}

/** One card of the student's available exams. */
export function availableExamOf(
  schedule: ExamScheduleDocument,
  standing: ReturnType<typeof slotStanding>,
  exam: ExamDocument | undefined,
  tutor: UserRecord | undefined,
  now: Date,
): AvailableExam {
  const { slotAttempts, allowed, window, availability } = standing;
  const runningAttempt = slotAttempts.find((attempt) => attempt._id === availability.attemptId);
  const accessType: AccessType = schedule.hasSpecificSchedule ? 'schedule' : 'assignment';
  const by = { name: fullName(tutor) };
  return {
    id: schedule._id,
    examId: schedule.examId,
    title: schedule.exam.title,
    displayTitle: schedule.title,
    description: schedule.description ?? exam?.description ?? null,
    difficulty: exam?.difficulty ?? null,
    duration: schedule.duration,
    totalMarks: schedule.exam.totalMarks,
    examType: schedule.exam.examType,
    dueDate: schedule.scheduledEndTime,
    assignedAt: schedule.createdAt,
    createdAt: schedule.createdAt,
    ...availability,
    attemptsAllowed: allowed,
    uiState: uiStateOf(
      availability,
      window,
      now,
      availability.actionAvailable === 'resume' ? (runningAttempt?.deadline ?? null) : null,
    ),
    accessType,
    assignmentId: accessType === 'assignment' ? schedule._id : null,
    scheduleId: schedule._id,
    scheduledBy: by,
    assignedBy: by,
    startTime: schedule.scheduledStartTime,
    endTime: schedule.scheduledEndTime,
    instructions: schedule.instructions,
    scheduleTitle: schedule.title,
  };
}

/** Whether a card is among those the student's filter asks for. */
export function matchesFilter(item: AvailableExam, filter: AvailableFilter): boolean {
  switch (filter) {
    case 'all':
      return true;
    case 'available':
      return item.actionAvailable === 'start' || item.actionAvailable === 'start_makeup';
    case 'in_progress':
      return item.attemptStatus === 'in_progress';
    case 'completed':
      return item.attemptStatus === 'completed';
    default:
      return exhaustive(filter);
  }
}

/** One row of the exam history: its badge and the latest completed attempt's figures. */
export function historyItemOf(
  schedule: ExamScheduleDocument,
  standing: ReturnType<typeof slotStanding>,
  tutor: UserRecord | undefined,
  now: Date,
): ExamHistoryItem {
  const { slotAttempts, availability } = standing;
  const best = slotAttempts
    .filter((attempt) => attempt.status === 'completed')
    .sort((a, b) => b.attemptNumber - a.attemptNumber)[0];
  return {
    id: schedule._id,
    scheduleId: schedule._id,
    examId: schedule.examId,
    title: schedule.exam.title,
    scheduleTitle: schedule.title,
    examType: schedule.exam.examType,
    scheduledStartTime: schedule.scheduledStartTime,
    scheduledEndTime: schedule.scheduledEndTime,
    duration: schedule.duration,
    attemptStatus: availability.attemptStatus,
    badge: historyBadge({
      attemptStatus: availability.attemptStatus,
      scheduledStartTime: schedule.scheduledStartTime,
      scheduledEndTime: schedule.scheduledEndTime,
      now,
    }),
    attempt: best
      ? {
          id: best._id,
          percentage: best.percentage ?? 0,
          score: best.score ?? 0,
          totalMarks: best.totalMarks,
          correctAnswers: best.correctAnswers ?? 0,
          totalQuestions: best.totalQuestions,
        }
      : null,
    scheduledBy: { name: fullName(tutor) },
    instructions: schedule.instructions,
  };
}
