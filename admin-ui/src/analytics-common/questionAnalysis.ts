import { letterIndex as capitalLetterIndex } from '@portal/contracts';
import { answerText, arr, bool, num, obj, optStr, str } from './read';

export interface Passage {
  id: string;
  title: string;
  author: string;
  text: string;
}

/** One question of a reviewed attempt (spec 002 §3 "questionAnalysis item"). */
export interface AnalysedQuestion {
  number: number;
  id: string;
  text: string;
  imagePath: string | null;
  options: string[];
  /** what the student gave, as shown (the option's text for a letter), '' when unanswered */
  studentAnswer: string;
  correctAnswer: string;
  explanation: string | null;
  isCorrect: boolean;
  /** an answered essay not marked yet (the server sends isCorrect null) */
  pending: boolean;
  answered: boolean;
  /** the question type ('essay', 'multiple-choice', …), '' when the answer does not say */
  type: string;
  /** marks obtained (an essay's once marked) and the question's marks */
  marks: number;
  maxMarks: number;
  /** the marker's feedback on an essay */
  feedback: string | null;
  topic: string;
  passage: Passage | null;
}

function passageOf(value: Record<string, unknown>, prefix: boolean): Passage | null {
  const text = str(prefix ? value.passageText : value.text);
  const title = str(prefix ? value.passageTitle : value.title);
  if (!text.trim() && !title.trim()) {
    return null;
  }
  const id = str(prefix ? value.passageId : value.id);
  return { id: id || title, title, author: str(prefix ? value.passageAuthor : value.author), text };
}

export function readPassage(value: unknown): Passage | null {
  return passageOf(obj(value), false);
}

/** The analysis list of a results answer, numbered in order when the server leaves numbers out. */
export function readQuestionAnalysis(value: unknown): AnalysedQuestion[] {
  return arr(value).map((raw, index) => {
    const q = obj(raw);
    const studentRaw = answerText(q.studentAnswer ?? q.userAnswer);
    const studentAnswer = answerText(q.displayStudentAnswer) || studentRaw;
    return {
      number: num(q.questionNumber, index + 1),
      id: str(q.questionId ?? q.id, `q${index + 1}`),
      text: str(q.questionText ?? q.question),
      imagePath: optStr(q.imagePath),
      options: arr(q.options).map((option) => str(option)),
      studentAnswer,
      correctAnswer: answerText(q.displayCorrectAnswer) || answerText(q.correctAnswer),
      explanation: optStr(q.explanation),
      isCorrect: bool(q.isCorrect),
      pending: q.isCorrect === null && (studentRaw !== '' || studentAnswer !== ''),
      answered: studentRaw !== '' || studentAnswer !== '',
      type: str(q.type),
      marks: num(q.marks),
      maxMarks: num(q.maxMarks),
      feedback: optStr(q.feedback),
      topic: str(q.topic ?? q.category, 'General') || 'General',
      passage: passageOf(q, true),
    };
  });
}

/** Passages are collected from the exam and from the questions themselves, each once. */
export function collectPassages(
  examPassages: readonly Passage[],
  questions: readonly AnalysedQuestion[],
): Passage[] {
  const seen = new Map<string, Passage>();
  const keyOf = (passage: Passage) => passage.id || passage.title || passage.text.slice(0, 40);
  for (const passage of [...examPassages, ...questions.flatMap((q) => (q.passage ? [q.passage] : []))]) {
    const key = keyOf(passage);
    const known = seen.get(key);
    if (!known) {
      seen.set(key, passage);
    } else if (!known.text && passage.text) {
      seen.set(key, { ...known, text: passage.text });
    }
  }
  return [...seen.values()].filter((passage) => passage.text.trim() || passage.title.trim());
}

export type QuestionFilter = 'all' | 'correct' | 'incorrect';

export function filterQuestions(
  questions: readonly AnalysedQuestion[],
  filter: QuestionFilter,
): AnalysedQuestion[] {
  switch (filter) {
    case 'all':
      return [...questions];
    case 'correct':
      return questions.filter((q) => q.isCorrect);
    case 'incorrect':
      return questions.filter((q) => !q.isCorrect && !q.pending);
    default: {
      const never: never = filter;
      return never;
    }
  }
}

/** "A" → 0, "c" → 2; anything else → -1. */
export function letterIndex(answer: string): number {
  return capitalLetterIndex(answer.trim().toUpperCase());
}

/**
 * Which option a given answer names: by letter ("B"), by "B. text"/"B) text", or by the option's
 * own text. -1 when none does.
 */
export function optionIndexOf(answer: string, options: readonly string[]): number {
  const text = answer.trim();
  if (!text) {
    return -1;
  }
  const byLetter = letterIndex(text);
  if (byLetter >= 0 && byLetter < options.length) {
    return byLetter;
  }
  const prefixed = /^([A-Za-z])[.)]\s/.exec(text);
  if (prefixed) {
    const index = letterIndex(prefixed[1]!);
    if (index >= 0 && index < options.length) {
      return index;
    }
  }
  const lowered = text.toLowerCase();
  return options.findIndex((option) => option.trim().toLowerCase() === lowered);
}
