import { ANALYTICS_MESSAGES } from '@portal/contracts';
import type { Filter, ReadModelStore } from '@portal/platform';
import { exhaustive, ForbiddenError, NotFoundError } from '@portal/platform';
import type { PrivacyDocument, UserDocument, UserRecord } from '@portal/projections';
import { isLiveUser, processingAllowed } from '@portal/projections';
import type { Caller } from '../http/auth';
import { studentScope } from '../people/access';
import { COLLECTIONS } from './readModels';

/** A student the caller may see (tutor: own, parent: child, admin: the organisation's), or 404. */
export async function visibleStudent(
  readModels: ReadModelStore,
  caller: Caller,
  studentId: string,
): Promise<UserDocument> {
  const scope = await studentScope(readModels, caller);
  const student = await readModels
    .collection<UserRecord>(COLLECTIONS.users)
    .findOne({ ...scope, _id: studentId });
  if (!isLiveUser(student)) {
    throw new NotFoundError(ANALYTICS_MESSAGES.studentNotFound);
  }
  return student;
}

/**
 * Whose progress figures: a student's own (always, restriction or not: showing people their own
 * data is not analytics about them); for a parent, tutor or admin the `?studentId` they may see,
 * provided the student has not restricted analytics (403).
 */
export async function progressSubject(
  readModels: ReadModelStore,
  caller: Caller,
  studentId: string | undefined,
): Promise<string> {
  if (caller.role === 'student') {
    if (studentId !== undefined && studentId !== caller.userId) {
      throw new NotFoundError(ANALYTICS_MESSAGES.studentNotFound);
    }
    return caller.userId;
  }
  if (caller.role === 'compliance') {
    throw new ForbiddenError();
  }
  if (studentId === undefined) {
    throw new NotFoundError(ANALYTICS_MESSAGES.studentNotFound);
  }
  const student = await visibleStudent(readModels, caller, studentId);
  await assertAnalyticsAllowed(readModels, student._id);
  return student._id;
}

/** 403 when the student restricts analytics (or is erased). */
export async function assertAnalyticsAllowed(readModels: ReadModelStore, studentId: string): Promise<void> {
  const privacy = await readModels
    .collection<PrivacyDocument>(COLLECTIONS.privacy)
    .findOne({ _id: studentId });
  if (!processingAllowed(privacy, 'analytics')) {
    throw new ForbiddenError(ANALYTICS_MESSAGES.restricted);
  }
}

/** Of these students, those whose data may enter analytics aggregates now. */
export async function analyticsAllowed(
  readModels: ReadModelStore,
  studentIds: readonly string[],
): Promise<Set<string>> {
  const unique = [...new Set(studentIds)];
  const documents = await readModels
    .collection<PrivacyDocument>(COLLECTIONS.privacy)
    .find({ _id: { $in: unique } })
    .toArray();
  const byId = new Map(documents.map((document) => [document._id, document]));
  return new Set(unique.filter((id) => processingAllowed(byId.get(id) ?? null, 'analytics')));
}

/** Ids of the organisation's people who restrict analytics now (a short list: a filter for pages). */
export async function restrictedIds(readModels: ReadModelStore, organisationId: string): Promise<string[]> {
  const documents = await readModels
    .collection<PrivacyDocument>(COLLECTIONS.privacy)
    .find({ organisationId, restrictions: 'analytics' }, { projection: { _id: 1 } })
    .toArray();
  return documents.map((document) => document._id);
}

/** The schedules a caller may analyse: a tutor's own, an admin's organisation, a parent's children's. */
export async function scheduleScope(
  readModels: ReadModelStore,
  caller: Caller,
): Promise<{ filter: Filter; children: Set<string> | null }> {
  const base = { organisationId: caller.organisationId };
  switch (caller.role) {
    case 'admin':
      return { filter: base, children: null };
    case 'tutor':
      return { filter: { ...base, tutorId: caller.userId }, children: null };
    case 'parent': {
      const scope = await studentScope(readModels, caller);
      const children = await readModels
        .collection<UserRecord>(COLLECTIONS.users)
        .find(scope, { projection: { _id: 1 } })
        .toArray();
      const ids = children.map((child) => child._id);
      return { filter: { ...base, studentIds: { $in: ids } }, children: new Set(ids) };
    }
    case 'student':
    case 'compliance':
      throw new ForbiddenError();
    default:
      return exhaustive(caller.role);
  }
}
