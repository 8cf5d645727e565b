import type { Student } from '@portal/contracts';
import { NotFoundError } from '@portal/platform';
import type { UserDocument, UserRecord } from '@portal/projections';
import { isLiveUser, USERS_COLLECTION } from '@portal/projections';
import type { ApiDeps } from '../../deps';
import type { Caller } from '../../http/auth';
import { studentScope } from '../access';
import { studentsView } from '../views';

/** The lookups the student routes share, in the caller's scope (spec 001 §2.5). */
export function studentQueries(deps: ApiDeps) {
  const users = deps.readModels.collection<UserRecord>(USERS_COLLECTION);

  /** A student the caller may see; anyone else's is "not found", as an unknown id is. */
  const visibleStudent = async (caller: Caller, id: string): Promise<UserDocument> => {
    const scope = await studentScope(deps.readModels, caller);
    const student = await users.findOne({ ...scope, _id: id });
    if (!isLiveUser(student)) {
      throw new NotFoundError('Student not found');
    }
    return student;
  };

  /** A visible student as the console shows them. */
  const studentView = async (caller: Caller, id: string): Promise<Student | undefined> =>
    (await studentsView(deps.readModels, [await visibleStudent(caller, id)]))[0];

  return { users, visibleStudent, studentView };
}

export type StudentQueries = ReturnType<typeof studentQueries>;
