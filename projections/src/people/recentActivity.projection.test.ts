import { describe, expect, it } from 'vitest';
import type { RecordedEvent } from '@portal/platform';
import { recentActivityProjection } from './recentActivity.projection';

function recorded(type: string, data: Record<string, unknown>): RecordedEvent {
  return {
    id: `${type}-1`,
    type,
    streamId: `user-${String(data.userId)}`,
    revision: 0,
    position: 1,
    data,
    metadata: {},
    recordedAt: '2026-11-24T09:00:00.000Z',
  };
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
});
