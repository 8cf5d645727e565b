import {
  DetailedAnswersResponse,
  ItemAnalysisResponse,
  ScheduleStudentsResponse,
  ScheduledExamsResponse,
  type RosterEntry,
  type ScheduleSummary,
  type TeachingRecommendations,
  type TopicAnalysisItem,
} from '@portal/contracts';
import { apiCall, signalOf } from '../providers/apiFetch';
import { analysedQuestionOf, type AnalysedQuestion } from '../analytics-common/questionAnalysis';
import { personName } from '../analytics-common/personName';

/** The scheduled-exam analytics calls (spec 002 §7 "Analytics", §3 "Scheduled exam (analytics)"). */

/** One student's line of the roster, named as the list shows them. */
export interface ScheduleStudent extends Pick<
  RosterEntry,
  'status' | 'completedAttempts' | 'totalAttempts' | 'attempts'
> {
  id: string;
  name: string;
  email: string;
  best: RosterEntry['bestPerformance'];
}

export interface ScheduleStudents {
  schedule: ScheduleSummary;
  students: ScheduleStudent[];
}

/** One attempt's answers as the details panel shows them. */
export interface DetailedAnswers {
  studentName: string;
  examTitle: string;
  percentage: number;
  correctAnswers: number;
  incorrectAnswers: number;
  totalQuestions: number;
  topics: TopicAnalysisItem[];
  questions: AnalysedQuestion[];
  recommendations: TeachingRecommendations;
}

const schedulePath = (id: string, tail: string) =>
  `/scheduled-exam-analytics/schedule/${encodeURIComponent(id)}${tail}`;

export function scheduleStudentOf(entry: RosterEntry): ScheduleStudent {
  return {
    id: entry.student.id,
    name: personName(entry.student) || 'Unnamed student',
    email: entry.student.email,
    status: entry.status,
    best: entry.bestPerformance,
    completedAttempts: entry.completedAttempts,
    totalAttempts: entry.totalAttempts,
    attempts: entry.attempts,
  };
}

export function detailedAnswersOf(answer: DetailedAnswersResponse): DetailedAnswers {
  return {
    studentName: personName(answer.student),
    examTitle: answer.exam.title,
    ...answer.results,
    topics: answer.topicAnalysis,
    questions: answer.questionAnalysis.map(analysedQuestionOf),
    recommendations: answer.teachingRecommendations,
  };
}

export async function fetchScheduledExams(signal?: AbortSignal): Promise<ScheduleSummary[]> {
  const path = '/scheduled-exam-analytics/schedules';
  return (await apiCall(ScheduledExamsResponse, path, signalOf(signal))).scheduledExams;
}

export async function fetchScheduleStudents(id: string, signal?: AbortSignal): Promise<ScheduleStudents> {
  const answer = await apiCall(ScheduleStudentsResponse, schedulePath(id, '/students'), signalOf(signal));
  return { schedule: answer.schedule, students: answer.students.map(scheduleStudentOf) };
}

export async function fetchDetailedAnswers(
  attemptId: string,
  signal?: AbortSignal,
): Promise<DetailedAnswers> {
  const path = `/scheduled-exam-analytics/attempt/${encodeURIComponent(attemptId)}/detailed-answers`;
  return detailedAnswersOf(await apiCall(DetailedAnswersResponse, path, signalOf(signal)));
}

export async function fetchItemAnalysis(id: string, signal?: AbortSignal): Promise<ItemAnalysisResponse> {
  return apiCall(ItemAnalysisResponse, schedulePath(id, '/item-analysis'), signalOf(signal));
}

/** The results file of one schedule (same origin: the session cookie goes with it). */
export const resultsCsvUrl = (id: string) => `/api${schedulePath(id, '/results.csv')}`;
