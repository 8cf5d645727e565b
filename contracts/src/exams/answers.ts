import { EXAM_LIMITS } from './limits';

// ---- answer letters -------------------------------------------------------------------------

/** 'A' for 0, 'B' for 1… */
export function optionLetter(index: number): string {
  return String.fromCharCode(65 + index);
}

/** 0 for 'A', 1 for 'B'…; -1 when not a single capital letter. */
export function letterIndex(letter: string): number {
  return /^[A-Z]$/.test(letter) ? letter.charCodeAt(0) - 65 : -1;
}

/**
 * A multiple-choice answer as stored: a single capital letter is the option at that position;
 * an answer given as an option's text (trimmed, case-insensitive) becomes its letter; a single
 * lower-case letter that is no option's text is read as a letter. Answers '' when none was
 * given, null when the answer names no option.
 */
export function toAnswerLetter(answer: unknown, options: readonly string[]): string | null {
  const text = answerText(answer);
  if (text === '') {
    return '';
  }
  const byLetter = letterIndex(text);
  if (byLetter >= 0) {
    return byLetter < options.length ? text : null;
  }
  const exact = options.findIndex((option) => option.trim() === text);
  if (exact >= 0) {
    return optionLetter(exact);
  }
  const folded = options.findIndex((option) => option.trim().toLowerCase() === text.toLowerCase());
  if (folded >= 0) {
    return optionLetter(folded);
  }
  const lower = letterIndex(text.toUpperCase());
  if (text.length === 1 && lower >= 0) {
    return lower < options.length ? text.toUpperCase() : null;
  }
  return null;
}

/** 'True' or 'False' from true/false, 'true', 'T', 'yes'…; null otherwise, '' when blank. */
export function toTrueFalse(answer: unknown): 'True' | 'False' | '' | null {
  const text = answerText(answer).toLowerCase();
  if (text === '') {
    return '';
  }
  if (['true', 't', 'yes', 'y'].includes(text)) {
    return 'True';
  }
  if (['false', 'f', 'no', 'n'].includes(text)) {
    return 'False';
  }
  return null;
}

function answerText(answer: unknown): string {
  if (typeof answer === 'string') {
    return answer.trim();
  }
  if (typeof answer === 'number' || typeof answer === 'boolean') {
    return String(answer);
  }
  return '';
}

/** Marks of one question: non-numeric or blank is 1; a number is rounded. */
export function marksOf(value: unknown): number {
  const number =
    typeof value === 'number'
      ? value
      : typeof value === 'string' && value.trim() !== ''
        ? Number(value)
        : NaN;
  return Number.isFinite(number) ? Math.round(number) : EXAM_LIMITS.marksMin;
}

/** Options as stored: strings, trimmed, blanks dropped. */
export function cleanOptions(options: unknown): string[] {
  if (!Array.isArray(options)) {
    return [];
  }
  return options
    .map((option) => (typeof option === 'string' || typeof option === 'number' ? String(option).trim() : ''))
    .filter((option) => option.length > 0);
}
