import {
  correctCountText,
  marksScoreText,
  percentScoreText,
  scoreBand,
  studyTime,
  type ProgressStats,
} from '@portal/contracts';
import { scoreColors, subjectOrder, subjectTokens, type SubjectKey } from '@portal/ui-shared/theme';

/** Spec 001 §8 "Dashboard": the two ways loading the figures can fail. */
export const DASHBOARD_MESSAGES = {
  fetchFailed: 'Failed to fetch statistics',
  unreachable: 'Unable to connect to server',
} as const;

/** "Welcome back, Ada!" (spec 001 §2.3: the welcome names the student by first name). */
export function welcomeTitle(firstName: string | null | undefined): string {
  const name = firstName?.trim();
  return name ? `Welcome back, ${name}!` : 'Welcome back!';
}

/** A rounded percentage, or "N/A" before the first exam (spec 001 §2.3). */
export function percentText(value: number | null | undefined): string {
  return percentScoreText(value);
}

/** Study time in hours and minutes (spec 001 §9), e.g. "2h 15m". */
export function studyTimeText(seconds: number | null | undefined): string {
  return studyTime(typeof seconds === 'number' && Number.isFinite(seconds) ? seconds : 0);
}

/** Time spent on one attempt: "45s" under a minute (a quick try is not "0m"), else "12m", "1h 5m". */
export function attemptDuration(seconds: number): string {
  const whole = Math.max(0, Math.round(Number.isFinite(seconds) ? seconds : 0));
  return whole < 60 ? `${whole}s` : studyTime(whole);
}

function isSubjectKey(type: string): type is SubjectKey {
  return Object.hasOwn(subjectTokens, type);
}

/** "Verbal Reasoning" for 'verbal-reasoning'; an exam type the app does not know is title-cased. */
export function examTypeLabel(type: string): string {
  if (isSubjectKey(type)) {
    return subjectTokens[type].label;
  }
  const words = type
    .split(/[-_\s]+/)
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1));
  return words.join(' ') || 'Other';
}

/** The subject's colour, or the neutral one for an exam type the app does not know. */
export function examTypeColours(type: string): { color: string; soft: string } {
  return isSubjectKey(type)
    ? { color: subjectTokens[type].color, soft: subjectTokens[type].soft }
    : { color: '#545A7A', soft: '#EEF0F8' };
}

export type ScoreTone = 'good' | 'moderate' | 'poor';

export interface ScoreToneStyle {
  tone: ScoreTone;
  /** Fill colour (bars, dots). */
  main: string;
  /** Pale background. */
  soft: string;
  /** Readable text colour on white or on `soft` (plain yellow text fails contrast). */
  text: string;
  /** Said with the colour, so the colour is never the only signal. */
  label: string;
}

const TONE_STYLES: Record<ScoreTone, ScoreToneStyle> = {
  good: { tone: 'good', ...scoreColors.high, label: 'Great' },
  moderate: { tone: 'moderate', ...scoreColors.medium, label: 'Good' },
  poor: { tone: 'poor', ...scoreColors.low, label: 'Keep practising' },
};

/** Spec 001 §5: green at 80 or more, yellow at 60 or more, red below. */
export function scoreTone(percentage: number): ScoreToneStyle {
  return TONE_STYLES[scoreBand(percentage)];
}

/** What one finished attempt scored, as the lists show it; a figure the answer lacks is null. */
export interface ScoreFigures {
  score: number | null;
  totalMarks: number | null;
  correctAnswers: number | null;
  totalQuestions: number | null;
}

/**
 * The score lines under an attempt's percentage (issue 16 item 10: scores say what they count):
 * marks over the exam's total marks, then correct answers over the questions, e.g.
 * ["14 / 20 marks", "9 / 12 correct"]. A line whose figures did not arrive is left out rather
 * than guessed, so marks are never put over a number of questions.
 */
export function scoreLines(figures: ScoreFigures): string[] {
  const lines: string[] = [];
  if (figures.score !== null && figures.totalMarks !== null) {
    lines.push(marksScoreText(figures.score, figures.totalMarks));
  }
  if (figures.correctAnswers !== null && figures.totalQuestions !== null) {
    lines.push(correctCountText(figures.correctAnswers, figures.totalQuestions));
  }
  return lines;
}

const dateFormat = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric' });

/** "14 Mar 2025", in the browser's time zone; an unreadable date shows as nothing. */
export function attemptDate(iso: string): string {
  const time = Date.parse(iso);
  return Number.isFinite(time) ? dateFormat.format(time) : '';
}

export interface SubjectRow {
  type: string;
  label: string;
  color: string;
  soft: string;
  attempts: number;
  /** null when the subject has no attempts yet */
  averageScore: number | null;
  bestScore: number | null;
}

/**
 * Subject Performance (spec 001 §2.3): the four subjects always, in the product's order (a new
 * student sees where they can start), then any other exam type the figures name.
 */
export function subjectRows(breakdown: ProgressStats['examTypeBreakdown']): SubjectRow[] {
  const extra = Object.keys(breakdown)
    .filter((type) => !isSubjectKey(type))
    .sort((a, b) => examTypeLabel(a).localeCompare(examTypeLabel(b)));
  return [...subjectOrder, ...extra].map((type) => {
    const figures = Object.hasOwn(breakdown, type) ? breakdown[type] : undefined;
    const attempts = figures?.count ?? 0;
    return {
      type,
      label: examTypeLabel(type),
      ...examTypeColours(type),
      attempts,
      averageScore: figures && attempts > 0 ? Math.round(figures.averageScore) : null,
      bestScore: figures && attempts > 0 ? Math.round(figures.bestScore) : null,
    };
  });
}

/** "1 attempt", "3 attempts". */
export function attemptsText(count: number): string {
  return `${count} ${count === 1 ? 'attempt' : 'attempts'}`;
}

/** A percentage as a bar width: 0 to 100. */
export function barWidth(percentage: number | null): number {
  if (percentage === null || !Number.isFinite(percentage)) {
    return 0;
  }
  return Math.min(100, Math.max(0, percentage));
}
