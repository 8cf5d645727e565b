import { MOCK_MESSAGES, type OwnMock, type OwnMockPaper } from '@portal/contracts';
import { formatDate } from '../common/formatDate';
import { ordinal } from '../mock-exams/mockResults';

/**
 * A parent's view of their child's mock exams (issue 20): the words for each paper and the trend
 * across mocks, from the child's own answer (GET /analytics/students/{id}/mocks), which holds
 * nobody else's name or score.
 */

/** Every paper released: the cohort is final and the child's figures are shown. */
export const isReleased = (mock: OwnMock) => mock.papers.every((paper) => paper.released);

/** "3 Oct 2026" of a calendar date ('YYYY-MM-DD'), read at midday so no zone moves the day. */
export function mockDate(date: string | null): string {
  return date ? formatDate(`${date.slice(0, 10)}T12:00:00Z`) : 'Date to be set';
}

/** What a paper says: pending before release, not sat, the SAS and percentile, or percentiles only. */
export function paperText(paper: OwnMockPaper, minCohort: number): string {
  if (!paper.released) {
    return MOCK_MESSAGES.pending;
  }
  if (!paper.sat) {
    return 'Not sat';
  }
  const percentile = paper.percentile === null ? null : `${ordinal(paper.percentile)} percentile`;
  if (paper.tooSmall || paper.sas === null) {
    return [MOCK_MESSAGES.tooSmall(minCohort), percentile].filter(Boolean).join('. ');
  }
  return [`SAS ${paper.sas}`, percentile].filter(Boolean).join(' · ');
}

/** The paper's marks, "7/10", once released. */
export function paperMarks(paper: OwnMockPaper): string | null {
  return paper.released && paper.score !== null && paper.totalMarks !== null
    ? `${paper.score}/${paper.totalMarks}`
    : null;
}

export interface TrendPoint {
  /** the x axis: the mock's name and date */
  label: string;
  /** the mock's name alone (the axis's tick) */
  name: string;
  sas: number;
  target: number | null;
}

/**
 * The combined SAS (or the only paper's) of each released mock, oldest first: the line of the
 * trend chart. Mocks without a SAS (pending, too small, not every paper sat) leave no point.
 */
export function trendPoints(mocks: readonly OwnMock[]): TrendPoint[] {
  return mocks.flatMap((mock) =>
    mock.combined?.sas !== null && mock.combined?.sas !== undefined
      ? [
          {
            label: `${mock.name} (${mockDate(mock.date)})`,
            name: mock.name,
            sas: mock.combined.sas,
            target: mock.targetScore,
          },
        ]
      : [],
  );
}

/** The target the chart draws: the one every mock with a point shares, or none when they differ. */
export function sharedTarget(points: readonly TrendPoint[]): number | null {
  const targets = new Set(points.map((point) => point.target));
  const [only] = [...targets];
  return targets.size === 1 && only !== undefined ? only : null;
}
