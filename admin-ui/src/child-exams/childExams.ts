import {
  HistoryBadge,
  dueCountdown,
  historyBadge,
  type ExamHistoryItem,
  type HistoryQuery,
} from '@portal/contracts';
import { hasEveryWord, searchWords } from '../common/searchWords';
import type { StatusTone } from '../common/StatusChip';
import { arr, fullName, num, obj, optNum, optStr, str } from '../analytics-common/read';

/** A parent's child (GET /students answers a parent with their children). */
export interface Child {
  id: string;
  name: string;
  grade: string;
}

/** One of the child's exams, read-only (spec 002 §3 "Available-exam item"). */
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

/** Spec 002 §4 "History badge". */
export type Badge = HistoryBadge;

/** One entry of the child's exam history (spec 002 §3 "Exam history item"). */
export interface HistoryEntry {
  id: string;
  title: string;
  scheduleTitle: string;
  examType: string;
  scheduledStartTime: string | null;
  scheduledEndTime: string | null;
  duration: number | null;
  attemptStatus: string;
  badge: Badge;
  attempt: ExamHistoryItem['attempt'];
  scheduledBy: string;
}

/** The history's filters, as GET /exam-attempts/exam-history takes them. */
export type HistoryFilter = ReturnType<(typeof HistoryQuery)['parse']>['filter'];

export function readChildren(answer: unknown): Child[] {
  return arr(obj(answer).students).map((raw) => {
    const item = obj(raw);
    const person = obj(item.student ?? item);
    return { id: str(person.id ?? item.id), name: fullName(person) || 'Child', grade: str(person.grade) };
  });
}

export function readChildExams(answer: unknown): ChildExam[] {
  return arr(obj(answer).exams).map((raw) => {
    const item = obj(raw);
    return {
      id: str(item.id ?? item.scheduleId),
      title: str(item.displayTitle) || str(item.title) || str(item.scheduleTitle) || 'Untitled exam',
      examType: str(item.examType),
      difficulty: str(item.difficulty),
      duration: optNum(item.duration),
      totalMarks: optNum(item.totalMarks),
      dueDate: optStr(item.dueDate) ?? optStr(item.endTime),
      startTime: optStr(item.startTime),
      endTime: optStr(item.endTime),
      attemptStatus: str(item.attemptStatus, 'available'),
      timeStatus: str(item.timeStatus, 'active'),
      timeText: obj(item.uiState).showTimeInfo === false ? null : optStr(obj(item.uiState).timeText),
      scheduledBy: str(obj(item.scheduledBy ?? item.assignedBy).name),
      attemptId: optStr(item.attemptId),
    };
  });
}

export function readHistory(answer: unknown, now: Date): HistoryEntry[] {
  return arr(obj(answer).examHistory).map((raw) => {
    const item = obj(raw);
    const attempt = item.attempt ? obj(item.attempt) : null;
    const attemptStatus = str(item.attemptStatus);
    const scheduledStartTime = optStr(item.scheduledStartTime);
    const scheduledEndTime = optStr(item.scheduledEndTime);
    const serverBadge = HistoryBadge.safeParse(item.badge);
    return {
      id: str(item.id),
      title: str(item.title) || str(item.scheduleTitle) || 'Untitled exam',
      scheduleTitle: str(item.scheduleTitle),
      examType: str(item.examType),
      scheduledStartTime,
      scheduledEndTime,
      duration: optNum(item.duration),
      attemptStatus,
      badge: serverBadge.success
        ? serverBadge.data
        : historyBadge({ attemptStatus, scheduledStartTime, scheduledEndTime, now }),
      attempt:
        attempt && str(attempt.id)
          ? {
              id: str(attempt.id),
              percentage: num(attempt.percentage),
              score: num(attempt.score),
              totalMarks: num(attempt.totalMarks),
              correctAnswers: num(attempt.correctAnswers),
              totalQuestions: num(attempt.totalQuestions),
            }
          : null,
      scheduledBy: str(obj(item.scheduledBy).name),
    };
  });
}

/** Spec 002 §4 "History badge", as a chip. */
export function badgeChip(badge: Badge): { label: string; tone: StatusTone } {
  switch (badge) {
    case 'completed':
      return { label: 'Completed', tone: 'success' };
    case 'in_progress':
      return { label: 'In progress', tone: 'warning' };
    case 'missed':
      return { label: 'Missed', tone: 'error' };
    case 'available':
      return { label: 'Available', tone: 'info' };
    case 'upcoming':
      return { label: 'Upcoming', tone: 'neutral' };
    default: {
      const never: never = badge;
      return never;
    }
  }
}

/**
 * The history's search (title, schedule title, exam type) and filter. "Upcoming" holds everything
 * still ahead of the child: not started yet, open now, or begun and not finished.
 */
export function filterHistory(
  entries: readonly HistoryEntry[],
  search: string,
  filter: HistoryFilter,
): HistoryEntry[] {
  const words = searchWords(search);
  return entries.filter((entry) => {
    const haystack = `${entry.title} ${entry.scheduleTitle} ${entry.examType.replace(/-/g, ' ')}`;
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

/** A read-only status for the parent: what the child can do with the exam now. */
export function childExamStatus(exam: Pick<ChildExam, 'attemptStatus' | 'timeStatus'>): {
  label: string;
  tone: StatusTone;
} {
  if (exam.attemptStatus === 'completed') {
    return { label: 'Completed', tone: 'success' };
  }
  if (exam.attemptStatus === 'in_progress') {
    return { label: 'In progress', tone: 'warning' };
  }
  if (exam.attemptStatus === 'max_attempts_reached') {
    return { label: 'No attempts left', tone: 'neutral' };
  }
  switch (exam.timeStatus) {
    case 'upcoming':
      return { label: 'Upcoming', tone: 'neutral' };
    case 'expired':
      return { label: 'Expired', tone: 'error' };
    case 'grace_period':
      return { label: 'Makeup window', tone: 'warning' };
    default:
      return { label: 'Available', tone: 'info' };
  }
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
export function examsFromHistory(entries: readonly HistoryEntry[]): ChildExam[] {
  const timeStatusOf: Record<Badge, string> = {
    completed: 'active',
    in_progress: 'active',
    available: 'active',
    upcoming: 'upcoming',
    missed: 'expired',
  };
  return entries.map((entry) => ({
    id: entry.id,
    title: entry.title,
    examType: entry.examType,
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
    scheduledBy: entry.scheduledBy,
    attemptId: entry.attempt?.id ?? null,
  }));
}
