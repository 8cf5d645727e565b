import { describe, expect, it } from 'vitest';
import { defineProjection } from '../runner/projection';
import { ProjectionSpecification } from '@portal/platform/testing';
import { recordedOnSchedule as recorded, scheduled } from './scheduledEvent.fixture';
import { examSchedulesProjection } from './examSchedules.projection';
import { scheduleActivityRows, schedulesActivityOf } from './activities';
import { scheduleFields as fields } from './scheduleFixtures';
import { processingActivitiesProjection } from '../compliance/processingActivities.projection';

const given = ProjectionSpecification.for(defineProjection(examSchedulesProjection));

describe('exam_schedules read model', () => {
  it('given ExamScheduled, then one active document with the dashboard fields', () => {
    given()
      .when(scheduled)
      .thenDocument('sch1', {
        organisationId: 'org',
        tutorId: 't1',
        studentIds: ['s1', 's2'],
        isActive: true,
        status: 'scheduled',
        cancellationReason: null,
        createdAt: '2026-12-01T09:00:00.000Z',
      });
  });

  it('given an update then a cancellation, then the new fields, createdAt kept, cancelled and inactive', () => {
    const updated = recorded('ExamScheduleUpdated', {
      ...fields,
      title: 'Renamed',
      studentIds: ['s2'],
      previousStudentIds: ['s1', 's2'],
      updatedAt: '2026-12-01T10:00:00.000Z',
    });
    const cancelled = recorded('ExamScheduleCancelled', {
      ...fields,
      reason: 'Snow day',
      cancelledAt: '2026-12-01T11:00:00.000Z',
    });
    given([scheduled, updated])
      .when(cancelled)
      .thenDocument('sch1', {
        title: 'Renamed',
        studentIds: ['s2'],
        createdAt: '2026-12-01T09:00:00.000Z',
        status: 'cancelled',
        isActive: false,
        cancellationReason: 'Snow day',
        cancelledAt: '2026-12-01T11:00:00.000Z',
      });
  });

  it("given a student's exams cleared, then the student leaves the schedule's studentIds", () => {
    const cleared = recorded(
      'StudentExamsCleared',
      {
        studentId: 's1',
        organisationId: 'org',
        assignmentIds: [],
        scheduleIds: ['sch1', 'unknown'],
        attemptIds: [],
      },
      'student-exams-s1',
    );
    const then = given([scheduled]).when(cleared);
    then.thenDocument('sch1', { studentIds: ['s2'] });
    then.thenNoDocument('unknown');
  });

  it('given results released, then who and when are kept, across a later edit and a second release', () => {
    const released = recorded('ScheduleResultsReleased', {
      scheduleId: 'sch1',
      organisationId: 'org',
      tutorId: 't1',
      examId: 'e1',
      by: 't1',
      byRole: 'tutor',
      releasedAt: '2026-12-02T09:30:00.000Z',
    });
    const updated = recorded('ExamScheduleUpdated', {
      ...fields,
      previousStudentIds: ['s1', 's2'],
      updatedAt: '2026-12-02T09:40:00.000Z',
    });
    const again = recorded('ScheduleResultsReleased', {
      ...(released.data as Record<string, unknown>),
      by: 'a1',
      byRole: 'admin',
      releasedAt: '2026-12-02T09:50:00.000Z',
    });
    given().when(scheduled).thenDocument('sch1', { resultsReleasedAt: null, resultsReleasedBy: null });
    given([scheduled, released, updated]).when(again).thenDocument('sch1', {
      resultsReleasedAt: '2026-12-02T09:30:00.000Z',
      resultsReleasedBy: 't1',
    });
    expect(scheduleActivityRows(released)).toEqual([]);
  });
});

describe('processing register', () => {
  it('given a schedule for two students, then one register row per student', () => {
    expect(schedulesActivityOf(scheduled)).toHaveLength(2);
    expect(schedulesActivityOf(recorded('UserRegistered', {}))).toBeUndefined();
    expect(scheduleActivityRows(scheduled)).toEqual([
      expect.objectContaining({
        subjectId: 's1',
        dataType: 'exam_assignment',
        purpose: 'Scheduled for an exam',
      }),
      expect.objectContaining({ subjectId: 's2', action: 'data_update', actor: 'tutor' }),
    ]);
  });

  it('given a schedule for two students, then the register keeps a row per student under the event', () => {
    expect(processingActivitiesProjection.documentIds(scheduled)).toEqual([
      `${scheduled.id}-s1`,
      `${scheduled.id}-s2`,
    ]);
    expect(processingActivitiesProjection.evolve(null, scheduled, `${scheduled.id}-s2`)).toMatchObject({
      subjectId: 's2',
      dataType: 'exam_assignment',
    });
  });
});

describe('exam_schedules read model: completion (issue 16 item 5)', () => {
  const completed = () =>
    recorded('ExamScheduleCompleted', {
      scheduleId: 'sch1',
      organisationId: 'org',
      tutorId: 't1',
      examId: 'e1',
      by: 'system',
      byRole: 'system',
      closedAt: '2026-12-02T10:00:00.000Z',
      completedAt: '2026-12-02T10:00:01.000Z',
    });

  it('given ExamScheduleCompleted, then status completed, still active (listed in Completed), nothing else changed; a redelivery changes nothing', () => {
    const done = completed();
    const before = given().when(scheduled).document('sch1');
    const then = given([scheduled, done]).when(done);
    then.thenDocument('sch1', { status: 'completed', isActive: true });
    const after = then.document('sch1');
    const kept = ['title', 'studentIds', 'scheduledEndTime', 'createdAt', 'updatedAt', 'settings'] as const;
    for (const key of kept) {
      expect(after?.[key as keyof typeof after], key).toEqual(before?.[key as keyof typeof before]);
    }
  });

  it('given a cancelled schedule, when a completion arrives, then it stays cancelled; no register row', () => {
    const cancelled = recorded('ExamScheduleCancelled', { ...fields, reason: 'Snow day', cancelledAt: 'x' });
    given([scheduled, cancelled])
      .when(completed())
      .thenDocument('sch1', { status: 'cancelled', isActive: false });
    expect(scheduleActivityRows(completed())).toEqual([]);
  });
});
