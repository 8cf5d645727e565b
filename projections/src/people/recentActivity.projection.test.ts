import { describe, expect, it } from 'vitest';
import type { DomainEventType } from '@portal/contracts';
import type { HandledEvent } from '../runner/projection';
import { recentActivityProjection } from './recentActivity.projection';

function recorded<T extends DomainEventType>(type: T, data: Record<string, unknown>): HandledEvent<T> {
  return {
    id: `${type}-1`,
    type,
    streamId: `user-${String(data.userId)}`,
    revision: 0,
    position: 1,
    data,
    metadata: {},
    recordedAt: '2026-11-24T09:00:00.000Z',
  } as HandledEvent<T>;
}

const student = recorded('UserRegistered', {
  userId: 's1',
  organisationId: 'main',
  role: 'student',
  tutorId: 't1',
  createdByUserId: 't1',
  registeredAt: '2026-11-24T09:00:00.000Z',
});

describe('recent activity projection', () => {
  it('given a student added by a tutor, then one row for the tutor’s dashboard, with ids only', () => {
    expect(recentActivityProjection.documentIds(student)).toEqual(['student-added-s1']);
    expect(recentActivityProjection.evolve(null, student, 'student-added-s1')).toEqual({
      _id: 'student-added-s1',
      organisationId: 'main',
      kind: 'student-added',
      tutorId: 't1',
      studentId: 's1',
      actorId: 't1',
      at: '2026-11-24T09:00:00.000Z',
    });
  });

  it('given a tutor or parent registering, then no row', () => {
    const tutor = recorded('UserRegistered', { userId: 't2', organisationId: 'main', role: 'tutor' });
    expect(recentActivityProjection.documentIds(tutor)).toEqual([]);
  });

  it('given the student is erased, then their row is deleted', () => {
    const row = recentActivityProjection.evolve(null, student, 'student-added-s1');
    const erased = recorded('UserErased', { userId: 's1', organisationId: 'main', erasedAt: 'x' });
    expect(recentActivityProjection.documentIds(erased)).toEqual(['student-added-s1']);
    expect(recentActivityProjection.evolve(row, erased, 'student-added-s1')).toBeNull();
  });

  it('given an exam created by a tutor, then a row naming the exam by id; deleting the exam removes it', () => {
    const created = recorded('ExamCreated', {
      examId: 'e1',
      organisationId: 'main',
      tutorId: 't1',
      by: 't1',
      createdAt: '2026-11-24T10:00:00.000Z',
    });
    expect(recentActivityProjection.documentIds(created)).toEqual(['exam-created-e1']);
    const row = recentActivityProjection.evolve(null, created, 'exam-created-e1');
    expect(row).toMatchObject({ kind: 'exam-created', tutorId: 't1', examId: 'e1', studentId: null });
    const deleted = recorded('ExamDeleted', { examId: 'e1' });
    expect(recentActivityProjection.documentIds(deleted)).toEqual(['exam-created-e1']);
    expect(recentActivityProjection.evolve(row, deleted, 'exam-created-e1')).toBeNull();
  });

  it('given a schedule for two students, then one row with both; an update follows the students, a cancellation removes it', () => {
    const scheduled = recorded('ExamScheduled', {
      scheduleId: 'x1',
      organisationId: 'main',
      tutorId: 't1',
      by: 't1',
      studentIds: ['s1', 's2'],
      createdAt: '2026-11-24T11:00:00.000Z',
    });
    const row = recentActivityProjection.evolve(null, scheduled, 'exam-scheduled-x1');
    expect(row).toMatchObject({ kind: 'exam-scheduled', scheduleId: 'x1', studentIds: ['s1', 's2'] });
    const updated = recorded('ExamScheduleUpdated', { scheduleId: 'x1', studentIds: ['s2'] });
    expect(recentActivityProjection.evolve(row, updated, 'exam-scheduled-x1')).toMatchObject({
      studentIds: ['s2'],
    });
    const cancelled = recorded('ExamScheduleCancelled', { scheduleId: 'x1' });
    expect(recentActivityProjection.evolve(row, cancelled, 'exam-scheduled-x1')).toBeNull();
  });
});
