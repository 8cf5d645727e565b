import { describe, expect, it } from 'vitest';
import type { OwnMock, OwnMockPaper } from '@portal/contracts';
import { MOCK_MESSAGES } from '@portal/contracts';
import { mockNote, overallScore, paperText, targetText, trendPoints } from './mockScoresLogic';

const paper = (overrides: Partial<OwnMockPaper> = {}): OwnMockPaper => ({
  examId: 'maths',
  title: 'Maths',
  released: true,
  tooSmall: false,
  sat: true,
  score: 31,
  totalMarks: 50,
  sas: 112,
  percentile: 78,
  ageAdjusted: true,
  ...overrides,
});

const mock = (overrides: Partial<OwnMock> = {}): OwnMock => ({
  mockId: 'm1',
  name: 'Autumn mock',
  date: '2026-09-12',
  targetScore: 121,
  papers: [paper(), paper({ examId: 'english', title: 'English', sas: 104 })],
  combined: { sas: 108, percentile: 70 },
  target: { status: 'below', distance: -13 },
  ...overrides,
});

describe('a child’s mock scores (issue 20)', () => {
  it('given a combined score, then it is the overall one; a one-paper mock uses its paper once released', () => {
    expect(overallScore(mock())).toBe(108);
    expect(overallScore(mock({ combined: null, papers: [paper({ sas: 99 })] }))).toBe(99);
    expect(
      overallScore(mock({ combined: null, papers: [paper({ released: false, sas: null })] })),
    ).toBeNull();
  });

  it('given three mocks of which one is pending, then the trend has the two with scores, oldest first', () => {
    const mocks = [
      mock({ name: 'Spring', combined: { sas: 101, percentile: 50 } }),
      mock({ name: 'Summer', combined: null, papers: [paper({ released: false, sas: null }), paper()] }),
      mock({ name: 'Autumn', combined: { sas: 110, percentile: 75 } }),
    ];
    expect(trendPoints(mocks)).toEqual([
      { label: 'Spring', sas: 101 },
      { label: 'Autumn', sas: 110 },
    ]);
  });

  it('given each state of a paper, then the card says it in a child’s words', () => {
    expect(paperText(paper())).toBe('Score 112');
    expect(paperText(paper({ released: false }))).toBe('Waiting for everyone to finish');
    expect(paperText(paper({ sat: false }))).toBe('Not sat');
    expect(paperText(paper({ sas: null, tooSmall: true }))).toBe('31 / 50 marks');
  });

  it('given a target, then below reads as points to go, at and above as praise', () => {
    expect(targetText({ status: 'below', distance: -13 }, 121)).toBe(
      '13 points to go to reach your goal of 121',
    );
    expect(targetText({ status: 'below', distance: -1 }, 121)).toBe(
      '1 point to go to reach your goal of 121',
    );
    expect(targetText({ status: 'at', distance: 0 }, 121)).toBe('Right on your goal of 121!');
    expect(targetText({ status: 'above', distance: 4 }, 121)).toBe('4 points above your goal of 121!');
    expect(targetText(null, 121)).toBeNull();
  });

  it('given no score yet, then the note says why; with one, it encourages', () => {
    expect(mockNote(mock(), 30)).toBe('Good work: every practice brings you closer to your goal.');
    expect(mockNote(mock({ combined: null, papers: [paper({ released: false, sas: null })] }), 30)).toBe(
      MOCK_MESSAGES.pending,
    );
    expect(
      mockNote(
        mock({
          combined: null,
          papers: [paper({ tooSmall: true, sas: null }), paper({ sas: null, tooSmall: true })],
        }),
        30,
      ),
    ).toContain('it needs 30');
  });
});
