import { describe, expect, it } from 'vitest';
import {
  ASSIGNMENT_PAGE_SIZE,
  assignmentListPath,
  noticeOf,
  pageCountOf,
  summaryOf,
} from './assignmentStudents';

describe('Student-Group Assignments reads students from the server (issue 16 item 9)', () => {
  it('given no filter, then the first page by surname, nothing else', () => {
    expect(assignmentListPath({ search: '', grade: '', status: 'all', page: 1 })).toBe(
      `/students?page=1&perPage=${ASSIGNMENT_PAGE_SIZE}&sort=lastName&order=asc`,
    );
  });

  it('given a search, a grade, "unassigned" and page 3, then q, grade, groupStatus and page', () => {
    const query = new URLSearchParams(
      assignmentListPath({ search: ' Flynn ', grade: 'year-6', status: 'unassigned', page: 3 }).split('?')[1],
    );
    expect(Object.fromEntries(query)).toEqual({
      page: '3',
      perPage: String(ASSIGNMENT_PAGE_SIZE),
      sort: 'lastName',
      order: 'asc',
      q: 'Flynn',
      grade: 'year-6',
      groupStatus: 'unassigned',
    });
  });

  it('counts pages: 150 students at 25 a page are 6; none is still page 1 of 1', () => {
    expect(pageCountOf(150)).toBe(6);
    expect(pageCountOf(151)).toBe(7);
    expect(pageCountOf(0)).toBe(1);
  });

  it('sums the chips from the two counts', () => {
    expect(summaryOf(40, 110)).toEqual({ total: 150, assigned: 40, unassigned: 110 });
  });

  it('given 110 unassigned and the first 6 names, then the 6 names and "+104 more"', () => {
    const six = Array.from({ length: 6 }, (_unused, index) => ({
      firstName: 'Pupil',
      lastName: `N${index}`,
    }));
    expect(noticeOf(six, 110)).toEqual({ names: six.map((p) => `Pupil ${p.lastName}`), more: 104 });
    expect(noticeOf([], 0)).toEqual({ names: [], more: 0 });
  });
});
