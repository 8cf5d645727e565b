import { actionLabel, dueCountdown, type AvailableExam } from '@portal/contracts';

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

/**
 * The due countdown a card shows (spec 002 §9, from contracts): "Due in 2 days 3 hours",
 * "Due in 5 hours", "Due soon", "Overdue"; null without a due date or with one that is no date.
 */
export function dueText(dueDate: string | null, now: number): string | null {
  if (!dueDate || !Number.isFinite(Date.parse(dueDate))) {
    return null;
  }
  return dueCountdown(dueDate, new Date(now));
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
export function examAction(exam: { actionAvailable: string | null; attemptStatus: string }): ExamAction {
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
    return [exam.displayTitle, exam.title, exam.description ?? '', exam.examType ?? '', exam.scheduleTitle]
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
      cmp(timeOr(b.assignedAt, -Infinity), timeOr(a.assignedAt, -Infinity)) || byTitle(a, b),
    difficulty: (a, b) =>
      (DIFFICULTY_ORDER[a.difficulty ?? ''] ?? 3) - (DIFFICULTY_ORDER[b.difficulty ?? ''] ?? 3) ||
      byTitle(a, b),
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
