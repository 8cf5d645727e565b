import { describe, expect, it } from 'vitest';
import { DeciderSpecification } from '@portal/platform/testing';
import { scheduleDetails } from '@portal/projections/testing';
import type { SchedulesEvent } from '@portal/contracts';
import type { FollowGroupChange, ScheduleCaller, ScheduleCommand, ScheduleDetails } from './decider';
import { scheduleDecider } from './decider';

// Group schedules follow the group (issue 16 item 8): given the schedule's events, when a member of
// its group joins or leaves, then the students it holds (an ExamScheduleUpdated) or nothing.

const created = new Date('2026-12-01T08:00:00.000Z');
const tutor: ScheduleCaller = { userId: 't1', role: 'tutor', organisationId: 'org' };
const details: ScheduleDetails = {
  ...scheduleDetails,
  title: 'Maths - Group',
  description: 'Timed',
  instructions: 'Work alone',
  assignmentType: 'group',
  groupId: 'g1',
};

const given = DeciderSpecification.for(scheduleDecider);
const scheduled = (overrides: Partial<ScheduleDetails> = {}) =>
  given([])
    .when({
      type: 'ScheduleExam',
      data: { scheduleId: 'sch1', details: { ...details, ...overrides } },
      caller: tutor,
      metadata: { now: created },
    })
    .events();
const follow = (change: Partial<FollowGroupChange>, at: string, caller = tutor): ScheduleCommand => ({
  type: 'FollowGroup',
  data: { groupId: 'g1', studentId: 's3', change: 'join', hasAttempt: false, ...change },
  caller,
  metadata: { now: new Date(at) },
});
const BEFORE_START = '2026-12-02T08:00:00.000Z';
const DURING = '2026-12-02T09:30:00.000Z';
const AFTER_END = '2026-12-02T10:00:00.000Z';

describe('schedule decider: following the group', () => {
  it('given an upcoming group schedule, when a student joins the group, then ExamScheduleUpdated adds them and re-states every field', () => {
    const events = given(scheduled()).when(follow({}, BEFORE_START)).events();
    expect(events).toHaveLength(1);
    const [event] = events;
    expect(event?.type).toBe('ExamScheduleUpdated');
    expect(event?.data).toMatchObject({
      ...details,
      scheduleId: 'sch1',
      organisationId: 'org',
      status: 'scheduled',
      studentIds: ['s1', 's2', 's3'],
      previousStudentIds: ['s1', 's2'],
      followedGroup: { studentId: 's3', change: 'joined' },
      by: 't1',
      byRole: 'tutor',
      updatedAt: BEFORE_START,
    });
    // an open one too
    expect(given(scheduled()).when(follow({}, DURING)).events()).toHaveLength(1);
  });

  it('given a schedule whose end has passed, or completed, when a student joins, then nothing', () => {
    given(scheduled()).when(follow({}, AFTER_END)).thenNothingHappened();
    const completed: SchedulesEvent = {
      type: 'ExamScheduleCompleted',
      data: {
        scheduleId: 'sch1',
        organisationId: 'org',
        tutorId: 't1',
        examId: 'e1',
        by: 'system',
        byRole: 'system',
        closedAt: AFTER_END,
        completedAt: AFTER_END,
      },
    };
    given([...scheduled(), completed])
      .when(follow({}, DURING))
      .thenNothingHappened();
  });

  it('given a student already held, an individual schedule, another group, a cancelled schedule or another organisation, when joining, then nothing', () => {
    given(scheduled())
      .when(follow({ studentId: 's1' }, DURING))
      .thenNothingHappened();
    given(scheduled({ assignmentType: 'individual', groupId: null }))
      .when(follow({}, DURING))
      .thenNothingHappened();
    given(scheduled())
      .when(follow({ groupId: 'g2' }, DURING))
      .thenNothingHappened();
    const cancelled: SchedulesEvent = {
      type: 'ExamScheduleCancelled',
      data: {
        scheduleId: 'sch1',
        organisationId: 'org',
        tutorId: 't1',
        examId: 'e1',
        title: details.title,
        studentIds: ['s1', 's2'],
        hasSpecificSchedule: true,
        reason: 'Snow',
        by: 't1',
        byRole: 'tutor',
        cancelledAt: BEFORE_START,
      },
    };
    given([...scheduled(), cancelled])
      .when(follow({}, DURING))
      .thenNothingHappened();
    given(scheduled())
      .when(follow({}, DURING, { ...tutor, organisationId: 'other' }))
      .thenNothingHappened();
  });

  it('given a member who has not started, when they leave the group, then they are taken out', () => {
    const events = given(scheduled())
      .when(follow({ studentId: 's2', change: 'leave' }, BEFORE_START))
      .events();
    expect(events[0]?.data).toMatchObject({
      studentIds: ['s1'],
      previousStudentIds: ['s1', 's2'],
      followedGroup: { studentId: 's2', change: 'left' },
    });
    // the next edit by the tutor is an ordinary one again
    const after = [...scheduled(), ...events];
    const edited = given(after)
      .when({ type: 'UpdateSchedule', data: { details }, caller: tutor, metadata: { now: created } })
      .events();
    expect(edited[0]?.data).not.toHaveProperty('followedGroup');
  });

  it('given a member who started, or a schedule already over, when they leave, then they keep it', () => {
    given(scheduled())
      .when(follow({ studentId: 's2', change: 'leave', hasAttempt: true }, DURING))
      .thenNothingHappened();
    given(scheduled())
      .when(follow({ studentId: 's2', change: 'leave' }, AFTER_END))
      .thenNothingHappened();
  });

  it('given a schedule without an end (an assignment), when a student joins later, then they get it', () => {
    const events = given(
      scheduled({ scheduledEndTime: null, scheduledStartTime: null, hasSpecificSchedule: false }),
    )
      .when(follow({}, '2027-06-01T00:00:00.000Z'))
      .events();
    expect(events[0]?.data).toMatchObject({ studentIds: ['s1', 's2', 's3'], status: 'assigned' });
  });
});
