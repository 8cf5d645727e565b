import {
  AvailableExamsResponse,
  PracticeExamListResponse,
  type AvailableExam,
  type PracticeExamItem,
} from '@portal/contracts';
import { apiCall } from '@portal/ui-shared';

/** GET /exam-attempts/available?filter=all (with a cache-busting parameter, spec 002 §7). */
export async function fetchAvailableExams(signal?: AbortSignal): Promise<AvailableExam[]> {
  const answer = await apiCall(
    AvailableExamsResponse,
    `/exam-attempts/available?filter=all&_=${Date.now()}`,
    {
      signal,
    },
  );
  return answer.exams;
}

/** GET /exams/practice (issue 16): the papers the student's tutor offers for practice now. */
export async function fetchPracticeExams(signal?: AbortSignal): Promise<PracticeExamItem[]> {
  const answer = await apiCall(PracticeExamListResponse, '/exams/practice', { signal });
  return answer.exams;
}
