import type { OwnMock, OwnMockPaper } from '@portal/contracts';
import { MOCK_MESSAGES, encouragementFor, marksScoreText } from '@portal/contracts';

/**
 * What a child reads about their mock exams (issue 20): their own standardised scores in
 * encouraging words. No percentile or rank: those compare them with others, which is the
 * tutor's and the parent's business, not a ten-year-old's.
 */

/** The one figure a mock is judged on: combined, or the only paper's; null until released. */
export function overallScore(mock: OwnMock): number | null {
  if (mock.combined) {
    return mock.combined.sas;
  }
  const [only] = mock.papers;
  return mock.papers.length === 1 && only?.released ? only.sas : null;
}

/** The trend chart's points: each mock with a score, oldest first. */
export function trendPoints(mocks: readonly OwnMock[]): { label: string; sas: number }[] {
  return mocks.flatMap((mock) => {
    const sas = overallScore(mock);
    return sas === null ? [] : [{ label: mock.name, sas }];
  });
}

/** How a paper reads on the child's card. */
export function paperText(paper: OwnMockPaper): string {
  if (!paper.released) {
    return 'Waiting for everyone to finish';
  }
  if (!paper.sat) {
    return 'Not sat';
  }
  if (paper.sas !== null) {
    return `Score ${paper.sas}`;
  }
  return paper.score !== null && paper.totalMarks !== null
    ? marksScoreText(paper.score, paper.totalMarks)
    : '';
}

/** The target in a child's words: a goal to reach, never a failure. */
export function targetText(target: OwnMock['target'], targetScore: number | null): string | null {
  if (!target || targetScore === null) {
    return null;
  }
  if (target.status === 'below') {
    return `${-target.distance} ${-target.distance === 1 ? 'point' : 'points'} to go to reach your goal of ${targetScore}`;
  }
  if (target.status === 'at') {
    return `Right on your goal of ${targetScore}!`;
  }
  return `${target.distance} ${target.distance === 1 ? 'point' : 'points'} above your goal of ${targetScore}!`;
}

/** The line under a mock's score: encouragement, or why there is no score yet. */
export function mockNote(mock: OwnMock, minCohort: number): string {
  const sas = overallScore(mock);
  if (sas !== null) {
    return encouragementFor(sas);
  }
  if (mock.papers.some((paper) => !paper.released)) {
    return MOCK_MESSAGES.pending;
  }
  if (mock.papers.some((paper) => paper.tooSmall)) {
    return `Not enough children sat this mock for a standardised score (it needs ${minCohort}). Your marks are below.`;
  }
  return 'Sit every paper of a mock to get your overall score.';
}
