import { describe, expect, it } from 'vitest';
import type { EventOf, Exam } from '@portal/contracts';
import { ATTEMPT_MESSAGES, INTEGRITY_EVENTS_CAP, questionOrderFor } from '@portal/contracts';
import { ConflictError, ForbiddenError, NotFoundError, ValidationError } from '@portal/platform';
import { DeciderSpecification } from '@portal/platform/testing';
import type { SlotCommand, StartDetails } from './decider';
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

const given = DeciderSpecification.for(slotDecider);
type SlotEvent = ReturnType<typeof slotDecider.decide>[number];
const command = (type: SlotCommand['type'], data: object, now: Date) =>
  ({ type, data, metadata: { now } }) as SlotCommand;
/** A history stated as the commands that made it, each at its time: the events each decides, in turn. */
const history = (commands: [SlotCommand['type'], object, Date][]): SlotEvent[] =>
  commands.reduce<SlotEvent[]>(
    (events, [type, data, now]) => [
      ...events,
      ...given(events)
        .when(command(type, data, now))
        .events(),
    ],
    [],
  );
/** What a history leaves behind. */
const stateOf = (events: readonly SlotEvent[]) => given(events).state();

const started = () => history([['StartAttempt', details(), T0]]);

describe('slot decider: start', () => {
  it('given nothing, when starting in the window, then AttemptStarted with the deadline fixed', () => {
    const [event] = given([])
      .when(command('StartAttempt', details(), T0))
      .events();
    expect(event).toMatchObject({
      type: 'AttemptStarted',
      data: { attemptNumber: 1, isMakeup: false, deadline: plus(30).toISOString(), totalMarks: 3 },
    });
  });
  it('given a running attempt, when starting again, then nothing (resume)', () => {
    given(started())
      .when(command('StartAttempt', details({ attemptId: 'att-2' }), plus(5)))
      .thenNothingHappened();
  });
  it('given a window not open or closed, then refused', () => {
    const upcoming = details({
      window: { scheduledStartTime: plus(5).toISOString(), scheduledEndTime: null, graceMinutes: 0 },
    });
    given([])
      .when(command('StartAttempt', upcoming, T0))
      .thenThrows(ForbiddenError);
    given([])
      .when(command('StartAttempt', details(), plus(121)))
      .thenThrows(ForbiddenError);
    const grace = details({ window: { ...details().window, graceMinutes: 10 } });
    expect(
      given([])
        .when(command('StartAttempt', grace, plus(125)))
        .events(),
    ).toHaveLength(1);
  });
  it('given a refusal for a new attempt (the exam switched off), when nothing runs, then it is thrown; when an attempt runs, then it is resumed all the same', () => {
    const refusal = new NotFoundError('Exam not found');
    given([])
      .when(command('StartAttempt', details({ newAttemptRefusal: refusal }), T0))
      .thenThrows(NotFoundError);
    given(started())
      .when(command('StartAttempt', details({ attemptId: 'att-2', newAttemptRefusal: refusal }), plus(5)))
      .thenNothingHappened();
  });
  it('given a completed attempt, then a new start is refused unless a makeup is allowed', () => {
    const done = history([
      ['StartAttempt', details(), T0],
      ['SubmitAttempt', { attemptId: null, answers: {}, by: 'student' }, plus(1)],
    ]);
    given(done)
      .when(command('StartAttempt', details({ attemptId: 'att-2' }), plus(2)))
      .thenThrows(ConflictError);
    const [makeup] = given(done)
      .when(command('StartAttempt', details({ attemptId: 'att-2', allowedAttempts: 2 }), plus(2)))
      .events();
    expect(makeup).toMatchObject({ data: { attemptNumber: 2, isMakeup: true } });
  });
});

describe('slot decider: saves', () => {
  it('given seq 3 saved, when seq 2 arrives, then nothing; seq 4 is saved and merged', () => {
    const state = history([
      ['StartAttempt', details(), T0],
      ['SaveAnswers', { attemptId: null, seq: 3, answers: { q1: 'B' }, lastQuestionIndex: 0 }, plus(1)],
    ]);
    given(state)
      .when(
        command(
          'SaveAnswers',
          { attemptId: null, seq: 2, answers: { q1: 'A' }, lastQuestionIndex: 0 },
          plus(2),
        ),
      )
      .thenNothingHappened();
    given(state)
      .when(
        command(
          'SaveAnswers',
          { attemptId: null, seq: 3, answers: { q1: 'A' }, lastQuestionIndex: 0 },
          plus(2),
        ),
      )
      .thenNothingHappened();
    const next = given(state)
      .when(
        command(
          'SaveAnswers',
          { attemptId: null, seq: 4, answers: { q2: 'True' }, lastQuestionIndex: 1 },
          plus(2),
        ),
      )
      .events();
    const after = [...state, ...next];
    expect(stateOf(after).running).toMatchObject({
      answers: { q1: 'B', q2: 'True' },
      lastSeq: 4,
      lastQuestionIndex: 1,
    });
  });
  it('given the deadline passed, when saving, then the attempt is submitted with the saved answers only', () => {
    const state = history([
      ['StartAttempt', details(), T0],
      ['SaveAnswers', { attemptId: null, seq: 1, answers: { q1: 'B' }, lastQuestionIndex: 0 }, plus(1)],
    ]);
    const [event] = given(state)
      .when(
        command(
          'SaveAnswers',
          { attemptId: null, seq: 2, answers: { q2: 'True' }, lastQuestionIndex: 1 },
          plus(31),
        ),
      )
      .events();
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
    given([])
      .when(command('SaveAnswers', { attemptId: null, seq: 1, answers: {}, lastQuestionIndex: 0 }, T0))
      .thenThrows(NotFoundError);
    const done = history([
      ['StartAttempt', details(), T0],
      ['SubmitAttempt', { attemptId: null, answers: {}, by: 'student' }, plus(1)],
    ]);
    given(done)
      .when(command('SaveAnswers', { attemptId: null, seq: 1, answers: {}, lastQuestionIndex: 0 }, plus(2)))
      .thenThrows(ConflictError);
  });
});

describe('slot decider: submit and the deadline', () => {
  it('given saved answers, when the student submits, then the submitted answers merge over them and are graded', () => {
    const state = history([
      ['StartAttempt', details(), T0],
      ['SaveAnswers', { attemptId: null, seq: 1, answers: { q1: 'A' }, lastQuestionIndex: 0 }, plus(1)],
    ]);
    const [event] = given(state)
      .when(
        command(
          'SubmitAttempt',
          { attemptId: null, answers: { q1: 'B', q2: 'True' }, by: 'student' },
          plus(10),
        ),
      )
      .events();
    expect(event).toMatchObject({
      type: 'AttemptSubmitted',
      data: { submittedBy: 'student', score: 3, percentage: 100, correctAnswers: 2, timeSpent: 600 },
    });
  });
  it('given the sweeper before the deadline (it moved), then nothing; after it, the saved answers', () => {
    given(started())
      .when(command('SubmitAttempt', { attemptId: 'att-1', answers: null, by: 'deadline' }, plus(29)))
      .thenNothingHappened();
    const [event] = given(started())
      .when(command('SubmitAttempt', { attemptId: 'att-1', answers: null, by: 'deadline' }, plus(30)))
      .events();
    expect(event).toMatchObject({ data: { submittedBy: 'deadline', unanswered: 2, score: 0 } });
  });
  it('given a submitted attempt, when submitting again, then nothing', () => {
    const done = history([
      ['StartAttempt', details(), T0],
      ['SubmitAttempt', { attemptId: null, answers: {}, by: 'student' }, plus(1)],
    ]);
    given(done)
      .when(command('SubmitAttempt', { attemptId: 'att-1', answers: { q1: 'B' }, by: 'student' }, plus(2)))
      .thenNothingHappened();
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
    history([
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
  const apply = (state: SlotEvent[], data: object, now: Date) => [
    ...state,
    ...given(state)
      .when(command('MarkEssays', data, now))
      .events(),
  ];

  it('given a submitted attempt with essays awaiting marking, then they are out of the percentage', () => {
    expect(stateOf(submittedEssays()).submitted[0]).toMatchObject({
      score: 2,
      percentage: 50, // 2 of the gradable 2 (q1) + 2 (q4, unanswered)
      awaitingMarking: 2,
      correctAnswers: 1,
      incorrectAnswers: 0,
    });
  });

  it('given essays awaiting marking, when a tutor marks one partially, then its marks count and the figures follow', () => {
    const [event] = given(submittedEssays())
      .when(command('MarkEssays', mark({ q2: 4 }, { q2: 'Good start' }), plus(60)))
      .events();
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
    const [event] = given(once)
      .when(command('MarkEssays', mark({ q2: 5, q3: 3 }), plus(61)))
      .events();
    expect(event).toMatchObject({
      // (2 + 5 + 3) of (2 + 5 + 3 + 2), never 4 + 5
      data: { score: 10, percentage: 83.3, correctAnswers: 3, incorrectAnswers: 0, awaitingMarking: 0 },
    });
    const twice = [...once, event!];
    expect(stateOf(twice).submitted[0]).toMatchObject({ score: 10, percentage: 83.3, awaitingMarking: 0 });
    // a later marking starts from the latest marks
    const [lower] = given(twice)
      .when(command('MarkEssays', mark({ q3: 0 }), plus(62)))
      .events();
    expect(lower).toMatchObject({ data: { score: 7, percentage: 58.3, correctAnswers: 2 } });
  });

  it('given marks for what cannot be marked, then every problem is refused with its field', () => {
    const state = submittedEssays();
    const refused = (marks: Record<string, number>) => {
      try {
        given(state)
          .when(command('MarkEssays', mark(marks), plus(60)))
          .events();
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
    const running = history([['StartAttempt', details({ exam: essayExam }), T0]]);
    given(running)
      .when(command('MarkEssays', mark({ q2: 1 }), plus(1)))
      .thenThrows(ConflictError);
    given(submittedEssays())
      .when(command('MarkEssays', { ...mark({ q2: 1 }), attemptId: 'other' }, plus(60)))
      .thenThrows(NotFoundError);
    given(submittedEssays())
      .when(command('MarkEssays', mark({ q2: 1 }, {}, 'student'), plus(60)))
      .thenThrows(ForbiddenError);
  });
});

describe('accommodations', () => {
  it('given a running attempt, when time is adjusted, then the deadline moves (cap moved too)', () => {
    const state = history([
      [
        'StartAttempt',
        details({ window: { ...details().window, scheduledEndTime: plus(30).toISOString() } }),
        T0,
      ],
    ]);
    const [event] = given(state)
      .when(
        command(
          'AdjustTime',
          { accommodation: { extraMinutes: 10, timeMultiplier: 1.5 }, by: 't1', byRole: 'tutor' },
          plus(5),
        ),
      )
      .events();
    expect(event).toMatchObject({
      type: 'AttemptTimeAdjusted',
      data: { previousDeadline: plus(30).toISOString(), deadline: plus(55).toISOString() },
    });
    const same = given(state)
      .when(
        command(
          'AdjustTime',
          { accommodation: { extraMinutes: 0, timeMultiplier: 1 }, by: 't1', byRole: 'tutor' },
          plus(5),
        ),
      )
      .events();
    expect(same).toEqual([]);
  });
  const givenAccommodations = DeciderSpecification.for(accommodationDecider);
  type AccommodationEvent = ReturnType<typeof accommodationDecider.decide>[number];

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
    givenAccommodations([])
      .when({
        type: 'SetAccommodation',
        data: base,
        caller: { ...caller, role: 'student' },
        metadata: { now: T0 },
      })
      .thenThrows(ForbiddenError);
    givenAccommodations([])
      .when({ type: 'SetAccommodation', data: { ...base, makeupAttempts: 1 }, caller, metadata: { now: T0 } })
      .thenThrows();
    let events: AccommodationEvent[] = [];
    for (const data of [base, { ...base, scheduleId: 'sch-1', extraMinutes: 20, makeupAttempts: 1 }]) {
      events = [
        ...events,
        ...givenAccommodations(events)
          .when({ type: 'SetAccommodation', data, caller, metadata: { now: T0 } })
          .events(),
      ];
    }
    const state = givenAccommodations(events).state();
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
    const [event] = given([])
      .when(command('StartAttempt', details(), T0))
      .events();
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
    const state = history([
      ['StartAttempt', details({ scheduleSettings: { randomizeQuestions: true } }), T0],
    ]);
    expect(stateOf(state).running!.questionOrder).toEqual(questionOrderFor(exam.questions, 'att-1', true));
    expect([...stateOf(state).running!.questionOrder].sort()).toEqual(['q1', 'q2']);
    given(state)
      .when(command('StartAttempt', details({ attemptId: 'att-2' }), plus(1)))
      .thenNothingHappened();
  });
  it('given a start event from before issue 16 (no rules, no order), then the exam settings and its order apply', () => {
    const [event] = given([])
      .when(command('StartAttempt', details(), T0))
      .events();
    const { rules: _rules, questionOrder: _order, ...old } = (event as EventOf<'AttemptStarted'>).data;
    const exam2: Exam = {
      ...exam,
      settings: { allowCalculator: true, allowNotes: false, showTimer: false, preventBacktrack: true },
    };
    const state: SlotEvent[] = [{ type: 'AttemptStarted', data: { ...old, exam: exam2 } }];
    expect(stateOf(state).running).toMatchObject({
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
    const state = history([
      ['StartAttempt', strict, T0],
      ['SaveAnswers', save({ q1: 'B' }, 1), plus(1)],
    ]);
    expect(stateOf(state).running!.furthestQuestionIndex).toBe(1);
    const events = given(state)
      .when(command('SaveAnswers', save({ q1: 'A', q2: 'True' }, 1), plus(2)))
      .events();
    expect(events).toMatchObject([{ type: 'AnswersSaved', data: { answers: { q2: 'True' } } }]);
    expect(stateOf([...state, ...events]).running!.answers).toEqual({ q1: 'B', q2: 'True' });
  });
  it('given q1 closed, when the submit changes it, then it is graded on the saved B: 3 of 3 marks', () => {
    const state = history([
      ['StartAttempt', strict, T0],
      ['SaveAnswers', save({ q1: 'B' }, 1), plus(1)],
    ]);
    const [event] = given(state)
      .when(
        command(
          'SubmitAttempt',
          { attemptId: null, answers: { q1: 'A', q2: 'True' }, by: 'student' },
          plus(2),
        ),
      )
      .events();
    expect(event).toMatchObject({ data: { score: 3, answers: { q1: 'B', q2: 'True' } } });
  });
  it('given backtracking allowed, when a save changes q1 after leaving it, then it counts', () => {
    const state = history([
      ['StartAttempt', details(), T0],
      ['SaveAnswers', save({ q1: 'B' }, 1), plus(1)],
    ]);
    expect(
      given(state)
        .when(command('SaveAnswers', save({ q1: 'A' }, 0), plus(2)))
        .events(),
    ).toMatchObject([{ data: { answers: { q1: 'A' } } }]);
  });
});

describe('slot decider: pause', () => {
  it('given pausing allowed, when paused at 10:10, then the provisional deadline is 10:40 (600 s); resumed at 10:12, then 10:32', () => {
    const state = history([['StartAttempt', pausable(), T0]]);
    const [paused] = given(state)
      .when(command('PauseAttempt', { attemptId: null }, plus(10)))
      .events();
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
    const during = [...state, paused!];
    expect(pauseStateOf(stateOf(during).running!, plus(11))).toEqual({
      pausedAt: at(10),
      usedSeconds: 60,
      remainingSeconds: 540,
    });
    const [resumed] = given(during)
      .when(command('ResumeAttempt', { attemptId: null }, plus(12)))
      .events();
    expect(resumed).toMatchObject({
      type: 'AttemptResumed',
      data: { resumedAt: at(12), pausedSeconds: 120, deadline: at(32) },
    });
    const after = [...during, resumed!];
    expect(stateOf(after).running!.deadline).toBe(at(32));
    expect(pauseStateOf(stateOf(after).running!, plus(13))).toEqual({
      pausedAt: null,
      usedSeconds: 120,
      remainingSeconds: 480,
    });
  });
  it('given 120 s used, when paused again for 15 minutes, then only the 480 s left count: deadline 10:40', () => {
    const state = history([
      ['StartAttempt', pausable(), T0],
      ['PauseAttempt', { attemptId: null }, plus(10)],
      ['ResumeAttempt', { attemptId: null }, plus(12)],
      ['PauseAttempt', { attemptId: null }, plus(20)],
    ]);
    expect(stateOf(state).running!.deadline).toBe(at(40)); // 10:32 + 480 s
    const [resumed] = given(state)
      .when(command('ResumeAttempt', { attemptId: null }, plus(35)))
      .events();
    expect(resumed).toMatchObject({ data: { pausedSeconds: 480, deadline: at(40) } });
    const after = [...state, resumed!];
    given(after)
      .when(command('PauseAttempt', { attemptId: null }, plus(36)))
      .thenThrows(ConflictError, (error) => error.message === ATTEMPT_MESSAGES.noPauseLeft);
  });
  it('given pausing not allowed, then 403; paused twice, resumed unpaused: 409', () => {
    given(started())
      .when(command('PauseAttempt', { attemptId: null }, plus(1)))
      .thenThrows(ForbiddenError, (error) => error.message === ATTEMPT_MESSAGES.pauseNotAllowed);
    const running = history([['StartAttempt', pausable(), T0]]);
    given(running)
      .when(command('ResumeAttempt', { attemptId: null }, plus(1)))
      .thenThrows(ConflictError, (error) => error.message === ATTEMPT_MESSAGES.notPaused);
    const paused = history([
      ['StartAttempt', pausable(), T0],
      ['PauseAttempt', { attemptId: null }, plus(1)],
    ]);
    given(paused)
      .when(command('PauseAttempt', { attemptId: null }, plus(2)))
      .thenThrows(ConflictError, (error) => error.message === ATTEMPT_MESSAGES.alreadyPaused);
  });
  it('given the window closing at the deadline (10:30), then no pause is left: 409', () => {
    const tight = pausable({ window: { ...details().window, scheduledEndTime: at(30) } });
    const state = history([['StartAttempt', tight, T0]]);
    given(state)
      .when(command('PauseAttempt', { attemptId: null }, plus(5)))
      .thenThrows(ConflictError, (error) => error.message === ATTEMPT_MESSAGES.noPauseLeft);
  });
  it('given a paused attempt, when saving, then 409 "paused"; submitting is allowed', () => {
    const paused = history([
      ['StartAttempt', pausable(), T0],
      ['SaveAnswers', save({ q1: 'B' }, 0), plus(1)],
      ['PauseAttempt', { attemptId: null }, plus(2)],
    ]);
    given(paused)
      .when(command('SaveAnswers', save({ q2: 'True' }, 1), plus(3)))
      .thenThrows(ConflictError, (error) => error.message === ATTEMPT_MESSAGES.paused);
    expect(
      given(paused)
        .when(command('SubmitAttempt', { attemptId: null, answers: {}, by: 'student' }, plus(3)))
        .events(),
      // 3 minutes less the 1 paused: 120 s of work
    ).toMatchObject([{ type: 'AttemptSubmitted', data: { score: 2, endTime: at(3), timeSpent: 120 } }]);
  });
  it('given an attempt abandoned while paused, when the sweeper passes 10:40, then it ends at the provisional deadline', () => {
    const paused = history([
      ['StartAttempt', pausable(), T0],
      ['PauseAttempt', { attemptId: null }, plus(10)],
    ]);
    given(paused)
      .when(command('SubmitAttempt', { attemptId: 'att-1', answers: null, by: 'deadline' }, plus(39)))
      .thenNothingHappened();
    expect(
      given(paused)
        .when(command('SubmitAttempt', { attemptId: 'att-1', answers: null, by: 'deadline' }, plus(40)))
        .events(),
      // 40 minutes less the 10 paused: the exam's 30 minutes of work
    ).toMatchObject([
      { type: 'AttemptSubmitted', data: { submittedBy: 'deadline', endTime: at(40), timeSpent: 1800 } },
    ]);
  });
  it('given 5 extra minutes while paused at 10:10, then the provisional deadline 10:45 and a resume at 10:12 gives 10:37', () => {
    const paused = history([
      ['StartAttempt', pausable(), T0],
      ['PauseAttempt', { attemptId: null }, plus(10)],
    ]);
    const [adjusted] = given(paused)
      .when(
        command(
          'AdjustTime',
          { accommodation: { extraMinutes: 5, timeMultiplier: 1 }, by: 't1', byRole: 'tutor' },
          plus(11),
        ),
      )
      .events();
    expect(adjusted).toMatchObject({ data: { previousDeadline: at(40), deadline: at(45) } });
    const state = [...paused, adjusted!];
    expect(
      given(state)
        .when(command('ResumeAttempt', { attemptId: null }, plus(12)))
        .events(),
    ).toMatchObject([{ data: { pausedSeconds: 120, deadline: at(37) } }]);
  });
  it('given 2 pause minutes used, when 5 extra minutes are given, then the deadline moves 10:32 → 10:37', () => {
    const state = history([
      ['StartAttempt', pausable(), T0],
      ['PauseAttempt', { attemptId: null }, plus(10)],
      ['ResumeAttempt', { attemptId: null }, plus(12)],
    ]);
    expect(
      given(state)
        .when(
          command(
            'AdjustTime',
            { accommodation: { extraMinutes: 5, timeMultiplier: 1 }, by: 't1', byRole: 'tutor' },
            plus(13),
          ),
        )
        .events(),
    ).toMatchObject([{ data: { previousDeadline: at(32), deadline: at(37) } }]);
  });
});

describe('slot decider: integrity events', () => {
  it('given a running attempt, when the view reports leaving full screen, then it is recorded at the server time, numbered', () => {
    const state = history([['StartAttempt', details(), T0]]);
    const [event] = given(state)
      .when(command('RecordIntegrity', { attemptId: 'att-1', kind: 'fullscreen_exit' }, plus(5)))
      .events();
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
    let state = history([['StartAttempt', pausable(), T0]]);
    for (let index = 0; index < INTEGRITY_EVENTS_CAP; index += 1) {
      state = [
        ...state,
        ...given(state)
          .when(command('RecordIntegrity', { attemptId: null, kind: 'focus_lost' }, plus(1)))
          .events(),
      ];
    }
    expect(stateOf(state).running!.integrityCount).toBe(200);
    given(state)
      .when(command('RecordIntegrity', { attemptId: null, kind: 'focus_lost' }, plus(2)))
      .thenNothingHappened();
    const paused = history([
      ['StartAttempt', pausable(), T0],
      ['PauseAttempt', { attemptId: null }, plus(1)],
    ]);
    given(paused)
      .when(command('RecordIntegrity', { attemptId: null, kind: 'focus_lost' }, plus(2)))
      .thenNothingHappened();
  });
  it('given no attempt, then not found; given a submitted one, then a conflict', () => {
    given([])
      .when(command('RecordIntegrity', { attemptId: null, kind: 'copy_blocked' }, T0))
      .thenThrows(NotFoundError);
    const done = history([
      ['StartAttempt', details(), T0],
      ['SubmitAttempt', { attemptId: null, answers: {}, by: 'student' }, plus(1)],
    ]);
    given(done)
      .when(command('RecordIntegrity', { attemptId: 'att-1', kind: 'copy_blocked' }, plus(2)))
      .thenThrows(ConflictError, (error) => error.message === ATTEMPT_MESSAGES.alreadySubmitted);
  });
});
