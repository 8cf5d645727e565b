import { describe, expect, it } from 'vitest';
import type { RecordedEvent } from '@portal/platform';
import { DEFAULT_SCHEDULE_SETTINGS } from '@portal/contracts';
import type { ReadModelDocument } from '../runner/projection';
import { defineProjection, foldEvents } from '../runner/projection';
import { examSchedulesProjection } from './examSchedules.projection';
import { scheduleActivityRows } from './activities';

// Group schedules follow the group (issue 16 item 8): the schedule's edit that adds a joiner or takes
// out a leaver changes the students it holds, and only that child gets a register row.

let position = 0;
function recorded(type: string, data: Record<string, unknown>): RecordedEvent {
  position += 1;
  return {
    id: `ev${position}`,
    type,
    streamId: 'exam-schedule-sch1',
    revision: position,
    position,
    data,
    metadata: {},
    recordedAt: 'x',
  };
}

const fields = {
  scheduleId: 'sch1',
  organisationId: 'org',
  tutorId: 't1',
  examId: 'e1',
  exam: { title: 'Maths', totalMarks: 20, examType: 'mathematics' },
  title: 'Maths - Group',
  description: null,
  scheduledStartTime: '2026-12-02T09:00:00.000Z',
  scheduledEndTime: '2026-12-02T10:00:00.000Z',
  duration: 60,
  instructions: null,
  assignmentType: 'group',
  groupId: 'g1',
  studentIds: ['s1', 's2'],
  hasSpecificSchedule: true,
  settings: DEFAULT_SCHEDULE_SETTINGS,
  status: 'scheduled',
  by: 't1',
  byRole: 'tutor',
};
const scheduled = recorded('ExamScheduled', { ...fields, createdAt: '2026-12-01T09:00:00.000Z' });
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

function fold(events: RecordedEvent[]) {
  const projection = defineProjection(examSchedulesProjection);
  let documents = new Map<string, ReadModelDocument | null>([['sch1', null]]);
  for (const event of events) {
    documents = new Map(foldEvents(projection, documents, [event]).documents);
  }
  return documents.get('sch1');
}

describe('exam_schedules read model: following the group', () => {
  it('given a joiner and a leaver, then the schedule holds the group as it is; a redelivery changes nothing', () => {
    expect(fold([scheduled, joined])).toMatchObject({ studentIds: ['s1', 's2', 's3'] });
    expect(fold([scheduled, joined, left, joined])).toMatchObject({
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
