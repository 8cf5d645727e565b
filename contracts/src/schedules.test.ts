import { describe, expect, it } from 'vitest';
import {
  DEFAULT_SCHEDULE_SETTINGS,
  SCHEDULE_MESSAGES,
  ScheduleRequest,
  scheduleCancelledNotification,
  scheduleSection,
  suggestedTitle,
  suggestedTitles,
} from './schedules';

const valid = {
  examId: 'exam-1',
  title: 'Maths mock - Scheduled',
  scheduledStartTime: '2026-12-01T09:00:00.000Z',
  scheduledEndTime: null,
  assignmentType: 'individual',
  assigneeIds: ['s1'],
  hasSpecificSchedule: true,
};

function messageOf(input: Record<string, unknown>): string[] {
  const result = ScheduleRequest.safeParse({ ...valid, ...input });
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
}

describe('ScheduleRequest (spec 002 §5 Schedule form)', () => {
  it.each([
    [{ examId: '' }],
    [{ title: '  ' }],
    [{ assigneeIds: [] }],
    [{ examId: undefined, assigneeIds: null }],
  ])('given %j, then the one spec message for exam, title and students', (change) => {
    expect(messageOf(change)).toEqual([SCHEDULE_MESSAGES.required]);
  });

  it('given a specific schedule without a start, then "Please specify start date and time for scheduled exams"', () => {
    expect(messageOf({ scheduledStartTime: '' })).toEqual([SCHEDULE_MESSAGES.startRequired]);
    expect(SCHEDULE_MESSAGES.startRequired).toBe('Please specify start date and time for scheduled exams');
  });

  it('given an end at or before the start, then "End time must be after start time"', () => {
    expect(messageOf({ scheduledEndTime: valid.scheduledStartTime })).toEqual([
      'End time must be after start time',
    ]);
    expect(messageOf({ scheduledEndTime: '2026-12-01T08:59:00.000Z' })).toEqual([
      'End time must be after start time',
    ]);
  });

  it.each([4, 241, 'abc', 12.5])('given duration %j, then the 5–240 message', (duration) => {
    expect(messageOf({ duration })).toEqual(['Duration must be between 5 and 240 minutes']);
  });

  it('given no duration, end or settings, then 60 minutes, end = start + duration, the default settings', () => {
    const parsed = ScheduleRequest.parse(valid);
    expect(parsed).toMatchObject({
      duration: 60,
      scheduledEndTime: '2026-12-01T10:00:00.000Z',
      settings: { ...DEFAULT_SCHEDULE_SETTINGS, gracePeriodMinutes: 0 },
      allowDuplicate: false,
    });
    expect(ScheduleRequest.parse({ ...valid, duration: '5' }).scheduledEndTime).toBe(
      '2026-12-01T09:05:00.000Z',
    );
    expect(ScheduleRequest.parse({ ...valid, settings: { allowPause: true } }).settings).toEqual({
      ...DEFAULT_SCHEDULE_SETTINGS,
      allowPause: true,
      gracePeriodMinutes: 0,
    });
  });

  it('given mock exam mode, then the name is trimmed and the target kept; a bad target, a blank name or no window is refused', () => {
    const settings = (mock: unknown) => ({ ...valid, settings: { mock } });
    expect(
      ScheduleRequest.parse(settings({ name: '  Spring mock ', targetScore: 121 })).settings.mock,
    ).toEqual({
      name: 'Spring mock',
      targetScore: 121,
    });
    expect(ScheduleRequest.parse(settings({ name: 'Spring mock' })).settings.mock).toEqual({
      name: 'Spring mock',
      targetScore: null,
    });
    expect(ScheduleRequest.parse(settings(null)).settings.mock).toBeUndefined();
    for (const targetScore of [68, 142, 120.5, '121']) {
      const result = ScheduleRequest.safeParse(settings({ name: 'Mock', targetScore }));
      expect(result.error?.issues[0]?.message).toBe(SCHEDULE_MESSAGES.mockTarget);
    }
    expect(ScheduleRequest.safeParse(settings({ name: '  ' })).error?.issues[0]?.message).toBe(
      SCHEDULE_MESSAGES.mockName,
    );
    expect(ScheduleRequest.safeParse(settings({ name: 'Mock', $where: '1' })).success).toBe(false);
    const noWindow = ScheduleRequest.safeParse({ ...settings({ name: 'Mock' }), hasSpecificSchedule: false });
    expect(noWindow.error?.issues[0]?.message).toBe(SCHEDULE_MESSAGES.mockNeedsWindow);
  });

  it('given a grace period of 0, 10 or 30 minutes, then kept; 31, -1, 2.5 or "10", then the 0–30 message', () => {
    for (const minutes of [0, 10, 30]) {
      expect(
        ScheduleRequest.parse({ ...valid, settings: { gracePeriodMinutes: minutes } }).settings,
      ).toMatchObject({
        gracePeriodMinutes: minutes,
      });
    }
    for (const gracePeriodMinutes of [31, -1, 2.5, '10']) {
      expect(messageOf({ settings: { gracePeriodMinutes } })).toEqual([SCHEDULE_MESSAGES.gracePeriod]);
    }
    expect(SCHEDULE_MESSAGES.gracePeriod).toBe(
      'Grace period must be a whole number of minutes between 0 and 30',
    );
  });

  it('given no specific schedule, then the times are dropped (an assignment without a window)', () => {
    const parsed = ScheduleRequest.parse({ ...valid, hasSpecificSchedule: false, scheduledStartTime: null });
    expect(parsed).toMatchObject({
      scheduledStartTime: null,
      scheduledEndTime: null,
      hasSpecificSchedule: false,
    });
  });

  it('given a time with an offset, then it is answered in UTC; nonsense is refused', () => {
    expect(
      ScheduleRequest.parse({ ...valid, scheduledStartTime: '2026-12-01T10:00:00+01:00' }).scheduledStartTime,
    ).toBe('2026-12-01T09:00:00.000Z');
    expect(messageOf({ scheduledStartTime: 'tomorrow-ish' })).toContain(SCHEDULE_MESSAGES.invalidTime);
  });

  it('given two groups, then one group per schedule; repeated students count once', () => {
    expect(messageOf({ assignmentType: 'group', assigneeIds: ['g1', 'g2'] })).toEqual([
      SCHEDULE_MESSAGES.oneGroup,
    ]);
    expect(ScheduleRequest.parse({ ...valid, assigneeIds: ['s1', 's1', 's2'] }).assigneeIds).toEqual([
      's1',
      's2',
    ]);
  });
});

describe('scheduleSection (spec 002 §4 Schedule sections)', () => {
  const now = new Date('2026-12-01T12:00:00.000Z');
  const base = {
    status: 'scheduled' as const,
    isActive: true,
    scheduledStartTime: '2026-12-01T11:00:00.000Z',
    scheduledEndTime: '2026-12-01T13:00:00.000Z',
  };

  it('given the window around now, then active; before, upcoming; after, past', () => {
    expect(scheduleSection(base, now)).toBe('active');
    expect(scheduleSection({ ...base, scheduledStartTime: '2026-12-01T12:00:00.001Z' }, now)).toBe(
      'upcoming',
    );
    expect(scheduleSection({ ...base, scheduledEndTime: '2026-12-01T12:00:00.000Z' }, now)).toBe('past');
    expect(scheduleSection({ ...base, scheduledEndTime: null }, now)).toBe('active');
  });

  it('given cancelled, completed or inactive, then completed; assigned without a start, an assignment', () => {
    expect(scheduleSection({ ...base, status: 'cancelled' }, now)).toBe('completed');
    expect(scheduleSection({ ...base, status: 'completed' }, now)).toBe('completed');
    expect(scheduleSection({ ...base, isActive: false }, now)).toBe('completed');
    expect(
      scheduleSection({ ...base, status: 'assigned', scheduledStartTime: null, scheduledEndTime: null }, now),
    ).toBe('assignment');
    expect(scheduleSection({ ...base, status: 'assigned' }, now)).toBe('active');
  });
});

describe('suggested titles for a duplicate', () => {
  it('given titles in use, then the next free "(n)"', () => {
    expect(suggestedTitle('Maths mock', [])).toBe('Maths mock (2)');
    expect(suggestedTitle('Maths mock', ['Maths mock', 'maths mock (2)'])).toBe('Maths mock (3)');
    expect(suggestedTitle('Maths mock (2)', ['Maths mock (2)'])).toBe('Maths mock (3)');
    expect(suggestedTitles('Maths mock', ['Maths mock (3)'])).toEqual([
      'Maths mock (2)',
      'Maths mock (4)',
      'Maths mock (5)',
    ]);
  });

  it('given a cancellation, then the push names the title and the reason', () => {
    expect(
      scheduleCancelledNotification({
        scheduleId: 'x',
        title: 'Mock',
        reason: 'Snow day',
        at: '2026-12-01T00:00:00Z',
      }),
    ).toEqual({
      type: 'schedule-cancelled',
      scheduleId: 'x',
      message: '"Mock" has been cancelled: Snow day',
      at: '2026-12-01T00:00:00Z',
    });
  });
});
