import { describe, expect, it } from 'vitest';
import { DeciderSpecification } from '@portal/platform/testing';
import type { EventOf } from '@portal/contracts';
import { DEFAULT_SCHEDULE_SETTINGS } from '@portal/contracts';
import type { CompletionCommand } from './completion';
import { scheduleCompletionDecider } from './completion';

// Issue 16 item 5: a schedule completes once its end plus grace has passed and no attempt runs.

const scheduled = (end: string | null, grace?: number): EventOf<'ExamScheduled'> => ({
  type: 'ExamScheduled',
  data: {
    scheduleId: 's1',
    organisationId: 'org-1',
    tutorId: 'tutor-1',
    examId: 'e1',
    exam: { title: 'Fractions', totalMarks: 10, examType: 'mathematics' },
    title: 'Mock A',
    description: null,
    scheduledStartTime: '2026-11-25T09:00:00.000Z',
    scheduledEndTime: end,
    duration: 30,
    instructions: null,
    assignmentType: 'individual',
    groupId: null,
    studentIds: ['st-1'],
    hasSpecificSchedule: true,
    settings: { ...DEFAULT_SCHEDULE_SETTINGS, ...(grace !== undefined && { gracePeriodMinutes: grace }) },
    status: 'scheduled',
    by: 'tutor-1',
    byRole: 'tutor',
    createdAt: '2026-11-24T09:00:00.000Z',
  },
});

const given = DeciderSpecification.for(scheduleCompletionDecider);
const complete = (at: string, attemptsRunning = false): CompletionCommand => ({
  type: 'CompleteSchedule',
  data: { attemptsRunning },
  metadata: { now: new Date(at) },
});

const END = '2026-11-25T10:00:00.000Z';

describe('scheduleCompletionDecider', () => {
  it('given a schedule whose end has passed, when the sweeper completes it, then ExamScheduleCompleted by the system with the closing time', () => {
    given([scheduled(END)])
      .when(complete('2026-11-25T10:00:01.000Z'))
      .then([
        {
          type: 'ExamScheduleCompleted',
          data: {
            scheduleId: 's1',
            organisationId: 'org-1',
            tutorId: 'tutor-1',
            examId: 'e1',
            by: 'system',
            byRole: 'system',
            closedAt: END,
            completedAt: '2026-11-25T10:00:01.000Z',
          },
        },
      ]);
  });

  it('given the window still open, in its grace minutes, or without an end, then nothing', () => {
    given([scheduled(END)])
      .when(complete('2026-11-25T09:59:59.999Z'))
      .thenNothingHappened();
    // 10 grace minutes (as settings may carry them): complete only from 10:10
    given([scheduled(END, 10)])
      .when(complete('2026-11-25T10:09:59.000Z'))
      .thenNothingHappened();
    expect(
      given([scheduled(END, 10)])
        .when(complete('2026-11-25T10:10:00.000Z'))
        .events()[0]?.data,
    ).toMatchObject({
      closedAt: '2026-11-25T10:10:00.000Z',
    });
    given([scheduled(null)])
      .when(complete('2030-01-01T00:00:00.000Z'))
      .thenNothingHappened();
  });

  it('given an attempt still running after the end (extra time), then nothing until it is submitted', () => {
    given([scheduled(END)])
      .when(complete('2026-11-25T10:05:00.000Z', true))
      .thenNothingHappened();
  });

  it('given a completed schedule, when swept again, then nothing (idempotent); after an edit with a later end, it completes again at that end', () => {
    const first = given([scheduled(END)])
      .when(complete('2026-11-25T10:01:00.000Z'))
      .events();
    expect(first).toHaveLength(1);
    given([scheduled(END), ...first])
      .when(complete('2026-11-25T10:02:00.000Z'))
      .thenNothingHappened();
    const later: EventOf<'ExamScheduleUpdated'> = {
      type: 'ExamScheduleUpdated',
      data: {
        ...scheduled('2026-11-25T12:00:00.000Z').data,
        previousStudentIds: ['st-1'],
        updatedAt: '2026-11-25T10:30:00.000Z',
      },
    };
    const history = [scheduled(END), ...first, later];
    given(history).when(complete('2026-11-25T11:00:00.000Z')).thenNothingHappened();
    expect(given(history).when(complete('2026-11-25T12:00:00.000Z')).events()).toHaveLength(1);
  });

  it('given a cancelled or unknown schedule, then nothing', () => {
    const cancelled: EventOf<'ExamScheduleCancelled'> = {
      type: 'ExamScheduleCancelled',
      data: {
        scheduleId: 's1',
        organisationId: 'org-1',
        tutorId: 'tutor-1',
        examId: 'e1',
        title: 'Mock A',
        studentIds: ['st-1'],
        hasSpecificSchedule: true,
        reason: 'Cancelled by tutor',
        by: 'tutor-1',
        byRole: 'tutor',
        cancelledAt: '2026-11-25T09:30:00.000Z',
      },
    };
    given([scheduled(END), cancelled])
      .when(complete('2026-11-25T11:00:00.000Z'))
      .thenNothingHappened();
    given([]).when(complete('2026-11-25T11:00:00.000Z')).thenNothingHappened();
  });
});
