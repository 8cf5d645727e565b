/**
 * How a score is written (issue 16 item 10: scores say what they count). Marks and question counts
 * are never put over each other ("14/12" is meaningless when 12 questions carry 14 marks):
 * - marks: "obtained / total marks" (spec 002 §2.11 "score as obtained/total marks"), "14 / 20 marks";
 * - counts: "correct / questions", "9 / 12 correct";
 * - percentages rounded to whole numbers (spec 002 §9, spec 001 §2.3 "rounded %"), "70%";
 *   a missing percentage (no attempt yet) reads "N/A" (spec 001 §2.3).
 * Half marks (a tutor's partial essay mark) keep one decimal; counts are whole numbers.
 */

/** A number of marks as written: whole, or one decimal ("7.5"); a missing or broken one: "0". */
export function marksFigure(marks: number): string {
  if (!Number.isFinite(marks)) {
    return '0';
  }
  const rounded = Math.round(marks * 10) / 10;
  return String(Object.is(rounded, -0) ? 0 : rounded);
}

const countFigure = (count: number) => String(Number.isFinite(count) ? Math.max(0, Math.round(count)) : 0);

/** "14 / 20 marks": marks obtained over the exam's total marks. */
export function marksScoreText(obtained: number, totalMarks: number): string {
  return `${marksFigure(obtained)} / ${marksFigure(totalMarks)} marks`;
}

/** "9 / 12 correct": questions answered correctly over the number of questions. */
export function correctCountText(correct: number, totalQuestions: number): string {
  return `${countFigure(correct)} / ${countFigure(totalQuestions)} correct`;
}

/** A percentage rounded to a whole number (half up), or null when there is none. */
export function wholePercent(percentage: number | null | undefined): number | null {
  return typeof percentage === 'number' && Number.isFinite(percentage) ? Math.round(percentage) : null;
}

/** "70%", or `missing` ("N/A" unless told) when there is no percentage. */
export function percentScoreText(percentage: number | null | undefined, missing = 'N/A'): string {
  const whole = wholePercent(percentage);
  return whole === null ? missing : `${whole}%`;
}

/** "14 / 20 marks (70%)": the marks with the rounded percentage (spec 002 §2.11). */
export function marksWithPercentText(
  obtained: number,
  totalMarks: number,
  percentage: number | null | undefined,
): string {
  const whole = wholePercent(percentage);
  return whole === null
    ? marksScoreText(obtained, totalMarks)
    : `${marksScoreText(obtained, totalMarks)} (${whole}%)`;
}
