import { describe, expect, it } from 'vitest';
import { MOCK_MESSAGES, type OwnMock, type OwnMockPaper } from '@portal/contracts';
import { isReleased, paperMarks, paperText, sharedTarget, trendPoints } from './childMocks';

const paper = (fields: Partial<OwnMockPaper> = {}): OwnMockPaper => ({
  examId: 'maths',
  title: 'Maths',
  released: true,
  tooSmall: false,
  sat: true,
  score: 7,
  totalMarks: 10,
  sas: 112,
  percentile: 78,
  ageAdjusted: true,
  ...fields,
});

const mock = (name: string, fields: Partial<OwnMock> = {}): OwnMock => ({
  mockId: name,
  name,
  date: '2026-10-03',
  targetScore: 121,
  papers: [paper()],
  combined: { sas: 112, percentile: 78 },
  target: { status: 'below', distance: -9 },
  ...fields,
});

describe("a child's mock papers, in words for their parent", () => {
  it('given a released paper, then its SAS and percentile', () => {
    expect(paperText(paper(), 30)).toBe('SAS 112 · 78th percentile');
    expect(paperMarks(paper())).toBe('7/10');
  });

  it('given a paper before release, then the pending words and no marks', () => {
    const pending = paper({ released: false, score: null, totalMarks: null, sas: null, percentile: null });
    expect(paperText(pending, 30)).toBe(MOCK_MESSAGES.pending);
    expect(paperMarks(pending)).toBeNull();
  });

  it('given a cohort too small, then the contract’s words and the percentile only', () => {
    expect(paperText(paper({ tooSmall: true, sas: null, percentile: 40 }), 30)).toBe(
      `${MOCK_MESSAGES.tooSmall(30)}. 40th percentile`,
    );
  });

  it('given a paper not sat, then so', () => {
    expect(paperText(paper({ sat: false, sas: null, percentile: null }), 30)).toBe('Not sat');
  });

  it('is released only when every paper is', () => {
    expect(isReleased(mock('A', { papers: [paper(), paper({ released: false })] }))).toBe(false);
    expect(isReleased(mock('A'))).toBe(true);
  });
});

describe('the trend across mocks', () => {
  it('given two scored mocks and a pending one, then two points, oldest first, with the shared target', () => {
    const points = trendPoints([
      mock('Autumn mock', { date: '2026-10-03', combined: { sas: 104, percentile: 60 } }),
      mock('Spring mock', { date: '2027-03-06', combined: { sas: 115, percentile: 84 } }),
      mock('Summer mock', { date: '2027-06-05', combined: null, target: null }),
    ]);
    expect(points).toEqual([
      { label: 'Autumn mock (03 Oct 2026)', name: 'Autumn mock', sas: 104, target: 121 },
      { label: 'Spring mock (06 Mar 2027)', name: 'Spring mock', sas: 115, target: 121 },
    ]);
    expect(sharedTarget(points)).toBe(121);
  });

  it('given mocks of different targets or none, then no single target line', () => {
    const point = (label: string, target: number | null) => ({ label, name: label, sas: 100, target });
    expect(sharedTarget([point('a', 121), point('b', 111)])).toBeNull();
    expect(sharedTarget([point('a', null)])).toBeNull();
    expect(sharedTarget([])).toBeNull();
  });

  it('given a mock too small for SAS, then no point', () => {
    expect(trendPoints([mock('Tiny', { combined: { sas: null, percentile: 50 } })])).toEqual([]);
  });
});
