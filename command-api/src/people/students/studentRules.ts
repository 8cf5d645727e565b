import type { z } from 'zod';
import type { UpdateStudentRequest } from '@portal/contracts';
import { ListQuery, StudentListQuery, StudentSortField } from '@portal/contracts';
import type { Filter } from '@portal/platform';
import type { UserDocument } from '@portal/projections';
import { searchTextFilter } from '../access';

/** GET /students: a page of the caller's students, filtered and sorted. */
export const StudentsQuery = ListQuery.extend(StudentListQuery.shape).extend({
  sort: StudentSortField.catch('createdAt').default('createdAt'),
});

/** The list's sort fields, as the read model names them. */
export const STUDENT_SORT_FIELD: Record<string, string> = {
  firstName: 'firstName',
  lastName: 'lastName',
  email: 'email',
  studentId: 'studentNumber',
  grade: 'grade',
  createdAt: 'registeredAt',
};

/**
 * The students a list asks for within the caller's scope, and whether it narrows the scope (the
 * answer then also counts the whole scope).
 */
export function studentListFilter(
  scope: Filter,
  query: Pick<z.infer<typeof StudentsQuery>, 'grade' | 'q' | 'groupId' | 'groupStatus'>,
): { filter: Filter; filtered: boolean } {
  const filter: Filter = { ...scope };
  if (query.grade) {
    filter.grade = query.grade;
  }
  if (query.q) {
    Object.assign(filter, searchTextFilter(query.q));
  }
  // groups module: assigned / unassigned (documents from before groups have no groupId: unassigned)
  if (query.groupId) {
    filter.groupId = query.groupId;
  } else if (query.groupStatus === 'assigned') {
    filter.groupId = { $ne: null };
  } else if (query.groupStatus === 'unassigned') {
    filter.groupId = null; // null or absent
  }
  const filtered =
    filter.grade !== undefined || filter.searchText !== undefined || filter.groupId !== undefined;
  return { filter, filtered };
}

/** The fields an edit changes: those sent whose value differs from the record's (absent ones are kept). */
export function studentChanges(
  current: UserDocument,
  fields: Omit<UpdateStudentRequest, 'email'>,
): Record<string, unknown> {
  const changes: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(fields)) {
    if (value === undefined) {
      continue; // not sent: kept
    }
    const before =
      (current as unknown as Record<string, unknown>)[key] ?? (key === 'targetSchools' ? [] : null);
    if (JSON.stringify(before) !== JSON.stringify(value)) {
      changes[key] = value;
    }
  }
  return changes;
}
