import { describe, expect, it } from 'vitest';
import type { Exam } from '@portal/contracts';
import { ConflictError, ForbiddenError, NotFoundError } from '@portal/platform';
import type { SlotCommand, SlotState, StartDetails } from './decider';
import { accommodationDecider, effectiveAccommodation, slotDecider } from './decider';

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
