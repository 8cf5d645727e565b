import { describe, expect, it } from 'vitest';
import type { MockSitting } from './mockResults';
import { mockResults, sasHistogram } from './mockResults';

/** n children, child i born so that they are 120 + (i % 12) months on 2026-09-12, marks rising with i. */
function cohort(n: number, marksOf: (i: number) => number) {
  const sittings: MockSitting[] = [];
  const datesOfBirth = new Map<string, string | null>();
  for (let i = 0; i < n; i++) {
    const id = `s${String(i).padStart(3, '0')}`;
    const months = 120 + (i % 12);
    const born = new Date(Date.UTC(2026, 8 - months, 1));
    datesOfBirth.set(id, born.toISOString().slice(0, 10));
    sittings.push({
      studentId: id,
      score: marksOf(i),
      totalMarks: 50,
      percentage: (marksOf(i) / 50) * 100,
      startTime: '2026-09-12T09:00:00.000Z',
      isMakeup: false,
    });
  }
  return { sittings, datesOfBirth };
}

describe('a mock of several papers (issue 20)', () => {
  const maths = cohort(40, (i) => (i * 7) % 50);
  const english = cohort(40, (i) => (i * 11) % 50);

  it('given two papers sat by 40, then each paper and the combined score are standardised and judged on the target', () => {
    const results = mockResults({
      papers: [
        { examId: 'maths', title: 'Maths', sittings: maths.sittings },
        { examId: 'english', title: 'English', sittings: english.sittings },
      ],
      datesOfBirth: maths.datesOfBirth,
      targetScore: 111,
    });
    expect(results.papers.map((paper) => [paper.examId, paper.cohortSize, paper.standardised])).toEqual([
      ['maths', 40, true],
      ['english', 40, true],
    ]);
    expect(results.combined).toMatchObject({ cohortSize: 40, standardised: true });
    const first = results.students[0];
    expect(first?.papers.maths?.ageInMonths).toBe(120);
    expect(first?.combined?.sas).toEqual(expect.any(Number));
    expect(first?.overall?.sas).toBe(first?.combined?.sas);
    const sas = first?.combined?.sas ?? 0;
    expect(first?.target).toEqual({
      status: sas > 111 ? 'above' : sas < 111 ? 'below' : 'at',
      distance: sas - 111,
    });
  });

  it('given a child who missed a paper, then they have that paper’s figures only and no combined score', () => {
    const results = mockResults({
      papers: [
        { examId: 'maths', title: 'Maths', sittings: maths.sittings },
        { examId: 'english', title: 'English', sittings: english.sittings.slice(1) },
      ],
      datesOfBirth: maths.datesOfBirth,
      targetScore: null,
    });
    const missed = results.students.find((student) => student.studentId === 's000');
    expect(missed?.papers.english).toBeUndefined();
    expect(missed?.papers.maths?.sas).toEqual(expect.any(Number));
    expect(missed?.combined).toBeNull();
    expect(missed?.target).toBeNull();
    expect(results.combined?.cohortSize).toBe(39);
  });

  it('given a one-paper mock, then the paper is the overall figure and there is no combined cohort', () => {
    const results = mockResults({
      papers: [{ examId: 'maths', title: 'Maths', sittings: maths.sittings }],
      datesOfBirth: maths.datesOfBirth,
      targetScore: 121,
    });
    expect(results.combined).toBeNull();
    const student = results.students[5];
    expect(student?.overall).toEqual({
      sas: student?.papers.maths?.sas,
      percentile: student?.papers.maths?.percentile,
      rank: student?.papers.maths?.rank,
    });
  });

  it('given papers sat by only 10, then percentiles only, combined on the mean percentage of marks', () => {
    const small = cohort(10, (i) => i * 5);
    const results = mockResults({
      papers: [
        { examId: 'maths', title: 'Maths', sittings: small.sittings },
        { examId: 'english', title: 'English', sittings: small.sittings },
      ],
      datesOfBirth: small.datesOfBirth,
      targetScore: 121,
    });
    expect(results.papers.every((paper) => !paper.standardised)).toBe(true);
    const best = results.students.find((student) => student.studentId === 's009');
    expect(best?.combined).toEqual({ sas: null, percentile: 95, rank: 1, target: null });
  });
});

describe('SAS histogram', () => {
  it('given scores across the scale, then five-point bins from 69 to 141 count them', () => {
    const bins = sasHistogram([69, 73, 74, 100, 141, 139]);
    expect(bins[0]).toEqual({ from: 69, to: 73, count: 2 });
    expect(bins[1]).toEqual({ from: 74, to: 78, count: 1 });
    expect(bins.at(-1)).toEqual({ from: 139, to: 141, count: 2 });
    expect(bins.reduce((sum, bin) => sum + bin.count, 0)).toBe(6);
  });
});
