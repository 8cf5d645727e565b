import { describe, expect, it } from 'vitest';
import {
  SAS_SCALE,
  againstTarget,
  ageInMonthsOn,
  fitAgeLine,
  londonDateOf,
  standardise,
  standardiseCombined,
  type CohortEntry,
} from './standardisedScore';

/**
 * A Year 6 mock of 40 children (ages 120-131 months on the sitting date, raw marks out of 50).
 * The expected columns were computed apart from this code, with Python's
 * statistics.linear_regression (raw on age: slope 0.736159, intercept -67.717128) and
 * statistics.pstdev of the residuals (8.326631), then SAS = 100 + 15 z clamped to 69-141 and
 * rounded half up; percentile = 100 (below + equal / 2) / 40 rounded, kept within 1-99; rank =
 * 1 + the number with a higher unrounded score. c05 and c06 tie (same age and marks); c39 and c40
 * are clamped; c01 and c29 share SAS 81 but c29 is younger for almost the same marks.
 */
const COHORT: [
  id: string,
  ageInMonths: number,
  raw: number,
  sas: number,
  percentile: number,
  rank: number,
][] = [
  ['c01', 120, 10, 81, 4, 39],
  ['c02', 127, 29, 106, 74, 11],
  ['c03', 122, 24, 103, 61, 16],
  ['c04', 129, 28, 101, 49, 21],
  ['c05', 124, 16, 86, 15, 34],
  ['c06', 124, 16, 86, 15, 34],
  ['c07', 126, 28, 105, 71, 12],
  ['c08', 121, 23, 103, 54, 19],
  ['c09', 128, 23, 94, 29, 29],
  ['c10', 123, 14, 84, 11, 36],
  ['c11', 130, 36, 114, 89, 5],
  ['c12', 125, 26, 103, 56, 18],
  ['c13', 120, 24, 106, 79, 9],
  ['c14', 127, 32, 111, 86, 6],
  ['c15', 122, 19, 94, 31, 28],
  ['c16', 129, 29, 103, 59, 17],
  ['c17', 124, 35, 121, 94, 3],
  ['c18', 131, 32, 106, 76, 10],
  ['c19', 126, 22, 95, 34, 27],
  ['c20', 121, 12, 83, 9, 37],
  ['c21', 128, 29, 104, 66, 14],
  ['c22', 123, 22, 99, 39, 25],
  ['c23', 130, 30, 104, 64, 15],
  ['c24', 125, 24, 99, 41, 24],
  ['c25', 120, 17, 93, 26, 30],
  ['c26', 127, 31, 109, 84, 7],
  ['c27', 122, 25, 105, 69, 13],
  ['c28', 129, 31, 107, 81, 8],
  ['c29', 124, 13, 81, 6, 38],
  ['c30', 131, 37, 115, 91, 4],
  ['c31', 126, 19, 89, 19, 33],
  ['c32', 121, 17, 92, 24, 31],
  ['c33', 128, 21, 90, 21, 32],
  ['c34', 123, 21, 97, 36, 26],
  ['c35', 130, 28, 100, 44, 23],
  ['c36', 125, 25, 101, 46, 22],
  ['c37', 120, 33, 122, 96, 2],
  ['c38', 127, 27, 102, 51, 20],
  ['c39', 121, 50, 141, 99, 1],
  ['c40', 129, 0, 69, 1, 40],
];

const entries: CohortEntry[] = COHORT.map(([id, ageInMonths, raw]) => ({ id, ageInMonths, raw }));
const standingOf = (result: ReturnType<typeof standardise>, id: string) => {
  const standing = result.standings.find((row) => row.id === id);
  if (!standing) {
    throw new Error(`no standing for ${id}`);
  }
  return standing;
};

describe('standardised age scores (issue 20)', () => {
  it('given a cohort of 40 with known ages, when standardised, then every SAS, percentile and rank is the hand-computed one', () => {
    const result = standardise(entries);
    expect(result.standardised).toBe(true);
    expect(result.cohortSize).toBe(40);
    expect(result.slope).toBeCloseTo(0.736159, 5);
    expect(result.intercept).toBeCloseTo(-67.717128, 5);
    expect(result.residualDeviation).toBeCloseTo(8.326631, 5);
    expect(result.standings.map(({ id, sas, percentile, rank }) => [id, sas, percentile, rank])).toEqual(
      COHORT.map(([id, , , sas, percentile, rank]) => [id, sas, percentile, rank]),
    );
  });

  it('given two children with the same marks, when one is three months younger, then the younger scores higher', () => {
    const result = standardise(entries);
    // c04 and c07 both have 28 marks, at 129 and 126 months
    expect(standingOf(result, 'c07').sas).toBe(105);
    expect(standingOf(result, 'c04').sas).toBe(101);
    expect(standingOf(result, 'c07').ageAdjusted).toBe(true);
  });

  it('given a tie (same age, same marks), then both share the percentile and the better rank, and the next rank skips', () => {
    const result = standardise(entries);
    expect(standingOf(result, 'c05')).toMatchObject({ sas: 86, percentile: 15, rank: 34 });
    expect(standingOf(result, 'c06')).toMatchObject({ sas: 86, percentile: 15, rank: 34 });
    expect(standingOf(result, 'c10').rank).toBe(36);
  });

  it('given a late make-up attempt, when the cohort grows to 41, then the line and everyone’s scores are recomputed', () => {
    // computed apart: slope 0.910757, residual deviation 8.534017 with c41 (131 months, 44 marks)
    const result = standardise([...entries, { id: 'c41', ageInMonths: 131, raw: 44 }]);
    expect(result.slope).toBeCloseTo(0.910757, 5);
    expect(result.residualDeviation).toBeCloseTo(8.534017, 5);
    expect(standingOf(result, 'c41').sas).toBe(124);
    expect(standingOf(result, 'c17').sas).toBe(120);
    expect(standingOf(result, 'c01').sas).toBe(82);
    expect(standingOf(result, 'c39').sas).toBe(141);
  });

  it(`given fewer than ${SAS_SCALE.minCohort} children, then there is no SAS and percentiles follow raw marks`, () => {
    const small = standardise(entries.slice(0, SAS_SCALE.minCohort - 1));
    expect(small.standardised).toBe(false);
    expect(small.standings.every((row) => row.sas === null && !row.ageAdjusted)).toBe(true);
    // of the first 29, c11 has the most marks (36), then c17 (35); c01 (10) the fewest
    expect(standingOf(small, 'c11')).toMatchObject({ rank: 1, percentile: 98 });
    expect(standingOf(small, 'c17')).toMatchObject({ rank: 2, percentile: 95 });
    expect(standingOf(small, 'c01')).toMatchObject({ rank: 29, percentile: 2 });
    expect(standardise(entries.slice(0, SAS_SCALE.minCohort)).standardised).toBe(true);
  });

  it('given a child without a date of birth, then they are scored against the mean mark, not age-adjusted, and left out of the line', () => {
    const withUnknown = standardise([...entries.slice(0, 35), { id: 'x', ageInMonths: null, raw: 25 }]);
    const line = fitAgeLine(entries.slice(0, 35));
    expect(withUnknown.slope).toBeCloseTo(line.slope, 10);
    expect(standingOf(withUnknown, 'x').ageAdjusted).toBe(false);
    expect(standingOf(withUnknown, 'x').sas).not.toBeNull();
  });

  it('given older children scoring lower, then the slope is floored at 0 (no child loses points for being young)', () => {
    const reversed = Array.from({ length: 30 }, (_, i) => ({
      id: `r${i}`,
      ageInMonths: 120 + (i % 12),
      raw: 40 - (i % 12),
    }));
    const result = standardise(reversed);
    expect(result.slope).toBe(0);
    expect(result.intercept).toBeCloseTo(reversed.reduce((sum, row) => sum + row.raw, 0) / 30, 10);
  });

  it('given every child on the same marks, then everyone is 100, percentile 50, rank 1', () => {
    const same = standardise(
      Array.from({ length: 30 }, (_, i) => ({ id: `s${i}`, ageInMonths: 120 + (i % 12), raw: 20 })),
    );
    expect(same.standings.every((row) => row.sas === 100 && row.percentile === 50 && row.rank === 1)).toBe(
      true,
    );
  });

  it('given two papers, when combined, then each child’s mean standardised value is standardised again (hand-computed)', () => {
    // paper B: 5 more marks for every other child (capped at 50), 4 fewer for the rest (not below 0)
    const paperB = entries.map((entry, index) => ({
      ...entry,
      raw: index % 2 === 0 ? Math.min(50, entry.raw + 5) : Math.max(0, entry.raw - 4),
    }));
    const a = standardise(entries);
    const b = standardise(paperB);
    const combined = standardiseCombined(
      entries.map((entry, index) => ({
        id: entry.id,
        ageInMonths: entry.ageInMonths,
        values: [a.standings[index]?.standardisedValue ?? 0, b.standings[index]?.standardisedValue ?? 0],
      })),
    );
    expect([standingOf(b, 'c01').sas, standingOf(b, 'c17').sas]).toEqual([89, 126]);
    expect(['c01', 'c17', 'c39', 'c40'].map((id) => standingOf(combined, id).sas)).toEqual([
      84, 124, 141, 69,
    ]);
    expect(standingOf(combined, 'c01').ageAdjusted).toBe(true);
  });
});

describe('age in months on the sitting date', () => {
  it('given a birthday on the 15th, then the month is complete on the 15th and not on the 14th', () => {
    expect(ageInMonthsOn('2015-09-15', '2026-09-14')).toBe(131);
    expect(ageInMonthsOn('2015-09-15', '2026-09-15')).toBe(132);
    expect(ageInMonthsOn('2015-09-15T00:00:00.000Z', '2026-10-15')).toBe(133);
  });

  it('given no date, an impossible one or a sitting before birth, then there is no age', () => {
    expect(ageInMonthsOn(null, '2026-09-15')).toBeNull();
    expect(ageInMonthsOn('2015-02-30', '2026-09-15')).toBeNull();
    expect(ageInMonthsOn('2027-01-01', '2026-09-15')).toBeNull();
  });

  it('given a sitting late in the evening, then its date is the UK date (BST moves 23:30 UTC to the next day)', () => {
    expect(londonDateOf('2026-06-30T23:30:00.000Z')).toBe('2026-07-01');
    expect(londonDateOf('2026-12-31T23:30:00.000Z')).toBe('2026-12-31');
  });
});

describe('against a target', () => {
  it('given a target of 121, then 121 is at, 125 above by 4 and 118 below by 3', () => {
    expect(againstTarget(121, 121)).toEqual({ status: 'at', distance: 0 });
    expect(againstTarget(125, 121)).toEqual({ status: 'above', distance: 4 });
    expect(againstTarget(118, 121)).toEqual({ status: 'below', distance: -3 });
  });
});
