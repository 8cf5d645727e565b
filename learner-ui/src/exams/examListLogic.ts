import { actionLabel } from '@portal/contracts';
import type { AvailableExam } from './examTypes';

export type StatusFilter = 'all' | 'available' | 'in_progress' | 'completed';
export type SortKey = 'dueDate' | 'title' | 'assignedAt' | 'difficulty';

export const STATUS_FILTERS: readonly { value: StatusFilter; label: string }[] = [
  { value: 'all', label: 'All exams' },
  { value: 'available', label: 'Available' },
  { value: 'in_progress', label: 'In progress' },
  { value: 'completed', label: 'Completed' },
];

export const SORT_KEYS: readonly { value: SortKey; label: string }[] = [
  { value: 'dueDate', label: 'Due date' },
  { value: 'title', label: 'Title' },
  { value: 'assignedAt', label: 'Date set' },
  { value: 'difficulty', label: 'Difficulty' },
];

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** Spec 002 §9 due countdown: Overdue, "n days n hours", "n hours", or Due soon. */
export function dueCountdownText(dueDate: string | null, now: number): string | null {
  if (!dueDate) {
    return null;
  }
  const due = Date.parse(dueDate);
  if (!Number.isFinite(due)) {
    return null;
  }
  const left = due - now;
  if (left <= 0) {
    return 'Overdue';
  }
  const days = Math.floor(left / DAY);
  const hours = Math.floor((left % DAY) / HOUR);
  const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;
  if (days > 0) {
    return `${plural(days, 'day')} ${plural(hours, 'hour')}`;
  }
  if (hours > 0) {
    return plural(hours, 'hour');
  }
  return 'Due soon';
}

/** The countdown as a card shows it: "Due in 2 days 3 hours", "Due soon", "Overdue". */
export function dueLabel(countdown: string | null): string | null {
  if (!countdown) {
    return null;
  }
  return countdown === 'Overdue' || countdown === 'Due soon' ? countdown : `Due in ${countdown}`;
}

export type ExamActionKind =
  'start' | 'start_makeup' | 'resume' | 'view_results' | 'scheduled' | 'expired' | 'unknown';

export interface ExamAction {
  kind: ExamActionKind;
  label: string;
  enabled: boolean;
}

const KNOWN_ACTIONS: readonly string[] = [
  'start',
  'start_makeup',
  'resume',
  'view_results',
  'scheduled',
  'expired',
];

/** Spec 002 §4 action mapping (labels from contracts), with the attempt-status fallback. */
export function examAction(exam: Pick<AvailableExam, 'actionAvailable' | 'attemptStatus'>): ExamAction {
  const { label, enabled } = actionLabel(exam.actionAvailable, exam.attemptStatus);
  const action = exam.actionAvailable;
  if (action) {
    return { kind: KNOWN_ACTIONS.includes(action) ? (action as ExamActionKind) : 'unknown', label, enabled };
  }
  const kind: ExamActionKind =
    exam.attemptStatus === 'completed'
      ? 'view_results'
      : exam.attemptStatus === 'in_progress'
        ? 'resume'
        : 'start';
  return { kind, label, enabled };
}

/** The status an exam counts as for the filter. */
export function examListStatus(exam: AvailableExam): Exclude<StatusFilter, 'all'> | 'other' {
  if (exam.attemptStatus === 'completed' || exam.actionAvailable === 'view_results') {
    return 'completed';
  }
  if (exam.attemptStatus === 'in_progress' || exam.actionAvailable === 'resume') {
    return 'in_progress';
  }
  return examAction(exam).enabled ? 'available' : 'other';
}

const DIFFICULTY_ORDER: Record<string, number> = { easy: 0, medium: 1, hard: 2 };

function cmp(a: number, b: number): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

function timeOr(value: string | null, fallback: number): number {
  const time = value ? Date.parse(value) : NaN;
  return Number.isFinite(time) ? time : fallback;
}

/** Search, filter and sort the list (spec 002 §2.5). Exams without a due date go last. */
export function visibleExams(
  exams: readonly AvailableExam[],
  options: { query: string; status: StatusFilter; sort: SortKey },
): AvailableExam[] {
  const query = options.query.trim().toLowerCase();
  const matches = exams.filter((exam) => {
    if (options.status !== 'all' && examListStatus(exam) !== options.status) {
      return false;
    }
    if (!query) {
      return true;
    }
    return [exam.displayTitle, exam.title, exam.description, exam.examType, exam.scheduleTitle ?? '']
      .join(' ')
      .toLowerCase()
      .includes(query);
  });
  const byTitle = (a: AvailableExam, b: AvailableExam) => a.displayTitle.localeCompare(b.displayTitle);
  const compare: Record<SortKey, (a: AvailableExam, b: AvailableExam) => number> = {
    dueDate: (a, b) => cmp(timeOr(a.dueDate, Infinity), timeOr(b.dueDate, Infinity)) || byTitle(a, b),
    title: byTitle,
    // newest set first
    assignedAt: (a, b) =>
      cmp(timeOr(b.assignedAt ?? b.createdAt, -Infinity), timeOr(a.assignedAt ?? a.createdAt, -Infinity)) ||
      byTitle(a, b),
    difficulty: (a, b) =>
      (DIFFICULTY_ORDER[a.difficulty] ?? 3) - (DIFFICULTY_ORDER[b.difficulty] ?? 3) || byTitle(a, b),
  };
  return [...matches].sort(compare[options.sort]);
}

/** The exam a direct link `/assignment/{scheduleId}` points at. */
export function examForSchedule(
  exams: readonly AvailableExam[],
  scheduleId: string | undefined,
): AvailableExam | undefined {
  return scheduleId ? exams.find((exam) => exam.scheduleId === scheduleId) : undefined;
}
