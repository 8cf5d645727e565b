import type { Question } from '../exams/model';
import type { QuestionType } from '../exams/enums';
import { toAnswerLetter, toTrueFalse } from '../exams/answers';
import type { AttemptFigures } from '../attempts/figures';

/**
 * Grading of a submitted attempt (issue 7), the same on the server and in tests:
 * - multiple-choice: by letter (an answer given as the option's text counts as its letter);
 * - true-false: 'True'/'False' (also true/false, T/F, yes/no);
 * - short-answer and fill-in-blank: normalised text (trim, case-insensitive, spaces collapsed,
 *   trailing punctuation ignored); when both sides are numbers they compare numerically
 *   ('0.50' = '.5', '1,000' = '1000'); a correct answer may list alternatives separated by '|';
 * - essay: an answered essay awaits the tutor's marking (isCorrect null) and is left out of the
 *   percentage; an unanswered essay scores 0 and counts like any unanswered question;
 * - unanswered (no answer, or only spaces): 0 marks, isCorrect false.
 */
export interface QuestionGrade {
  questionId: string;
  /** 1-based position in the exam */
  number: number;
  type: QuestionType;
  category: string;
  /** marks obtained (0 for an essay awaiting marking) */
  marks: number;
  maxMarks: number;
  /** null: an essay awaiting marking */
  isCorrect: boolean | null;
  answered: boolean;
  /** the answer as given (trimmed), null when unanswered */
  studentAnswer: string | null;
}

/** The attempt's figures and every question's grade. */
export interface AttemptGrade extends AttemptFigures {
  questionResults: QuestionGrade[];
}

const TRAILING_PUNCTUATION = /[\s.,;:!?'"`)\]]+$/u;
const LEADING_PUNCTUATION = /^[\s'"`([]+/u;

/** Text as compared: trimmed, lower case, inner spaces collapsed, surrounding punctuation dropped. */
export function normaliseAnswer(answer: string): string {
  return answer
    .normalize('NFKC')
    .trim()
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .replace(TRAILING_PUNCTUATION, '')
    .replace(LEADING_PUNCTUATION, '');
}

/** The number a text states ('1,000', '-0.5', '.5', '3.'), or null when it is no plain number. */
export function numericValue(text: string): number | null {
  const compact = text.trim().replace(/\s+/g, '');
  if (/^[-+]?\d{1,3}(,\d{3})+(\.\d+)?$/.test(compact)) {
    return Number(compact.replace(/,/g, ''));
  }
  if (/^[-+]?(\d+\.?\d*|\.\d+)$/.test(compact)) {
    return Number(compact);
  }
  return null;
}

/** Whether a free-text answer matches the correct answer (or one of its '|' alternatives). */
export function textAnswerMatches(answer: string, correctAnswer: string): boolean {
  const given = normaliseAnswer(answer);
  if (given === '') {
    return false;
  }
  const givenNumber = numericValue(given);
  return correctAnswer
    .split('|')
    .map((alternative) => normaliseAnswer(alternative))
    .filter((alternative) => alternative !== '')
    .some((alternative) => {
      const expectedNumber = numericValue(alternative);
      if (givenNumber !== null && expectedNumber !== null) {
        return Math.abs(givenNumber - expectedNumber) < 1e-9;
      }
      return given === alternative;
    });
}

/** One question against the student's answer (undefined or blank: unanswered). */
export function gradeQuestion(
  question: Pick<Question, 'id' | 'type' | 'options' | 'correctAnswer' | 'marks' | 'category'>,
  answer: string | null | undefined,
  number: number,
): QuestionGrade {
  const given = typeof answer === 'string' ? answer.trim() : '';
  const answered = given !== '';
  const base = {
    questionId: question.id,
    number,
    type: question.type,
    category: question.category,
    maxMarks: question.marks,
    answered,
    studentAnswer: answered ? given : null,
  };
  if (!answered) {
    return { ...base, marks: 0, isCorrect: false };
  }
  let isCorrect: boolean | null;
  switch (question.type) {
    case 'multiple-choice': {
      const letter = toAnswerLetter(given, question.options);
      isCorrect = letter !== null && letter !== '' && letter === question.correctAnswer.trim().toUpperCase();
      break;
    }
    case 'true-false': {
      const value = toTrueFalse(given);
      isCorrect = value !== null && value !== '' && value === toTrueFalse(question.correctAnswer);
      break;
    }
    case 'short-answer':
    case 'fill-in-blank':
      isCorrect = textAnswerMatches(given, question.correctAnswer);
      break;
    case 'essay':
      isCorrect = null;
      break;
    default: {
      const unhandled: never = question.type;
      return unhandled;
    }
  }
  return { ...base, marks: isCorrect === true ? question.marks : 0, isCorrect };
}

/** Percentage with one decimal; 0 when nothing is gradable. */
export function percentageOf(score: number, gradableMarks: number): number {
  return gradableMarks <= 0 ? 0 : Math.round((score / gradableMarks) * 1000) / 10;
}

/** Every question of the exam, in order, against the answers (question id → answer). */
export function gradeAttempt(
  questions: readonly Pick<Question, 'id' | 'type' | 'options' | 'correctAnswer' | 'marks' | 'category'>[],
  answers: Readonly<Record<string, string | null | undefined>>,
): AttemptGrade {
  const questionResults = questions.map((question, index) =>
    gradeQuestion(
      question,
      Object.hasOwn(answers, question.id) ? answers[question.id] : undefined,
      index + 1,
    ),
  );
  let score = 0;
  let totalMarks = 0;
  let gradableMarks = 0;
  for (const result of questionResults) {
    totalMarks += result.maxMarks;
    if (result.isCorrect !== null) {
      gradableMarks += result.maxMarks;
      score += result.marks;
    }
  }
  return {
    score,
    totalMarks,
    percentage: percentageOf(score, gradableMarks),
    correctAnswers: questionResults.filter((result) => result.isCorrect === true).length,
    incorrectAnswers: questionResults.filter((result) => result.answered && result.isCorrect === false)
      .length,
    unanswered: questionResults.filter((result) => !result.answered).length,
    totalQuestions: questionResults.length,
    awaitingMarking: questionResults.filter((result) => result.isCorrect === null).length,
    questionResults,
  };
}

/** What the figures of an attempt are computed from, per question. */
export interface GradedQuestion {
  readonly questionId: string;
  readonly marks: number;
  readonly maxMarks: number;
  /** null: an essay awaiting marking */
  readonly isCorrect: boolean | null;
  readonly answered: boolean;
}

/** The figures computed from the questions alone (the totals are the exam's). */
export type RecomputedFigures = Omit<AttemptFigures, 'totalMarks' | 'totalQuestions'>;

/**
 * An attempt's figures from its questions, as gradeAttempt computes them: the score and the
 * percentage over every question not awaiting marking (a marked essay counts with its marks).
 */
export function attemptFigures(results: readonly GradedQuestion[]): RecomputedFigures {
  let score = 0;
  let gradableMarks = 0;
  for (const result of results) {
    if (result.isCorrect !== null) {
      gradableMarks += result.maxMarks;
      score += result.marks;
    }
  }
  return {
    score,
    percentage: percentageOf(score, gradableMarks),
    correctAnswers: results.filter((result) => result.isCorrect === true).length,
    incorrectAnswers: results.filter((result) => result.answered && result.isCorrect === false).length,
    unanswered: results.filter((result) => !result.answered).length,
    awaitingMarking: results.filter((result) => result.isCorrect === null).length,
  };
}

/**
 * A tutor's marks (question id → marks) applied to an attempt's questions: a marked question
 * keeps its marks (partial marks included) and counts as correct with full marks only. Marks
 * given again replace the earlier ones. The caller has checked the marks (essays, 0..maxMarks).
 */
export function withEssayMarks<Q extends GradedQuestion>(
  results: readonly Q[],
  marks: Readonly<Record<string, number>>,
): Q[] {
  return results.map((result) =>
    Object.hasOwn(marks, result.questionId)
      ? {
          ...result,
          marks: marks[result.questionId]!,
          isCorrect: marks[result.questionId] === result.maxMarks,
        }
      : result,
  );
}
