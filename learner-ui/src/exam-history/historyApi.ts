import { HistoryBadge } from '@portal/contracts';
import { apiFetch } from '@portal/ui-shared';
import { isRecord, num, numOrNull, str, strOrNull } from '../exams/examTypes';

export interface HistoryItem {
  id: string;
  scheduleId: string | null;
  title: string;
  scheduleTitle: string | null;
  examType: string;
  scheduledStartTime: string | null;
  scheduledEndTime: string | null;
  duration: number;
  attemptStatus: string | null;
  /** the server's badge when it sends one */
  badge: HistoryBadge | null;
  attempt: {
    id: string;
    percentage: number | null;
    score: number | null;
    totalMarks: number | null;
    correctAnswers: number | null;
    totalQuestions: number | null;
  } | null;
  scheduledBy: string | null;
}

export function parseHistoryItem(raw: unknown): HistoryItem | null {
  if (!isRecord(raw)) {
    return null;
  }
  const id = strOrNull(raw.id);
  if (!id) {
    return null;
  }
  const attempt = isRecord(raw.attempt) && strOrNull(raw.attempt.id) ? raw.attempt : null;
  const badge = HistoryBadge.options.find((kind) => kind === raw.badge) ?? null;
  return {
    id,
    scheduleId: strOrNull(raw.scheduleId),
    title: str(raw.title, 'Exam'),
    scheduleTitle: strOrNull(raw.scheduleTitle),
    examType: str(raw.examType),
    scheduledStartTime: strOrNull(raw.scheduledStartTime),
    scheduledEndTime: strOrNull(raw.scheduledEndTime),
    duration: num(raw.duration, 0),
    attemptStatus: strOrNull(raw.attemptStatus),
    badge,
    attempt: attempt
      ? {
          id: str(attempt.id),
          percentage: numOrNull(attempt.percentage),
          score: numOrNull(attempt.score),
          totalMarks: numOrNull(attempt.totalMarks),
          correctAnswers: numOrNull(attempt.correctAnswers),
          totalQuestions: numOrNull(attempt.totalQuestions),
        }
      : null,
    scheduledBy: isRecord(raw.scheduledBy) ? strOrNull(raw.scheduledBy.name) : strOrNull(raw.scheduledBy),
  };
}

/** GET /exam-attempts/exam-history → {success, examHistory}. */
export async function fetchExamHistory(signal?: AbortSignal): Promise<HistoryItem[]> {
  const answer = await apiFetch<unknown>('/exam-attempts/exam-history', { signal });
  if (!isRecord(answer) || !Array.isArray(answer.examHistory)) {
    throw new Error('Unexpected answer from the server');
  }
  return answer.examHistory.map(parseHistoryItem).filter((item): item is HistoryItem => item !== null);
}
