import {
  DetailedAnswersResponse,
  DetailedResultsResponse,
  MarkEssaysResponse,
  type IntegrityEventView,
  type Passage,
} from '@portal/contracts';
import { apiCall, signalOf, statusOf } from '../providers/apiFetch';
import {
  analysedQuestionOf,
  collectPassages,
  passageOf,
  type AnalysedQuestion,
} from '../analytics-common/questionAnalysis';
import { personName } from '../analytics-common/personName';
import { sortedIntegrityEvents } from './integrityLabels';

/** One attempt as tutor-exam-results shows it (spec 002 §3 "Tutor exam-attempt results"). */
export interface ExamResult {
  /** '' when the answer does not say (the scheduled-exam view of an attempt) */
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

/**
 * The tutor's detailed results of an attempt, or the scheduled-exam view of it a parent reads
 * (without time, marks or the exam's passages).
 */
export function examResultOf(answer: DetailedResultsResponse | DetailedAnswersResponse): ExamResult {
  const questions = answer.questionAnalysis.map(analysedQuestionOf);
  const detailed = 'examAttempt' in answer ? answer : null;
  const examPassages = (detailed?.exam.passages ?? []).flatMap((raw) => {
    const passage = passageOf(raw);
    return passage ? [passage] : [];
  });
  return {
    attemptId: detailed?.examAttempt.id ?? '',
    title: answer.exam.title || 'Exam results',
    examType: detailed?.exam.examType ?? '',
    studentName: personName(answer.student),
    timeTaken: detailed?.examAttempt.timeTaken ?? null,
    scoreObtained: detailed?.results.scoreObtained ?? null,
    totalMarks: detailed?.results.totalMarks ?? null,
    percentage: answer.results.percentage,
    correctAnswers: answer.results.correctAnswers,
    incorrectAnswers: answer.results.incorrectAnswers,
    awaitingMarking: detailed?.results.awaitingMarking ?? questions.filter((q) => q.pending).length,
    passages: collectPassages(examPassages, questions),
    questions,
    integrityEvents: detailed?.integrityEvents ? sortedIntegrityEvents(detailed.integrityEvents) : null,
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
    const path = `/tutor-analytics/exam-attempt/${id}/detailed-results`;
    return examResultOf(await apiCall(DetailedResultsResponse, path, signalOf(signal)));
  } catch (error) {
    const status = statusOf(error);
    if (asParent && (status === 403 || status === 404)) {
      const path = `/scheduled-exam-analytics/attempt/${id}/detailed-answers`;
      return examResultOf(await apiCall(DetailedAnswersResponse, path, signalOf(signal)));
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
  const path = `/tutor-analytics/exam-attempt/${encodeURIComponent(attemptId)}/mark`;
  return examResultOf(await apiCall(MarkEssaysResponse, path, { method: 'POST', body: { marks, feedback } }));
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
