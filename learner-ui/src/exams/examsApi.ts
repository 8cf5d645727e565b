import { PracticeExamListResponse, type PracticeExamItem } from '@portal/contracts';
import { apiFetch } from '@portal/ui-shared';
import { isRecord, parseAvailableExam, type AvailableExam } from './examTypes';

/** GET /exam-attempts/available?filter=all (with a cache-busting parameter, spec 002 §7). */
export async function fetchAvailableExams(signal?: AbortSignal): Promise<AvailableExam[]> {
  const answer = await apiFetch<unknown>(`/exam-attempts/available?filter=all&_=${Date.now()}`, { signal });
  if (!isRecord(answer) || !Array.isArray(answer.exams)) {
    throw new Error('Unexpected answer from the server');
  }
  return answer.exams.map(parseAvailableExam).filter((exam): exam is AvailableExam => exam !== null);
}

/** GET /exams/practice (issue 16): the papers the student's tutor offers for practice now. */
export async function fetchPracticeExams(signal?: AbortSignal): Promise<PracticeExamItem[]> {
  const answer = PracticeExamListResponse.safeParse(await apiFetch<unknown>('/exams/practice', { signal }));
  if (!answer.success) {
    throw new Error('Unexpected answer from the server');
  }
  return answer.data.exams;
}
