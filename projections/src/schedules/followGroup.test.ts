import { describe, expect, it } from 'vitest';
import { ProjectionSpecification, eventRecorder } from '@portal/platform/testing';
import { defineProjection } from '../runner/projection';
import { examSchedulesProjection } from './examSchedules.projection';
import { scheduleActivityRows } from './activities';
import { SCHEDULED_AT, groupScheduleFields } from './scheduleFixtures';

// Group schedules follow the group (issue 16 item 8): the schedule's edit that adds a joiner or takes
// out a leaver changes the students it holds, and only that child gets a register row.

const recorded = eventRecorder('exam-schedule-sch1');
const fields = groupScheduleFields;
const scheduled = recorded('ExamScheduled', { ...fields, createdAt: SCHEDULED_AT });
const joined = recorded('ExamScheduleUpdated', {
  ...fields,
  studentIds: ['s1', 's2', 's3'],
  previousStudentIds: ['s1', 's2'],
  followedGroup: { studentId: 's3', change: 'joined' },
  updatedAt: '2026-12-01T10:00:00.000Z',
});
const left = recorded('ExamScheduleUpdated', {
  ...fields,
  studentIds: ['s1', 's3'],
  previousStudentIds: ['s1', 's2', 's3'],
  followedGroup: { studentId: 's2', change: 'left' },
  updatedAt: '2026-12-01T11:00:00.000Z',
});

const given = ProjectionSpecification.for(defineProjection(examSchedulesProjection));

describe('exam_schedules read model: following the group', () => {
  it('given a joiner and a leaver, then the schedule holds the group as it is; a redelivery changes nothing', () => {
    given([scheduled])
      .when(joined)
      .thenDocument('sch1', { studentIds: ['s1', 's2', 's3'] });
    given([scheduled, joined, left])
      .when(joined)
      .thenDocument('sch1', {
        studentIds: ['s1', 's3'],
        createdAt: '2026-12-01T09:00:00.000Z',
        status: 'scheduled',
      });
  });

  it('given a joiner or a leaver, then one register row, for that child only', () => {
    expect(scheduleActivityRows(joined)).toEqual([
      {
        subjectId: 's3',
        organisationId: 'org',
        action: 'data_update',
        dataType: 'exam_assignment',
        purpose: "Scheduled for an exam of the student's new group",
        resultStatus: 'success',
        actor: 'tutor',
        createdAt: '2026-12-01T10:00:00.000Z',
      },
    ]);
    expect(scheduleActivityRows(left)).toEqual([
      expect.objectContaining({
        subjectId: 's2',
        purpose: 'Exam schedule withdrawn: the student left the group',
      }),
    ]);
  });
});
