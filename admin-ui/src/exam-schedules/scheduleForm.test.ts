import { describe, expect, it } from 'vitest';
import { DEFAULT_SCHEDULE_SETTINGS, ScheduleRequest } from '@portal/contracts';
import {
  EMPTY_SCHEDULE_FORM,
  durationFromExam,
  endFromStart,
  formFromSchedule,
  isoToLocalInput,
  parseLocalInput,
  prefilledTitle,
  toLocalInput,
  validateScheduleForm,
  withAssignmentType,
  withExam,
  withStart,
  type ScheduleFormValues,
} from './scheduleForm';

const filled: ScheduleFormValues = {
  ...EMPTY_SCHEDULE_FORM,
  examId: 'exam-1',
  title: 'Maths Mock 1 - Scheduled',
  groupId: 'group-1',
  start: '2026-03-12T09:30',
};

describe('the schedule form helpers (spec 002 §5)', () => {
  it('starts with duration 60, a specific schedule and the default settings', () => {
    expect(EMPTY_SCHEDULE_FORM.duration).toBe('60');
    expect(EMPTY_SCHEDULE_FORM.hasSpecificSchedule).toBe(true);
    expect(EMPTY_SCHEDULE_FORM.settings).toEqual({
      showResultsImmediately: false,
      allowPause: false,
      randomizeQuestions: false,
      preventCopyPaste: true,
      fullScreenRequired: false,
    });
  });

  it("pre-fills the title as '{exam title} - Scheduled' and takes the exam's duration", () => {
    expect(prefilledTitle('Maths Mock 1')).toBe('Maths Mock 1 - Scheduled');
    const next = withExam(EMPTY_SCHEDULE_FORM, { id: 'e1', title: 'Maths Mock 1', duration: 45 });
    expect(next).toMatchObject({ examId: 'e1', title: 'Maths Mock 1 - Scheduled', duration: '45' });
  });

  it("keeps an exam's duration inside 5-240 and falls back to 60", () => {
    expect(durationFromExam(180)).toBe('180');
    expect(durationFromExam(300)).toBe('240');
    expect(durationFromExam(2)).toBe('5');
    expect(durationFromExam(undefined)).toBe('60');
  });

  it('computes the end as start plus duration, in local time', () => {
    expect(endFromStart('2026-03-12T09:30', '60')).toBe('2026-03-12T10:30');
    expect(endFromStart('2026-03-12T23:30', '45')).toBe('2026-03-13T00:15');
    expect(endFromStart('', '60')).toBe('');
    expect(endFromStart('2026-03-12T09:30', 'abc')).toBe('');
  });

  it('fills an empty end when the start is set, and leaves a chosen end alone', () => {
    expect(withStart(EMPTY_SCHEDULE_FORM, '2026-03-12T09:30').end).toBe('2026-03-12T10:30');
    expect(withStart({ ...EMPTY_SCHEDULE_FORM, end: '2026-03-12T12:00' }, '2026-03-12T09:30').end).toBe(
      '2026-03-12T12:00',
    );
  });

  it('recomputes the end from the new duration when an exam is chosen after the start', () => {
    const started = withStart(EMPTY_SCHEDULE_FORM, '2026-03-12T09:30');
    expect(withExam(started, { id: 'e1', title: 'English', duration: 90 }).end).toBe('2026-03-12T11:00');
  });

  it('clears the selection when the assignment type changes', () => {
    const group = { ...filled, studentIds: [] };
    expect(withAssignmentType(group, 'individual')).toMatchObject({ groupId: '', studentIds: [] });
    const individual = { ...filled, assignmentType: 'individual' as const, groupId: '', studentIds: ['s1'] };
    expect(withAssignmentType(individual, 'group').studentIds).toEqual([]);
    expect(withAssignmentType(individual, 'individual')).toBe(individual);
  });

  it('round-trips local date-times', () => {
    const date = parseLocalInput('2026-03-12T09:30');
    expect(date).not.toBeNull();
    expect(toLocalInput(date!)).toBe('2026-03-12T09:30');
    expect(isoToLocalInput(date!.toISOString())).toBe('2026-03-12T09:30');
    expect(parseLocalInput('12/03/2026')).toBeNull();
    expect(isoToLocalInput(null)).toBe('');
  });
});

describe('validateScheduleForm', () => {
  it("asks for exam, title and students/groups with the spec's message", () => {
    const message = 'Please fill in exam, title, and select students/groups';
    expect(validateScheduleForm({ ...filled, examId: '' })).toEqual({ ok: false, message, field: 'examId' });
    expect(validateScheduleForm({ ...filled, title: '   ' })).toEqual({ ok: false, message, field: 'title' });
    expect(validateScheduleForm({ ...filled, groupId: '' })).toEqual({
      ok: false,
      message,
      field: 'assignees',
    });
    expect(
      validateScheduleForm({ ...filled, assignmentType: 'individual', groupId: '', studentIds: [] }),
    ).toMatchObject({ ok: false, field: 'assignees' });
  });

  it('asks for a start on a scheduled exam, and an end after it', () => {
    expect(validateScheduleForm({ ...filled, start: '' })).toEqual({
      ok: false,
      message: 'Please specify start date and time for scheduled exams',
      field: 'start',
    });
    for (const end of ['2026-03-12T09:30', '2026-03-12T09:00']) {
      expect(validateScheduleForm({ ...filled, end })).toEqual({
        ok: false,
        message: 'End time must be after start time',
        field: 'end',
      });
    }
  });

  it('keeps the duration within 5 to 240 minutes', () => {
    for (const duration of ['4', '241', '', 'soon', '12.5']) {
      expect(validateScheduleForm({ ...filled, duration })).toMatchObject({ ok: false, field: 'duration' });
    }
    expect(validateScheduleForm({ ...filled, duration: '5' }).ok).toBe(true);
    expect(validateScheduleForm({ ...filled, duration: '240' }).ok).toBe(true);
  });

  it('builds the request the server takes, times in UTC ISO', () => {
    const checked = validateScheduleForm({ ...filled, end: '2026-03-12T10:45', title: '  Mock  ' });
    expect(checked.ok).toBe(true);
    if (!checked.ok) {
      return;
    }
    expect(checked.request).toEqual({
      examId: 'exam-1',
      title: 'Mock',
      description: '',
      scheduledStartTime: new Date('2026-03-12T09:30').toISOString(),
      scheduledEndTime: new Date('2026-03-12T10:45').toISOString(),
      duration: 60,
      instructions: '',
      assignmentType: 'group',
      assigneeIds: ['group-1'],
      hasSpecificSchedule: true,
      settings: DEFAULT_SCHEDULE_SETTINGS,
    });
    // the server's own schema accepts it as it is
    expect(ScheduleRequest.safeParse(checked.request).success).toBe(true);
  });

  it('sends no times for an assignment without a specific schedule', () => {
    const checked = validateScheduleForm({
      ...filled,
      hasSpecificSchedule: false,
      start: '',
      assignmentType: 'individual',
      groupId: '',
      studentIds: ['s1', 's2'],
    });
    expect(checked).toMatchObject({
      ok: true,
      request: { scheduledStartTime: null, scheduledEndTime: null, assigneeIds: ['s1', 's2'] },
    });
  });
});

describe('formFromSchedule', () => {
  it('fills the edit form from a group schedule', () => {
    const start = '2026-03-12T09:30:00.000Z';
    const values = formFromSchedule({
      examId: 'e1',
      title: 'Mock',
      description: null,
      instructions: 'Bring a pencil',
      scheduledStartTime: start,
      scheduledEndTime: null,
      duration: 45,
      groupId: 'g1',
      assignments: [{ studentId: 's1' }],
      assignmentType: 'group',
      hasSpecificSchedule: true,
      settings: { ...DEFAULT_SCHEDULE_SETTINGS, allowPause: true },
    });
    expect(values).toMatchObject({
      examId: 'e1',
      description: '',
      instructions: 'Bring a pencil',
      assignmentType: 'group',
      groupId: 'g1',
      studentIds: [],
      start: isoToLocalInput(start),
      end: '',
      duration: '45',
    });
    expect(values.settings.allowPause).toBe(true);
  });

  it('fills the students of an individual assignment', () => {
    const values = formFromSchedule({
      examId: 'e1',
      title: 'Mock',
      groupId: null,
      assignments: [{ studentId: 's1' }, { studentId: 's2' }],
      assignmentType: 'individual',
      hasSpecificSchedule: false,
    });
    expect(values).toMatchObject({
      assignmentType: 'individual',
      studentIds: ['s1', 's2'],
      hasSpecificSchedule: false,
    });
  });
});
