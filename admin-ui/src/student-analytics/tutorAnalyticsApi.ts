import {
  StudentExamHistoryResponse,
  StudentPerformanceResponse,
  TrendsResponse,
  TutorAnalyticsStudentsResponse,
  type StudentExamHistoryItem,
  type TrendPoint as ContractTrendPoint,
  type TypePerformance,
} from '@portal/contracts';
import { apiCall, signalOf } from '../providers/apiFetch';

/**
 * The tutor-analytics calls (spec 002 §7 "Analytics"): the student list, one student's
 * performance and recent exams, and their trend (GET /progress/trends?studentId=).
 */

export interface AnalyticsStudent {
  id: string;
  name: string;
  email: string;
  grade: string;
  groupName: string | null;
  averageScore: number | null;
  totalAttempts: number;
}

export type { TypePerformance };

/** The student's figures, per exam type under `byType`. */
export type StudentPerformance = Omit<StudentPerformanceResponse['performance'], 'performanceByType'> & {
  byType: TypePerformance[];
};

/** A completed exam of the student's history. */
export type StudentExam = Omit<StudentExamHistoryItem, 'examId'>;

/** A point of GET /progress/trends; the chart leaves out its time spent. */
export type TrendPoint = Pick<ContractTrendPoint, 'date' | 'score' | 'examType'>;

/** History shown per student (spec 002 §9). */
export const HISTORY_LIMIT = 10;

const studentPath = (id: string, tail: string) => `/tutor-analytics/student/${encodeURIComponent(id)}${tail}`;

/** The list's row: the person's name (else e-mail), year, group and figures. */
export function readStudents(answer: TutorAnalyticsStudentsResponse): AnalyticsStudent[] {
  return answer.students.map(({ student, group, performance }) => ({
    id: student.id,
    name: `${student.firstName} ${student.lastName}`.trim() || student.email || 'Unnamed student',
    email: student.email,
    grade: student.grade ?? '',
    groupName: group.name?.trim() || null,
    averageScore: performance.averageScore,
    totalAttempts: performance.totalAttempts,
  }));
}

export function readPerformance({ performance }: StudentPerformanceResponse): StudentPerformance {
  const { performanceByType: byType, ...figures } = performance;
  return { ...figures, byType };
}

export function readHistory({ examHistory }: StudentExamHistoryResponse): StudentExam[] {
  return examHistory.map(({ examId: _examId, examTitle, ...item }) => ({
    ...item,
    examTitle: examTitle || 'Untitled exam',
  }));
}

export function readTrends({ trends }: TrendsResponse): TrendPoint[] {
  return trends
    .map(({ date, score, examType }) => ({ date, score, examType }))
    .filter((point) => point.date !== '');
}

export async function fetchAnalyticsStudents(signal?: AbortSignal): Promise<AnalyticsStudent[]> {
  return readStudents(
    await apiCall(TutorAnalyticsStudentsResponse, '/tutor-analytics/students', signalOf(signal)),
  );
}

export async function fetchStudentPerformance(id: string, signal?: AbortSignal): Promise<StudentPerformance> {
  return readPerformance(
    await apiCall(StudentPerformanceResponse, studentPath(id, '/performance'), signalOf(signal)),
  );
}

export async function fetchStudentHistory(id: string, signal?: AbortSignal): Promise<StudentExam[]> {
  const path = studentPath(id, `/exam-history?limit=${HISTORY_LIMIT}`);
  return readHistory(await apiCall(StudentExamHistoryResponse, path, signalOf(signal)));
}

export async function fetchStudentTrends(id: string, signal?: AbortSignal): Promise<TrendPoint[]> {
  const query = new URLSearchParams({ studentId: id, period: '90' });
  return readTrends(await apiCall(TrendsResponse, `/progress/trends?${query.toString()}`, signalOf(signal)));
}
