import { describe, expect, it } from 'vitest';
import type { Group, Student } from '@portal/contracts';
import {
  assignmentSummary,
  capacityPercent,
  filterStudents,
  groupStatistics,
  unassignedNotice,
} from './groupDisplay';

const student = (id: string, groupId: string | null, grade = 'year-5'): Student =>
  ({ id, firstName: `First${id}`, lastName: `Last${id}`, email: `${id}@x.org`, grade, groupId }) as Student;

describe('group screens (spec 002 §§2.1, 2.2)', () => {
  it('given groups of two tutors, then the four statistics', () => {
    const groups = [
      { tutorId: 'a', isActive: true, maxStudents: 20 },
      { tutorId: 'a', isActive: false, maxStudents: 10 },
      { tutorId: 'b', isActive: true, maxStudents: 5 },
    ] as Group[];
    expect(groupStatistics(groups)).toEqual({
      totalGroups: 3,
      activeGroups: 2,
      totalCapacity: 35,
      tutorsWithGroups: 2,
    });
  });

  it('given 3 of 12, then 25 per cent; over-full is capped at 100', () => {
    expect(capacityPercent({ memberCount: 3, maxStudents: 12 })).toBe(25);
    expect(capacityPercent({ memberCount: 13, maxStudents: 12 })).toBe(100);
  });

  it('given 8 unassigned students, then the first 6 names and +2 more', () => {
    const students = Array.from({ length: 9 }, (_, i) => student(String(i), i === 0 ? 'g' : null));
    const notice = unassignedNotice(students);
    expect(notice.names).toHaveLength(6);
    expect(notice.names[0]).toBe('First1 Last1');
    expect(notice.more).toBe(2);
    expect(assignmentSummary(students)).toEqual({ total: 9, assigned: 1, unassigned: 8 });
  });

  it('given search, grade and status, then only the students matching all three', () => {
    const students = [student('1', 'g'), student('2', null), student('3', null, 'year-6')];
    expect(
      filterStudents(students, { search: '', grade: '', status: 'unassigned' }).map((s) => s.id),
    ).toEqual(['2', '3']);
    expect(filterStudents(students, { search: 'last3', grade: '', status: 'all' }).map((s) => s.id)).toEqual([
      '3',
    ]);
    expect(
      filterStudents(students, { search: '', grade: 'year-5', status: 'assigned' }).map((s) => s.id),
    ).toEqual(['1']);
  });
});
