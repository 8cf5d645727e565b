import { FORM_LIMITS, type ExamFormValues, type QuestionDraft } from './examFormModel';

/** How the form's text inputs become numbers (spec 002 §5). */

function parseInteger(input: string | number | null | undefined): number | null {
  if (typeof input === 'number') {
    return Number.isFinite(input) ? Math.round(input) : null;
  }
  const text = (input ?? '').trim();
  if (!/^-?\d+(\.\d+)?$/.test(text)) {
    return null;
  }
  return Math.round(Number(text));
}

function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value));
}

/** Duration in minutes: 15 to 180; anything not a number is 60. */
export function parseDuration(input: string | number): number {
  const value = parseInteger(input);
  return value === null
    ? FORM_LIMITS.defaultDuration
    : clamp(value, FORM_LIMITS.durationMin, FORM_LIMITS.durationMax);
}

/** A question's marks: 1 to 10; anything not a number is 1. */
export function parseMarks(input: string | number): number {
  const value = parseInteger(input);
  return value === null ? FORM_LIMITS.defaultMarks : clamp(value, FORM_LIMITS.marksMin, FORM_LIMITS.marksMax);
}

/** Passing score in percent, or null when blank (spec 002 §5). */
export function parsePassingScore(input: string): number | null {
  const value = parseInteger(input);
  return value === null ? null : clamp(value, 0, 100);
}

export function sumOfMarks(questions: readonly Pick<QuestionDraft, 'marks'>[]): number {
  return questions.reduce((total, question) => total + (question.marks || FORM_LIMITS.defaultMarks), 0);
}

/** The exam's total: the typed figure, or the sum of the questions' marks when blank. */
export function totalMarksOf(values: Pick<ExamFormValues, 'totalMarks' | 'questions'>): number {
  const typed = parseInteger(values.totalMarks);
  return typed !== null && typed > 0 ? typed : sumOfMarks(values.questions);
}
