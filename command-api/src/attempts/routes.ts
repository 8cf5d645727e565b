import { randomUUID } from 'node:crypto';
import { Router } from 'express';
import type {
  AccessType,
  AccommodationResponse,
  AttemptResultsResponse,
  AvailableExam,
  ExamHistoryItem,
  ResultQuestion,
  ResultSummary,
  SaveAnswersResponse,
  StartAttemptResponse,
  SubmitAttemptResponse,
} from '@portal/contracts';
import {
  ATTEMPT_LIMITS,
  ATTEMPT_MESSAGES,
  AccommodationRequest,
  AccommodationsQuery,
  AvailableQuery,
  HistoryQuery,
  SCHEDULE_LIMITS,
  SaveAnswersRequest,
  StartAttemptRequest,
  SubmitAttemptRequest,
  attemptsStreams,
  availabilityOf,
  historyBadge,
  resultBand,
  secondsRemaining,
  stripAnswers,
  uiStateOf,
} from '@portal/contracts';
import type { EventOf } from '@portal/contracts';
import type { EventStore } from '@portal/platform';
import { ConflictError, ForbiddenError, NotFoundError } from '@portal/platform';
import type { UserRecord } from '@portal/projections';
import type { ApiDeps } from '../deps';
import type { ExamDocument } from '../exams/views';
import type { Caller } from '../http/auth';
import { callerOf, requireRole } from '../http/auth';
import { parseOrThrow } from '../http/validate';
import { studentScope } from '../people/access';
import type { ExamScheduleDocument } from '@portal/projections';
import type { AccommodationState, SlotState } from './decider';
import { accommodationDecider, effectiveAccommodation, slotDecider } from './decider';
import type { AccommodationDocument, AttemptDocument } from '@portal/projections';
import { ATTEMPT_COLLECTIONS, slotSourceOf } from './readModels';
import { keyIsForStaff, releaseOfAttempt, withholdResults } from './resultsRelease';
import { assertPracticeAllowed } from './practicePolicy';
import { clockOf, inStudentOrder, takingViewOf } from './taking';
import { takingRoutes } from './takingRoutes';

type Submitted = EventOf<'AttemptSubmitted'>['data'];

/** Folds a stream with a decider's evolve (what the command handler does before deciding). */
async function fold<S, E>(
  eventStore: EventStore,
  streamId: string,
  decider: { initialState: () => S; evolve: (state: S, event: E) => S },
): Promise<S> {
  const recorded = await eventStore.readStream(streamId);
  return recorded.reduce(
    (state, event) => decider.evolve(state, { type: event.type, data: event.data } as E),
    decider.initialState(),
  );
}

const SAVE_SLOT_MEMORY_MS = 60_000;
const SAVE_SLOTS_KEPT = 10_000;

/**
 * A schedule's grace period (minutes after its end a start is still allowed): the typed setting,
 * 0 for schedules stored before it existed, and at most 30 (issue 16) even for a value stored
 * before the rule: such a schedule keeps 30 minutes rather than losing its grace.
 */
export function graceMinutesOf(schedule: Pick<ExamScheduleDocument, 'settings'>): number {
  const grace = schedule.settings.gracePeriodMinutes ?? SCHEDULE_LIMITS.defaultGrace;
  return Number.isFinite(grace) && grace > 0 ? Math.min(Math.floor(grace), SCHEDULE_LIMITS.graceMax) : 0;
}

function summaryOf(data: Submitted): ResultSummary {
  return {
    attemptId: data.attemptId,
    score: data.score,
    totalMarks: data.totalMarks,
    percentage: data.percentage,
    correctAnswers: data.correctAnswers,
    incorrectAnswers: data.incorrectAnswers,
    unanswered: data.unanswered,
    totalQuestions: data.totalQuestions,
    awaitingMarking: data.awaitingMarking,
    timeSpent: data.timeSpent,
    endTime: data.endTime,
    submittedBy: data.submittedBy,
    band: resultBand(data.percentage),
  };
}

const fullName = (user: UserRecord | null | undefined): string =>
  user && 'firstName' in user && typeof user.firstName === 'string' && typeof user.lastName === 'string'
    ? `${user.firstName} ${user.lastName}`.trim()
    : 'Your tutor';

const tutorOf = (user: UserRecord | null | undefined): string | null =>
  user && 'tutorId' in user && typeof user.tutorId === 'string' ? user.tutorId : null;

/**
 * The attempts module's HTTP routes (spec 002 §7, issue 7). A student takes their own exams;
 * another student's attempt is "not found". The server owns time: every timeRemaining comes from
 * the deadline fixed at the start; correct answers and explanations reach a student only in the
 * results of a submitted attempt.
 */
export function attemptsRoutes(deps: ApiDeps): Router {
  const router = Router();
  const studentOnly = requireRole('student');
  const staff = requireRole('admin', 'tutor');
  const attempts = deps.readModels.collection<AttemptDocument>(ATTEMPT_COLLECTIONS.attempts);
  const accommodations = deps.readModels.collection<AccommodationDocument>(
    ATTEMPT_COLLECTIONS.accommodations,
  );
  const schedules = deps.readModels.collection<ExamScheduleDocument>(ATTEMPT_COLLECTIONS.schedules);
  const exams = deps.readModels.collection<ExamDocument>(ATTEMPT_COLLECTIONS.exams);
  const users = deps.readModels.collection<UserRecord>(ATTEMPT_COLLECTIONS.users);

  const accommodationState = (studentId: string) =>
    fold<AccommodationState, EventOf<'AccommodationSet'>>(
      deps.eventStore,
      attemptsStreams.accommodations(studentId),
      accommodationDecider,
    );

  /** The student's live schedules (not cancelled, active). */
  const schedulesOf = async (caller: Pick<Caller, 'organisationId'>, studentId: string) =>
    (
      await schedules
        .find(
          { organisationId: caller.organisationId, studentIds: studentId, isActive: true },
          { sort: { createdAt: -1, _id: 1 } },
        )
        .toArray()
    ).filter((schedule) => schedule.status !== 'cancelled');

  interface Slot {
    accessType: AccessType;
    scheduleId: string | null;
    assignmentId: string | null;
    schedule: ExamScheduleDocument | null;
    streamId: string;
  }

  /** The slot a call names: a schedule or assignment of the student's, or practice of the exam. */
  const slotOf = async (
    caller: Caller,
    examId: string,
    body: { scheduleId: string | null; assignmentId: string | null; accessType: AccessType | null },
  ): Promise<Slot> => {
    const sourceId = body.scheduleId ?? body.assignmentId;
    if (sourceId === null) {
      if (body.accessType !== null && body.accessType !== 'practice') {
        throw new NotFoundError(ATTEMPT_MESSAGES.scheduleNotFound);
      }
      return {
        accessType: 'practice',
        scheduleId: null,
        assignmentId: null,
        schedule: null,
        streamId: attemptsStreams.slot(caller.userId, 'practice', examId),
      };
    }
    const schedule = await schedules.findOne({
      _id: sourceId,
      organisationId: caller.organisationId,
      studentIds: caller.userId,
    });
    if (!schedule || schedule.examId !== examId) {
      throw new NotFoundError(ATTEMPT_MESSAGES.scheduleNotFound);
    }
    const accessType: AccessType = schedule.hasSpecificSchedule ? 'schedule' : 'assignment';
    return {
      accessType,
      scheduleId: schedule._id,
      assignmentId: accessType === 'assignment' ? schedule._id : null,
      schedule,
      streamId: attemptsStreams.slot(caller.userId, accessType, schedule._id),
    };
  };

  /**
   * The stream a save goes to, remembered per student and exam access: saves arrive every few
   * seconds during an exam and the stream of a slot never changes, so only the first save of an
   * attempt (or one after a minute) reads the schedule. The stream is the student's own, so a
   * remembered one can only ever reach their attempt.
   */
  const savedSlots = new Map<string, { streamId: string; until: number }>();
  const saveStreamOf = async (
    caller: Caller,
    examId: string,
    body: Parameters<typeof slotOf>[2],
  ): Promise<string> => {
    const key = `${caller.userId}\u0000${examId}\u0000${body.scheduleId ?? body.assignmentId ?? ''}\u0000${body.accessType ?? ''}`;
    const now = Date.now();
    const remembered = savedSlots.get(key);
    if (remembered && remembered.until > now) {
      return remembered.streamId;
    }
    const { streamId } = await slotOf(caller, examId, body);
    savedSlots.delete(key);
    savedSlots.set(key, { streamId, until: now + SAVE_SLOT_MEMORY_MS });
    if (savedSlots.size > SAVE_SLOTS_KEPT) {
      savedSlots.delete(savedSlots.keys().next().value!);
    }
    return streamId;
  };

  router.use(takingRoutes(deps, saveStreamOf));

  const running = (state: SlotState) => {
    if (!state.running) {
      throw new NotFoundError(ATTEMPT_MESSAGES.noAttemptInProgress);
    }
    return state.running;
  };

  // ---- available ------------------------------------------------------------------------------

  // the student's own list; a parent reads their child's (Child's Exams), staff use their screens
  router.get('/exam-attempts/available', async (req, res) => {
    const caller = callerOf(req);
    if (caller.role !== 'student' && caller.role !== 'parent') {
      throw new ForbiddenError();
    }
    const { filter, studentId: asked } = parseOrThrow(AvailableQuery, req.query);
    const studentId = await historySubject(caller, asked);
    const now = deps.now();
    const [own, mine, granted] = await Promise.all([
      schedulesOf(caller, studentId),
      attempts.find({ studentId }, { projection: { exam: 0, answers: 0, questionResults: 0 } }).toArray(),
      accommodations.find({ studentId }).toArray(),
    ]);
    const [examRows, tutors] = await Promise.all([
      exams
        .find(
          { _id: { $in: [...new Set(own.map((schedule) => schedule.examId))] } },
          { projection: { questions: 0, passages: 0 } },
        )
        .toArray(),
      users.find({ _id: { $in: [...new Set(own.map((schedule) => schedule.tutorId))] } }).toArray(),
    ]);
    const examById = new Map(examRows.map((exam) => [exam._id, exam]));
    const tutorById = new Map(tutors.map((tutor) => [tutor._id, tutor]));
    const items: AvailableExam[] = own.map((schedule) => {
      const slotAttempts = mine.filter(
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
      const runningAttempt = slotAttempts.find((attempt) => attempt._id === availability.attemptId);
      const exam = examById.get(schedule.examId);
      const accessType: AccessType = schedule.hasSpecificSchedule ? 'schedule' : 'assignment';
      const by = { name: fullName(tutorById.get(schedule.tutorId)) };
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
    });
    const matches = (item: AvailableExam) => {
      switch (filter) {
        case 'all':
          return true;
        case 'available':
          return item.actionAvailable === 'start' || item.actionAvailable === 'start_makeup';
        case 'in_progress':
          return item.attemptStatus === 'in_progress';
        case 'completed':
          return item.attemptStatus === 'completed';
        default: {
          const unhandled: never = filter;
          return unhandled;
        }
      }
    };
    const shown = items.filter(matches);
    res.json({
      success: true,
      exams: shown,
      filter,
      totalAvailable: items.length,
      filteredCount: shown.length,
    });
  });

  // ---- start, save, submit --------------------------------------------------------------------

  router.post('/exam-attempts/:examId/start', studentOnly, async (req, res) => {
    const caller = callerOf(req);
    const examId = String(req.params.examId);
    const body = parseOrThrow(StartAttemptRequest, req.body ?? {});
    const slot = await slotOf(caller, examId, body);
    const [exam, student, accommodation] = await Promise.all([
      exams.findOne({ _id: examId, organisationId: caller.organisationId }),
      users.findOne({ _id: caller.userId }),
      accommodationState(caller.userId),
    ]);
    const state0 = await fold(deps.eventStore, slot.streamId, slotDecider);
    const resumable = state0.running !== null;
    if (!resumable) {
      // a new attempt needs the exam as it is now; a running one keeps the exam it started with
      if (!exam || exam.isActive === false) {
        throw new NotFoundError(ATTEMPT_MESSAGES.examNotFound);
      }
      if (slot.accessType === 'practice') {
        const own = (await schedulesOf(caller, caller.userId)).map((s) => ({
          ...s,
          graceMinutes: graceMinutesOf(s),
        }));
        assertPracticeAllowed({
          examId,
          exam,
          studentTutorId: tutorOf(student),
          schedules: own,
          now: deps.now(),
        });
      }
    }
    const effective = effectiveAccommodation(accommodation, slot.scheduleId);
    const {
      _id: _omitId,
      organisationId: _omitOrg,
      _rev: _r,
      _version: _v,
      ...content
    } = (exam ?? {}) as ExamDocument & { _rev?: unknown; _version?: unknown };
    const result = await deps.handle(
      slotDecider,
      slot.streamId,
      {
        type: 'StartAttempt',
        data: {
          attemptId: randomUUID(),
          studentId: caller.userId,
          organisationId: caller.organisationId,
          tutorId: slot.schedule?.tutorId ?? tutorOf(student) ?? exam?.tutorId ?? null,
          accessType: slot.accessType,
          scheduleId: slot.scheduleId,
          assignmentId: slot.assignmentId,
          exam: { ...(content as Omit<ExamDocument, '_id' | 'organisationId'>), id: examId },
          window: {
            scheduledStartTime: slot.schedule?.scheduledStartTime ?? null,
            scheduledEndTime: slot.schedule?.scheduledEndTime ?? null,
            graceMinutes: slot.schedule ? graceMinutesOf(slot.schedule) : 0,
          },
          durationMinutes: slot.schedule?.duration ?? exam?.duration ?? 60,
          accommodation: effective,
          allowedAttempts:
            slot.accessType === 'practice'
              ? null
              : ATTEMPT_LIMITS.defaultMaxAttempts + effective.makeupAttempts,
          scheduleSettings: slot.schedule?.settings ?? null,
        },
        metadata: { now: deps.now() },
      },
      { organisationId: caller.organisationId },
    );
    if (result.position > 0) {
      await deps.awaitProjections(result.streamId, result.position);
    }
    const attempt = running(await fold(deps.eventStore, slot.streamId, slotDecider));
    const now = deps.now();
    const studentExam = stripAnswers(attempt.started.exam);
    const answer: StartAttemptResponse = {
      success: true,
      exam: { ...studentExam, questions: inStudentOrder(studentExam.questions, attempt.questionOrder) },
      attemptId: attempt.started.attemptId,
      ...clockOf(attempt, now),
      existingAnswers: attempt.answers,
      resuming: result.events.length === 0,
      lastQuestionIndex: attempt.lastQuestionIndex,
      lastSeq: attempt.lastSeq,
      attemptNumber: attempt.started.attemptNumber,
      isMakeup: attempt.started.isMakeup,
      ...takingViewOf(attempt, now),
    };
    deps.logger.info(answer.resuming ? 'exam attempt resumed' : 'exam attempt started', {
      attemptId: answer.attemptId,
      studentId: caller.userId,
    });
    res.status(answer.resuming ? 200 : 201).json(answer);
  });

  router.post('/exam-attempts/:examId/save', studentOnly, async (req, res) => {
    const caller = callerOf(req);
    const examId = String(req.params.examId);
    const body = parseOrThrow(SaveAnswersRequest, req.body ?? {});
    const streamId = await saveStreamOf(caller, examId, body);
    const result = await deps.handle(
      slotDecider,
      streamId,
      {
        type: 'SaveAnswers',
        data: {
          attemptId: body.attemptId,
          seq: body.seq ?? null,
          answers: body.answers,
          lastQuestionIndex: body.lastQuestionIndex ?? null,
        },
        metadata: { now: deps.now() },
      },
      { organisationId: caller.organisationId },
    );
    // no wait for the read models: a resume folds the stream itself, and a save is the hot path
    const event = result.events[0];
    if (event?.type === 'AttemptSubmitted') {
      if (result.position > 0) {
        await deps.awaitProjections(result.streamId, result.position);
      }
      throw new ConflictError(ATTEMPT_MESSAGES.timeUp);
    }
    const state = result.state;
    const now = deps.now();
    const current = state.running;
    const answer: SaveAnswersResponse = {
      success: true,
      attemptId: current?.started.attemptId ?? body.attemptId ?? '',
      savedAt: event?.type === 'AnswersSaved' ? event.data.savedAt : now.toISOString(),
      seq: current?.lastSeq ?? 0,
      timeRemaining: current ? secondsRemaining(current.deadline, now) : 0,
      stale: event === undefined,
    };
    res.json(answer);
  });

  router.post('/exam-attempts/:examId/submit', studentOnly, async (req, res) => {
    const caller = callerOf(req);
    const examId = String(req.params.examId);
    const body = parseOrThrow(SubmitAttemptRequest, req.body ?? {});
    const slot = await slotOf(caller, examId, body);
    const result = await deps.handle(
      slotDecider,
      slot.streamId,
      {
        type: 'SubmitAttempt',
        data: { attemptId: body.attemptId, answers: body.answers, by: 'student' },
        metadata: { now: deps.now() },
      },
      { organisationId: caller.organisationId },
    );
    if (result.position > 0) {
      await deps.awaitProjections(result.streamId, result.position);
    }
    const event = result.events.find((candidate) => candidate.type === 'AttemptSubmitted');
    let submitted: Submitted | undefined = event?.type === 'AttemptSubmitted' ? event.data : undefined;
    if (!submitted) {
      const state = await fold(deps.eventStore, slot.streamId, slotDecider);
      submitted = body.attemptId
        ? state.submitted.find((attempt) => attempt.attemptId === body.attemptId)
        : state.submitted[state.submitted.length - 1];
    }
    if (!submitted) {
      throw new NotFoundError(ATTEMPT_MESSAGES.noAttemptInProgress);
    }
    deps.logger.info('exam attempt submitted', {
      attemptId: submitted.attemptId,
      studentId: caller.userId,
      submittedBy: submitted.submittedBy,
    });
    const release = await releaseOfAttempt(
      deps.readModels,
      { accessType: slot.accessType, scheduleId: slot.scheduleId, studentId: caller.userId },
      graceMinutesOf,
      deps.now(),
    );
    const answer: SubmitAttemptResponse = {
      success: true,
      attemptId: submitted.attemptId,
      results: summaryOf(submitted),
      resultsReleased: release.released,
      resultsAvailableAt: release.availableAt,
      message:
        submitted.submittedBy === 'deadline'
          ? 'Time was up: your saved answers were submitted'
          : 'Exam submitted successfully',
    };
    res.json(answer);
  });

  // ---- results and history --------------------------------------------------------------------

  /** The student's own; a parent's child's, a tutor's student's, any of the organisation for an admin. */
  const visibleAttempt = async (caller: Caller, attemptId: string): Promise<AttemptDocument> => {
    const attempt = await attempts.findOne({ _id: attemptId, organisationId: caller.organisationId });
    if (!attempt) {
      throw new NotFoundError(ATTEMPT_MESSAGES.notFound);
    }
    if (caller.role === 'student') {
      if (attempt.studentId !== caller.userId) {
        throw new NotFoundError(ATTEMPT_MESSAGES.notFound);
      }
      return attempt;
    }
    if (caller.role === 'compliance') {
      throw new NotFoundError(ATTEMPT_MESSAGES.notFound);
    }
    const scope = await studentScope(deps.readModels, caller);
    if (!(await users.findOne({ ...scope, _id: attempt.studentId }, { projection: { _id: 1 } }))) {
      throw new NotFoundError(ATTEMPT_MESSAGES.notFound);
    }
    return attempt;
  };

  router.get('/exam-attempts/:attemptId/results', async (req, res) => {
    const caller = callerOf(req);
    const attempt = await visibleAttempt(caller, String(req.params.attemptId));
    if (attempt.status !== 'completed' || !attempt.endTime) {
      throw new ConflictError(ATTEMPT_MESSAGES.notSubmitted);
    }
    const { exam } = attempt;
    const passages = new Map(exam.passages.map((passage) => [passage.id, passage]));
    const results = new Map(attempt.questionResults.map((result) => [result.questionId, result]));
    const questions: ResultQuestion[] = exam.questions.map((question, index) => {
      const result = results.get(question.id);
      const passage = question.passageId ? passages.get(question.passageId) : undefined;
      return {
        questionId: question.id,
        number: index + 1,
        question: question.question,
        type: question.type,
        options: question.options,
        userAnswer: result?.studentAnswer ?? attempt.answers[question.id] ?? null,
        correctAnswer: question.correctAnswer || null,
        isCorrect: result ? result.isCorrect : false,
        marks: result?.marks ?? 0,
        maxMarks: question.marks,
        explanation: question.explanation,
        imagePath: question.imagePath,
        category: question.category,
        passageId: question.passageId,
        passageTitle: question.passageTitle ?? passage?.title ?? null,
        passageAuthor: question.passageAuthor ?? passage?.author ?? null,
        passageText: question.passageText ?? passage?.text ?? null,
      };
    });
    // staff always see the key; a student or a parent once it is released (issue 16 item 1)
    const release = keyIsForStaff(caller)
      ? null
      : await releaseOfAttempt(deps.readModels, attempt, graceMinutesOf, deps.now());
    const answer = {
      success: true as const,
      exam,
      resultsReleased: release?.released ?? true,
      resultsAvailableAt: release?.availableAt ?? null,
      attempt: {
        id: attempt._id,
        studentId: attempt.studentId,
        score: attempt.score ?? 0,
        totalMarks: attempt.totalMarks,
        percentage: attempt.percentage ?? 0,
        timeSpent: attempt.timeSpent ?? 0,
        startTime: attempt.startTime,
        endTime: attempt.endTime,
        correctAnswers: attempt.correctAnswers ?? 0,
        incorrectAnswers: attempt.incorrectAnswers ?? 0,
        totalQuestions: attempt.totalQuestions,
        awaitingMarking: attempt.awaitingMarking ?? 0,
        submittedBy: attempt.submittedBy ?? 'student',
        attemptNumber: attempt.attemptNumber,
        band: resultBand(attempt.percentage ?? 0),
      },
      questions,
      // whoever may read the attempt reads what was recorded about it (docs/ARCHITECTURE.md)
      integrityEvents: attempt.integrityEvents ?? [],
    };
    res.json(
      release && !release.released ? withholdResults(answer) : (answer satisfies AttemptResultsResponse),
    );
  });

  /** Whose history: a student's own; a parent's child, a tutor's student, an admin's (?studentId). */
  const historySubject = async (caller: Caller, studentId: string | undefined): Promise<string> => {
    if (caller.role === 'student') {
      if (studentId !== undefined && studentId !== caller.userId) {
        throw new NotFoundError(ATTEMPT_MESSAGES.studentNotFound);
      }
      return caller.userId;
    }
    if (caller.role === 'compliance') {
      throw new ForbiddenError();
    }
    const scope = await studentScope(deps.readModels, caller);
    if (studentId === undefined) {
      // a parent with one child needs no choice
      const children = await users.find(scope, { projection: { _id: 1 }, limit: 2 }).toArray();
      if (caller.role === 'parent' && children.length === 1) {
        return children[0]!._id;
      }
      throw new NotFoundError(ATTEMPT_MESSAGES.studentNotFound);
    }
    if (!(await users.findOne({ ...scope, _id: studentId }, { projection: { _id: 1 } }))) {
      throw new NotFoundError(ATTEMPT_MESSAGES.studentNotFound);
    }
    return studentId;
  };

  router.get('/exam-attempts/exam-history', async (req, res) => {
    const caller = callerOf(req);
    const query = parseOrThrow(HistoryQuery, req.query);
    const studentId = await historySubject(caller, query.studentId);
    const now = deps.now();
    const [own, mine, granted] = await Promise.all([
      schedulesOf(caller, studentId),
      attempts.find({ studentId }, { projection: { exam: 0, answers: 0, questionResults: 0 } }).toArray(),
      accommodations.find({ studentId }).toArray(),
    ]);
    const tutors = await users
      .find({ _id: { $in: [...new Set(own.map((schedule) => schedule.tutorId))] } })
      .toArray();
    const tutorById = new Map(tutors.map((tutor) => [tutor._id, tutor]));
    const examHistory: ExamHistoryItem[] = own.map((schedule) => {
      const slotAttempts = mine.filter(
        (attempt) => attempt.scheduleId === schedule._id && attempt.accessType !== 'practice',
      );
      const makeups = granted.find((row) => row.scheduleId === schedule._id)?.makeupAttempts ?? 0;
      const availability = availabilityOf({
        window: {
          scheduledStartTime: schedule.scheduledStartTime,
          scheduledEndTime: schedule.scheduledEndTime,
          gracePeriodMinutes: graceMinutesOf(schedule),
        },
        attempts: slotAttempts.map((attempt) => ({
          id: attempt._id,
          status: attempt.status,
          attemptNumber: attempt.attemptNumber,
          deadline: attempt.deadline,
        })),
        allowedAttempts: ATTEMPT_LIMITS.defaultMaxAttempts + makeups,
        now,
      });
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
        scheduledBy: { name: fullName(tutorById.get(schedule.tutorId)) },
        instructions: schedule.instructions,
      };
    });
    const filtered =
      query.filter === 'all' ? examHistory : examHistory.filter((item) => item.badge === query.filter);
    res.json({ success: true, examHistory: filtered });
  });

  // ---- accommodations --------------------------------------------------------------------------

  const studentInScope = async (caller: Caller, studentId: string) => {
    const scope = await studentScope(deps.readModels, caller);
    const student = await users.findOne({ ...scope, _id: studentId }, { projection: { _id: 1 } });
    if (!student) {
      throw new NotFoundError(ATTEMPT_MESSAGES.studentNotFound);
    }
  };

  router.put('/exam-attempts/accommodations', staff, async (req, res) => {
    const caller = callerOf(req);
    const body = parseOrThrow(AccommodationRequest, req.body ?? {});
    await studentInScope(caller, body.studentId);
    if (body.scheduleId !== null) {
      const schedule = await schedules.findOne({
        _id: body.scheduleId,
        organisationId: caller.organisationId,
        studentIds: body.studentId,
        ...(caller.role === 'tutor' && { tutorId: caller.userId }),
      });
      if (!schedule) {
        throw new NotFoundError(ATTEMPT_MESSAGES.scheduleNotFound);
      }
    }
    const now = deps.now();
    const set = await deps.handle(
      accommodationDecider,
      attemptsStreams.accommodations(body.studentId),
      { type: 'SetAccommodation', data: body, caller, metadata: { now } },
      { organisationId: caller.organisationId },
    );
    // running attempts the accommodation reaches get their deadline moved at once
    const state = await accommodationState(body.studentId);
    const runningAttempts = await attempts
      .find(
        { studentId: body.studentId, status: 'in_progress' },
        { projection: { exam: 0, answers: 0, questionResults: 0 } },
      )
      .toArray();
    const adjustedAttempts: AccommodationResponse['adjustedAttempts'] = [];
    let last = { streamId: set.streamId, position: set.position };
    for (const attempt of runningAttempts) {
      if (
        attempt.accessType === 'classroom' || // recorded completed, never running
        (body.scheduleId !== null && attempt.scheduleId !== body.scheduleId)
      ) {
        continue;
      }
      const effective = effectiveAccommodation(state, attempt.scheduleId);
      const result = await deps.handle(
        slotDecider,
        attemptsStreams.slot(attempt.studentId, attempt.accessType, slotSourceOf(attempt)),
        {
          type: 'AdjustTime',
          data: { accommodation: effective, by: caller.userId, byRole: caller.role },
          metadata: { now },
        },
        { organisationId: caller.organisationId },
      );
      for (const event of result.events) {
        if (event.type === 'AttemptTimeAdjusted') {
          adjustedAttempts.push({
            attemptId: event.data.attemptId,
            deadline: event.data.deadline,
            timeRemaining: secondsRemaining(event.data.deadline, now),
          });
          last = { streamId: result.streamId, position: result.position };
        }
      }
    }
    await deps.awaitProjections(set.streamId, set.position);
    if (last.position > set.position) {
      await deps.awaitProjections(last.streamId, last.position);
    }
    deps.logger.info('exam accommodation set', {
      studentId: body.studentId,
      by: caller.userId,
      adjusted: adjustedAttempts.length,
    });
    const saved = set.events[0]!.data;
    const answer: AccommodationResponse = {
      success: true,
      message: ATTEMPT_MESSAGES.accommodationSaved,
      accommodation: {
        studentId: saved.studentId,
        scheduleId: saved.scheduleId,
        extraMinutes: saved.extraMinutes,
        timeMultiplier: saved.timeMultiplier,
        makeupAttempts: saved.makeupAttempts,
        note: saved.note,
        setBy: saved.by,
        updatedAt: saved.setAt,
      },
      adjustedAttempts,
    };
    res.json(answer);
  });

  router.get('/exam-attempts/accommodations', staff, async (req, res) => {
    const caller = callerOf(req);
    const { studentId } = parseOrThrow(AccommodationsQuery, req.query);
    await studentInScope(caller, studentId);
    const rows = await accommodations
      .find({ studentId, organisationId: caller.organisationId }, { sort: { updatedAt: -1, _id: 1 } })
      .toArray();
    res.json({
      success: true,
      accommodations: rows.map((row) => ({
        studentId: row.studentId,
        scheduleId: row.scheduleId,
        extraMinutes: row.extraMinutes,
        timeMultiplier: row.timeMultiplier,
        makeupAttempts: row.makeupAttempts,
        note: row.note,
        setBy: row.setBy,
        updatedAt: row.updatedAt,
      })),
    });
  });

  return router;
}
