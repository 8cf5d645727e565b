import { describe, expect, it } from 'vitest';
import {
  DEFAULT_STUDENT_SORT,
  STUDENTS_PER_PAGE,
  isGradeFilter,
  pageCount,
  studentListSearch,
} from './studentListQuery';

describe('studentListSearch', () => {
  it('sends page, size and sort, and leaves blank filters out', () => {
    expect(
      studentListSearch({
        page: 1,
        perPage: STUDENTS_PER_PAGE,
        q: '  ',
        grade: '',
        sort: DEFAULT_STUDENT_SORT,
      }),
    ).toBe('page=1&perPage=24&sort=lastName&order=asc');
  });

  it('sends the trimmed search and the grade', () => {
    expect(
      studentListSearch({ page: 3, perPage: 24, q: ' STU12 ', grade: 'year-6', sort: 'createdAt-desc' }),
    ).toBe('page=3&perPage=24&sort=createdAt&order=desc&q=STU12&grade=year-6');
  });
});

it('accepts only known grades as a filter', () => {
  expect(isGradeFilter('')).toBe(true);
  expect(isGradeFilter('year-7')).toBe(true);
  expect(isGradeFilter('year-8')).toBe(false);
});

it('counts pages, never fewer than one', () => {
  expect(pageCount(0, 24)).toBe(1);
  expect(pageCount(24, 24)).toBe(1);
  expect(pageCount(25, 24)).toBe(2);
  expect(pageCount(20_000, 24)).toBe(834);
});
