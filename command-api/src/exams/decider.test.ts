import { describe, expect, it } from 'vitest';
import type { ExamContent } from '@portal/contracts';
import { validateExamForm } from '@portal/contracts';
import { ConflictError, ForbiddenError, NotFoundError } from '@portal/platform';
import { DeciderSpecification } from '@portal/platform/testing';
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

const given = DeciderSpecification.for(examDecider);
const notFound = (error: Error) => error.message === 'Exam not found';

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

const created: readonly ExamEvent[] = given([]).when(create()).events();

describe('examDecider', () => {
  it('given nothing, when a tutor creates, then ExamCreated owned by the tutor with the content and the time', () => {
    given([])
      .when(create())
      .then([
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
    given(created).when(create()).thenThrows(ConflictError);
  });

  it.each(['student', 'parent', 'compliance'] as const)('when a %s creates, then forbidden', (role) => {
    given([])
      .when(create({ ...tutor, role }))
      .thenThrows(ForbiddenError);
  });

  it('given a tutor’s exam, when the owner updates, then ExamUpdated keeps the owner', () => {
    given(created)
      .when(update(tutor))
      .then([
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
    const [event] = given(created).when(update(admin)).events();
    expect(event).toMatchObject({
      type: 'ExamUpdated',
      data: { tutorId: 'tutor-1', by: 'admin-1', byRole: 'admin' },
    });
  });

  it('given a tutor’s exam, when another tutor or another organisation’s admin acts, then not found', () => {
    given(created).when(update(otherTutor)).thenThrows(NotFoundError, notFound);
    given(created).when(remove(otherTutor)).thenThrows(NotFoundError);
    given(created).when(update(foreignAdmin)).thenThrows(NotFoundError);
  });

  it('given an updated exam, when deleted, then ExamDeleted carries the latest title', () => {
    const updated = given(created).when(update(tutor, 'Decimals')).events();
    given([...created, ...updated])
      .when(remove(tutor))
      .then([
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
    given(created)
      .when(remove(admin, live))
      .thenThrows(ExamHasLiveSchedulesError, (refused) => {
        expect(refused).toBeInstanceOf(ConflictError);
        expect(refused.schedules).toEqual(live);
        expect(refused.message).toBe(
          'This exam has 2 open or upcoming schedules: "Mock A", "Homework". Cancel them first, then delete the exam.',
        );
        return true;
      });
    given(created)
      .when(remove(tutor, live.slice(0, 1)))
      .thenThrows(Error, (error) =>
        error.message.includes(
          'This exam has an open or upcoming schedule: "Mock A". Cancel it first, then delete the exam.',
        ),
      );
  });

  it('given another tutor’s exam with live schedules, when they delete, then not found (no schedule is named)', () => {
    const live: LiveSchedule[] = [
      { id: 's1', title: 'Mock A', scheduledStartTime: null, scheduledEndTime: null },
    ];
    given(created).when(remove(otherTutor, live)).thenThrows(NotFoundError, notFound);
  });

  it('given a deleted or unknown exam, when updated or deleted, then not found', () => {
    const deleted = given(created).when(remove(tutor)).events();
    given([...created, ...deleted])
      .when(update(tutor))
      .thenThrows(NotFoundError);
    given([...created, ...deleted])
      .when(remove(admin))
      .thenThrows(NotFoundError);
    given([]).when(update(admin)).thenThrows(NotFoundError);
    given([...created, ...deleted])
      .when(create())
      .thenThrows(ConflictError);
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
  const givenImage = DeciderSpecification.for(questionImageDecider);
  const uploaded: readonly QuestionImageEvent[] = givenImage([]).when(record(tutor)).events();

  it('when a tutor uploads, then QuestionImageUploaded for the organisation', () => {
    givenImage([])
      .when(record(tutor))
      .then([
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
    givenImage(uploaded).when(record(tutor)).thenThrows(ConflictError);
    givenImage([])
      .when(record({ ...tutor, role: 'student' }))
      .thenThrows(ForbiddenError);
  });

  it('given an image, when staff of the same organisation delete, then QuestionImageDeleted; others not found', () => {
    givenImage(uploaded)
      .when(del(otherTutor))
      .then([
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
    givenImage(uploaded).when(del(foreignAdmin)).thenThrows(NotFoundError);
    givenImage([]).when(del(admin)).thenThrows(NotFoundError);
    const deleted = givenImage(uploaded).when(del(admin)).events();
    givenImage([...uploaded, ...deleted])
      .when(del(admin))
      .thenThrows(NotFoundError);
  });
});
