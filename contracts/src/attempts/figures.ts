import { z } from 'zod';

/**
 * An attempt's figures (issue 17): the marks scored of the exam's total, the percentage, and the
 * question counts. Events, answers and read models carry them flat, beside the attempt's other
 * fields, each the subset it needs in its own order: declared once here, spread where they stand
 * (`...attemptFiguresShape`, `...attemptFigureFields(['score', 'percentage'])`), copied with
 * `pickAttemptFigures`. How a figure is written for people: rules/scoreText.ts.
 */
export const attemptFiguresShape = {
  /** marks obtained (a tutor's partial essay mark may leave a half) */
  score: z.number(),
  /** sum of every question's marks */
  totalMarks: z.number(),
  /** score over the gradable marks (essays awaiting marking left out), 0–100, one decimal */
  percentage: z.number(),
  correctAnswers: z.number().int(),
  incorrectAnswers: z.number().int(),
  unanswered: z.number().int(),
  totalQuestions: z.number().int(),
  /** answered essays without a mark yet */
  awaitingMarking: z.number().int(),
};

export const AttemptFigures = z.object(attemptFiguresShape);
export type AttemptFigures = z.infer<typeof AttemptFigures>;
export type AttemptFigureKey = keyof AttemptFigures;

/** Every figure, in the order the attempt events carry them. */
export const ATTEMPT_FIGURE_KEYS = Object.keys(attemptFiguresShape) as AttemptFigureKey[];

/** The marks figures: the marks scored of the exam's total, and the percentage. */
export const MARK_FIGURE_KEYS = [
  'score',
  'totalMarks',
  'percentage',
] as const satisfies readonly AttemptFigureKey[];

/**
 * The figures essay marking recomputes (EssayAnswersMarked): the totals and the unanswered count
 * stay as submitted.
 */
export const MARKED_FIGURE_KEYS = [
  'score',
  'percentage',
  'correctAnswers',
  'incorrectAnswers',
  'awaitingMarking',
] as const satisfies readonly AttemptFigureKey[];

/** The figures of a live quiz: no essays, so nothing awaits marking. */
export const QUIZ_FIGURE_KEYS = ATTEMPT_FIGURE_KEYS.filter(
  (key): key is Exclude<AttemptFigureKey, 'awaitingMarking'> => key !== 'awaitingMarking',
);

/** The zod fields of some figures, in the order named (an answer's own order), to spread into an object. */
export function attemptFigureFields<const K extends AttemptFigureKey>(
  keys: readonly K[],
): Pick<typeof attemptFiguresShape, K> {
  return pickKeys(attemptFiguresShape, keys);
}

/**
 * The figures of `source` (an event's data, a grade, a read model's document), every one or the
 * ones named, in that order: what a server copies from one record of an attempt to the next.
 */
export function pickAttemptFigures<S extends Record<AttemptFigureKey, unknown>>(
  source: S,
): Pick<S, AttemptFigureKey>;
export function pickAttemptFigures<S, const K extends AttemptFigureKey & keyof S>(
  source: S,
  keys: readonly K[],
): Pick<S, K>;
export function pickAttemptFigures(
  source: Record<string, unknown>,
  keys: readonly string[] = ATTEMPT_FIGURE_KEYS,
): Record<string, unknown> {
  return pickKeys(source, keys);
}

function pickKeys<S, K extends keyof S>(source: S, keys: readonly K[]): Pick<S, K> {
  const picked = {} as Pick<S, K>;
  for (const key of keys) {
    picked[key] = source[key];
  }
  return picked;
}
