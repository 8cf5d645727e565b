import { describe, expect, it } from 'vitest';
import type { DomainEventType } from '@portal/contracts';
import { DEFAULT_SCHEDULE_SETTINGS } from '@portal/contracts';
import type { AnyProjection, HandledEvent, ReadModelDocument } from '../runner/projection';
import { defineProjection, foldEvents } from '../runner/projection';
import { examSchedulesProjection } from './examSchedules.projection';
import { scheduleActivityRows, schedulesActivityOf } from './activities';
import { processingActivitiesProjection } from '../compliance/processingActivities.projection';

let position = 0;
function recorded<T extends DomainEventType>(
  type: T,
  data: Record<string, unknown>,
  streamId = 'exam-schedule-sch1',
): HandledEvent<T> {
  position += 1;
  return {
    id: `ev${position}`,
    type,
    streamId,
    revision: position,
    position,
    data,
    metadata: {},
    recordedAt: 'x',
  } as HandledEvent<T>;
}

const fields = {
  scheduleId: 'sch1',
  organisationId: 'org',
  tutorId: 't1',
  examId: 'e1',
  exam: { title: 'Maths', totalMarks: 20, examType: 'mathematics' },
  title: 'Maths - Scheduled',
  description: null,
  scheduledStartTime: '2026-12-02T09:00:00.000Z',
  scheduledEndTime: '2026-12-02T10:00:00.000Z',
  duration: 60,
  instructions: 'Bring a pencil',
  assignmentType: 'individual',
  groupId: null,
  studentIds: ['s1', 's2'],
  hasSpecificSchedule: true,
  settings: DEFAULT_SCHEDULE_SETTINGS,
  status: 'scheduled',
  by: 't1',
  byRole: 'tutor',
};
const scheduled = recorded('ExamScheduled', { ...fields, createdAt: '2026-12-01T09:00:00.000Z' });

/** Folds the events through one projection from nothing; answers the documents left. */
function fold(projection: AnyProjection, events: HandledEvent[]) {
  let documents = new Map<string, ReadModelDocument | null>();
  for (const event of events) {
    const loaded = new Map(documents);
    for (const id of projection.documentIds(event)) {
      if (!loaded.has(id)) {
        loaded.set(id, null);
      }
    }
    documents = foldEvents(projection, loaded, [event]).documents;
  }
  return new Map([...documents].filter(([, document]) => document !== null));
}

describe('exam_schedules read model', () => {
  it('given ExamScheduled, then one active document with the dashboard fields', () => {
    const documents = fold(defineProjection(examSchedulesProjection), [scheduled]);
    expect(documents.get('sch1')).toMatchObject({
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
    expect(
      fold(defineProjection(examSchedulesProjection), [scheduled, updated, cancelled]).get('sch1'),
    ).toMatchObject({
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
    const documents = fold(defineProjection(examSchedulesProjection), [scheduled, cleared]);
    expect(documents.get('sch1')).toMatchObject({ studentIds: ['s2'] });
    expect(documents.has('unknown')).toBe(false);
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
    const projection = defineProjection(examSchedulesProjection);
    expect(fold(projection, [scheduled]).get('sch1')).toMatchObject({
      resultsReleasedAt: null,
      resultsReleasedBy: null,
    });
    expect(fold(projection, [scheduled, released, updated, again]).get('sch1')).toMatchObject({
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
    const projection = defineProjection(examSchedulesProjection);
    const done = completed();
    const before = fold(projection, [scheduled]).get('sch1');
    const after = fold(projection, [scheduled, done, done]).get('sch1');
    expect(after).toMatchObject({ status: 'completed', isActive: true });
    const kept = ['title', 'studentIds', 'scheduledEndTime', 'createdAt', 'updatedAt', 'settings'] as const;
    for (const key of kept) {
      expect(after?.[key as keyof typeof after], key).toEqual(before?.[key as keyof typeof before]);
    }
  });

  it('given a cancelled schedule, when a completion arrives, then it stays cancelled; no register row', () => {
    const cancelled = recorded('ExamScheduleCancelled', { ...fields, reason: 'Snow day', cancelledAt: 'x' });
    expect(
      fold(defineProjection(examSchedulesProjection), [scheduled, cancelled, completed()]).get('sch1'),
    ).toMatchObject({ status: 'cancelled', isActive: false });
    expect(scheduleActivityRows(completed())).toEqual([]);
  });
});
