import { letterIndex, resultsWithheldMessage, type resultBand } from '@portal/contracts';
import { isRecord, num, numOrNull, str, strOrNull } from '../exams/examTypes';

export type ResultBand = ReturnType<typeof resultBand>;

/** Each band's colours (spec 002 §9 bands 90/80/70/60). */
export const BAND_STYLES: Record<ResultBand, { main: string; soft: string; text: string; message: string }> =
  {
    Excellent: { main: '#177D4E', soft: '#E3F5EC', text: '#13633E', message: 'Outstanding work!' },
    'Very Good': { main: '#2E9A62', soft: '#E6F6EC', text: '#1B6B42', message: 'Really strong result.' },
    Good: { main: '#0E7FC0', soft: '#E2F1FA', text: '#095A88', message: 'Nice work, keep it up.' },
    Satisfactory: {
      main: '#D99A00',
      soft: '#FFF6D6',
      text: '#8A6100',
      message: 'A solid start to build on.',
    },
    'Needs Improvement': {
      main: '#D3382F',
      soft: '#FDE8E6',
      text: '#9E2019',
      message: 'Look through the answers below and try again.',
    },
  };

/** 'answered': the answer key is withheld (issue 16), so only that an answer was given is known. */
export type AnswerStatus = 'correct' | 'incorrect' | 'unanswered' | 'pending' | 'answered';

export interface ResultQuestionView {
  questionId: string;
  number: number;
  question: string;
  type: string;
  options: string[];
  userAnswer: string | null;
  correctAnswer: string | null;
  isCorrect: boolean | null;
  explanation: string | null;
  imagePath: string | null;
  category: string;
  passage: { id: string; title: string; author: string; text: string } | null;
  /** the answer key is withheld until the window closes or the tutor releases it */
  keyWithheld: boolean;
}

export interface ResultsView {
  examTitle: string;
  examType: string;
  score: number;
  totalMarks: number;
  percentage: number;
  timeSpent: number;
  endTime: string | null;
  correctAnswers: number;
  totalQuestions: number;
  questions: ResultQuestionView[];
  /** false: score only, no correct answers, explanations or per-question correctness */
  released: boolean;
  /** when the key opens by itself; null: when the tutor releases it */
  availableAt: string | null;
}

const releaseTimeFormat = new Intl.DateTimeFormat('en-GB', {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});

/** "Results will be available after Wed, 2 Dec 2026, 10:10" (the browser's time zone). */
export function withheldText(
  availableAt: string | null,
  format: (iso: string) => string = (iso) => releaseTimeFormat.format(Date.parse(iso)),
): string {
  return resultsWithheldMessage(availableAt, format);
}

/** Spec 005 "Results": an answer is unanswered when there is no user answer. */
export function answerStatus(
  question: Pick<ResultQuestionView, 'userAnswer' | 'isCorrect'> & { keyWithheld?: boolean },
): AnswerStatus {
  if (!question.userAnswer || !question.userAnswer.trim()) {
    return 'unanswered';
  }
  if (question.keyWithheld) {
    return 'answered';
  }
  if (question.isCorrect === null) {
    return 'pending';
  }
  return question.isCorrect ? 'correct' : 'incorrect';
}

export const ANSWER_STATUS_LABELS: Record<AnswerStatus, string> = {
  correct: 'Correct',
  incorrect: 'Incorrect',
  unanswered: 'Unanswered',
  pending: 'Awaiting marking',
  answered: 'Answered',
};

/** "B. 15" for a letter answer of a multiple-choice question; other answers as given. */
export function displayAnswer(answer: string | null, options: readonly string[], type: string): string {
  if (!answer || !answer.trim()) {
    return 'No answer';
  }
  const index = letterIndex(answer);
  if (type === 'multiple-choice' && index >= 0) {
    const option = options[index];
    return option !== undefined ? `${answer}. ${option}` : answer;
  }
  return answer;
}

export class IncompleteResultError extends Error {
  override readonly name = 'IncompleteResultError';
}

/** GET /exam-attempts/{attemptId}/results → what the page shows; throws when essential parts are missing. */
export function parseResults(answer: unknown): ResultsView {
  if (!isRecord(answer) || !isRecord(answer.attempt) || !Array.isArray(answer.questions)) {
    throw new IncompleteResultError('Incomplete result data received');
  }
  const exam = isRecord(answer.exam) ? answer.exam : {};
  const attempt = answer.attempt;
  // an answer without the field comes from a server before issue 16: the key was always shown
  const released = answer.resultsReleased !== false;
  const questions = answer.questions.filter(isRecord).map((raw, index): ResultQuestionView => {
    const text = strOrNull(raw.passageText);
    return {
      questionId: str(raw.questionId) || `q${index + 1}`,
      number: num(raw.number, index + 1),
      question: str(raw.question),
      type: str(raw.type),
      options: Array.isArray(raw.options) ? raw.options.map((option) => str(option)) : [],
      userAnswer: strOrNull(raw.userAnswer),
      correctAnswer: strOrNull(raw.correctAnswer),
      isCorrect: typeof raw.isCorrect === 'boolean' ? raw.isCorrect : null,
      explanation: strOrNull(raw.explanation),
      imagePath: strOrNull(raw.imagePath),
      category: str(raw.category),
      passage: text
        ? {
            id: str(raw.passageId) || `p${index}`,
            title: str(raw.passageTitle),
            author: str(raw.passageAuthor),
            text,
          }
        : null,
      keyWithheld: !released,
    };
  });
  const totalQuestions = num(attempt.totalQuestions, questions.length);
  const correct = numOrNull(attempt.correctAnswers) ?? questions.filter((q) => q.isCorrect === true).length;
  const percentage =
    numOrNull(attempt.percentage) ??
    (totalQuestions > 0 ? Math.round((correct / totalQuestions) * 100) : null);
  if (percentage === null) {
    throw new IncompleteResultError('Incomplete result data received');
  }
  return {
    examTitle: str(exam.title, 'Exam'),
    examType: str(exam.examType),
    score: num(attempt.score, correct),
    totalMarks: num(attempt.totalMarks, totalQuestions),
    percentage,
    timeSpent: num(attempt.timeSpent, 0),
    endTime: strOrNull(attempt.endTime),
    correctAnswers: correct,
    totalQuestions,
    questions,
    released,
    availableAt: released ? null : strOrNull(answer.resultsAvailableAt),
  };
}
