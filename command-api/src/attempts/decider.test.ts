import { describe, expect, it } from 'vitest';
import type { Exam } from '@portal/contracts';
import { ConflictError, ForbiddenError, NotFoundError, ValidationError } from '@portal/platform';
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
