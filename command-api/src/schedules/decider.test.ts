import { describe, expect, it } from 'vitest';
import type { SchedulesEvent } from '@portal/contracts';
import { DEFAULT_SCHEDULE_SETTINGS } from '@portal/contracts';
import { ConflictError, ForbiddenError, NotFoundError, ValidationError } from '@portal/platform';
import type { ScheduleCaller, ScheduleCommand, ScheduleDetails } from './decider';
import { scheduleDecider } from './decider';

const now = new Date('2026-12-01T09:00:00.000Z');
const tutor: ScheduleCaller = { userId: 't1', role: 'tutor', organisationId: 'org' };
const otherTutor: ScheduleCaller = { userId: 't2', role: 'tutor', organisationId: 'org' };
const admin: ScheduleCaller = { userId: 'a1', role: 'admin', organisationId: 'org' };
const details: ScheduleDetails = {
  tutorId: 't1',
  examId: 'e1',
  exam: { title: 'Maths', totalMarks: 20, examType: 'mathematics' },
  title: 'Maths - Scheduled',
  description: null,
  scheduledStartTime: '2026-12-02T09:00:00.000Z',
  scheduledEndTime: '2026-12-02T10:00:00.000Z',
  duration: 60,
  instructions: null,
  assignmentType: 'individual',
  groupId: null,
  studentIds: ['s1', 's2'],
  hasSpecificSchedule: true,
  settings: { ...DEFAULT_SCHEDULE_SETTINGS },
};

function given(events: SchedulesEvent[]) {
  return events.reduce(scheduleDecider.evolve, scheduleDecider.initialState());
}
const meta = (caller: ScheduleCaller) => ({ caller, metadata: { now } });
const schedule = (caller = tutor): ScheduleCommand => ({
  type: 'ScheduleExam',
  data: { scheduleId: 'sch1', details },
  ...meta(caller),
});
const scheduled = scheduleDecider.decide(schedule(), given([]));

describe('schedule decider', () => {
  it('given nothing, when a tutor schedules, then ExamScheduled with ids, times, status scheduled and who', () => {
    expect(scheduled).toEqual([
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
    const assignment = scheduleDecider.decide(
      {
        type: 'ScheduleExam',
        data: { scheduleId: 'sch2', details: { ...details, hasSpecificSchedule: false } },
        ...meta(tutor),
      },
      given([]),
    );
    expect(assignment[0]!.data).toMatchObject({ status: 'assigned' });
  });

  it('given a parent or student, then forbidden', () => {
    for (const role of ['parent', 'student', 'compliance'] as const) {
      expect(() => scheduleDecider.decide(schedule({ ...tutor, role }), given([]))).toThrow(ForbiddenError);
    }
  });

  it('given a schedule, when it is updated, then ExamScheduleUpdated with the students before', () => {
    const events = scheduleDecider.decide(
      { type: 'UpdateSchedule', data: { details: { ...details, studentIds: ['s2', 's3'] } }, ...meta(tutor) },
      given([...scheduled]),
    );
    expect(events).toEqual([
      {
        type: 'ExamScheduleUpdated',
        data: expect.objectContaining({ studentIds: ['s2', 's3'], previousStudentIds: ['s1', 's2'] }),
      },
    ]);
  });

  it("given another tutor's schedule or another organisation, then not found; an admin of the organisation may", () => {
    const update: ScheduleCommand = { type: 'UpdateSchedule', data: { details }, ...meta(otherTutor) };
    expect(() => scheduleDecider.decide(update, given([...scheduled]))).toThrow(NotFoundError);
    expect(() =>
      scheduleDecider.decide(
        { ...update, caller: { ...admin, organisationId: 'other' } },
        given([...scheduled]),
      ),
    ).toThrow(NotFoundError);
    expect(scheduleDecider.decide({ ...update, caller: admin }, given([...scheduled]))).toHaveLength(1);
    expect(() => scheduleDecider.decide({ ...update, caller: tutor }, given([]))).toThrow(NotFoundError);
  });

  it('given no reason, then "Cancelled by tutor"; with attempts a reason is required', () => {
    const cancel = (reason: string | null, hasAttempts: boolean): ScheduleCommand => ({
      type: 'CancelSchedule',
      data: { reason, hasAttempts },
      ...meta(tutor),
    });
    expect(scheduleDecider.decide(cancel(null, false), given([...scheduled]))).toEqual([
      {
        type: 'ExamScheduleCancelled',
        data: expect.objectContaining({
          reason: 'Cancelled by tutor',
          studentIds: ['s1', 's2'],
          title: details.title,
        }),
      },
    ]);
    expect(() => scheduleDecider.decide(cancel(null, true), given([...scheduled]))).toThrow(ValidationError);
    expect(() => scheduleDecider.decide(cancel(null, true), given([...scheduled]))).toThrow(
      'Students have already started this exam; please give a reason',
    );
    expect(scheduleDecider.decide(cancel('Snow day', true), given([...scheduled]))[0]!.data).toMatchObject({
      reason: 'Snow day',
    });
  });

  it('given a cancelled schedule, then updating or cancelling again is a conflict (409)', () => {
    const cancelled = scheduleDecider.decide(
      { type: 'CancelSchedule', data: { reason: null, hasAttempts: false }, ...meta(tutor) },
      given([...scheduled]),
    );
    const state = given([...scheduled, ...cancelled]);
    expect(() =>
      scheduleDecider.decide({ type: 'UpdateSchedule', data: { details }, ...meta(tutor) }, state),
    ).toThrow(ConflictError);
    expect(() =>
      scheduleDecider.decide(
        { type: 'CancelSchedule', data: { reason: 'x', hasAttempts: false }, ...meta(tutor) },
        state,
      ),
    ).toThrow(ConflictError);
    expect(() => scheduleDecider.decide(schedule(), state)).toThrow(ConflictError);
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
    expect(scheduleDecider.decide(release(tutor), given([...scheduled]))).toEqual([released]);
    expect(scheduleDecider.decide(release(admin), given([...scheduled]))).toEqual([
      { ...released, data: { ...released.data, by: 'a1', byRole: 'admin' } },
    ]);
  });

  it('given a release, when released again (even after an edit), then nothing new is recorded', () => {
    expect(scheduleDecider.decide(release(tutor), given([...scheduled, released]))).toEqual([]);
    const edited = scheduleDecider.decide(
      { type: 'UpdateSchedule', data: { details }, ...meta(tutor) },
      given([...scheduled, released]),
    );
    expect(scheduleDecider.decide(release(admin), given([...scheduled, released, ...edited]))).toEqual([]);
  });

  it('given a cancelled schedule, when its tutor releases, then the release is recorded', () => {
    const cancelled = scheduleDecider.decide(
      { type: 'CancelSchedule', data: { reason: null, hasAttempts: false }, ...meta(tutor) },
      given([...scheduled]),
    );
    expect(scheduleDecider.decide(release(tutor), given([...scheduled, ...cancelled]))).toEqual([released]);
  });

  it('given another tutor, nothing or a student, then not found or forbidden', () => {
    expect(() => scheduleDecider.decide(release(otherTutor), given([...scheduled]))).toThrow(NotFoundError);
    expect(() => scheduleDecider.decide(release(tutor), given([]))).toThrow(NotFoundError);
    expect(() =>
      scheduleDecider.decide(
        release({ userId: 's1', role: 'student', organisationId: 'org' }),
        given([...scheduled]),
      ),
    ).toThrow(ForbiddenError);
  });
});
