import {
  letterIndex as capitalLetterIndex,
  type Passage,
  type QuestionAnalysisItem,
} from '@portal/contracts';

/** One question of a reviewed attempt (spec 002 §3 "questionAnalysis item"), as the review shows it. */
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
  /** the question type ('essay', 'multiple-choice', …) */
  type: string;
  /** marks obtained (an essay's once marked) and the question's marks */
  marks: number;
  maxMarks: number;
  /** the marker's feedback on an essay */
  feedback: string | null;
  topic: string;
  passage: Passage | null;
}

/** Trimmed text, null when there is none. */
const textOrNull = (value: string | null) => value?.trim() || null;

/** A passage worth showing (it has a text or a title), else null; its id falls back to the title. */
export function passageOf(passage: Passage): Passage | null {
  if (!passage.text.trim() && !passage.title.trim()) {
    return null;
  }
  return { ...passage, id: passage.id || passage.title };
}

/** One question of a detailed answer, as the review shows it. */
export function analysedQuestionOf(q: QuestionAnalysisItem): AnalysedQuestion {
  const studentAnswer = q.displayStudentAnswer.trim() || (q.studentAnswer ?? '').trim();
  return {
    number: q.questionNumber,
    id: q.questionId,
    text: q.questionText,
    imagePath: textOrNull(q.imagePath),
    options: q.options,
    studentAnswer,
    correctAnswer: q.displayCorrectAnswer.trim() || (q.correctAnswer ?? '').trim(),
    explanation: textOrNull(q.explanation),
    isCorrect: q.isCorrect === true,
    pending: q.isCorrect === null && studentAnswer !== '',
    answered: studentAnswer !== '',
    type: q.type,
    marks: q.marks,
    maxMarks: q.maxMarks,
    feedback: textOrNull(q.feedback),
    topic: q.topic || 'General',
    passage: passageOf({
      id: q.passageId ?? '',
      title: q.passageTitle ?? '',
      author: q.passageAuthor ?? '',
      text: q.passageText ?? '',
    }),
  };
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
