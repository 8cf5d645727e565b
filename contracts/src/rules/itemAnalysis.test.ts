import { describe, expect, it } from 'vitest';
import type { ResponseRow } from './itemAnalysis';
import { discrimination, facility, itemStatistics, kr20, thirds } from './itemAnalysis';

const row = (studentId: string, marks: (0 | 1 | null)[]): ResponseRow => ({
  studentId,
  marks: marks.map((mark) => (mark === null ? null : mark === 1)),
  answered: marks.map((mark) => mark !== null),
});

// Six students × four items:
//        i1 i2 i3 i4  total
//   s1    1  1  1  0    3
//   s2    1  1  0  1    3
//   s3    1  0  1  0    2
//   s4    1  1  0  0    2
//   s5    0  0  1  0    1
//   s6    1  0  0  0    1
const six = [
  row('s1', [1, 1, 1, 0]),
  row('s2', [1, 1, 0, 1]),
  row('s3', [1, 0, 1, 0]),
  row('s4', [1, 1, 0, 0]),
  row('s5', [0, 0, 1, 0]),
  row('s6', [1, 0, 0, 0]),
];

describe('facility', () => {
  it('given marks, then the share correct among marked cells', () => {
    expect(facility([true, false, null, true])).toBe(0.667); // 2 / 3
    expect(facility([null, null])).toBeNull();
  });
});

describe('discrimination (top third minus bottom third)', () => {
  it('given six students, then thirds of 2: s1, s2 on top, s5, s6 at the bottom', () => {
    const { top, bottom } = thirds(six);
    expect(top.map((r) => r.studentId)).toEqual(['s1', 's2']);
    expect(bottom.map((r) => r.studentId)).toEqual(['s5', 's6']);
  });
  it.each([
    [0, 0.5], // top 2/2 = 1, bottom 1/2 = 0.5
    [1, 1], // top 2/2, bottom 0/2
    [2, 0], // top 1/2, bottom 1/2
    [3, 0.5], // top 1/2, bottom 0/2
  ])('item %i: %d', (index, expected) => {
    expect(discrimination(six, index)).toBe(expected);
  });
  it('given fewer than 3 students, then null', () => {
    expect(discrimination(six.slice(0, 2), 0)).toBeNull();
  });
});

describe('KR-20 = k/(k−1) · (1 − Σpq / σ²)', () => {
  it('given a Guttman pattern of 4 students × 3 items, then 0.75', () => {
    // totals 3, 2, 1, 0: mean 1.5, σ² = (2.25 + 0.25 + 0.25 + 2.25) / 4 = 1.25
    // p = 3/4, 2/4, 1/4: Σpq = 0.1875 + 0.25 + 0.1875 = 0.625
    // 3/2 · (1 − 0.625 / 1.25) = 1.5 · 0.5 = 0.75
    const rows = [row('a', [1, 1, 1]), row('b', [1, 1, 0]), row('c', [1, 0, 0]), row('d', [0, 0, 0])];
    expect(kr20(rows)).toEqual({ kr20: 0.75, students: 4, items: 3 });
  });
  it('given the six-student matrix, then −0.222 (items that disagree)', () => {
    // p = 5/6, 3/6, 3/6, 1/6: Σpq = 5/36 + 9/36 + 9/36 + 5/36 = 28/36 = 7/9
    // totals 3, 3, 2, 2, 1, 1: mean 2, σ² = (1 + 1 + 0 + 0 + 1 + 1) / 6 = 2/3
    // 4/3 · (1 − (7/9) / (2/3)) = 4/3 · (1 − 7/6) = −2/9 = −0.222
    expect(kr20(six)).toEqual({ kr20: -0.222, students: 6, items: 4 });
  });
  it('given an item someone has no mark for, then it is left out of KR-20', () => {
    // item 3 unmarked for b: items 1 and 2 only; totals 2, 1, 0: mean 1, σ² = 2/3;
    // p = 2/3, 1/3: Σpq = 2/9 + 2/9 = 4/9; 2/1 · (1 − (4/9) / (2/3)) = 2 · (1/3) = 0.667
    const rows = [row('a', [1, 1, 1]), row('b', [1, 0, null]), row('c', [0, 0, 1])];
    expect(kr20(rows)).toEqual({ kr20: 0.667, students: 3, items: 2 });
  });
  it('given one student or no spread, then null', () => {
    expect(kr20([row('a', [1, 0])]).kr20).toBeNull();
    expect(kr20([row('a', [1, 0]), row('b', [0, 1])]).kr20).toBeNull(); // both total 1: σ² = 0
  });
});

describe('itemStatistics', () => {
  it('given the six-student matrix, then facility, discrimination, answered and correct per item', () => {
    const withBlank = [...six.slice(0, 5), row('s6', [1, 0, 0, null])];
    const items = itemStatistics(withBlank, 4);
    expect(items[0]).toEqual({ facility: 0.833, discrimination: 0.5, answered: 6, correct: 5 }); // 5/6
    // item 4: s6 unmarked: 1 correct of 5 marked = 0.2; bottom third s5 (0), s6 (null) → 0/1
    expect(items[3]).toEqual({ facility: 0.2, discrimination: 0.5, answered: 5, correct: 1 });
  });
});
