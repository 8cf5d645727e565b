import type { Filter, ReadModelStore } from '@portal/platform';
import { exhaustive, ForbiddenError } from '@portal/platform';
import type { UserRecord } from '@portal/projections';
import type { Caller } from '../http/auth';
import { signedInUserById } from '../http/signedInUser';
import { USERS_COLLECTION } from '@portal/projections';

/**
 * The students a caller may see (DESIGN.md §3): an admin all of the organisation, a tutor their
 * own, a parent the children linked to them (ParentLinked); nobody else any.
 */
export async function studentScope(readModels: ReadModelStore, caller: Caller): Promise<Filter> {
  const base = { organisationId: caller.organisationId, role: 'student', status: 'active' };
  switch (caller.role) {
    case 'admin':
      return base;
    case 'tutor':
      return { ...base, tutorId: caller.userId };
    case 'parent': {
      // the link proven by the e-mailed link or made by staff, by ids: an address alone grants nothing
      const parent = await signedInUserById(readModels, caller.userId);
      return { ...base, parentIds: parent._id };
    }
    case 'student':
    case 'compliance':
      throw new ForbiddenError(
        'Access denied - insufficient permissions. You need tutor or admin role to view students.',
      );
    default:
      return exhaustive(caller.role);
  }
}

/** Ids of the students in scope (for counts over other read models). */
export async function studentIdsInScope(readModels: ReadModelStore, scope: Filter): Promise<string[]> {
  const students = await readModels
    .collection<UserRecord>(USERS_COLLECTION)
    .find(scope, { projection: { _id: 1 } })
    .toArray();
  return students.map((student) => student._id);
}

/**
 * `q` against the users read model's lower-case `searchText` (names, e-mail, student number),
 * as a literal: user input never becomes regex syntax.
 */
export function searchTextFilter(q: string): { searchText: { $regex: string } } {
  return { searchText: { $regex: q.toLowerCase().replace(/[.*+?^${}()|[\]\\]/g, '\\$&') } };
}
