import { UNASSIGNED_SHOWN, fullName, type GroupStatusFilter } from '../groups/groupDisplay';
import { searchTerm } from '../student-picker/studentPicker';

/**
 * Student-Group Assignments reads its students a page at a time, searched and filtered on the
 * server (issue 16 item 9): the page never loads every student to filter them itself.
 */

export const ASSIGNMENT_PAGE_SIZE = 25;

export interface AssignmentListFilter {
  search: string;
  grade: string;
  status: GroupStatusFilter;
  page: number;
}

/** GET /students for one page of the panel: search (q), grade and assigned/unassigned, by surname. */
export function assignmentListPath(filter: AssignmentListFilter, perPage = ASSIGNMENT_PAGE_SIZE): string {
  const query = new URLSearchParams({
    page: String(Math.max(1, filter.page)),
    perPage: String(perPage),
    sort: 'lastName',
    order: 'asc',
  });
  const q = searchTerm(filter.search);
  if (q) {
    query.set('q', q);
  }
  if (filter.grade) {
    query.set('grade', filter.grade);
  }
  if (filter.status !== 'all') {
    query.set('groupStatus', filter.status);
  }
  return `/students?${query.toString()}`;
}

/** The pages a total fills (at least one, so "page 1 of 1" when empty). */
export function pageCountOf(total: number, perPage = ASSIGNMENT_PAGE_SIZE): number {
  return Math.max(1, Math.ceil(total / perPage));
}

/** The summary chips from the two counts the server answers. */
export function summaryOf(assigned: number, unassigned: number) {
  return { total: assigned + unassigned, assigned, unassigned };
}

/** The unassigned notice: the first 6 names (by surname) and '+N more' of the server's total. */
export function noticeOf(
  firstUnassigned: readonly { firstName: string; lastName: string }[],
  unassignedTotal: number,
): { names: string[]; more: number } {
  const names = firstUnassigned.slice(0, UNASSIGNED_SHOWN).map(fullName);
  return { names, more: Math.max(0, unassignedTotal - names.length) };
}
