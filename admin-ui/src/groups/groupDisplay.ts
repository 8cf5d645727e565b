import type { Group, Student } from '@portal/contracts';
import { AcademicYear, GROUP_GRADES, GROUP_LIMITS, GroupSubject } from '@portal/contracts';
import { statusOf } from '../providers/apiFetch';

export const ACADEMIC_YEARS = AcademicYear.options;
export const SUBJECTS = GroupSubject.options;
export { GROUP_GRADES, GROUP_LIMITS };

export function gradeLabel(grade: string | null | undefined): string {
  if (!grade) {
    return 'No grade';
  }
  return (
    GROUP_GRADES.find((choice) => choice.value === grade)?.label ?? grade.replace(/^year-(\d+)$/, 'Year $1')
  );
}

/** Statistics of spec 002 §2.1, over the groups on screen. */
export function groupStatistics(groups: readonly Group[]) {
  return {
    totalGroups: groups.length,
    activeGroups: groups.filter((group) => group.isActive).length,
    totalCapacity: groups.reduce((sum, group) => sum + group.maxStudents, 0),
    tutorsWithGroups: new Set(groups.map((group) => group.tutorId)).size,
  };
}

/** 0–100 for the capacity bar. */
export function capacityPercent(group: Pick<Group, 'memberCount' | 'maxStudents'>): number {
  if (group.maxStudents <= 0) {
    return 0;
  }
  return Math.min(100, Math.round((group.memberCount / group.maxStudents) * 100));
}

/** Spec 002 §8: 'Error: {server message}', or the fallback when the server could not be reached. */
export function failureText(error: unknown, fallback: string, network: string): string {
  const status = statusOf(error);
  if (status === 0 || status === undefined) {
    return network;
  }
  const message = error instanceof Error ? error.message : '';
  return message ? `Error: ${message}` : fallback;
}

export function fullName(person: Pick<Student, 'firstName' | 'lastName'>): string {
  return `${person.firstName} ${person.lastName}`.trim();
}

export type GroupStatusFilter = 'all' | 'assigned' | 'unassigned';

export interface StudentFilter {
  search: string;
  grade: string;
  status: GroupStatusFilter;
}

/** Students panel of spec 002 §2.2: search over name and e-mail, grade, assigned or not. */
export function filterStudents(students: readonly Student[], filter: StudentFilter): Student[] {
  const needle = filter.search.trim().toLowerCase();
  return students.filter((student) => {
    if (filter.grade && student.grade !== filter.grade) {
      return false;
    }
    if (filter.status === 'assigned' && !student.groupId) {
      return false;
    }
    if (filter.status === 'unassigned' && student.groupId) {
      return false;
    }
    if (!needle) {
      return true;
    }
    return `${fullName(student)}\n${student.email}`.toLowerCase().includes(needle);
  });
}

export function assignmentSummary(students: readonly Student[]) {
  const assigned = students.filter((student) => Boolean(student.groupId)).length;
  return { total: students.length, assigned, unassigned: students.length - assigned };
}

/** The unassigned notice: the first 6 names and '+N more'. */
export const UNASSIGNED_SHOWN = 6;
export function unassignedNotice(students: readonly Student[]): { names: string[]; more: number } {
  const unassigned = students.filter((student) => !student.groupId);
  return {
    names: unassigned.slice(0, UNASSIGNED_SHOWN).map(fullName),
    more: Math.max(0, unassigned.length - UNASSIGNED_SHOWN),
  };
}

/** The assignment banners (spec 002 §8), cleared after 3 seconds. */
export const BANNER_MS = 3000;
export const ASSIGNMENT_MESSAGES = {
  removed: 'Student removed from group successfully',
  removeFailed: 'Failed to remove student',
  assignedMany: (n: number) => `${n} students assigned successfully`,
  assignFailedMany: 'Failed to assign students',
  assignedOne: 'Student assigned successfully to group',
  assignFailedOne: 'Failed to assign student',
} as const;

export const GROUP_TOASTS = {
  deleteFailed: 'Failed to delete group',
  deleteNetwork: 'Failed to delete group. Please try again.',
  saveFailed: 'Failed to save group',
  saveNetwork: 'Failed to save group. Please try again.',
} as const;
