import {
  dueCountdown,
  type AvailableExam,
  type ExamHistoryItem,
  type HistoryBadge,
  type HistoryQuery,
  type Student,
} from '@portal/contracts';
import { hasEveryWord, searchWords } from '../common/searchWords';
import { chipFrom, type ChipLook } from '../common/statusChips';
import { personName } from '../analytics-common/personName';

/** A parent's child (GET /students answers a parent with their children). */
export interface Child {
  id: string;
  name: string;
  grade: string;
}

/** One of the child's exams, read-only (spec 002 §3 "Available-exam item"), as its card shows it. */
export interface ChildExam {
  id: string;
  title: string;
  examType: string;
  difficulty: string;
  /** minutes */
  duration: number | null;
  totalMarks: number | null;
  dueDate: string | null;
  startTime: string | null;
  endTime: string | null;
  attemptStatus: string;
  timeStatus: string;
  /** the server's own countdown text, when it sends one */
  timeText: string | null;
  scheduledBy: string;
  attemptId: string | null;
}

/** The history's filters, as GET /exam-attempts/exam-history takes them. */
export type HistoryFilter = ReturnType<(typeof HistoryQuery)['parse']>['filter'];

/** Trimmed text, null when there is none. */
const textOrNull = (value: string | null) => value?.trim() || null;

export function childOf(student: Student): Child {
  return { id: student.id, name: personName(student) || 'Child', grade: student.grade ?? '' };
}

export function childExamOf(item: AvailableExam): ChildExam {
  return {
    id: item.id,
    title: item.displayTitle || item.title || item.scheduleTitle || 'Untitled exam',
    examType: item.examType ?? '',
    difficulty: item.difficulty ?? '',
    duration: item.duration,
    totalMarks: item.totalMarks,
    dueDate: textOrNull(item.dueDate) ?? textOrNull(item.endTime),
    startTime: textOrNull(item.startTime),
    endTime: textOrNull(item.endTime),
    attemptStatus: item.attemptStatus,
    timeStatus: item.timeStatus,
    timeText: item.uiState.showTimeInfo ? textOrNull(item.uiState.timeText) : null,
    scheduledBy: item.scheduledBy.name,
    attemptId: textOrNull(item.attemptId),
  };
}

const HISTORY_BADGE_CHIPS: Record<HistoryBadge, ChipLook> = {
  completed: { label: 'Completed', tone: 'success' },
  in_progress: { label: 'In progress', tone: 'warning' },
  missed: { label: 'Missed', tone: 'error' },
  available: { label: 'Available', tone: 'info' },
  upcoming: { label: 'Upcoming', tone: 'neutral' },
};

/** Spec 002 §4 "History badge", as a chip. */
export function badgeChip(badge: HistoryBadge): ChipLook {
  return HISTORY_BADGE_CHIPS[badge];
}

/**
 * The history's search (title, schedule title, exam type) and filter. "Upcoming" holds everything
 * still ahead of the child: not started yet, open now, or begun and not finished.
 */
export function filterHistory(
  entries: readonly ExamHistoryItem[],
  search: string,
  filter: HistoryFilter,
): ExamHistoryItem[] {
  const words = searchWords(search);
  return entries.filter((entry) => {
    const haystack = `${entry.title} ${entry.scheduleTitle} ${(entry.examType ?? '').replace(/-/g, ' ')}`;
    if (!hasEveryWord(haystack, words)) {
      return false;
    }
    switch (filter) {
      case 'all':
        return true;
      case 'completed':
        return entry.badge === 'completed';
      case 'missed':
        return entry.badge === 'missed';
      case 'upcoming':
        return entry.badge === 'upcoming' || entry.badge === 'available' || entry.badge === 'in_progress';
      default: {
        const never: never = filter;
        return never;
      }
    }
  });
}

// what the attempt says comes first; without one of these, where the exam's window stands
const ATTEMPT_CHIPS: Record<string, ChipLook> = {
  completed: { label: 'Completed', tone: 'success' },
  in_progress: { label: 'In progress', tone: 'warning' },
  max_attempts_reached: { label: 'No attempts left', tone: 'neutral' },
};
const WINDOW_CHIPS: Record<string, ChipLook> = {
  upcoming: { label: 'Upcoming', tone: 'neutral' },
  expired: { label: 'Expired', tone: 'error' },
  grace_period: { label: 'Makeup window', tone: 'warning' },
};

/** A read-only status for the parent: what the child can do with the exam now. */
export function childExamStatus(exam: Pick<ChildExam, 'attemptStatus' | 'timeStatus'>): ChipLook {
  return chipFrom(
    ATTEMPT_CHIPS,
    exam.attemptStatus,
    chipFrom(WINDOW_CHIPS, exam.timeStatus, { label: 'Available', tone: 'info' }),
  );
}

/** The due countdown (spec 002 §9): the server's text, else computed from the due date. */
export function dueText(
  exam: Pick<ChildExam, 'timeText' | 'dueDate' | 'attemptStatus'>,
  now: Date,
): string | null {
  if (exam.attemptStatus === 'completed') {
    return null;
  }
  if (exam.timeText) {
    return exam.timeText;
  }
  return exam.dueDate ? dueCountdown(exam.dueDate, now) : null;
}

/**
 * The child's exams from their history, for when the available-exams call is the student's own
 * (a parent is refused it): the same schedules, with the status the history badge gives.
 */
export function examsFromHistory(entries: readonly ExamHistoryItem[]): ChildExam[] {
  const timeStatusOf: Record<HistoryBadge, string> = {
    completed: 'active',
    in_progress: 'active',
    available: 'active',
    upcoming: 'upcoming',
    missed: 'expired',
  };
  return entries.map((entry) => ({
    id: entry.id,
    title: entry.title,
    examType: entry.examType ?? '',
    difficulty: '',
    duration: entry.duration,
    totalMarks: null,
    dueDate: entry.scheduledEndTime,
    startTime: entry.scheduledStartTime,
    endTime: entry.scheduledEndTime,
    attemptStatus:
      entry.badge === 'completed' ? 'completed' : entry.badge === 'in_progress' ? 'in_progress' : 'available',
    timeStatus: timeStatusOf[entry.badge],
    timeText: null,
    scheduledBy: entry.scheduledBy.name,
    attemptId: entry.attempt?.id ?? null,
  }));
}
