import { ATTEMPT_MESSAGES } from '@portal/contracts';
import { ForbiddenError, NotFoundError } from '@portal/platform';
import type { AttemptDocument, UserRecord } from '@portal/projections';
import type { ApiDeps } from '../deps';
import type { Caller } from '../http/auth';
import { studentScope } from '../people/access';
import { ATTEMPT_COLLECTIONS } from './readModels';

/**
 * Who may read whose attempts: a student their own; a parent their child's, a tutor their
 * students', an admin the organisation's; compliance none. Anyone else's is "not found".
 */
export function attemptAccess(deps: ApiDeps) {
  const users = deps.readModels.collection<UserRecord>(ATTEMPT_COLLECTIONS.users);
  const attempts = deps.readModels.collection<AttemptDocument>(ATTEMPT_COLLECTIONS.attempts);

  /** Whether a student is one the caller may see (their own, child, student, organisation's). */
  const inScope = async (caller: Caller, studentId: string): Promise<boolean> => {
    const scope = await studentScope(deps.readModels, caller);
    return (await users.findOne({ ...scope, _id: studentId }, { projection: { _id: 1 } })) !== null;
  };

  /** The student's own; a parent's child's, a tutor's student's, any of the organisation for an admin. */
  const visibleAttempt = async (caller: Caller, attemptId: string): Promise<AttemptDocument> => {
    const attempt = await attempts.findOne({ _id: attemptId, organisationId: caller.organisationId });
    if (!attempt) {
      throw new NotFoundError(ATTEMPT_MESSAGES.notFound);
    }
    if (caller.role === 'student') {
      if (attempt.studentId !== caller.userId) {
        throw new NotFoundError(ATTEMPT_MESSAGES.notFound);
      }
      return attempt;
    }
    if (caller.role === 'compliance' || !(await inScope(caller, attempt.studentId))) {
      throw new NotFoundError(ATTEMPT_MESSAGES.notFound);
    }
    return attempt;
  };

  /** Whose history: a student's own; a parent's child, a tutor's student, an admin's (?studentId). */
  const historySubject = async (caller: Caller, studentId: string | undefined): Promise<string> => {
    if (caller.role === 'student') {
      if (studentId !== undefined && studentId !== caller.userId) {
        throw new NotFoundError(ATTEMPT_MESSAGES.studentNotFound);
      }
      return caller.userId;
    }
    if (caller.role === 'compliance') {
      throw new ForbiddenError();
    }
    if (studentId === undefined) {
      // a parent with one child needs no choice
      const scope = await studentScope(deps.readModels, caller);
      const children = await users.find(scope, { projection: { _id: 1 }, limit: 2 }).toArray();
      if (caller.role === 'parent' && children.length === 1) {
        return children[0]!._id;
      }
      throw new NotFoundError(ATTEMPT_MESSAGES.studentNotFound);
    }
    if (!(await inScope(caller, studentId))) {
      throw new NotFoundError(ATTEMPT_MESSAGES.studentNotFound);
    }
    return studentId;
  };

  /** A student the caller may manage, else "student not found". */
  const studentInScope = async (caller: Caller, studentId: string) => {
    if (!(await inScope(caller, studentId))) {
      throw new NotFoundError(ATTEMPT_MESSAGES.studentNotFound);
    }
  };

  return { visibleAttempt, historySubject, studentInScope };
}
