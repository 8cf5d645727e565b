import type { ReadModelStore } from '@portal/platform';
import type { ClassroomUser } from './decide';

/** The fields of the `users` read model the classroom reads (projections/src/accounts). */
type UserRow = {
  _id: string;
  organisationId: string;
  role: string;
  status: string;
  firstName?: string;
  lastName?: string;
  tutorId?: string | null;
  groupId?: string | null;
  isActive?: boolean;
};

/** The fields of the `groups` read model the classroom reads: whose group it is. */
type GroupRow = { _id: string; tutorId: string; organisationId: string };

/** Looks a signed-in person up in the users read model: names come from here, never from a claim. */
export function readModelDirectory(
  readModels: ReadModelStore,
): (userId: string) => Promise<ClassroomUser | null> {
  const users = readModels.collection<UserRow>('users');
  const groups = readModels.collection<GroupRow>('groups');
  return async (userId) => {
    const user = await users.findOne(
      { _id: userId },
      {
        projection: {
          _id: 1,
          organisationId: 1,
          role: 1,
          status: 1,
          firstName: 1,
          lastName: 1,
          tutorId: 1,
          groupId: 1,
          isActive: 1,
        },
      },
    );
    if (!user) {
      return null;
    }
    // a student's group may belong to another tutor than the one they are enrolled with
    const group =
      user.role === 'student' && user.groupId
        ? await groups.findOne(
            { _id: user.groupId },
            { projection: { _id: 1, tutorId: 1, organisationId: 1 } },
          )
        : null;
    return {
      userId: user._id,
      organisationId: user.organisationId,
      role: user.role,
      firstName: user.firstName ?? '',
      lastName: user.lastName ?? '',
      tutorId: user.tutorId ?? null,
      groupTutorId: group && group.organisationId === user.organisationId ? group.tutorId : null,
      live: user.status === 'active' && user.isActive !== false,
    };
  };
}
