import { describe, expect, it } from 'vitest';
import type { DomainEventType } from '@portal/contracts';
import { DEFAULT_SCHEDULE_SETTINGS } from '@portal/contracts';
import type { AnyProjection, HandledEvent, ReadModelDocument } from '../runner/projection';
import { defineProjection, foldEvents } from '../runner/projection';
import { studentExamsProjection, studentExamId } from './studentExams.projection';

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

describe('student_exams rows of schedules', () => {
  it('given a schedule with a window, then one "schedule" row per student', () => {
    const documents = fold(defineProjection(studentExamsProjection), [scheduled]);
    expect([...documents.keys()].sort()).toEqual([
      studentExamId('s1', 'schedule', 'sch1'),
      studentExamId('s2', 'schedule', 'sch1'),
    ]);
    expect(documents.get(studentExamId('s1', 'schedule', 'sch1'))).toMatchObject({
      studentId: 's1',
      type: 'schedule',
      sourceId: 'sch1',
      exam: { id: 'e1', title: 'Maths', examType: 'mathematics' },
      attempts: [],
      instructions: 'Bring a pencil',
    });
  });

  it('given an update removing a student and dropping the window, then their row goes and the others become assignments', () => {
    const updated = recorded('ExamScheduleUpdated', {
      ...fields,
      hasSpecificSchedule: false,
      studentIds: ['s2', 's3'],
      previousStudentIds: ['s1', 's2'],
      updatedAt: '2026-12-01T10:00:00.000Z',
    });
    const documents = fold(defineProjection(studentExamsProjection), [scheduled, updated]);
    expect([...documents.keys()].sort()).toEqual([
      studentExamId('s2', 'assignment', 'sch1'),
      studentExamId('s3', 'assignment', 'sch1'),
    ]);
  });

  it('given a cancellation, then every row of the schedule goes; clearing a student removes theirs', () => {
    const cancelled = recorded('ExamScheduleCancelled', { ...fields, reason: 'x', cancelledAt: 'y' });
    expect(fold(defineProjection(studentExamsProjection), [scheduled, cancelled]).size).toBe(0);
    const cleared = recorded(
      'StudentExamsCleared',
      { studentId: 's1', organisationId: 'org', assignmentIds: [], scheduleIds: ['sch1'], attemptIds: [] },
      'student-exams-s1',
    );
    expect([...fold(defineProjection(studentExamsProjection), [scheduled, cleared]).keys()]).toEqual([
      studentExamId('s2', 'schedule', 'sch1'),
    ]);
  });
});
