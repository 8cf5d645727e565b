import {
  DEFAULT_SCHEDULE_SETTINGS,
  SCHEDULE_LIMITS,
  SCHEDULE_MESSAGES,
  graceMinutesValid,
  type AssignmentType,
  type ScheduleSettings,
} from '@portal/contracts';
import { EMPTY_MOCK_FORM, checkMock, mockFormOf, type MockFormValues } from './mockForm';
import type { PickedStudent } from '../student-picker/studentPicker';

/** The on/off settings; the grace period is a number of minutes and the mock a group of fields, each their own. */
export type ScheduleSettingKey = Exclude<keyof ScheduleSettings, 'gracePeriodMinutes' | 'mock'>;

/** The switches of the form, in the order shown, with their labels. */
export const SETTING_LABELS: readonly { key: ScheduleSettingKey; label: string }[] = [
  { key: 'showResultsImmediately', label: 'Show results immediately' },
  { key: 'allowPause', label: 'Allow pause' },
  { key: 'randomizeQuestions', label: 'Randomise questions' },
  { key: 'preventCopyPaste', label: 'Prevent copy and paste' },
  { key: 'fullScreenRequired', label: 'Full screen required' },
  { key: 'allowReadAloud', label: 'Allow read aloud' },
];

/** Why a tutor would switch read-aloud off (issue 19): shown under the switches. */
export const READ_ALOUD_HINT =
  'Read aloud lets a student hear the question, options and passage. Switch it off where reading is what is assessed, e.g. English comprehension.';

/** The dialog's inputs as they hold them: times are `datetime-local` values in the user's zone. */
export interface ScheduleFormValues {
  examId: string;
  title: string;
  description: string;
  instructions: string;
  assignmentType: AssignmentType;
  groupId: string;
  /** the students chosen (individual assignment), with the names their chips show */
  students: PickedStudent[];
  hasSpecificSchedule: boolean;
  /** 'YYYY-MM-DDTHH:mm', local time; '' when not given */
  start: string;
  end: string;
  /** as typed; checked on save */
  duration: string;
  /** minutes after the end a student may still start, as typed; checked on save */
  grace: string;
  /** the switches (and the grace period once checked); the mock is `mock` below */
  settings: ScheduleSettings;
  mock: MockFormValues;
}

export const EMPTY_SCHEDULE_FORM: ScheduleFormValues = {
  examId: '',
  title: '',
  description: '',
  instructions: '',
  assignmentType: 'group',
  groupId: '',
  students: [],
  hasSpecificSchedule: true,
  start: '',
  end: '',
  duration: String(SCHEDULE_LIMITS.defaultDuration),
  grace: String(SCHEDULE_LIMITS.defaultGrace),
  settings: { ...DEFAULT_SCHEDULE_SETTINGS },
  mock: EMPTY_MOCK_FORM,
};

/** What the form sends to POST and PUT /exam-schedules (the contract's ScheduleRequest input). */
export interface ScheduleRequestBody {
  examId: string;
  title: string;
  description: string;
  scheduledStartTime: string | null;
  scheduledEndTime: string | null;
  duration: number;
  instructions: string;
  assignmentType: AssignmentType;
  assigneeIds: string[];
  hasSpecificSchedule: boolean;
  settings: ScheduleSettings;
  allowDuplicate?: boolean;
}

export type ScheduleFormField =
  | 'examId'
  | 'title'
  | 'assignees'
  | 'start'
  | 'end'
  | 'duration'
  | 'grace'
  | 'mock'
  | 'mockName'
  | 'mockTarget';

export type ScheduleValidation =
  { ok: true; request: ScheduleRequestBody } | { ok: false; message: string; field: ScheduleFormField };

/** Choosing an exam pre-fills the title as '{exam title} - Scheduled'. */
export function prefilledTitle(examTitle: string): string {
  return `${examTitle} - Scheduled`;
}

const pad = (value: number) => String(value).padStart(2, '0');

/** A moment as a `datetime-local` value in the browser's time zone: 'YYYY-MM-DDTHH:mm'. */
export function toLocalInput(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(
    date.getMinutes(),
  )}`;
}

/** An ISO time from the API as a `datetime-local` value; '' for none or nonsense. */
export function isoToLocalInput(iso: string | null | undefined): string {
  if (!iso) {
    return '';
  }
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : toLocalInput(date);
}

/** A `datetime-local` value (local time) as a Date; null when blank or not a time. */
export function parseLocalInput(value: string): Date | null {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?$/.test(value)) {
    return null;
  }
  // without an offset, a date-time string is read in the local zone (ECMAScript Date.parse)
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** The duration typed, as whole minutes; null when it is not a number. */
export function parseDuration(value: string): number | null {
  const trimmed = value.trim();
  if (!/^\d+$/.test(trimmed)) {
    return null;
  }
  return Number(trimmed);
}

/** The grace period typed, as whole minutes 0–30 (the contract's rule); blank is 0; null when not valid. */
export function parseGrace(value: string): number | null {
  const trimmed = value.trim();
  if (trimmed === '') {
    return SCHEDULE_LIMITS.defaultGrace;
  }
  if (!/^\d+$/.test(trimmed)) {
    return null;
  }
  const minutes = Number(trimmed);
  return graceMinutesValid(minutes) ? minutes : null;
}

/** "No grace period" or "10 minutes after the end". */
export function graceLabel(minutes: number): string {
  if (minutes <= 0) {
    return 'None';
  }
  return `${minutes} minute${minutes === 1 ? '' : 's'} after the end`;
}

export function durationInRange(minutes: number | null): minutes is number {
  return minutes !== null && minutes >= SCHEDULE_LIMITS.durationMin && minutes <= SCHEDULE_LIMITS.durationMax;
}

/** The end time as start plus duration, both as the form holds them; '' when either is missing. */
export function endFromStart(start: string, duration: string): string {
  const begins = parseLocalInput(start);
  const minutes = parseDuration(duration);
  if (!begins || minutes === null || minutes <= 0) {
    return '';
  }
  return toLocalInput(new Date(begins.getTime() + minutes * 60_000));
}

/** The exam's own duration, kept within the schedule's range (an exam may run 180 min, a schedule up to 240). */
export function durationFromExam(examDuration: number | null | undefined): string {
  if (typeof examDuration !== 'number' || !Number.isFinite(examDuration)) {
    return String(SCHEDULE_LIMITS.defaultDuration);
  }
  const minutes = Math.round(examDuration);
  return String(Math.min(SCHEDULE_LIMITS.durationMax, Math.max(SCHEDULE_LIMITS.durationMin, minutes)));
}

/** The form after choosing an exam: its title pre-filled and its duration taken from the exam. */
export function withExam(
  values: ScheduleFormValues,
  exam: { id: string; title: string; duration?: number | null },
): ScheduleFormValues {
  const duration = durationFromExam(exam.duration);
  return {
    ...values,
    examId: exam.id,
    title: prefilledTitle(exam.title),
    duration,
    // an end computed from the old duration would no longer match; recompute it from the start
    end: values.start ? endFromStart(values.start, duration) : values.end,
  };
}

/** Changing the assignment type clears the selection (spec 002 §5). */
export function withAssignmentType(values: ScheduleFormValues, type: AssignmentType): ScheduleFormValues {
  return type === values.assignmentType
    ? values
    : { ...values, assignmentType: type, groupId: '', students: [] };
}

/** A new start fills an empty end as start plus duration. */
export function withStart(values: ScheduleFormValues, start: string): ScheduleFormValues {
  return { ...values, start, end: values.end ? values.end : endFromStart(start, values.duration) };
}

export function assigneeIdsOf(values: ScheduleFormValues): string[] {
  return values.assignmentType === 'group'
    ? values.groupId
      ? [values.groupId]
      : []
    : values.students.map((student) => student.id);
}

/** Spec 002 §5, in the order the product checks: what and who, then when. */
export function validateScheduleForm(values: ScheduleFormValues): ScheduleValidation {
  const title = values.title.trim();
  const assigneeIds = assigneeIdsOf(values);
  if (!values.examId) {
    return { ok: false, message: SCHEDULE_MESSAGES.required, field: 'examId' };
  }
  if (!title) {
    return { ok: false, message: SCHEDULE_MESSAGES.required, field: 'title' };
  }
  if (assigneeIds.length === 0) {
    return { ok: false, message: SCHEDULE_MESSAGES.required, field: 'assignees' };
  }
  const duration = parseDuration(values.duration);
  if (!durationInRange(duration)) {
    return { ok: false, message: SCHEDULE_MESSAGES.duration, field: 'duration' };
  }
  const gracePeriodMinutes = parseGrace(values.grace);
  if (gracePeriodMinutes === null) {
    return { ok: false, message: SCHEDULE_MESSAGES.gracePeriod, field: 'grace' };
  }
  let scheduledStartTime: string | null = null;
  let scheduledEndTime: string | null = null;
  if (values.hasSpecificSchedule) {
    const start = parseLocalInput(values.start);
    if (!start) {
      return { ok: false, message: SCHEDULE_MESSAGES.startRequired, field: 'start' };
    }
    scheduledStartTime = start.toISOString();
    if (values.end) {
      const end = parseLocalInput(values.end);
      if (!end || end.getTime() <= start.getTime()) {
        return { ok: false, message: SCHEDULE_MESSAGES.endBeforeStart, field: 'end' };
      }
      scheduledEndTime = end.toISOString();
    }
  }
  const mock = checkMock(values);
  if (!mock.ok) {
    return mock;
  }
  return {
    ok: true,
    request: {
      examId: values.examId,
      title,
      description: values.description.trim(),
      scheduledStartTime,
      scheduledEndTime,
      duration,
      instructions: values.instructions.trim(),
      assignmentType: values.assignmentType,
      assigneeIds,
      hasSpecificSchedule: values.hasSpecificSchedule,
      // null says "not a mock", so an edit can switch a mock off
      settings: { ...values.settings, gracePeriodMinutes, mock: mock.mock },
    },
  };
}

/** What an existing schedule fills the edit form with. */
export interface EditableSchedule {
  examId: string;
  title: string;
  description?: string | null;
  instructions?: string | null;
  scheduledStartTime?: string | null;
  scheduledEndTime?: string | null;
  duration?: number | null;
  groupId?: string | null;
  assignments?:
    readonly { studentId: string; student?: { firstName: string; lastName: string } | null }[] | null;
  assignmentType?: AssignmentType | null;
  hasSpecificSchedule?: boolean | null;
  settings?: Partial<ScheduleSettings> | null;
}

export function formFromSchedule(schedule: EditableSchedule): ScheduleFormValues {
  const assignmentType: AssignmentType =
    schedule.assignmentType ?? (schedule.groupId ? 'group' : 'individual');
  return {
    examId: schedule.examId,
    title: schedule.title,
    description: schedule.description ?? '',
    instructions: schedule.instructions ?? '',
    assignmentType,
    groupId: assignmentType === 'group' ? (schedule.groupId ?? '') : '',
    students:
      assignmentType === 'individual'
        ? (schedule.assignments ?? []).map((assignment) => ({
            id: assignment.studentId,
            name: assignment.student
              ? `${assignment.student.firstName} ${assignment.student.lastName}`.trim()
              : 'Student',
            detail: null,
          }))
        : [],
    hasSpecificSchedule: schedule.hasSpecificSchedule ?? Boolean(schedule.scheduledStartTime),
    start: isoToLocalInput(schedule.scheduledStartTime),
    end: isoToLocalInput(schedule.scheduledEndTime),
    duration: String(schedule.duration ?? SCHEDULE_LIMITS.defaultDuration),
    // a value stored before the 0–30 rule shows as the 30 the server applies
    grace: String(
      Math.min(
        SCHEDULE_LIMITS.graceMax,
        schedule.settings?.gracePeriodMinutes ?? SCHEDULE_LIMITS.defaultGrace,
      ),
    ),
    settings: settingsWithoutMock({ ...DEFAULT_SCHEDULE_SETTINGS, ...(schedule.settings ?? {}) }),
    mock: mockFormOf(schedule.settings?.mock),
  };
}

function settingsWithoutMock(settings: ScheduleSettings): ScheduleSettings {
  const { mock: _mock, ...rest } = settings;
  return rest;
}
