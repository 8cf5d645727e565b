import type { CategoryTotals } from '@portal/contracts';
import { EXAM_TYPE_LABELS, categoryAnalysis, marksWithPercentText, topicBand } from '@portal/contracts';

/**
 * What a parent's weekly digest says about each linked child (issue 20 item 4). Pure: the
 * sweeper reads the read models and hands the facts in.
 */

/** A completed attempt of the week, as the attempts read model holds it. */
export interface DigestExam {
  readonly examTitle: string;
  readonly examType: string;
  readonly endTime: string;
  readonly score: number | null;
  readonly totalMarks: number;
  readonly percentage: number | null;
  readonly awaitingMarking: number | null;
}

/**
 * A mock exam's standardised age score (issue 20 item 1), fed by `standardisedScoresOf` (sweeper
 * deps; `standardisedScoresFromMocks` by default). A child without one: the section is left out.
 */
export interface DigestMockResult {
  /** the mock's (or paper's) title */
  readonly title: string;
  /** 69-141; null when the cohort was too small for one */
  readonly sas: number | null;
  /** 1-99 within the sitting's cohort */
  readonly percentile: number | null;
}

export interface DigestTopic {
  readonly category: string;
  readonly averagePercentage: number;
}

export interface DigestChild {
  readonly firstName: string;
  readonly exams: readonly DigestExam[];
  /** null: the child restricted analytics, so no topics are worked out for the digest */
  readonly weakestTopics: readonly DigestTopic[] | null;
  readonly mockResults: readonly DigestMockResult[];
}

/** At most this many topics are named per child. */
export const DIGEST_WEAKEST_TOPICS = 3;

/**
 * The child's weakest topics from the analytics categories: below the "strong" band (80%),
 * lowest first (then the most practised, then by name), at most three. None when all are strong.
 */
export function weakestTopics(categories: readonly CategoryTotals[]): DigestTopic[] {
  return categoryAnalysis(categories)
    .filter((item) => topicBand(item.averagePercentage) !== 'strength')
    .sort(
      (a, b) =>
        a.averagePercentage - b.averagePercentage ||
        b.totalQuestions - a.totalQuestions ||
        a.category.localeCompare(b.category),
    )
    .slice(0, DIGEST_WEAKEST_TOPICS)
    .map(({ category, averagePercentage }) => ({ category, averagePercentage }));
}

/** "Fractions 1 (Mathematics): 14 / 20 marks (70%)", as the console writes a score. */
export function digestExamLine(exam: DigestExam): string {
  const subject = EXAM_TYPE_LABELS[exam.examType as keyof typeof EXAM_TYPE_LABELS];
  const name = subject ? `${exam.examTitle} (${subject})` : exam.examTitle;
  if (exam.score === null) {
    return `${name}: awaiting the tutor's marking`;
  }
  const pending = exam.awaitingMarking ?? 0;
  const marking = pending > 0 ? `, ${pending} answer${pending === 1 ? '' : 's'} still to be marked` : '';
  return `${name}: ${marksWithPercentText(exam.score, exam.totalMarks, exam.percentage)}${marking}`;
}

/** "Autumn mock: standardised score 112 (82nd percentile)"; a cohort too small says so. */
export function standardisedScoreLine(result: DigestMockResult): string {
  const percentile = result.percentile === null ? null : ordinal(result.percentile);
  if (result.sas === null) {
    return percentile
      ? `${result.title}: ${percentile} percentile (too few children sat it for a standardised score)`
      : `${result.title}: too few children sat it for a standardised score`;
  }
  return `${result.title}: standardised score ${result.sas}${percentile ? ` (${percentile} percentile)` : ''}`;
}

function ordinal(n: number): string {
  const tens = n % 100;
  const suffix =
    tens >= 11 && tens <= 13
      ? 'th'
      : (({ 1: 'st', 2: 'nd', 3: 'rd' } as Record<number, string>)[n % 10] ?? 'th');
  return `${n}${suffix}`;
}

/** One child's part of the digest: a heading and its sections, each a title and lines. */
export interface DigestSection {
  readonly heading: string;
  readonly lines: readonly string[];
}

export function digestSections(child: DigestChild): DigestSection[] {
  const sections: DigestSection[] = [
    {
      heading: `Exams ${child.firstName} took this week`,
      lines:
        child.exams.length > 0
          ? child.exams.map(digestExamLine)
          : [`${child.firstName} took no exams this week.`],
    },
  ];
  if (child.mockResults.length > 0) {
    sections.push({
      heading: 'Standardised age scores (100 is the average for children of the same age)',
      lines: child.mockResults.map(standardisedScoreLine),
    });
  }
  if (child.weakestTopics !== null) {
    sections.push({
      heading: 'Topics to practise',
      lines:
        child.weakestTopics.length > 0
          ? child.weakestTopics.map(
              (topic) => `${topic.category}: ${topic.averagePercentage}% correct so far`,
            )
          : ['No weak topics so far: every topic is at 80% or more.'],
    });
  }
  return sections;
}

/** Whether a digest has anything to say: a child took an exam or has a new mock score. */
export function digestHasActivity(children: readonly DigestChild[]): boolean {
  return children.some((child) => child.exams.length > 0 || child.mockResults.length > 0);
}
