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

/** The unassigned notice shows the first 6 names and '+N more'. */
export const UNASSIGNED_SHOWN = 6;

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
