import type {
  AccessType,
  Answers,
  AttemptsEvent,
  EventOf,
  Exam,
  IntegrityKind,
  Role,
  ScheduleSettings,
  TakingRules,
  TimeAccommodation,
} from '@portal/contracts';
import type { FieldError } from '@portal/contracts';
import {
  ATTEMPT_MESSAGES,
  attemptDeadline,
  attemptFigures,
  essayMarksRangeMessage,
  backtrackFilter,
  gradeAttempt,
  nextFurthest,
  questionOrderFor,
  questionOrderOfStart,
  rulesOfStart,
  PRACTICE_SCHEDULE_SETTINGS,
  takingRulesOf,
  timeStatusOf,
  withEssayMarks,
} from '@portal/contracts';
import type { Decider } from '@portal/platform';
import { ConflictError, ForbiddenError, NotFoundError, ValidationError } from '@portal/platform';
import {
  adjustedDeadline,
  evolveTaking,
  pauseAttempt,
  pausedSecondsUntil,
  recordIntegrity,
  resumeAttempt,
} from './taking';

export interface AttemptCaller {
  userId: string;
  role: Role;
  organisationId: string;
}

type Meta = { metadata: { now: Date } };

type Started = EventOf<'AttemptStarted'>['data'];
type Submitted = EventOf<'AttemptSubmitted'>['data'];
export type SlotEvent = EventOf<
  | 'AttemptStarted'
  | 'AnswersSaved'
  | 'AttemptTimeAdjusted'
  | 'AttemptPaused'
  | 'AttemptResumed'
  | 'IntegrityEventRecorded'
  | 'AttemptSubmitted'
  | 'EssayAnswersMarked'
>;

/** What the route resolved before a start: the student, the slot, the exam and its window. */
export interface StartDetails {
  attemptId: string;
  studentId: string;
  organisationId: string;
  tutorId: string | null;
  accessType: AccessType;
  scheduleId: string | null;
  assignmentId: string | null;
  /** the exam as it is now, with its answers: the attempt is graded against it */
  exam: Exam;
  window: { scheduledStartTime: string | null; scheduledEndTime: string | null; graceMinutes: number };
  durationMinutes: number;
  accommodation: TimeAccommodation;
  /** null: unlimited (practice) */
  allowedAttempts: number | null;
  /** the schedule's (or assignment's) settings; null or absent: practice, the defaults */
  scheduleSettings?: Partial<ScheduleSettings> | null;
}

export type SlotCommand =
  | ({ type: 'StartAttempt'; data: StartDetails } & Meta)
  | ({
      type: 'SaveAnswers';
      data: {
        attemptId: string | null;
        seq: number | null;
        answers: Answers;
        lastQuestionIndex: number | null;
      };
    } & Meta)
  | ({
      type: 'SubmitAttempt';
      data: { attemptId: string | null; answers: Answers | null; by: 'student' | 'deadline' };
    } & Meta)
  | ({ type: 'PauseAttempt'; data: { attemptId: string | null } } & Meta)
  | ({ type: 'ResumeAttempt'; data: { attemptId: string | null } } & Meta)
  | ({ type: 'RecordIntegrity'; data: { attemptId: string | null; kind: IntegrityKind } } & Meta)
  | ({
      type: 'AdjustTime';
      data: { accommodation: TimeAccommodation; by: string; byRole: string };
    } & Meta)
  | ({
      type: 'MarkEssays';
      data: {
        attemptId: string;
        /** question id → marks */
        marks: Record<string, number>;
        /** question id → feedback (questions marked here only) */
        feedback: Record<string, string>;
        by: string;
        byRole: Role;
      };
    } & Meta);

export interface RunningAttempt {
  started: Started;
  /** the server's deadline; while paused the provisional one (the latest the pause can make it) */
  deadline: string;
  answers: Answers;
  lastSeq: number;
  /** where the student was at the last save: an index into `questionOrder` */
  lastQuestionIndex: number;
  rules: TakingRules;
  /** question ids in the student's order */
  questionOrder: string[];
  /** the furthest index (into questionOrder) a save reached; only grows */
  furthestQuestionIndex: number;
  /** the accommodation the deadline stands on (at the start, then each time adjustment's) */
  accommodation: TimeAccommodation;
  pause: {
    /** the running pause's start; null: the clock runs */
    pausedAt: string | null;
    /** seconds finished pauses used */
    usedSeconds: number;
    /** the running pause's allowance and the deadline it resumes from (moved by time adjustments) */
    allowanceSeconds: number;
    resumeFrom: string | null;
  };
  /** integrity events recorded for this attempt */
  integrityCount: number;
}

/** The running attempt as its start leaves it. */
function runningFrom(started: Started): RunningAttempt {
  return {
    started,
    deadline: started.deadline,
    answers: {},
    lastSeq: 0,
    lastQuestionIndex: 0,
    rules: rulesOfStart(started),
    questionOrder: questionOrderOfStart(started),
    furthestQuestionIndex: 0,
    accommodation: { extraMinutes: started.extraMinutes, timeMultiplier: started.timeMultiplier },
    pause: { pausedAt: null, usedSeconds: 0, allowanceSeconds: 0, resumeFrom: null },
    integrityCount: 0,
  };
}

/** One slot (stream `exam-attempts-<student>-<accessType>-<source>`): its attempts, at most one running. */
export interface SlotState {
  attempts: { attemptId: string; attemptNumber: number; status: 'in_progress' | 'completed' }[];
  running: RunningAttempt | null;
  submitted: Submitted[];
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
    score: grade.score,
    totalMarks: grade.totalMarks,
    percentage: grade.percentage,
    correctAnswers: grade.correctAnswers,
    incorrectAnswers: grade.incorrectAnswers,
    unanswered: grade.unanswered,
    totalQuestions: grade.totalQuestions,
    awaitingMarking: grade.awaitingMarking,
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

/**
 * A student's attempts at one schedule, assignment or practice exam. Rules:
 * - a start while an attempt runs (before its deadline) changes nothing: the route resumes it;
 * - a new attempt needs the window open (active or grace period) and an attempt left
 *   (1 per schedule/assignment plus the makeups a tutor granted; practice: unlimited);
 * - the deadline is fixed at the start (attemptDeadline) and moves only by AdjustTime and pauses;
 * - saves are ordered by the client's seq: one not newer than the newest changes nothing;
 * - at or after the deadline, a save or submit ends the attempt with the answers saved so far
 *   (submittedBy 'deadline', endTime the deadline): late answers never count;
 * - a submit of an attempt already submitted changes nothing (the route answers its result);
 * - a completed attempt's essays are marked by staff (MarkEssays): answered essays only, 0 up to
 *   the question's marks; marking again replaces the marks, and the figures follow;
 * - taking rules (issue 16 item 3) are fixed at the start with the student's question order;
 *   under preventBacktrack, saves and the submit drop answers to questions before the furthest
 *   reached; a paused attempt refuses saves; pause, resume and integrity reports are taking.ts's.
 */
export const slotDecider: Decider<SlotCommand, SlotEvent, SlotState> = {
  // an exam's saves make long streams: the handler keeps the state and reads only new events
  keepState: true,
  initialState: () => ({ attempts: [], running: null, submitted: [] }),
  evolve: (state, event) => {
    switch (event.type) {
      case 'AttemptStarted':
        return {
          ...state,
          attempts: [
            ...state.attempts,
            {
              attemptId: event.data.attemptId,
              attemptNumber: event.data.attemptNumber,
              status: 'in_progress',
            },
          ],
          running: runningFrom(event.data),
        };
      case 'AnswersSaved': {
        const { running } = state;
        if (!running || running.started.attemptId !== event.data.attemptId) {
          return state;
        }
        return {
          ...state,
          running: {
            ...running,
            // null once the student's key is erased: nothing to restore
            answers: { ...running.answers, ...(event.data.answers ?? {}) },
            lastSeq: Math.max(running.lastSeq, event.data.seq),
            lastQuestionIndex: event.data.lastQuestionIndex ?? running.lastQuestionIndex,
            furthestQuestionIndex: nextFurthest(
              running.questionOrder,
              running.furthestQuestionIndex,
              event.data.lastQuestionIndex,
            ),
          },
        };
      }
      case 'AttemptTimeAdjusted':
      case 'AttemptPaused':
      case 'AttemptResumed':
      case 'IntegrityEventRecorded': {
        const { running } = state;
        if (!running || running.started.attemptId !== event.data.attemptId) {
          return state;
        }
        return { ...state, running: evolveTaking(running, event) };
      }
      case 'AttemptSubmitted':
        return {
          attempts: state.attempts.map((attempt) =>
            attempt.attemptId === event.data.attemptId ? { ...attempt, status: 'completed' } : attempt,
          ),
          running: state.running?.started.attemptId === event.data.attemptId ? null : state.running,
          submitted: [...state.submitted, event.data],
        };
      case 'EssayAnswersMarked': {
        const { data } = event;
        return {
          ...state,
          submitted: state.submitted.map((attempt) =>
            attempt.attemptId === data.attemptId
              ? {
                  ...attempt,
                  score: data.score,
                  percentage: data.percentage,
                  correctAnswers: data.correctAnswers,
                  incorrectAnswers: data.incorrectAnswers,
                  awaitingMarking: data.awaitingMarking,
                  questionResults: data.questionResults,
                }
              : attempt,
          ),
        };
      }
      default: {
        const unhandled: never = event;
        return unhandled;
      }
    }
  },
  decide: (command, state) => {
    const { now } = command.metadata;
    const at = now.toISOString();
    const { running } = state;
    switch (command.type) {
      case 'StartAttempt': {
        const details = command.data;
        if (running) {
          if (isPast(running.deadline, now)) {
            throw new ConflictError(ATTEMPT_MESSAGES.timeUp);
          }
          return [];
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
              examType: exam.examType,
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
      }
      case 'SaveAnswers': {
        const { attemptId, seq, answers, lastQuestionIndex } = command.data;
        if (!running || (attemptId !== null && attemptId !== running.started.attemptId)) {
          return notRunning(state, attemptId);
        }
        if (isPast(running.deadline, now)) {
          return [atDeadline(running)];
        }
        if (running.pause.pausedAt !== null) {
          throw new ConflictError(ATTEMPT_MESSAGES.paused);
        }
        if (seq !== null && seq <= running.lastSeq) {
          return [];
        }
        const known = new Set(running.started.exam.questions.map((question) => question.id));
        const unknown = Object.keys(answers).filter((id) => !known.has(id));
        if (unknown.length > 0) {
          throw new ValidationError('Answers name questions that are not in this exam', [
            { field: 'answers', message: 'Unknown question id' },
          ]);
        }
        // prevent backtrack: answers to questions before the furthest reached do not count
        const kept = backtrackFilter({
          preventBacktrack: running.rules.preventBacktrack,
          order: running.questionOrder,
          furthestQuestionIndex: running.furthestQuestionIndex,
          answers,
          lastQuestionIndex,
        });
        return [
          {
            type: 'AnswersSaved',
            data: {
              attemptId: running.started.attemptId,
              organisationId: running.started.organisationId,
              studentId: running.started.studentId,
              seq: seq ?? running.lastSeq + 1,
              answers: kept.answers,
              lastQuestionIndex,
              savedAt: at,
            },
          },
        ];
      }
      case 'SubmitAttempt': {
        const { attemptId, answers, by } = command.data;
        if (!running || (attemptId !== null && attemptId !== running.started.attemptId)) {
          const done = attemptId
            ? state.submitted.some((attempt) => attempt.attemptId === attemptId)
            : state.submitted.length > 0;
          if (done || by === 'deadline') {
            return [];
          }
          throw new NotFoundError(ATTEMPT_MESSAGES.noAttemptInProgress);
        }
        if (isPast(running.deadline, now)) {
          return [atDeadline(running)];
        }
        if (by === 'deadline') {
          return []; // the deadline moved since the sweeper looked
        }
        const known = new Set(running.started.exam.questions.map((question) => question.id));
        const { answers: given } = backtrackFilter({
          preventBacktrack: running.rules.preventBacktrack,
          order: running.questionOrder,
          furthestQuestionIndex: running.furthestQuestionIndex,
          answers: Object.fromEntries(Object.entries(answers ?? {}).filter(([id]) => known.has(id))),
          lastQuestionIndex: null,
        });
        return [
          {
            type: 'AttemptSubmitted',
            data: submission(running, { ...running.answers, ...given }, 'student', at),
          },
        ];
      }
      case 'AdjustTime': {
        if (!running || isPast(running.deadline, now)) {
          return [];
        }
        const { started } = running;
        const deadline = adjustedDeadline(running, command.data.accommodation);
        if (deadline === running.deadline) {
          return [];
        }
        return [
          {
            type: 'AttemptTimeAdjusted',
            data: {
              attemptId: started.attemptId,
              organisationId: started.organisationId,
              studentId: started.studentId,
              scheduleId: started.scheduleId,
              previousDeadline: running.deadline,
              // a shortened time never ends the attempt before this moment
              deadline: Date.parse(deadline) < now.getTime() ? at : deadline,
              extraMinutes: command.data.accommodation.extraMinutes,
              timeMultiplier: command.data.accommodation.timeMultiplier,
              by: command.data.by,
              byRole: command.data.byRole,
              adjustedAt: at,
            },
          },
        ];
      }
      case 'PauseAttempt':
        return pauseAttempt(state, command.data.attemptId, now);
      case 'ResumeAttempt':
        return resumeAttempt(state, command.data.attemptId, now);
      case 'RecordIntegrity':
        return recordIntegrity(state, command.data, now);
      case 'MarkEssays':
        return markEssays(command.data, state, at);
      default: {
        const unhandled: never = command;
        return unhandled;
      }
    }
  },
};

/**
 * A tutor's (or admin's) marks for the essays of a completed attempt: only answered essay
 * questions of the attempt, whole marks from 0 to the question's marks; every problem is listed
 * (field `marks.<questionId>`). The event carries the attempt's new figures over all questions.
 */
function markEssays(
  data: Extract<SlotCommand, { type: 'MarkEssays' }>['data'],
  state: SlotState,
  at: string,
): SlotEvent[] {
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
  const figures = attemptFigures(questionResults);
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
        score: figures.score,
        percentage: figures.percentage,
        correctAnswers: figures.correctAnswers,
        incorrectAnswers: figures.incorrectAnswers,
        awaitingMarking: figures.awaitingMarking,
        questionResults,
        markedBy: data.by,
        markedByRole: data.byRole,
        markedAt: at,
      },
    },
  ];
}

// ---- accommodations ------------------------------------------------------------------------------

type AccommodationData = EventOf<'AccommodationSet'>['data'];

export type AccommodationCommand = {
  type: 'SetAccommodation';
  data: {
    studentId: string;
    scheduleId: string | null;
    extraMinutes: number;
    timeMultiplier: number;
    makeupAttempts: number;
    note: string | null;
  };
  caller: AttemptCaller;
} & Meta;

/** A student's accommodations by scope ('*': every schedule). */
export interface AccommodationState {
  byScope: Record<string, AccommodationData>;
}

export const ALL_SCHEDULES = '*';

/** The accommodation that applies to a schedule: its own, else the student's general one. */
export function effectiveAccommodation(
  state: AccommodationState,
  scheduleId: string | null,
): { extraMinutes: number; timeMultiplier: number; makeupAttempts: number } {
  const own = scheduleId ? state.byScope[scheduleId] : undefined;
  const general = state.byScope[ALL_SCHEDULES];
  const found = own ?? general;
  return {
    extraMinutes: found?.extraMinutes ?? 0,
    timeMultiplier: found?.timeMultiplier ?? 1,
    makeupAttempts: own?.makeupAttempts ?? 0,
  };
}

/** Stream `exam-accommodations-<studentId>`: staff set, the latest per scope wins. */
export const accommodationDecider: Decider<
  AccommodationCommand,
  EventOf<'AccommodationSet'>,
  AccommodationState
> = {
  initialState: () => ({ byScope: {} }),
  evolve: (state, event) => ({
    byScope: { ...state.byScope, [event.data.scheduleId ?? ALL_SCHEDULES]: event.data },
  }),
  decide: (command) => {
    const { caller, data } = command;
    if (caller.role !== 'admin' && caller.role !== 'tutor') {
      throw new ForbiddenError();
    }
    if (data.makeupAttempts > 0 && data.scheduleId === null) {
      throw new ValidationError('Makeup attempts are granted for one schedule', [
        { field: 'makeupAttempts', message: 'Choose the schedule the makeup is for' },
      ]);
    }
    return [
      {
        type: 'AccommodationSet',
        data: {
          studentId: data.studentId,
          organisationId: caller.organisationId,
          scheduleId: data.scheduleId,
          extraMinutes: data.extraMinutes,
          timeMultiplier: data.timeMultiplier,
          makeupAttempts: data.makeupAttempts,
          note: data.note,
          by: caller.userId,
          byRole: caller.role,
          setAt: command.metadata.now.toISOString(),
        },
      },
    ];
  },
};

export type { AttemptsEvent };
