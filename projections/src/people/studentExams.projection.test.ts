import { describe, it } from 'vitest';
import { defineProjection } from '../runner/projection';
import { ProjectionSpecification } from '@portal/platform/testing';
import { recordedOnSchedule as recorded, scheduled } from '../schedules/scheduledEvent.fixture';
import { scheduleFields as fields } from '../schedules/scheduleFixtures';
import { studentExamsProjection, studentExamId } from './studentExams.projection';

const given = ProjectionSpecification.for(defineProjection(studentExamsProjection));

describe('student_exams rows of schedules', () => {
  it('given a schedule with a window, then one "schedule" row per student', () => {
    given()
      .when(scheduled)
      .thenDocuments({
        [studentExamId('s1', 'schedule', 'sch1')]: {
          studentId: 's1',
          type: 'schedule',
          sourceId: 'sch1',
          exam: { id: 'e1', title: 'Maths', examType: 'mathematics' },
          attempts: [],
          instructions: 'Bring a pencil',
        },
        [studentExamId('s2', 'schedule', 'sch1')]: {},
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
    given([scheduled])
      .when(updated)
      .thenDocuments({
        [studentExamId('s2', 'assignment', 'sch1')]: {},
        [studentExamId('s3', 'assignment', 'sch1')]: {},
      });
  });

  it('given a cancellation, then every row of the schedule goes; clearing a student removes theirs', () => {
    const cancelled = recorded('ExamScheduleCancelled', { ...fields, reason: 'x', cancelledAt: 'y' });
    given([scheduled]).when(cancelled).thenDocuments({});
    const cleared = recorded(
      'StudentExamsCleared',
      { studentId: 's1', organisationId: 'org', assignmentIds: [], scheduleIds: ['sch1'], attemptIds: [] },
      'student-exams-s1',
    );
    given([scheduled])
      .when(cleared)
      .thenDocuments({ [studentExamId('s2', 'schedule', 'sch1')]: {} });
  });
});
