import { describe, expect, it } from 'vitest';
import type { SchedulesEvent } from '@portal/contracts';
import { ConflictError, ForbiddenError, NotFoundError, ValidationError } from '@portal/platform';
import { DeciderSpecification } from '@portal/platform/testing';
import { scheduleDetails } from '@portal/projections/testing';
import type { ScheduleCaller, ScheduleCommand, ScheduleDetails } from './decider';
import { scheduleDecider } from './decider';

const now = new Date('2026-12-01T09:00:00.000Z');
const tutor: ScheduleCaller = { userId: 't1', role: 'tutor', organisationId: 'org' };
const otherTutor: ScheduleCaller = { userId: 't2', role: 'tutor', organisationId: 'org' };
const admin: ScheduleCaller = { userId: 'a1', role: 'admin', organisationId: 'org' };
const details: ScheduleDetails = scheduleDetails;

const given = DeciderSpecification.for(scheduleDecider);
const meta = (caller: ScheduleCaller) => ({ caller, metadata: { now } });
const schedule = (caller = tutor): ScheduleCommand => ({
  type: 'ScheduleExam',
  data: { scheduleId: 'sch1', details },
  ...meta(caller),
});
const scheduled: readonly SchedulesEvent[] = given([]).when(schedule()).events();

describe('schedule decider', () => {
  it('given nothing, when a tutor schedules, then ExamScheduled with ids, times, status scheduled and who', () => {
    given([])
      .when(schedule())
      .then([
        {
          type: 'ExamScheduled',
          data: expect.objectContaining({
            scheduleId: 'sch1',
            organisationId: 'org',
            tutorId: 't1',
            examId: 'e1',
            studentIds: ['s1', 's2'],
            status: 'scheduled',
            by: 't1',
            byRole: 'tutor',
            createdAt: now.toISOString(),
          }),
        },
      ]);
    const assignment = given([])
      .when({
        type: 'ScheduleExam',
        data: { scheduleId: 'sch2', details: { ...details, hasSpecificSchedule: false } },
        ...meta(tutor),
      })
      .events();
    expect(assignment[0]!.data).toMatchObject({ status: 'assigned' });
  });

  it('given a parent or student, then forbidden', () => {
    for (const role of ['parent', 'student', 'compliance'] as const) {
      given([])
        .when(schedule({ ...tutor, role }))
        .thenThrows(ForbiddenError);
    }
  });

  it('given a schedule, when it is updated, then ExamScheduleUpdated with the students before', () => {
    const events = given(scheduled)
      .when({
        type: 'UpdateSchedule',
        data: { details: { ...details, studentIds: ['s2', 's3'] } },
        ...meta(tutor),
      })
      .events();
    expect(events).toEqual([
      {
        type: 'ExamScheduleUpdated',
        data: expect.objectContaining({ studentIds: ['s2', 's3'], previousStudentIds: ['s1', 's2'] }),
      },
    ]);
  });

  it("given another tutor's schedule or another organisation, then not found; an admin of the organisation may", () => {
    const update: ScheduleCommand = { type: 'UpdateSchedule', data: { details }, ...meta(otherTutor) };
    given(scheduled).when(update).thenThrows(NotFoundError);
    given(scheduled)
      .when({ ...update, caller: { ...admin, organisationId: 'other' } })
      .thenThrows(NotFoundError);
    expect(
      given(scheduled)
        .when({ ...update, caller: admin })
        .events(),
    ).toHaveLength(1);
    given([])
      .when({ ...update, caller: tutor })
      .thenThrows(NotFoundError);
  });

  it('given no reason, then "Cancelled by tutor"; with attempts a reason is required', () => {
    const cancel = (reason: string | null, hasAttempts: boolean): ScheduleCommand => ({
      type: 'CancelSchedule',
      data: { reason, hasAttempts },
      ...meta(tutor),
    });
    given(scheduled)
      .when(cancel(null, false))
      .then([
        {
          type: 'ExamScheduleCancelled',
          data: expect.objectContaining({
            reason: 'Cancelled by tutor',
            studentIds: ['s1', 's2'],
            title: details.title,
          }),
        },
      ]);
    given(scheduled).when(cancel(null, true)).thenThrows(ValidationError);
    given(scheduled)
      .when(cancel(null, true))
      .thenThrows(Error, (error) =>
        error.message.includes('Students have already started this exam; please give a reason'),
      );
    expect(given(scheduled).when(cancel('Snow day', true)).events()[0]!.data).toMatchObject({
      reason: 'Snow day',
    });
  });

  it('given a cancelled schedule, then updating or cancelling again is a conflict (409)', () => {
    const cancelled = given(scheduled)
      .when({ type: 'CancelSchedule', data: { reason: null, hasAttempts: false }, ...meta(tutor) })
      .events();
    const history = [...scheduled, ...cancelled];
    given(history)
      .when({ type: 'UpdateSchedule', data: { details }, ...meta(tutor) })
      .thenThrows(ConflictError);
    given(history)
      .when({ type: 'CancelSchedule', data: { reason: 'x', hasAttempts: false }, ...meta(tutor) })
      .thenThrows(ConflictError);
    given(history).when(schedule()).thenThrows(ConflictError);
  });
});

describe('release results (issue 16)', () => {
  const release = (caller: ScheduleCaller): ScheduleCommand => ({
    type: 'ReleaseResults',
    data: {},
    ...meta(caller),
  });
  const released = {
    type: 'ScheduleResultsReleased',
    data: {
      scheduleId: 'sch1',
      organisationId: 'org',
      tutorId: 't1',
      examId: 'e1',
      by: 't1',
      byRole: 'tutor',
      releasedAt: now.toISOString(),
    },
  } as const;

  it('given a schedule, when its tutor releases, then ScheduleResultsReleased with who and when', () => {
    given(scheduled).when(release(tutor)).then([released]);
    given(scheduled)
      .when(release(admin))
      .then([{ ...released, data: { ...released.data, by: 'a1', byRole: 'admin' } }]);
  });

  it('given a release, when released again (even after an edit), then nothing new is recorded', () => {
    given([...scheduled, released])
      .when(release(tutor))
      .thenNothingHappened();
    const edited = given([...scheduled, released])
      .when({ type: 'UpdateSchedule', data: { details }, ...meta(tutor) })
      .events();
    given([...scheduled, released, ...edited])
      .when(release(admin))
      .thenNothingHappened();
  });

  it('given a cancelled schedule, when its tutor releases, then the release is recorded', () => {
    const cancelled = given(scheduled)
      .when({ type: 'CancelSchedule', data: { reason: null, hasAttempts: false }, ...meta(tutor) })
      .events();
    given([...scheduled, ...cancelled])
      .when(release(tutor))
      .then([released]);
  });

  it('given another tutor, nothing or a student, then not found or forbidden', () => {
    given(scheduled).when(release(otherTutor)).thenThrows(NotFoundError);
    given([]).when(release(tutor)).thenThrows(NotFoundError);
    given(scheduled)
      .when(release({ userId: 's1', role: 'student', organisationId: 'org' }))
      .thenThrows(ForbiddenError);
  });
});
