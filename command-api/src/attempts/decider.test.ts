import { describe, expect, it } from 'vitest';
import type { EventOf, Exam } from '@portal/contracts';
import { ATTEMPT_MESSAGES, INTEGRITY_EVENTS_CAP, questionOrderFor } from '@portal/contracts';
import { ConflictError, ForbiddenError, NotFoundError, ValidationError } from '@portal/platform';
import type { SlotCommand, SlotState, StartDetails } from './decider';
import { accommodationDecider, effectiveAccommodation, slotDecider } from './decider';
import { pauseStateOf } from './taking';

const T0 = new Date('2026-03-01T10:00:00.000Z');
const plus = (minutes: number) => new Date(T0.getTime() + minutes * 60_000);

const exam = {
  id: 'exam-1',
  title: 'Mock',
  examType: 'mathematics',
  questions: [
    {
      id: 'q1',
      question: '2+2',
      type: 'multiple-choice',
      options: ['3', '4'],
      correctAnswer: 'B',
      marks: 2,
      explanation: 'x',
      category: 'A',
    },
    {
      id: 'q2',
      question: 'Prime?',
      type: 'true-false',
      options: [],
      correctAnswer: 'True',
      marks: 1,
      explanation: null,
      category: 'B',
    },
  ],
  passages: [],
} as unknown as Exam;

const details = (overrides: Partial<StartDetails> = {}): StartDetails => ({
  attemptId: 'att-1',
  studentId: 's1',
  organisationId: 'org',
  tutorId: 't1',
  accessType: 'schedule',
  scheduleId: 'sch-1',
  assignmentId: null,
  exam,
  window: {
    scheduledStartTime: plus(-5).toISOString(),
    scheduledEndTime: plus(120).toISOString(),
    graceMinutes: 0,
  },
  durationMinutes: 30,
  accommodation: { extraMinutes: 0, timeMultiplier: 1 },
  allowedAttempts: 1,
  ...overrides,
});

const fold = (commands: [SlotCommand['type'], object, Date][]): SlotState => {
  let state = slotDecider.initialState();
  for (const [type, data, now] of commands) {
    const events = slotDecider.decide({ type, data, metadata: { now } } as SlotCommand, state);
    state = events.reduce(slotDecider.evolve, state);
  }
  return state;
};
const decide = (state: SlotState, type: SlotCommand['type'], data: object, now: Date) =>
  slotDecider.decide({ type, data, metadata: { now } } as SlotCommand, state);

const started = () => fold([['StartAttempt', details(), T0]]);

describe('slot decider: start', () => {
  it('given nothing, when starting in the window, then AttemptStarted with the deadline fixed', () => {
    const [event] = decide(slotDecider.initialState(), 'StartAttempt', details(), T0);
    expect(event).toMatchObject({
      type: 'AttemptStarted',
      data: { attemptNumber: 1, isMakeup: false, deadline: plus(30).toISOString(), totalMarks: 3 },
    });
  });
  it('given a running attempt, when starting again, then nothing (resume)', () => {
    expect(decide(started(), 'StartAttempt', details({ attemptId: 'att-2' }), plus(5))).toEqual([]);
  });
  it('given a window not open or closed, then refused', () => {
    const upcoming = details({
      window: { scheduledStartTime: plus(5).toISOString(), scheduledEndTime: null, graceMinutes: 0 },
    });
    expect(() => decide(slotDecider.initialState(), 'StartAttempt', upcoming, T0)).toThrow(ForbiddenError);
    expect(() => decide(slotDecider.initialState(), 'StartAttempt', details(), plus(121))).toThrow(
      ForbiddenError,
    );
    const grace = details({ window: { ...details().window, graceMinutes: 10 } });
    expect(decide(slotDecider.initialState(), 'StartAttempt', grace, plus(125))).toHaveLength(1);
  });
  it('given a completed attempt, then a new start is refused unless a makeup is allowed', () => {
    const done = fold([
      ['StartAttempt', details(), T0],
      ['SubmitAttempt', { attemptId: null, answers: {}, by: 'student' }, plus(1)],
    ]);
    expect(() => decide(done, 'StartAttempt', details({ attemptId: 'att-2' }), plus(2))).toThrow(
      ConflictError,
    );
    const [makeup] = decide(
      done,
      'StartAttempt',
      details({ attemptId: 'att-2', allowedAttempts: 2 }),
      plus(2),
    );
    expect(makeup).toMatchObject({ data: { attemptNumber: 2, isMakeup: true } });
  });
});

describe('slot decider: saves', () => {
  it('given seq 3 saved, when seq 2 arrives, then nothing; seq 4 is saved and merged', () => {
    const state = fold([
      ['StartAttempt', details(), T0],
      ['SaveAnswers', { attemptId: null, seq: 3, answers: { q1: 'B' }, lastQuestionIndex: 0 }, plus(1)],
    ]);
    expect(
      decide(
        state,
        'SaveAnswers',
        { attemptId: null, seq: 2, answers: { q1: 'A' }, lastQuestionIndex: 0 },
        plus(2),
      ),
    ).toEqual([]);
    expect(
      decide(
        state,
        'SaveAnswers',
        { attemptId: null, seq: 3, answers: { q1: 'A' }, lastQuestionIndex: 0 },
        plus(2),
      ),
    ).toEqual([]);
    const next = decide(
      state,
      'SaveAnswers',
      { attemptId: null, seq: 4, answers: { q2: 'True' }, lastQuestionIndex: 1 },
      plus(2),
    );
    const after = next.reduce(slotDecider.evolve, state);
    expect(after.running).toMatchObject({
      answers: { q1: 'B', q2: 'True' },
      lastSeq: 4,
      lastQuestionIndex: 1,
    });
  });
  it('given the deadline passed, when saving, then the attempt is submitted with the saved answers only', () => {
    const state = fold([
      ['StartAttempt', details(), T0],
      ['SaveAnswers', { attemptId: null, seq: 1, answers: { q1: 'B' }, lastQuestionIndex: 0 }, plus(1)],
    ]);
    const [event] = decide(
      state,
      'SaveAnswers',
      { attemptId: null, seq: 2, answers: { q2: 'True' }, lastQuestionIndex: 1 },
      plus(31),
    );
    expect(event).toMatchObject({
      type: 'AttemptSubmitted',
      data: {
        submittedBy: 'deadline',
        score: 2,
        endTime: plus(30).toISOString(),
        timeSpent: 1800,
        answers: { q1: 'B' },
      },
    });
  });
  it('given no attempt, then not found; given a submitted one, then a conflict', () => {
    expect(() =>
      decide(
        slotDecider.initialState(),
        'SaveAnswers',
        { attemptId: null, seq: 1, answers: {}, lastQuestionIndex: 0 },
        T0,
      ),
    ).toThrow(NotFoundError);
    const done = fold([
      ['StartAttempt', details(), T0],
      ['SubmitAttempt', { attemptId: null, answers: {}, by: 'student' }, plus(1)],
    ]);
    expect(() =>
      decide(done, 'SaveAnswers', { attemptId: null, seq: 1, answers: {}, lastQuestionIndex: 0 }, plus(2)),
    ).toThrow(ConflictError);
  });
});

describe('slot decider: submit and the deadline', () => {
  it('given saved answers, when the student submits, then the submitted answers merge over them and are graded', () => {
    const state = fold([
      ['StartAttempt', details(), T0],
      ['SaveAnswers', { attemptId: null, seq: 1, answers: { q1: 'A' }, lastQuestionIndex: 0 }, plus(1)],
    ]);
    const [event] = decide(
      state,
      'SubmitAttempt',
      { attemptId: null, answers: { q1: 'B', q2: 'True' }, by: 'student' },
      plus(10),
    );
    expect(event).toMatchObject({
      type: 'AttemptSubmitted',
      data: { submittedBy: 'student', score: 3, percentage: 100, correctAnswers: 2, timeSpent: 600 },
    });
  });
  it('given the sweeper before the deadline (it moved), then nothing; after it, the saved answers', () => {
    expect(
      decide(started(), 'SubmitAttempt', { attemptId: 'att-1', answers: null, by: 'deadline' }, plus(29)),
    ).toEqual([]);
    const [event] = decide(
      started(),
      'SubmitAttempt',
      { attemptId: 'att-1', answers: null, by: 'deadline' },
      plus(30),
    );
    expect(event).toMatchObject({ data: { submittedBy: 'deadline', unanswered: 2, score: 0 } });
  });
  it('given a submitted attempt, when submitting again, then nothing', () => {
    const done = fold([
      ['StartAttempt', details(), T0],
      ['SubmitAttempt', { attemptId: null, answers: {}, by: 'student' }, plus(1)],
    ]);
    expect(
      decide(done, 'SubmitAttempt', { attemptId: 'att-1', answers: { q1: 'B' }, by: 'student' }, plus(2)),
    ).toEqual([]);
  });
});

describe('slot decider: essay marking', () => {
  // q1 multiple-choice 2 marks (right), q2 essay 5, q3 essay 3, q4 essay 2 (unanswered)
  const essayExam = {
    ...exam,
    questions: [
      exam.questions[0]!,
      ...[
        ['q2', 5],
        ['q3', 3],
        ['q4', 2],
      ].map(([id, marks]) => ({
        id,
        question: 'Write',
        type: 'essay',
        options: [],
        correctAnswer: '',
        marks,
        explanation: null,
        category: 'Writing',
      })),
    ],
  } as unknown as Exam;
  const submittedEssays = () =>
    fold([
      ['StartAttempt', details({ exam: essayExam }), T0],
      [
        'SubmitAttempt',
        { attemptId: 'att-1', answers: { q1: 'B', q2: 'My weekend', q3: 'A story' }, by: 'student' },
        plus(10),
      ],
    ]);
  const mark = (marks: Record<string, number>, feedback: Record<string, string> = {}, byRole = 'tutor') => ({
    attemptId: 'att-1',
    marks,
    feedback,
    by: 't1',
    byRole,
  });
  const apply = (state: SlotState, data: object, now: Date) =>
    decide(state, 'MarkEssays', data, now).reduce(slotDecider.evolve, state);

  it('given a submitted attempt with essays awaiting marking, then they are out of the percentage', () => {
    expect(submittedEssays().submitted[0]).toMatchObject({
      score: 2,
      percentage: 50, // 2 of the gradable 2 (q1) + 2 (q4, unanswered)
      awaitingMarking: 2,
      correctAnswers: 1,
      incorrectAnswers: 0,
    });
  });

  it('given essays awaiting marking, when a tutor marks one partially, then its marks count and the figures follow', () => {
    const [event] = decide(submittedEssays(), 'MarkEssays', mark({ q2: 4 }, { q2: 'Good start' }), plus(60));
    expect(event).toMatchObject({
      type: 'EssayAnswersMarked',
      data: {
        attemptId: 'att-1',
        studentId: 's1',
        organisationId: 'org',
        scheduleId: 'sch-1',
        marks: { q2: 4 },
        feedback: { q2: 'Good start' },
        // (2 + 4) of (2 + 5 + 2)
        score: 6,
        percentage: 66.7,
        correctAnswers: 1,
        incorrectAnswers: 1,
        awaitingMarking: 1,
        markedBy: 't1',
        markedByRole: 'tutor',
        markedAt: plus(60).toISOString(),
      },
    });
    expect(event?.type === 'EssayAnswersMarked' && event.data.questionResults[1]).toMatchObject({
      questionId: 'q2',
      marks: 4,
      maxMarks: 5,
      isCorrect: false,
    });
  });

  it('given a marked essay, when marked again with the other, then the new marks replace the old', () => {
    const once = apply(submittedEssays(), mark({ q2: 4 }), plus(60));
    const [event] = decide(once, 'MarkEssays', mark({ q2: 5, q3: 3 }), plus(61));
    expect(event).toMatchObject({
      // (2 + 5 + 3) of (2 + 5 + 3 + 2), never 4 + 5
      data: { score: 10, percentage: 83.3, correctAnswers: 3, incorrectAnswers: 0, awaitingMarking: 0 },
    });
    const twice = [event!].reduce(slotDecider.evolve, once);
    expect(twice.submitted[0]).toMatchObject({ score: 10, percentage: 83.3, awaitingMarking: 0 });
    // a later marking starts from the latest marks
    const [lower] = decide(twice, 'MarkEssays', mark({ q3: 0 }), plus(62));
    expect(lower).toMatchObject({ data: { score: 7, percentage: 58.3, correctAnswers: 2 } });
  });

  it('given marks for what cannot be marked, then every problem is refused with its field', () => {
    const state = submittedEssays();
    const refused = (marks: Record<string, number>) => {
      try {
        decide(state, 'MarkEssays', mark(marks), plus(60));
      } catch (error) {
        expect(error).toBeInstanceOf(ValidationError);
        return (error as ValidationError).errors;
      }
      throw new Error('not refused');
    };
    expect(refused({ q2: 6 })).toEqual([
      { field: 'marks.q2', message: 'Marks for question 2 must be a whole number between 0 and 5' },
    ]);
    expect(refused({ q2: -1, q3: 1.5 })).toHaveLength(2);
    expect(refused({ q1: 2 })).toEqual([
      { field: 'marks.q1', message: 'Only essay questions can be marked' },
    ]);
    expect(refused({ q4: 1 })).toEqual([
      { field: 'marks.q4', message: 'An unanswered essay scores 0 and cannot be marked' },
    ]);
    expect(refused({ nope: 1 })).toEqual([
      { field: 'marks.nope', message: 'This question is not part of the attempt' },
    ]);
  });

  it('given a running, unknown or non-staff marking, then conflict, not found, forbidden', () => {
    const running = fold([['StartAttempt', details({ exam: essayExam }), T0]]);
    expect(() => decide(running, 'MarkEssays', mark({ q2: 1 }), plus(1))).toThrow(ConflictError);
    expect(() =>
      decide(submittedEssays(), 'MarkEssays', { ...mark({ q2: 1 }), attemptId: 'other' }, plus(60)),
    ).toThrow(NotFoundError);
    expect(() => decide(submittedEssays(), 'MarkEssays', mark({ q2: 1 }, {}, 'student'), plus(60))).toThrow(
      ForbiddenError,
    );
  });
});

describe('accommodations', () => {
  it('given a running attempt, when time is adjusted, then the deadline moves (cap moved too)', () => {
    const state = fold([
      [
        'StartAttempt',
        details({ window: { ...details().window, scheduledEndTime: plus(30).toISOString() } }),
        T0,
      ],
    ]);
    const [event] = decide(
      state,
      'AdjustTime',
      { accommodation: { extraMinutes: 10, timeMultiplier: 1.5 }, by: 't1', byRole: 'tutor' },
      plus(5),
    );
    expect(event).toMatchObject({
      type: 'AttemptTimeAdjusted',
      data: { previousDeadline: plus(30).toISOString(), deadline: plus(55).toISOString() },
    });
    const same = decide(
      state,
      'AdjustTime',
      { accommodation: { extraMinutes: 0, timeMultiplier: 1 }, by: 't1', byRole: 'tutor' },
      plus(5),
    );
    expect(same).toEqual([]);
  });
  it('only staff set them; makeups need a schedule; a schedule’s own wins over the general one', () => {
    const caller = { userId: 't1', role: 'tutor' as const, organisationId: 'org' };
    const base = {
      studentId: 's1',
      scheduleId: null,
      extraMinutes: 5,
      timeMultiplier: 1,
      makeupAttempts: 0,
      note: null,
    };
    expect(() =>
      accommodationDecider.decide(
        {
          type: 'SetAccommodation',
          data: base,
          caller: { ...caller, role: 'student' },
          metadata: { now: T0 },
        },
        accommodationDecider.initialState(),
      ),
    ).toThrow(ForbiddenError);
    expect(() =>
      accommodationDecider.decide(
        { type: 'SetAccommodation', data: { ...base, makeupAttempts: 1 }, caller, metadata: { now: T0 } },
        accommodationDecider.initialState(),
      ),
    ).toThrow();
    let state = accommodationDecider.initialState();
    for (const data of [base, { ...base, scheduleId: 'sch-1', extraMinutes: 20, makeupAttempts: 1 }]) {
      state = accommodationDecider
        .decide({ type: 'SetAccommodation', data, caller, metadata: { now: T0 } }, state)
        .reduce(accommodationDecider.evolve, state);
    }
    expect(effectiveAccommodation(state, 'sch-1')).toEqual({
      extraMinutes: 20,
      timeMultiplier: 1,
      makeupAttempts: 1,
    });
    expect(effectiveAccommodation(state, 'sch-2')).toEqual({
      extraMinutes: 5,
      timeMultiplier: 1,
      makeupAttempts: 0,
    });
  });
});

// ---- taking rules (issue 16 item 3) ------------------------------------------------------------
// T0 10:00, window 09:55–12:00, 30 minutes: deadline 10:30, cap 12:00, so a pause has its 600 s.

const pausable = (overrides: Partial<StartDetails> = {}) =>
  details({ scheduleSettings: { allowPause: true }, ...overrides });
const at = (minutes: number) => plus(minutes).toISOString();
const save = (answers: object, lastQuestionIndex: number | null, seq: number | null = null) => ({
  attemptId: null,
  seq,
  answers,
  lastQuestionIndex,
});

describe('slot decider: rules and order at the start', () => {
  it('given randomise off and no exam settings, then the defaults and the exam order are recorded', () => {
    const [event] = decide(slotDecider.initialState(), 'StartAttempt', details(), T0);
    expect(event).toMatchObject({
      data: {
        questionOrder: ['q1', 'q2'],
        rules: {
          randomizeQuestions: false,
          preventBacktrack: false,
          allowPause: false,
          preventCopyPaste: true,
        },
      },
    });
  });
  it('given randomise on, then the order is the attempt-seeded one (a permutation), the same on resume', () => {
    const state = fold([['StartAttempt', details({ scheduleSettings: { randomizeQuestions: true } }), T0]]);
    expect(state.running!.questionOrder).toEqual(questionOrderFor(exam.questions, 'att-1', true));
    expect([...state.running!.questionOrder].sort()).toEqual(['q1', 'q2']);
    expect(decide(state, 'StartAttempt', details({ attemptId: 'att-2' }), plus(1))).toEqual([]);
  });
  it('given a start event from before issue 16 (no rules, no order), then the exam settings and its order apply', () => {
    const [event] = decide(slotDecider.initialState(), 'StartAttempt', details(), T0);
    const { rules: _rules, questionOrder: _order, ...old } = (event as EventOf<'AttemptStarted'>).data;
    const exam2: Exam = {
      ...exam,
      settings: { allowCalculator: true, allowNotes: false, showTimer: false, preventBacktrack: true },
    };
    const state = slotDecider.evolve(slotDecider.initialState(), {
      type: 'AttemptStarted',
      data: { ...old, exam: exam2 },
    });
    expect(state.running).toMatchObject({
      questionOrder: ['q1', 'q2'],
      rules: { preventBacktrack: true, showTimer: false, allowCalculator: true, allowPause: false },
    });
  });
});

describe('slot decider: prevent backtrack', () => {
  const strict = details({
    exam: {
      ...exam,
      settings: { allowCalculator: false, allowNotes: false, showTimer: true, preventBacktrack: true },
    },
  });

  it('given q1 answered and left (furthest 1), when a save changes q1, then only q2 counts and q1 keeps B', () => {
    const state = fold([
      ['StartAttempt', strict, T0],
      ['SaveAnswers', save({ q1: 'B' }, 1), plus(1)],
    ]);
    expect(state.running!.furthestQuestionIndex).toBe(1);
    const events = decide(state, 'SaveAnswers', save({ q1: 'A', q2: 'True' }, 1), plus(2));
    expect(events).toMatchObject([{ type: 'AnswersSaved', data: { answers: { q2: 'True' } } }]);
    expect(events.reduce(slotDecider.evolve, state).running!.answers).toEqual({ q1: 'B', q2: 'True' });
  });
  it('given q1 closed, when the submit changes it, then it is graded on the saved B: 3 of 3 marks', () => {
    const state = fold([
      ['StartAttempt', strict, T0],
      ['SaveAnswers', save({ q1: 'B' }, 1), plus(1)],
    ]);
    const [event] = decide(
      state,
      'SubmitAttempt',
      { attemptId: null, answers: { q1: 'A', q2: 'True' }, by: 'student' },
      plus(2),
    );
    expect(event).toMatchObject({ data: { score: 3, answers: { q1: 'B', q2: 'True' } } });
  });
  it('given backtracking allowed, when a save changes q1 after leaving it, then it counts', () => {
    const state = fold([
      ['StartAttempt', details(), T0],
      ['SaveAnswers', save({ q1: 'B' }, 1), plus(1)],
    ]);
    expect(decide(state, 'SaveAnswers', save({ q1: 'A' }, 0), plus(2))).toMatchObject([
      { data: { answers: { q1: 'A' } } },
    ]);
  });
});

describe('slot decider: pause', () => {
  it('given pausing allowed, when paused at 10:10, then the provisional deadline is 10:40 (600 s); resumed at 10:12, then 10:32', () => {
    const state = fold([['StartAttempt', pausable(), T0]]);
    const [paused] = decide(state, 'PauseAttempt', { attemptId: null }, plus(10));
    expect(paused).toEqual({
      type: 'AttemptPaused',
      data: {
        attemptId: 'att-1',
        organisationId: 'org',
        studentId: 's1',
        scheduleId: 'sch-1',
        pausedAt: at(10),
        previousDeadline: at(30),
        allowanceSeconds: 600,
        deadline: at(40),
      },
    });
    const during = slotDecider.evolve(state, paused!);
    expect(pauseStateOf(during.running!, plus(11))).toEqual({
      pausedAt: at(10),
      usedSeconds: 60,
      remainingSeconds: 540,
    });
    const [resumed] = decide(during, 'ResumeAttempt', { attemptId: null }, plus(12));
    expect(resumed).toMatchObject({
      type: 'AttemptResumed',
      data: { resumedAt: at(12), pausedSeconds: 120, deadline: at(32) },
    });
    const after = slotDecider.evolve(during, resumed!);
    expect(after.running!.deadline).toBe(at(32));
    expect(pauseStateOf(after.running!, plus(13))).toEqual({
      pausedAt: null,
      usedSeconds: 120,
      remainingSeconds: 480,
    });
  });
  it('given 120 s used, when paused again for 15 minutes, then only the 480 s left count: deadline 10:40', () => {
    const state = fold([
      ['StartAttempt', pausable(), T0],
      ['PauseAttempt', { attemptId: null }, plus(10)],
      ['ResumeAttempt', { attemptId: null }, plus(12)],
      ['PauseAttempt', { attemptId: null }, plus(20)],
    ]);
    expect(state.running!.deadline).toBe(at(40)); // 10:32 + 480 s
    const [resumed] = decide(state, 'ResumeAttempt', { attemptId: null }, plus(35));
    expect(resumed).toMatchObject({ data: { pausedSeconds: 480, deadline: at(40) } });
    const after = slotDecider.evolve(state, resumed!);
    expect(() => decide(after, 'PauseAttempt', { attemptId: null }, plus(36))).toThrow(
      new ConflictError(ATTEMPT_MESSAGES.noPauseLeft),
    );
  });
  it('given pausing not allowed, then 403; paused twice, resumed unpaused: 409', () => {
    expect(() => decide(started(), 'PauseAttempt', { attemptId: null }, plus(1))).toThrow(
      new ForbiddenError(ATTEMPT_MESSAGES.pauseNotAllowed),
    );
    const running = fold([['StartAttempt', pausable(), T0]]);
    expect(() => decide(running, 'ResumeAttempt', { attemptId: null }, plus(1))).toThrow(
      new ConflictError(ATTEMPT_MESSAGES.notPaused),
    );
    const paused = fold([
      ['StartAttempt', pausable(), T0],
      ['PauseAttempt', { attemptId: null }, plus(1)],
    ]);
    expect(() => decide(paused, 'PauseAttempt', { attemptId: null }, plus(2))).toThrow(
      new ConflictError(ATTEMPT_MESSAGES.alreadyPaused),
    );
  });
  it('given the window closing at the deadline (10:30), then no pause is left: 409', () => {
    const tight = pausable({ window: { ...details().window, scheduledEndTime: at(30) } });
    const state = fold([['StartAttempt', tight, T0]]);
    expect(() => decide(state, 'PauseAttempt', { attemptId: null }, plus(5))).toThrow(
      new ConflictError(ATTEMPT_MESSAGES.noPauseLeft),
    );
  });
  it('given a paused attempt, when saving, then 409 "paused"; submitting is allowed', () => {
    const paused = fold([
      ['StartAttempt', pausable(), T0],
      ['SaveAnswers', save({ q1: 'B' }, 0), plus(1)],
      ['PauseAttempt', { attemptId: null }, plus(2)],
    ]);
    expect(() => decide(paused, 'SaveAnswers', save({ q2: 'True' }, 1), plus(3))).toThrow(
      new ConflictError(ATTEMPT_MESSAGES.paused),
    );
    expect(
      decide(paused, 'SubmitAttempt', { attemptId: null, answers: {}, by: 'student' }, plus(3)),
      // 3 minutes less the 1 paused: 120 s of work
    ).toMatchObject([{ type: 'AttemptSubmitted', data: { score: 2, endTime: at(3), timeSpent: 120 } }]);
  });
  it('given an attempt abandoned while paused, when the sweeper passes 10:40, then it ends at the provisional deadline', () => {
    const paused = fold([
      ['StartAttempt', pausable(), T0],
      ['PauseAttempt', { attemptId: null }, plus(10)],
    ]);
    expect(
      decide(paused, 'SubmitAttempt', { attemptId: 'att-1', answers: null, by: 'deadline' }, plus(39)),
    ).toEqual([]);
    expect(
      decide(paused, 'SubmitAttempt', { attemptId: 'att-1', answers: null, by: 'deadline' }, plus(40)),
      // 40 minutes less the 10 paused: the exam's 30 minutes of work
    ).toMatchObject([
      { type: 'AttemptSubmitted', data: { submittedBy: 'deadline', endTime: at(40), timeSpent: 1800 } },
    ]);
  });
  it('given 5 extra minutes while paused at 10:10, then the provisional deadline 10:45 and a resume at 10:12 gives 10:37', () => {
    const paused = fold([
      ['StartAttempt', pausable(), T0],
      ['PauseAttempt', { attemptId: null }, plus(10)],
    ]);
    const [adjusted] = decide(
      paused,
      'AdjustTime',
      { accommodation: { extraMinutes: 5, timeMultiplier: 1 }, by: 't1', byRole: 'tutor' },
      plus(11),
    );
    expect(adjusted).toMatchObject({ data: { previousDeadline: at(40), deadline: at(45) } });
    const state = slotDecider.evolve(paused, adjusted!);
    expect(decide(state, 'ResumeAttempt', { attemptId: null }, plus(12))).toMatchObject([
      { data: { pausedSeconds: 120, deadline: at(37) } },
    ]);
  });
  it('given 2 pause minutes used, when 5 extra minutes are given, then the deadline moves 10:32 → 10:37', () => {
    const state = fold([
      ['StartAttempt', pausable(), T0],
      ['PauseAttempt', { attemptId: null }, plus(10)],
      ['ResumeAttempt', { attemptId: null }, plus(12)],
    ]);
    expect(
      decide(
        state,
        'AdjustTime',
        { accommodation: { extraMinutes: 5, timeMultiplier: 1 }, by: 't1', byRole: 'tutor' },
        plus(13),
      ),
    ).toMatchObject([{ data: { previousDeadline: at(32), deadline: at(37) } }]);
  });
});

describe('slot decider: integrity events', () => {
  it('given a running attempt, when the view reports leaving full screen, then it is recorded at the server time, numbered', () => {
    const state = fold([['StartAttempt', details(), T0]]);
    const [event] = decide(
      state,
      'RecordIntegrity',
      { attemptId: 'att-1', kind: 'fullscreen_exit' },
      plus(5),
    );
    expect(event).toEqual({
      type: 'IntegrityEventRecorded',
      data: {
        attemptId: 'att-1',
        organisationId: 'org',
        studentId: 's1',
        scheduleId: 'sch-1',
        kind: 'fullscreen_exit',
        at: at(5),
        number: 1,
      },
    });
  });
  it('given 200 recorded, then the 201st is ignored; while paused nothing is recorded', () => {
    let state = fold([['StartAttempt', pausable(), T0]]);
    for (let index = 0; index < INTEGRITY_EVENTS_CAP; index += 1) {
      state = decide(state, 'RecordIntegrity', { attemptId: null, kind: 'focus_lost' }, plus(1)).reduce(
        slotDecider.evolve,
        state,
      );
    }
    expect(state.running!.integrityCount).toBe(200);
    expect(decide(state, 'RecordIntegrity', { attemptId: null, kind: 'focus_lost' }, plus(2))).toEqual([]);
    const paused = fold([
      ['StartAttempt', pausable(), T0],
      ['PauseAttempt', { attemptId: null }, plus(1)],
    ]);
    expect(decide(paused, 'RecordIntegrity', { attemptId: null, kind: 'focus_lost' }, plus(2))).toEqual([]);
  });
  it('given no attempt, then not found; given a submitted one, then a conflict', () => {
    expect(() =>
      decide(slotDecider.initialState(), 'RecordIntegrity', { attemptId: null, kind: 'copy_blocked' }, T0),
    ).toThrow(NotFoundError);
    const done = fold([
      ['StartAttempt', details(), T0],
      ['SubmitAttempt', { attemptId: null, answers: {}, by: 'student' }, plus(1)],
    ]);
    expect(() =>
      decide(done, 'RecordIntegrity', { attemptId: 'att-1', kind: 'copy_blocked' }, plus(2)),
    ).toThrow(new ConflictError(ATTEMPT_MESSAGES.alreadySubmitted));
  });
});
