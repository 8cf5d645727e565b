import { describe, expect, it } from 'vitest';
import type { ExamContent } from '@portal/contracts';
import { validateExamForm } from '@portal/contracts';
import { ConflictError, ForbiddenError, NotFoundError } from '@portal/platform';
import type {
  ExamCaller,
  ExamCommand,
  ExamEvent,
  LiveSchedule,
  QuestionImageCommand,
  QuestionImageEvent,
} from './decider';
import { ExamHasLiveSchedulesError, examDecider, questionImageDecider } from './decider';

const now = new Date('2026-11-22T10:00:00.000Z');
const tutor: ExamCaller = { userId: 'tutor-1', role: 'tutor', organisationId: 'org-1' };
const otherTutor: ExamCaller = { userId: 'tutor-2', role: 'tutor', organisationId: 'org-1' };
const admin: ExamCaller = { userId: 'admin-1', role: 'admin', organisationId: 'org-1' };
const foreignAdmin: ExamCaller = { userId: 'admin-9', role: 'admin', organisationId: 'org-9' };

function content(title = 'Fractions'): ExamContent {
  const result = validateExamForm({
    title,
    questions: [{ id: 'q1', question: '1/2 + 1/4?', options: ['3/4', '2/6'], correctAnswer: 'A' }],
  });
  if (!result.success) {
    throw new Error('fixture');
  }
  return result.data;
}

const given = (events: readonly ExamEvent[]) => events.reduce(examDecider.evolve, examDecider.initialState());
const when = (events: ExamEvent[], command: ExamCommand) => examDecider.decide(command, given(events));

const create = (caller: ExamCaller = tutor): ExamCommand => ({
  type: 'CreateExam',
  data: { examId: 'e1', exam: content() },
  caller,
  metadata: { now },
});
const update = (caller: ExamCaller, title = 'Decimals'): ExamCommand => ({
  type: 'UpdateExam',
  data: { examId: 'e1', exam: content(title) },
  caller,
  metadata: { now },
});
const remove = (caller: ExamCaller, liveSchedules: LiveSchedule[] = []): ExamCommand => ({
  type: 'DeleteExam',
  data: { examId: 'e1', liveSchedules },
  caller,
  metadata: { now },
});

const created = examDecider.decide(create(), examDecider.initialState());

describe('examDecider', () => {
  it('given nothing, when a tutor creates, then ExamCreated owned by the tutor with the content and the time', () => {
    expect(created).toEqual([
      {
        type: 'ExamCreated',
        data: {
          examId: 'e1',
          organisationId: 'org-1',
          tutorId: 'tutor-1',
          by: 'tutor-1',
          byRole: 'tutor',
          exam: content(),
          createdAt: '2026-11-22T10:00:00.000Z',
        },
      },
    ]);
  });

  it('given an exam, when created again, then a conflict', () => {
    expect(() => when([...created], create())).toThrow(ConflictError);
  });

  it.each(['student', 'parent', 'compliance'] as const)('when a %s creates, then forbidden', (role) => {
    expect(() => when([], create({ ...tutor, role }))).toThrow(ForbiddenError);
  });

  it('given a tutor’s exam, when the owner updates, then ExamUpdated keeps the owner', () => {
    expect(when([...created], update(tutor))).toEqual([
      {
        type: 'ExamUpdated',
        data: {
          examId: 'e1',
          organisationId: 'org-1',
          tutorId: 'tutor-1',
          by: 'tutor-1',
          byRole: 'tutor',
          exam: content('Decimals'),
          updatedAt: '2026-11-22T10:00:00.000Z',
        },
      },
    ]);
  });

  it('given a tutor’s exam, when the organisation’s admin updates, then allowed and still the tutor’s', () => {
    const [event] = when([...created], update(admin));
    expect(event).toMatchObject({
      type: 'ExamUpdated',
      data: { tutorId: 'tutor-1', by: 'admin-1', byRole: 'admin' },
    });
  });

  it('given a tutor’s exam, when another tutor or another organisation’s admin acts, then not found', () => {
    expect(() => when([...created], update(otherTutor))).toThrow(new NotFoundError('Exam not found'));
    expect(() => when([...created], remove(otherTutor))).toThrow(NotFoundError);
    expect(() => when([...created], update(foreignAdmin))).toThrow(NotFoundError);
  });

  it('given an updated exam, when deleted, then ExamDeleted carries the latest title', () => {
    const updated = when([...created], update(tutor, 'Decimals'));
    expect(when([...created, ...updated], remove(tutor))).toEqual([
      {
        type: 'ExamDeleted',
        data: {
          examId: 'e1',
          organisationId: 'org-1',
          tutorId: 'tutor-1',
          by: 'tutor-1',
          byRole: 'tutor',
          title: 'Decimals',
          deletedAt: '2026-11-22T10:00:00.000Z',
        },
      },
    ]);
  });

  it('given an exam with live schedules, when deleted, then 409 naming each schedule, and nothing is recorded', () => {
    const live: LiveSchedule[] = [
      { id: 's1', title: 'Mock A', scheduledStartTime: '2026-11-23T09:00:00.000Z', scheduledEndTime: null },
      { id: 's2', title: 'Homework', scheduledStartTime: null, scheduledEndTime: null },
    ];
    let refused: unknown;
    try {
      when([...created], remove(admin, live));
    } catch (error) {
      refused = error;
    }
    expect(refused).toBeInstanceOf(ExamHasLiveSchedulesError);
    expect(refused).toBeInstanceOf(ConflictError);
    expect((refused as ExamHasLiveSchedulesError).schedules).toEqual(live);
    expect((refused as Error).message).toBe(
      'This exam has 2 open or upcoming schedules: "Mock A", "Homework". Cancel them first, then delete the exam.',
    );
    expect(() => when([...created], remove(tutor, live.slice(0, 1)))).toThrow(
      'This exam has an open or upcoming schedule: "Mock A". Cancel it first, then delete the exam.',
    );
  });

  it('given another tutor’s exam with live schedules, when they delete, then not found (no schedule is named)', () => {
    const live: LiveSchedule[] = [
      { id: 's1', title: 'Mock A', scheduledStartTime: null, scheduledEndTime: null },
    ];
    expect(() => when([...created], remove(otherTutor, live))).toThrow(new NotFoundError('Exam not found'));
  });

  it('given a deleted or unknown exam, when updated or deleted, then not found', () => {
    const deleted = when([...created], remove(tutor));
    expect(() => when([...created, ...deleted], update(tutor))).toThrow(NotFoundError);
    expect(() => when([...created, ...deleted], remove(admin))).toThrow(NotFoundError);
    expect(() => when([], update(admin))).toThrow(NotFoundError);
    expect(() => when([...created, ...deleted], create())).toThrow(ConflictError);
  });
});

describe('questionImageDecider', () => {
  const record = (caller: ExamCaller): QuestionImageCommand => ({
    type: 'RecordQuestionImage',
    data: { filename: 'question-x.png', contentType: 'image/png', bytes: 42 },
    caller,
    metadata: { now },
  });
  const del = (caller: ExamCaller): QuestionImageCommand => ({
    type: 'DeleteQuestionImage',
    data: { filename: 'question-x.png' },
    caller,
    metadata: { now },
  });
  const givenImage = (events: readonly QuestionImageEvent[]) =>
    events.reduce(questionImageDecider.evolve, questionImageDecider.initialState());
  const uploaded = questionImageDecider.decide(record(tutor), questionImageDecider.initialState());

  it('when a tutor uploads, then QuestionImageUploaded for the organisation', () => {
    expect(uploaded).toEqual([
      {
        type: 'QuestionImageUploaded',
        data: {
          filename: 'question-x.png',
          organisationId: 'org-1',
          uploadedBy: 'tutor-1',
          contentType: 'image/png',
          bytes: 42,
          uploadedAt: '2026-11-22T10:00:00.000Z',
        },
      },
    ]);
    expect(() => questionImageDecider.decide(record(tutor), givenImage(uploaded))).toThrow(ConflictError);
    expect(() => questionImageDecider.decide(record({ ...tutor, role: 'student' }), givenImage([]))).toThrow(
      ForbiddenError,
    );
  });

  it('given an image, when staff of the same organisation delete, then QuestionImageDeleted; others not found', () => {
    expect(questionImageDecider.decide(del(otherTutor), givenImage(uploaded))).toEqual([
      {
        type: 'QuestionImageDeleted',
        data: {
          filename: 'question-x.png',
          organisationId: 'org-1',
          deletedBy: 'tutor-2',
          deletedAt: '2026-11-22T10:00:00.000Z',
        },
      },
    ]);
    expect(() => questionImageDecider.decide(del(foreignAdmin), givenImage(uploaded))).toThrow(NotFoundError);
    expect(() => questionImageDecider.decide(del(admin), givenImage([]))).toThrow(NotFoundError);
    const deleted = questionImageDecider.decide(del(admin), givenImage(uploaded));
    expect(() => questionImageDecider.decide(del(admin), givenImage([...uploaded, ...deleted]))).toThrow(
      NotFoundError,
    );
  });
});
