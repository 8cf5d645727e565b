import { describe, expect, it } from 'vitest';
import { DEFAULT_SCHEDULE_SETTINGS, SCHEDULE_MESSAGES, ScheduleRequest } from '@portal/contracts';
import {
  EMPTY_SCHEDULE_FORM,
  durationFromExam,
  endFromStart,
  formFromSchedule,
  graceLabel,
  parseGrace,
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
import { mockSwitchDisabled, parseMockTarget } from './mockForm';

const picked = (id: string) => ({ id, name: `Student ${id}`, detail: null });

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
      allowReadAloud: true,
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
    const group = { ...filled, students: [] };
    expect(withAssignmentType(group, 'individual')).toMatchObject({ groupId: '', students: [] });
    const individual = {
      ...filled,
      assignmentType: 'individual' as const,
      groupId: '',
      students: [picked('s1')],
    };
    expect(withAssignmentType(individual, 'group').students).toEqual([]);
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
      validateScheduleForm({ ...filled, assignmentType: 'individual', groupId: '', students: [] }),
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
      settings: { ...DEFAULT_SCHEDULE_SETTINGS, gracePeriodMinutes: 0, mock: null },
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
      students: [picked('s1'), picked('s2')],
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
      students: [],
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
      assignments: [
        { studentId: 's1', student: { firstName: 'Ada', lastName: 'Lovelace' } },
        { studentId: 's2' },
      ],
      assignmentType: 'individual',
      hasSpecificSchedule: false,
    });
    expect(values).toMatchObject({
      assignmentType: 'individual',
      students: [
        { id: 's1', name: 'Ada Lovelace', detail: null },
        { id: 's2', name: 'Student', detail: null },
      ],
      hasSpecificSchedule: false,
    });
  });
});

describe('the grace period field (issue 16)', () => {
  it('given blank, 0, 10 or 30, then those minutes (blank is 0); given 31, -1, 2.5 or a word, then not valid', () => {
    expect(['', '0', ' 10 ', '30'].map(parseGrace)).toEqual([0, 0, 10, 30]);
    expect(['31', '-1', '2.5', 'ten'].map(parseGrace)).toEqual([null, null, null, null]);
  });

  it('given 10 minutes typed, then the request carries them and the server schema accepts it', () => {
    const checked = validateScheduleForm({ ...filled, grace: '10' });
    expect(checked).toMatchObject({ ok: true, request: { settings: { gracePeriodMinutes: 10 } } });
    expect(checked.ok && ScheduleRequest.safeParse(checked.request).success).toBe(true);
  });

  it("given 31 minutes typed, then the contract's message on the grace field", () => {
    expect(validateScheduleForm({ ...filled, grace: '31' })).toEqual({
      ok: false,
      message: SCHEDULE_MESSAGES.gracePeriod,
      field: 'grace',
    });
  });

  it('given a schedule with 10 minutes, one stored before the rule with 45, or none, then the form shows 10, 30 and 0', () => {
    const base = { examId: 'e1', title: 'Mock', settings: DEFAULT_SCHEDULE_SETTINGS };
    expect(formFromSchedule({ ...base, settings: { ...base.settings, gracePeriodMinutes: 10 } }).grace).toBe(
      '10',
    );
    expect(formFromSchedule({ ...base, settings: { ...base.settings, gracePeriodMinutes: 45 } }).grace).toBe(
      '30',
    );
    expect(formFromSchedule(base).grace).toBe('0');
  });

  it('labels the card: None, 1 minute, 10 minutes after the end', () => {
    expect([0, 1, 10].map(graceLabel)).toEqual([
      'None',
      '1 minute after the end',
      '10 minutes after the end',
    ]);
  });
});

describe('mock exam mode (issue 20)', () => {
  const mock = (fields: Partial<ScheduleFormValues['mock']>) => ({
    ...filled,
    mock: { enabled: true, name: 'Autumn mock', target: '121', ...fields },
  });

  it('starts with the switch off and sends null: not a mock', () => {
    expect(EMPTY_SCHEDULE_FORM.mock.enabled).toBe(false);
    expect(validateScheduleForm(filled)).toMatchObject({ ok: true, request: { settings: { mock: null } } });
  });

  it('given a name and a target, then settings.mock with the name trimmed and the target a number, as the server takes it', () => {
    const checked = validateScheduleForm(mock({ name: '  Autumn mock ', target: ' 121 ' }));
    expect(checked).toMatchObject({
      ok: true,
      request: { settings: { mock: { name: 'Autumn mock', targetScore: 121 } } },
    });
    expect(checked.ok && ScheduleRequest.safeParse(checked.request).success).toBe(true);
  });

  it('given no target, then targetScore null (the target is optional)', () => {
    expect(validateScheduleForm(mock({ target: '' }))).toMatchObject({
      ok: true,
      request: { settings: { mock: { name: 'Autumn mock', targetScore: null } } },
    });
  });

  it("given a blank or over-long name, then the contract's message on the name", () => {
    for (const name of ['   ', 'x'.repeat(81)]) {
      expect(validateScheduleForm(mock({ name }))).toEqual({
        ok: false,
        message: SCHEDULE_MESSAGES.mockName,
        field: 'mockName',
      });
    }
    expect(validateScheduleForm(mock({ name: 'x'.repeat(80) })).ok).toBe(true);
  });

  it("given a target outside 69-141 or not whole, then the contract's message on the target", () => {
    expect(['68', '142', '120.5', 'high', '-1'].map(parseMockTarget)).toEqual([
      undefined,
      undefined,
      undefined,
      undefined,
      undefined,
    ]);
    expect(['69', '141', ''].map(parseMockTarget)).toEqual([69, 141, null]);
    expect(validateScheduleForm(mock({ target: '150' }))).toEqual({
      ok: false,
      message: SCHEDULE_MESSAGES.mockTarget,
      field: 'mockTarget',
    });
  });

  it('given no specific window, then the switch cannot be switched on, and one left on is refused with the server’s words', () => {
    expect(mockSwitchDisabled({ hasSpecificSchedule: false, mock: EMPTY_SCHEDULE_FORM.mock })).toBe(true);
    expect(mockSwitchDisabled({ hasSpecificSchedule: true, mock: EMPTY_SCHEDULE_FORM.mock })).toBe(false);
    const windowless = { ...mock({}), hasSpecificSchedule: false, start: '' };
    expect(mockSwitchDisabled(windowless)).toBe(false);
    expect(validateScheduleForm(windowless)).toEqual({
      ok: false,
      message: SCHEDULE_MESSAGES.mockNeedsWindow,
      field: 'mock',
    });
  });

  it('given a stored mock, then the edit form shows it; given none, the switch off', () => {
    const base = { examId: 'e1', title: 'Mock', settings: DEFAULT_SCHEDULE_SETTINGS };
    const stored = formFromSchedule({
      ...base,
      settings: { ...base.settings, mock: { name: 'Autumn mock', targetScore: 121 } },
    });
    expect(stored.mock).toEqual({ enabled: true, name: 'Autumn mock', target: '121' });
    expect(stored.settings).not.toHaveProperty('mock');
    expect(
      formFromSchedule({ ...base, settings: { ...base.settings, mock: { name: 'M', targetScore: null } } })
        .mock,
    ).toEqual({ enabled: true, name: 'M', target: '' });
    expect(formFromSchedule(base).mock.enabled).toBe(false);
    expect(formFromSchedule({ ...base, settings: { ...base.settings, mock: null } }).mock.enabled).toBe(
      false,
    );
  });
});
