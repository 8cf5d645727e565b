import type { Tutor } from '@portal/contracts';
import { NotFoundError } from '@portal/platform';
import type { UserDocument, UserRecord } from '@portal/projections';
import { isLiveUser, USERS_COLLECTION } from '@portal/projections';
import type { ApiDeps } from '../../deps';
import { toTutor } from '../views';

/** The lookups the tutor routes share (spec 001 §2.4). */
export function tutorQueries(deps: ApiDeps) {
  const users = deps.readModels.collection<UserRecord>(USERS_COLLECTION);

  /** How many active students each tutor has. */
  const studentCounts = async (organisationId: string, tutorIds: string[]) => {
    const counts = new Map<string, number>(tutorIds.map((id) => [id, 0]));
    if (tutorIds.length === 0) {
      return counts;
    }
    const students = await users
      .find(
        { organisationId, role: 'student', status: 'active', tutorId: { $in: tutorIds } },
        { projection: { tutorId: 1 } },
      )
      .toArray();
    for (const student of students as { tutorId?: string | null }[]) {
      if (student.tutorId) {
        counts.set(student.tutorId, (counts.get(student.tutorId) ?? 0) + 1);
      }
    }
    return counts;
  };

  /** An active tutor of the organisation; anyone else is "not found". */
  const liveTutor = async (organisationId: string, id: string): Promise<UserDocument> => {
    const user = await users.findOne({ _id: id });
    if (
      !isLiveUser(user) ||
      user.role !== 'tutor' ||
      user.organisationId !== organisationId ||
      user.status !== 'active'
    ) {
      throw new NotFoundError('Tutor not found');
    }
    return user;
  };

  /** A live tutor as the console shows them, with their student count. */
  const tutorView = async (organisationId: string, id: string): Promise<Tutor> => {
    const user = await liveTutor(organisationId, id);
    return toTutor(user, (await studentCounts(user.organisationId, [user._id])).get(user._id) ?? 0);
  };

  return { users, studentCounts, liveTutor, tutorView };
}

export type TutorQueries = ReturnType<typeof tutorQueries>;
