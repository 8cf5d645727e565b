import { ExamHistoryResponse, type ExamHistoryItem } from '@portal/contracts';
import { apiCall } from '@portal/ui-shared';

/** GET /exam-attempts/exam-history → {success, examHistory}. */
export async function fetchExamHistory(signal?: AbortSignal): Promise<ExamHistoryItem[]> {
  const answer = await apiCall(ExamHistoryResponse, '/exam-attempts/exam-history', { signal });
  return answer.examHistory;
}
