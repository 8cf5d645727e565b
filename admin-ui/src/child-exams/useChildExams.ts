import { AvailableExamsResponse, ExamHistoryResponse, StudentListResponse } from '@portal/contracts';
import { useServerRead, useServerReadById } from '../common/useServerRead';
import { apiCall, signalOf, statusOf } from '../providers/apiFetch';
import { childExamOf, childOf, examsFromHistory } from './childExams';

const KEY = ['child-exams'] as const;
/** The parent's children (GET /students answers a parent with theirs). */
export function useChildren() {
  return useServerRead(
    [...KEY, 'children'],
    async (signal) => {
      const path = '/students?perPage=100&sort=firstName&order=asc';
      return (await apiCall(StudentListResponse, path, signalOf(signal))).students.map(childOf);
    },
    60_000,
  );
}

export function useChildAvailableExams(childId: string | null) {
  return useServerReadById(
    [...KEY, 'available'],
    childId,
    async (id, signal) => {
      const query = new URLSearchParams({ studentId: id, filter: 'all' });
      try {
        const path = `/exam-attempts/available?${query.toString()}`;
        return (await apiCall(AvailableExamsResponse, path, signalOf(signal))).exams.map(childExamOf);
      } catch (error) {
        if (statusOf(error) !== 403) {
          throw error;
        }
        // the list is the student's own; the child's history holds the same schedules
        return examsFromHistory(await fetchHistory(id, signal));
      }
    },
    15_000,
  );
}

export function useChildHistory(childId: string | null) {
  return useServerReadById([...KEY, 'history'], childId, fetchHistory, 15_000);
}

async function fetchHistory(childId: string, signal?: AbortSignal) {
  const query = new URLSearchParams({ studentId: childId });
  const path = `/exam-attempts/exam-history?${query.toString()}`;
  return (await apiCall(ExamHistoryResponse, path, signalOf(signal))).examHistory;
}
