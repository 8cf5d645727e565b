import { useServerRead, useServerReadById } from '../common/useServerRead';
import {
  fetchAnalyticsStudents,
  fetchStudentHistory,
  fetchStudentPerformance,
  fetchStudentTrends,
} from './tutorAnalyticsApi';

const KEY = ['tutor-analytics'] as const;

export function useAnalyticsStudents() {
  return useServerRead([...KEY, 'students'], fetchAnalyticsStudents, 30_000);
}

export function useStudentPerformance(id: string | null) {
  return useServerReadById([...KEY, 'performance'], id, fetchStudentPerformance, 30_000);
}

export function useStudentHistory(id: string | null) {
  return useServerReadById([...KEY, 'history'], id, fetchStudentHistory, 30_000);
}

/** The trend is extra: when it cannot be read the chart is simply left out. */
export function useStudentTrends(id: string | null) {
  return useServerReadById([...KEY, 'trends'], id, fetchStudentTrends, 30_000, { retry: false });
}
