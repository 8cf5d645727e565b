import { STUDENT_GRADES } from '@portal/contracts';

/** 24 fills rows of 1, 2, 3 and 4 cards evenly. */
export const STUDENTS_PER_PAGE = 24;

/** How long the search box waits after the last key before asking the server. */
export const SEARCH_DEBOUNCE_MS = 300;

export const STUDENT_SORTS = [
  { value: 'lastName-asc', label: 'Last name A–Z', field: 'lastName', order: 'asc' },
  { value: 'firstName-asc', label: 'First name A–Z', field: 'firstName', order: 'asc' },
  { value: 'createdAt-desc', label: 'Newest first', field: 'createdAt', order: 'desc' },
  { value: 'studentId-asc', label: 'Student ID', field: 'studentId', order: 'asc' },
] as const;
export type StudentSort = (typeof STUDENT_SORTS)[number]['value'];
export const DEFAULT_STUDENT_SORT: StudentSort = 'lastName-asc';

/** '' is "All grades". */
export type GradeFilter = '' | (typeof STUDENT_GRADES)[number]['value'];

export interface StudentListParams {
  page: number;
  perPage: number;
  q: string;
  grade: GradeFilter;
  sort: StudentSort;
}

export function isGradeFilter(value: string): value is GradeFilter {
  return value === '' || STUDENT_GRADES.some((grade) => grade.value === value);
}

export function isStudentSort(value: string): value is StudentSort {
  return STUDENT_SORTS.some((sort) => sort.value === value);
}

/** `page=1&perPage=24&sort=lastName&order=asc&q=…&grade=…`, the search trimmed and blank filters left out. */
export function studentListSearch(params: StudentListParams): string {
  const query = new URLSearchParams();
  query.set('page', String(Math.max(1, Math.trunc(params.page))));
  query.set('perPage', String(params.perPage));
  const sort = STUDENT_SORTS.find((choice) => choice.value === params.sort) ?? STUDENT_SORTS[0];
  query.set('sort', sort.field);
  query.set('order', sort.order);
  const q = params.q.trim();
  if (q) {
    query.set('q', q);
  }
  if (params.grade) {
    query.set('grade', params.grade);
  }
  return query.toString();
}

/** Pages of the pager; at least 1 so it never reads "page 1 of 0". */
export function pageCount(total: number, perPage: number): number {
  return Math.max(1, Math.ceil(total / perPage));
}
