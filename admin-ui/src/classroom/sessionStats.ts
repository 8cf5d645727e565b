import type { OptionLetter, SessionQuiz } from '@portal/contracts';
import { OPTION_LETTERS, percentOf, type StudentRow } from './classroomState';

/** What the tutor's screen shows of a live session: counters, answer stats, marks, the summary. */

export interface SessionCounters {
  total: number;
  active: number;
  /** students with at least one answer */
  answered: number;
  submitted: number;
}

export function sessionCounters(students: readonly StudentRow[]): SessionCounters {
  return {
    total: students.length,
    active: students.filter((student) => student.online).length,
    answered: students.filter((student) => Object.keys(student.answers).length > 0).length,
    submitted: students.filter((student) => student.submitted).length,
  };
}

export interface OptionStat {
  letter: OptionLetter;
  text: string;
  count: number;
  /** whole percent of the answers given to this question */
  percent: number;
  correct: boolean;
}

export interface QuestionStats {
  /** students who answered this question */
  answered: number;
  options: OptionStat[];
}

/** Live Answer Stats of one question: how many chose each filled option, and its share. */
export function questionStats(
  quiz: SessionQuiz,
  questionNumber: number,
  students: readonly StudentRow[],
): QuestionStats {
  const question = quiz.questions.find((item) => item.number === questionNumber);
  const counts: Record<OptionLetter, number> = { A: 0, B: 0, C: 0, D: 0 };
  let answered = 0;
  for (const student of students) {
    const answer = student.answers[String(questionNumber)];
    if (answer) {
      counts[answer] += 1;
      answered += 1;
    }
  }
  const options = OPTION_LETTERS.filter(
    (letter) => !question || question.options[letter].trim() !== '' || counts[letter] > 0,
  ).map((letter) => ({
    letter,
    text: question?.options[letter] ?? '',
    count: counts[letter],
    percent: percentOf(counts[letter], answered),
    correct: question?.correctAnswer === letter,
  }));
  return { answered, options };
}

export type AnswerMark = 'correct' | 'incorrect' | 'unanswered';

/** Question number → correct letter, so marking a whole table stays linear. */
export type AnswerKey = ReadonlyMap<number, OptionLetter>;

export function answerKey(quiz: SessionQuiz): AnswerKey {
  return new Map(quiz.questions.map((question) => [question.number, question.correctAnswer]));
}

export function markAnswer(key: AnswerKey, student: StudentRow, questionNumber: number): AnswerMark {
  const answer = student.answers[String(questionNumber)];
  if (!answer) {
    return 'unanswered';
  }
  return key.get(questionNumber) === answer ? 'correct' : 'incorrect';
}

export function answerMark(quiz: SessionQuiz, student: StudentRow, questionNumber: number): AnswerMark {
  return markAnswer(answerKey(quiz), student, questionNumber);
}

/** Correct answers so far, before the student submits (the server's score counts after). */
export function correctSoFar(key: AnswerKey, student: StudentRow): number {
  let correct = 0;
  for (const questionNumber of key.keys()) {
    if (markAnswer(key, student, questionNumber) === 'correct') {
      correct += 1;
    }
  }
  return correct;
}

export interface SessionSummary {
  students: number;
  submitted: number;
  /** whole percent over the submitted students, null when nobody submitted */
  averagePercent: number | null;
}

/** The final summary logged when the session ends. */
export function sessionSummary(students: readonly StudentRow[]): SessionSummary {
  const percentages = students
    .filter((student) => student.submitted && student.percentage !== null)
    .map((student) => student.percentage ?? 0);
  return {
    students: students.length,
    submitted: students.filter((student) => student.submitted).length,
    averagePercent:
      percentages.length === 0
        ? null
        : Math.round(percentages.reduce((sum, value) => sum + value, 0) / percentages.length),
  };
}
