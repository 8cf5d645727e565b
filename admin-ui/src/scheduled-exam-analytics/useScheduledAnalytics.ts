import { useServerRead, useServerReadById } from '../common/useServerRead';
import {
  fetchDetailedAnswers,
  fetchItemAnalysis,
  fetchScheduleStudents,
  fetchScheduledExams,
} from './scheduledAnalyticsApi';

const KEY = ['scheduled-exam-analytics'] as const;

export function useScheduledExams() {
  return useServerRead([...KEY, 'schedules'], fetchScheduledExams, 30_000);
}

export function useScheduleStudents(id: string | null) {
  return useServerReadById([...KEY, 'students'], id, fetchScheduleStudents, 15_000);
}

export function useDetailedAnswers(attemptId: string | null) {
  return useServerReadById([...KEY, 'attempt'], attemptId, fetchDetailedAnswers, 60_000);
}

export function useItemAnalysis(id: string | null, enabled: boolean) {
  return useServerReadById([...KEY, 'items'], id, fetchItemAnalysis, 30_000, { enabled });
}
