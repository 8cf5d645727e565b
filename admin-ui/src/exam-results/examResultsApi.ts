import { apiFetch, signalOf, statusOf } from '../providers/apiFetch';
import {
  collectPassages,
  readPassage,
  readQuestionAnalysis,
  type AnalysedQuestion,
  type Passage,
} from '../analytics-common/questionAnalysis';
import { arr, fullName, num, obj, optNum, str } from '../analytics-common/read';
import type { IntegrityEventView } from '@portal/contracts';
import { readIntegrityEvents } from './integrityLabels';

/** One attempt as tutor-exam-results shows it (spec 002 §3 "Tutor exam-attempt results"). */
export interface ExamResult {
  /** '' when the answer does not say */
  attemptId: string;
  title: string;
  examType: string;
  studentName: string;
  /** seconds, null when the answer does not say */
  timeTaken: number | null;
  scoreObtained: number | null;
  totalMarks: number | null;
  percentage: number;
  correctAnswers: number;
  incorrectAnswers: number;
  /** answered essays still to be marked */
  awaitingMarking: number;
  passages: Passage[];
  questions: AnalysedQuestion[];
  /** what the exam view recorded (issue 16); null when this answer does not carry them */
  integrityEvents: IntegrityEventView[] | null;
}

/** The answer has neither figures nor questions: nothing to show (spec 002 §8 'Exam results not found'). */
export class ResultsNotFound extends Error {
  constructor() {
    super('Exam results not found');
  }
}

export function readExamResult(answer: unknown): ExamResult {
  const body = obj(answer);
  const exam = obj(body.exam);
  const results = obj(body.results);
  const attempt = obj(body.examAttempt ?? body.attempt);
  const questions = readQuestionAnalysis(body.questionAnalysis);
  if (questions.length === 0 && Object.keys(results).length === 0) {
    throw new ResultsNotFound();
  }
  const correct = num(results.correctAnswers, questions.filter((q) => q.isCorrect).length);
  const examPassages = arr(exam.passages).flatMap((raw) => {
    const passage = readPassage(raw);
    return passage ? [passage] : [];
  });
  return {
    attemptId: str(attempt.id),
    title: str(exam.title, 'Exam results') || 'Exam results',
    examType: str(exam.examType),
    studentName: fullName(body.student),
    timeTaken: optNum(attempt.timeTaken ?? attempt.timeSpent),
    scoreObtained: optNum(results.scoreObtained ?? results.score),
    totalMarks: optNum(results.totalMarks),
    percentage: num(results.percentage),
    correctAnswers: correct,
    incorrectAnswers: num(results.incorrectAnswers, Math.max(0, questions.length - correct)),
    awaitingMarking: num(results.awaitingMarking, questions.filter((q) => q.pending).length),
    passages: collectPassages(examPassages, questions),
    questions,
    integrityEvents: 'integrityEvents' in body ? readIntegrityEvents(body.integrityEvents) : null,
  };
}

/**
 * An attempt's detailed results. A parent who may not read the tutor's view of an attempt reads
 * the scheduled-exam view of it instead (the parent's screens of spec 002 §6).
 */
export async function fetchExamResult(
  attemptId: string,
  asParent: boolean,
  signal?: AbortSignal,
): Promise<ExamResult> {
  const id = encodeURIComponent(attemptId);
  try {
    return readExamResult(
      await apiFetch(`/tutor-analytics/exam-attempt/${id}/detailed-results`, signalOf(signal)),
    );
  } catch (error) {
    const status = statusOf(error);
    if (asParent && (status === 403 || status === 404)) {
      return readExamResult(
        await apiFetch(`/scheduled-exam-analytics/attempt/${id}/detailed-answers`, signalOf(signal)),
      );
    }
    throw error;
  }
}

/** The essays of an attempt a tutor or admin can mark: the answered ones, marked or not. */
export function markableEssays(questions: readonly AnalysedQuestion[]): AnalysedQuestion[] {
  return questions.filter((question) => question.type === 'essay' && question.answered);
}

/** A mark as typed: a whole number from 0 to the question's marks, else the reason it is not. */
export function checkMarks(input: string, maxMarks: number): { marks: number } | { error: string } {
  const text = input.trim();
  const marks = Number(text);
  if (text === '' || !/^\d+$/.test(text) || marks > maxMarks) {
    return { error: `Enter a whole number from 0 to ${maxMarks}` };
  }
  return { marks };
}

/**
 * Saves a tutor's marks (and optional feedback) for essays of an attempt; answers the attempt's
 * updated results. Marking a question again replaces its marks and feedback.
 */
export async function saveEssayMarks(
  attemptId: string,
  marks: Record<string, number>,
  feedback: Record<string, string>,
): Promise<ExamResult> {
  return readExamResult(
    await apiFetch(`/tutor-analytics/exam-attempt/${encodeURIComponent(attemptId)}/mark`, {
      method: 'POST',
      json: { marks, feedback },
    }),
  );
}

export interface ReturnTarget {
  path: string;
  label: string;
}

/**
 * Where Back to Analytics leads: the page named by `returnTo` (its page id, or a console path),
 * with the student or schedule the user came from. Unknown targets go to student analytics.
 */
export function returnTargetOf(params: URLSearchParams): ReturnTarget {
  const returnTo = (params.get('returnTo') ?? '').trim();
  const keep = new URLSearchParams();
  for (const key of ['student', 'schedule', 'child']) {
    const value = params.get(key);
    if (value) {
      keep.set(key, value);
    }
  }
  const query = keep.size ? `?${keep.toString()}` : '';
  switch (returnTo.replace(/^\/+/, '')) {
    case 'scheduled-exam-analytics':
      return { path: `/scheduled-exam-analytics${query}`, label: 'Back to Exam Analytics' };
    case 'exam-history':
      return { path: `/exam-history${query}`, label: 'Back to Exam History' };
    case 'exams':
      return { path: `/exams${query}`, label: "Back to Child's Exams" };
    default:
      return { path: `/analytics${query}`, label: 'Back to Analytics' };
  }
}
