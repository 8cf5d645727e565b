import type { ItemStatistics, Reliability, ScheduleStatistics, TopicAnalysisItem } from '@portal/contracts';
import { apiFetch, signalOf } from '../providers/apiFetch';
import { readQuestionAnalysis, type AnalysedQuestion } from '../analytics-common/questionAnalysis';
import { arr, bool, fullName, num, obj, optNum, optStr, str } from '../analytics-common/read';

/** The scheduled-exam analytics calls (spec 002 §7 "Analytics", §3 "Scheduled exam (analytics)"). */

export interface ScheduledExamSummary {
  id: string;
  title: string;
  description: string;
  examTitle: string;
  /** minutes */
  duration: number | null;
  scheduledStartTime: string | null;
  status: string;
  statistics: ScheduleStatistics;
}

export type StudentScheduleStatus = 'not-started' | 'in-progress' | 'completed';

export interface ScheduleAttempt {
  id: string;
  attemptNumber: number;
  isCompleted: boolean;
  score: number | null;
  totalMarks: number | null;
  percentage: number | null;
  startTime: string | null;
}

export interface ScheduleStudent {
  id: string;
  name: string;
  email: string;
  status: StudentScheduleStatus;
  best: { score: number; totalMarks: number; percentage: number; timeSpent: number | null } | null;
  completedAttempts: number;
  totalAttempts: number;
  attempts: ScheduleAttempt[];
}

export interface ScheduleStudents {
  schedule: { id: string; title: string; examTitle: string };
  students: ScheduleStudent[];
}

export interface Recommendation {
  topic: string;
  text: string;
  percentage: number | null;
}

export interface DetailedAnswers {
  studentName: string;
  examTitle: string;
  percentage: number;
  correctAnswers: number;
  incorrectAnswers: number;
  totalQuestions: number;
  topics: TopicAnalysisItem[];
  questions: AnalysedQuestion[];
  recommendations: {
    strengths: Recommendation[];
    moderate: Recommendation[];
    needsImprovement: Recommendation[];
  };
}

/** One question's row: the contract's item statistics (facility, discrimination, counts). */
export interface ItemStatistic extends ItemStatistics {
  questionId: string;
  number: number;
  questionText: string;
  category: string;
}

export interface ItemAnalysis {
  items: ItemStatistic[];
  reliability: Reliability;
}

const schedulePath = (id: string, tail: string) =>
  `/scheduled-exam-analytics/schedule/${encodeURIComponent(id)}${tail}`;

export function readScheduledExams(answer: unknown): ScheduledExamSummary[] {
  return arr(obj(answer).scheduledExams).map((raw) => {
    const item = obj(raw);
    const stats = obj(item.statistics);
    return {
      id: str(item.id),
      title: str(item.title, 'Untitled schedule') || 'Untitled schedule',
      description: str(item.description),
      examTitle: str(obj(item.exam).title),
      duration: optNum(item.duration),
      scheduledStartTime: optStr(item.scheduledStartTime),
      status: str(item.status),
      statistics: {
        totalAssigned: num(stats.totalAssigned),
        studentsAttempted: num(stats.studentsAttempted),
        completedAttempts: num(stats.completedAttempts),
        participationRate: num(stats.participationRate),
        averagePercentage: optNum(stats.averagePercentage),
      },
    };
  });
}

function statusOf(value: unknown): StudentScheduleStatus {
  const text = str(value).toLowerCase().replace(/_/g, '-');
  return text === 'completed' || text === 'in-progress' ? text : 'not-started';
}

export function readScheduleStudents(answer: unknown, id: string): ScheduleStudents {
  const body = obj(answer);
  const schedule = obj(body.schedule);
  return {
    schedule: {
      id: str(schedule.id, id) || id,
      title: str(schedule.title),
      examTitle: str(obj(schedule.exam).title),
    },
    students: arr(body.students).map((raw) => {
      const item = obj(raw);
      const person = obj(item.student);
      const best = item.bestPerformance ? obj(item.bestPerformance) : null;
      const attempts = arr(item.attempts).map((rawAttempt, index) => {
        const attempt = obj(rawAttempt);
        return {
          id: str(attempt.id ?? attempt.attemptId),
          attemptNumber: num(attempt.attemptNumber, index + 1),
          isCompleted: bool(attempt.isCompleted),
          score: optNum(attempt.score),
          totalMarks: optNum(attempt.totalMarks),
          percentage: optNum(attempt.percentage),
          startTime: optStr(attempt.startTime),
        };
      });
      return {
        id: str(person.id ?? item.id),
        name: fullName(person) || 'Unnamed student',
        email: str(person.email),
        status: statusOf(item.status),
        best:
          best && optNum(best.percentage) !== null
            ? {
                score: num(best.score),
                totalMarks: num(best.totalMarks),
                percentage: num(best.percentage),
                timeSpent: optNum(best.timeSpent),
              }
            : null,
        completedAttempts: num(item.completedAttempts, attempts.filter((a) => a.isCompleted).length),
        totalAttempts: num(item.totalAttempts, attempts.length),
        attempts,
      };
    }),
  };
}

function readRecommendations(value: unknown): Recommendation[] {
  return arr(value).flatMap((raw) => {
    if (typeof raw === 'string') {
      return raw.trim() ? [{ topic: '', text: raw.trim(), percentage: null }] : [];
    }
    const item = obj(raw);
    const topic = str(item.topic ?? item.category);
    const text = str(item.recommendation ?? item.message ?? item.text ?? item.suggestion);
    return topic || text ? [{ topic, text, percentage: optNum(item.percentage) }] : [];
  });
}

export function readDetailedAnswers(answer: unknown): DetailedAnswers {
  const body = obj(answer);
  const results = obj(body.results);
  const questions = readQuestionAnalysis(body.questionAnalysis);
  const recommendations = obj(body.teachingRecommendations);
  const correct = num(results.correctAnswers, questions.filter((q) => q.isCorrect).length);
  const total = num(results.totalQuestions, questions.length);
  return {
    studentName: fullName(body.student),
    examTitle: str(obj(body.exam).title),
    percentage: num(results.percentage),
    correctAnswers: correct,
    incorrectAnswers: num(results.incorrectAnswers, Math.max(0, total - correct)),
    totalQuestions: total,
    topics: arr(body.topicAnalysis).map((raw) => {
      const item = obj(raw);
      const correctCount = num(item.correct);
      const totalCount = num(item.total);
      return {
        topic: str(item.topic, 'General') || 'General',
        correct: correctCount,
        total: totalCount,
        percentage: num(item.percentage, totalCount ? (100 * correctCount) / totalCount : 0),
      };
    }),
    questions,
    recommendations: {
      strengths: readRecommendations(recommendations.strengths),
      moderate: readRecommendations(recommendations.moderate),
      needsImprovement: readRecommendations(recommendations.needsImprovement),
    },
  };
}

export function readItemAnalysis(answer: unknown): ItemAnalysis {
  const body = obj(answer);
  const reliability = obj(body.reliability);
  const items = arr(body.items).map((raw, index) => {
    const item = obj(raw);
    return {
      questionId: str(item.questionId, `q${index + 1}`),
      number: num(item.number, index + 1),
      questionText: str(item.questionText),
      category: str(item.category),
      facility: optNum(item.facility),
      discrimination: optNum(item.discrimination),
      answered: num(item.answered),
      correct: num(item.correct),
    };
  });
  return {
    items,
    reliability: {
      kr20: optNum(reliability.kr20),
      students: num(reliability.students),
      items: num(reliability.items, items.length),
    },
  };
}

export async function fetchScheduledExams(signal?: AbortSignal): Promise<ScheduledExamSummary[]> {
  return readScheduledExams(await apiFetch('/scheduled-exam-analytics/schedules', signalOf(signal)));
}

export async function fetchScheduleStudents(id: string, signal?: AbortSignal): Promise<ScheduleStudents> {
  return readScheduleStudents(await apiFetch(schedulePath(id, '/students'), signalOf(signal)), id);
}

export async function fetchDetailedAnswers(
  attemptId: string,
  signal?: AbortSignal,
): Promise<DetailedAnswers> {
  const path = `/scheduled-exam-analytics/attempt/${encodeURIComponent(attemptId)}/detailed-answers`;
  return readDetailedAnswers(await apiFetch(path, signalOf(signal)));
}

export async function fetchItemAnalysis(id: string, signal?: AbortSignal): Promise<ItemAnalysis> {
  return readItemAnalysis(await apiFetch(schedulePath(id, '/item-analysis'), signalOf(signal)));
}

/** The results file of one schedule (same origin: the session cookie goes with it). */
export const resultsCsvUrl = (id: string) => `/api${schedulePath(id, '/results.csv')}`;
