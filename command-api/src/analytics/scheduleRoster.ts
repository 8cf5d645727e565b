import type {
  ResponseRow,
  RosterEntry,
  RosterStatus,
  ScheduleAttemptFacts,
  ScheduleSummary,
} from '@portal/contracts';
import { MARK_FIGURE_KEYS, pickAttemptFigures, scheduleStatistics } from '@portal/contracts';
import type {
  AttemptDocument,
  ExamScheduleDocument,
  ScheduleAnalyticsDocument,
  UserDocument,
} from '@portal/projections';
import { bestAttempt } from './views';

/**
 * The pure shaping of Scheduled Exam Analytics (spec 002 §2.12): a schedule's statistics, its
 * roster of students with their attempts, the results CSV's rows and the item-analysis matrix.
 */

/** Each student's completed attempts at the schedule, by student id. */
export const completedByStudent = (row: ScheduleAnalyticsDocument | null | undefined) =>
  new Map((row?.students ?? []).map((s) => [s.studentId, s.attempts]));

/** The statistics of one schedule over `counted` students. */
export function statisticsOf(
  counted: readonly string[],
  row: ScheduleAnalyticsDocument | undefined,
  running: ReadonlySet<string> | undefined,
) {
  const completed = completedByStudent(row);
  return scheduleStatistics(
    counted.length,
    counted.map((studentId) => ({
      studentId,
      completed: completed.get(studentId) ?? [],
      inProgress: running?.has(studentId) ?? false,
    })),
  );
}

/** A schedule as the analytics pages list it, with its statistics. */
export function scheduleSummaryOf(
  schedule: ExamScheduleDocument,
  statistics: ReturnType<typeof statisticsOf>,
): ScheduleSummary {
  return {
    id: schedule._id,
    title: schedule.title,
    description: schedule.description,
    exam: { id: schedule.examId, title: schedule.exam.title, totalMarks: schedule.exam.totalMarks },
    duration: schedule.duration,
    scheduledStartTime: schedule.scheduledStartTime,
    scheduledEndTime: schedule.scheduledEndTime,
    status: schedule.status,
    statistics,
  };
}

/** A student's attempts at the schedule, completed and running, in the order they were made. */
function attemptListOf(completed: readonly ScheduleAttemptFacts[], open: readonly AttemptDocument[]) {
  return [
    ...completed.map((attempt) => ({
      id: attempt.attemptId,
      attemptNumber: attempt.attemptNumber,
      isCompleted: true,
      isMakeup: attempt.isMakeup,
      ...pickAttemptFigures(attempt, MARK_FIGURE_KEYS),
      timeSpent: attempt.timeSpent,
      startTime: attempt.startTime,
      endTime: attempt.endTime,
    })),
    ...open.map((attempt) => ({
      id: attempt._id,
      attemptNumber: attempt.attemptNumber ?? 0,
      isCompleted: false,
      isMakeup: false,
      score: null,
      totalMarks: attempt.totalMarks,
      percentage: null,
      timeSpent: null,
      startTime: attempt.startTime,
      endTime: null,
    })),
  ].sort((a, b) => a.attemptNumber - b.attemptNumber || a.startTime.localeCompare(b.startTime));
}

/** One student's line of the roster. */
export function rosterEntryOf(
  person: UserDocument,
  completed: readonly ScheduleAttemptFacts[],
  open: readonly AttemptDocument[],
  analyticsRestricted: boolean,
): RosterEntry {
  const best = bestAttempt(completed);
  const status: RosterStatus =
    completed.length > 0 ? 'completed' : open.length > 0 ? 'in-progress' : 'not-started';
  const list = attemptListOf(completed, open);
  return {
    student: {
      id: person._id,
      firstName: person.firstName,
      lastName: person.lastName,
      email: person.email,
    },
    status,
    bestPerformance: best && {
      ...pickAttemptFigures(best, MARK_FIGURE_KEYS),
      timeSpent: best.timeSpent,
    },
    completedAttempts: completed.length,
    totalAttempts: list.length,
    attempts: list,
    /** left out of the schedule's statistics and item analysis */
    analyticsRestricted,
  };
}

export const byStudentName = (a: RosterEntry, b: RosterEntry) =>
  a.student.lastName.localeCompare(b.student.lastName) ||
  a.student.firstName.localeCompare(b.student.firstName);

/** issue 16: the headers say what each figure counts, marks apart from questions answered correctly */
export const RESULTS_CSV_COLUMNS = [
  'student',
  'status',
  'marksObtained',
  'totalMarks',
  'percentage',
  'correctAnswers',
  'totalQuestions',
  'attempts',
  'timeSpentSeconds',
] as const;

/** The results CSV's rows: each student of the roster with their best attempt. */
export function resultsCsvRowsOf(
  schedule: ExamScheduleDocument,
  students: readonly RosterEntry[],
  row: ScheduleAnalyticsDocument | null | undefined,
) {
  const completedOf = completedByStudent(row);
  return students.map((entry) => {
    const best = bestAttempt(completedOf.get(entry.student.id) ?? []);
    return {
      student: `${entry.student.firstName} ${entry.student.lastName}`,
      status: entry.status,
      marksObtained: best?.score ?? null,
      totalMarks: best?.totalMarks ?? schedule.exam.totalMarks,
      percentage: best?.percentage ?? null,
      correctAnswers: best?.correctAnswers ?? null,
      totalQuestions: best?.totalQuestions ?? null,
      attempts: entry.totalAttempts,
      timeSpentSeconds: best?.timeSpent ?? null,
    };
  });
}

const firstSitting = (a: ScheduleAttemptFacts, b: ScheduleAttemptFacts) =>
  a.attemptNumber - b.attemptNumber || a.endTime.localeCompare(b.endTime);

/**
 * The item-analysis matrix: each counted student's first completed attempt (the first sitting;
 * a retake would reward memory of the paper), one mark per question of the schedule.
 */
export function responseMatrixOf(
  row: ScheduleAnalyticsDocument | null,
  counted: (studentId: string) => boolean,
): ResponseRow[] {
  const questions = row?.questions ?? [];
  return (row?.students ?? [])
    .filter((student) => counted(student.studentId))
    .flatMap((student) => {
      const first = [...student.attempts].sort(firstSitting)[0];
      if (!first) {
        return [];
      }
      const marks = new Map(first.marks.map((mark) => [mark.questionId, mark]));
      return [
        {
          studentId: student.studentId,
          // a question the attempt did not have (the exam changed since): no mark
          marks: questions.map((question) => {
            const mark = marks.get(question.questionId);
            return mark === undefined ? null : mark.isCorrect;
          }),
          answered: questions.map((question) => marks.get(question.questionId)?.answered ?? false),
        },
      ];
    });
}
