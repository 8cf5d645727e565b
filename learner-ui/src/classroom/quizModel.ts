import {
  OptionLetter,
  StudentSessionQuiz,
  type StudentQuizQuestion,
  type SubmissionResults,
} from '@portal/contracts';
import type { ClassroomEvent } from './classroomState';

export type Answers = Readonly<Record<string, OptionLetter>>;

export const OPTION_LETTERS = OptionLetter.options;

/**
 * The quiz as a student may see it, from whatever arrived: checked against the contract, any
 * correct answer dropped, questions in number order. Null when it is not a quiz.
 */
export function readQuiz(raw: unknown): StudentSessionQuiz | null {
  const parsed = StudentSessionQuiz.safeParse(raw);
  if (!parsed.success) {
    return null;
  }
  const questions = [...parsed.data.questions].sort((a, b) => a.number - b.number);
  return { ...parsed.data, questions };
}

/** Answers the server sent back, keeping only letters A–D. */
export function readAnswers(raw: unknown): Record<string, OptionLetter> {
  if (typeof raw !== 'object' || raw === null) {
    return {};
  }
  const answers: Record<string, OptionLetter> = {};
  for (const [number, letter] of Object.entries(raw)) {
    const parsed = OptionLetter.safeParse(letter);
    if (parsed.success) {
      answers[number] = parsed.data;
    }
  }
  return answers;
}

/** The options worth showing: A–D in order, blanks left out. */
export function optionsOf(question: StudentQuizQuestion): { letter: OptionLetter; text: string }[] {
  return OPTION_LETTERS.filter((letter) => question.options[letter].trim() !== '').map((letter) => ({
    letter,
    text: question.options[letter],
  }));
}

/** 'Answered n / total': the questions of this quiz with an answer. */
export function answeredCount(quiz: StudentSessionQuiz, answers: Answers): number {
  return quiz.questions.filter((question) => answers[String(question.number)] !== undefined).length;
}

/** Where a returning student carries on: the first question without an answer, else the last. */
export function firstUnansweredIndex(quiz: StudentSessionQuiz, answers: Answers): number {
  const index = quiz.questions.findIndex((question) => answers[String(question.number)] === undefined);
  return index === -1 ? Math.max(0, quiz.questions.length - 1) : index;
}

/** Answers that belong to this quiz's questions (a new quiz drops the others). */
export function answersForQuiz(quiz: StudentSessionQuiz, answers: Answers): Record<string, OptionLetter> {
  const kept: Record<string, OptionLetter> = {};
  for (const question of quiz.questions) {
    const answer = answers[String(question.number)];
    if (answer !== undefined) {
      kept[String(question.number)] = answer;
    }
  }
  return kept;
}

/** Whole percent (spec 002 §9), 0 when there is nothing to count. */
export function percentOf(part: number, total: number): number {
  return total <= 0 ? 0 : Math.round((part / total) * 100);
}

export interface ResultRow {
  number: number;
  text: string;
  isCorrect: boolean;
  /** e.g. 'B: Jupiter', or null when the question was left unanswered */
  yourAnswer: string | null;
  correctAnswer: string;
}

function optionLabel(question: StudentQuizQuestion | undefined, letter: OptionLetter): string {
  const text = question?.options[letter].trim();
  return text ? `${letter}: ${text}` : letter;
}

/** The question-by-question results, with each question's text when the quiz is known. */
export function resultRows(results: SubmissionResults, quiz: StudentSessionQuiz | null): ResultRow[] {
  return results.questionResults.map((result) => {
    const number = result.questionNumber;
    const question = quiz?.questions.find((candidate) => candidate.number === number);
    return {
      number,
      text: question?.text ?? `Question ${number}`,
      isCorrect: result.isCorrect,
      yourAnswer: result.hasAnswer && result.userAnswer ? optionLabel(question, result.userAnswer) : null,
      correctAnswer: optionLabel(question, result.correctAnswer),
    };
  });
}

export const QUIZ_UNREADABLE = 'the quiz could not be read';

/** A quiz from the server, with the start of its clock: received, or an error when unreadable. */
export function quizArrived(
  raw: unknown,
  startedAt: string | null | undefined,
  serverTime?: string,
): ClassroomEvent {
  const quiz = readQuiz(raw);
  const clock = { startedAt: startedAt ?? null, serverTime };
  return quiz
    ? { type: 'quiz_received', quiz, clock }
    : { type: 'quiz_data_error', message: QUIZ_UNREADABLE };
}
