import { SAS_TARGET_LIMITS, SCHEDULE_MESSAGES, type MockSetting } from '@portal/contracts';

/** Issue 20: the schedule form's "Mock exam" fields, their rules and words (the server's). */

/** Issue 20: the mock exam fields as typed; checked on save. */
export interface MockFormValues {
  /** the "Mock exam" switch */
  enabled: boolean;
  name: string;
  /** the target SAS as typed; blank is none */
  target: string;
}

export const EMPTY_MOCK_FORM: MockFormValues = { enabled: false, name: '', target: '' };

/** Why the switch is off limits, and what a save without a window answers: the contract's words. */
export const MOCK_NEEDS_WINDOW_HINT = `${SCHEDULE_MESSAGES.mockNeedsWindow}: switch on "Specific schedule" to make this paper part of a mock.`;

/** What the target field explains under itself. */
export const MOCK_TARGET_HINT = `Optional: the school's pass mark on the standardised scale (${SAS_TARGET_LIMITS.min} to ${SAS_TARGET_LIMITS.max}), e.g. ${SAS_TARGET_LIMITS.suggested}.`;

/** What the mock's checks read of the whole form. */
export interface MockFormContext {
  hasSpecificSchedule: boolean;
  mock: MockFormValues;
}

/** The target typed, as a whole SAS 69–141 (the contract's rule); blank is none; undefined when not valid. */
export function parseMockTarget(value: string): number | null | undefined {
  const trimmed = value.trim();
  if (trimmed === '') {
    return null;
  }
  if (!/^\d+$/.test(trimmed)) {
    return undefined;
  }
  const target = Number(trimmed);
  return target >= SAS_TARGET_LIMITS.min && target <= SAS_TARGET_LIMITS.max ? target : undefined;
}

/** The "Mock exam" switch may not be switched on without a window (one already on can be switched off). */
export function mockSwitchDisabled(values: MockFormContext): boolean {
  return !values.hasSpecificSchedule && !values.mock.enabled;
}

type MockCheck =
  | { ok: true; mock: MockSetting | null }
  | { ok: false; message: string; field: 'mock' | 'mockName' | 'mockTarget' };

/** Issue 20, the server's rules and words: a window, a name of 1–80 characters, a target 69–141 or none. */
export function checkMock(values: MockFormContext): MockCheck {
  const { mock } = values;
  if (!mock.enabled) {
    return { ok: true, mock: null };
  }
  if (!values.hasSpecificSchedule) {
    return { ok: false, message: SCHEDULE_MESSAGES.mockNeedsWindow, field: 'mock' };
  }
  const name = mock.name.trim();
  if (name.length < 1 || name.length > 80) {
    return { ok: false, message: SCHEDULE_MESSAGES.mockName, field: 'mockName' };
  }
  const targetScore = parseMockTarget(mock.target);
  if (targetScore === undefined) {
    return { ok: false, message: SCHEDULE_MESSAGES.mockTarget, field: 'mockTarget' };
  }
  return { ok: true, mock: { name, targetScore } };
}

/** A stored mock as the form shows it; none, or null, is the switch off. */
export function mockFormOf(mock: MockSetting | null | undefined): MockFormValues {
  return mock
    ? { enabled: true, name: mock.name, target: mock.targetScore === null ? '' : String(mock.targetScore) }
    : EMPTY_MOCK_FORM;
}
