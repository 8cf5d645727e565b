import type { TrendPoint as ContractTrendPoint, performanceByType } from '@portal/contracts';
import { apiFetch, signalOf } from '../providers/apiFetch';
import { arr, fullName, num, obj, optNum, optStr, str } from '../analytics-common/read';

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

/** One exam type's figures as the server's `performanceByType` gives them: attempts, mean percentage and marks. */
export type TypePerformance = ReturnType<typeof performanceByType>[number];

export interface StudentPerformance {
  totalAttempts: number;
  averageScore: number | null;
  bestScore: number | null;
  totalHoursSpent: number;
  byType: TypePerformance[];
}

export interface StudentExam {
  id: string;
  examTitle: string;
  examType: string;
  completedAt: string | null;
  /** seconds */
  timeTaken: number;
  score: number;
  totalMarks: number;
  percentage: number;
}

/** A point of GET /progress/trends; the chart leaves out its time spent. */
export type TrendPoint = Pick<ContractTrendPoint, 'date' | 'score' | 'examType'>;

/** History shown per student (spec 002 §9). */
export const HISTORY_LIMIT = 10;

const studentPath = (id: string, tail: string) => `/tutor-analytics/student/${encodeURIComponent(id)}${tail}`;

export function readStudents(answer: unknown): AnalyticsStudent[] {
  return arr(obj(answer).students).map((raw) => {
    const item = obj(raw);
    // the spec's item nests the person under `student`; a plain student record is taken as well
    const person = obj(item.student ?? item);
    const performance = obj(item.performance);
    return {
      id: str(person.id ?? item.id),
      name: fullName(person) || 'Unnamed student',
      email: str(person.email),
      grade: str(person.grade),
      groupName: optStr(obj(item.group).name),
      averageScore: optNum(performance.averageScore),
      totalAttempts: num(performance.totalAttempts),
    };
  });
}

export function readPerformance(answer: unknown): StudentPerformance {
  const performance = obj(obj(answer).performance);
  return {
    totalAttempts: num(performance.totalAttempts),
    averageScore: optNum(performance.averageScore),
    bestScore: optNum(performance.bestScore),
    totalHoursSpent: num(performance.totalHoursSpent),
    byType: arr(performance.performanceByType).map((raw) => {
      const item = obj(raw);
      return {
        examType: str(item.examType),
        attempts: num(item.attempts),
        percentage: num(item.percentage),
        averageScore: num(item.averageScore),
      };
    }),
  };
}

export function readHistory(answer: unknown): StudentExam[] {
  return arr(obj(answer).examHistory).map((raw) => {
    const item = obj(raw);
    return {
      id: str(item.id ?? item.attemptId),
      examTitle: str(item.examTitle ?? item.title, 'Untitled exam'),
      examType: str(item.examType),
      completedAt: optStr(item.completedAt),
      timeTaken: num(item.timeTaken),
      score: num(item.score),
      totalMarks: num(item.totalMarks),
      percentage: num(item.percentage),
    };
  });
}

export function readTrends(answer: unknown): TrendPoint[] {
  return arr(obj(answer).trends)
    .map((raw) => {
      const item = obj(raw);
      return { date: str(item.date), score: num(item.score), examType: str(item.examType) };
    })
    .filter((point) => point.date !== '');
}

export async function fetchAnalyticsStudents(signal?: AbortSignal): Promise<AnalyticsStudent[]> {
  return readStudents(await apiFetch('/tutor-analytics/students', signalOf(signal)));
}

export async function fetchStudentPerformance(id: string, signal?: AbortSignal): Promise<StudentPerformance> {
  return readPerformance(await apiFetch(studentPath(id, '/performance'), signalOf(signal)));
}

export async function fetchStudentHistory(id: string, signal?: AbortSignal): Promise<StudentExam[]> {
  return readHistory(
    await apiFetch(studentPath(id, `/exam-history?limit=${HISTORY_LIMIT}`), signalOf(signal)),
  );
}

export async function fetchStudentTrends(id: string, signal?: AbortSignal): Promise<TrendPoint[]> {
  const query = new URLSearchParams({ studentId: id, period: '90' });
  return readTrends(await apiFetch(`/progress/trends?${query.toString()}`, signalOf(signal)));
}
