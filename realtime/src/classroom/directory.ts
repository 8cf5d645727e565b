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
  isActive?: boolean;
};

/** Looks a signed-in person up in the users read model: names come from here, never from a claim. */
export function readModelDirectory(
  readModels: ReadModelStore,
): (userId: string) => Promise<ClassroomUser | null> {
  const users = readModels.collection<UserRow>('users');
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
          isActive: 1,
        },
      },
    );
    if (!user) {
      return null;
    }
    return {
      userId: user._id,
      organisationId: user.organisationId,
      role: user.role,
      firstName: user.firstName ?? '',
      lastName: user.lastName ?? '',
      tutorId: user.tutorId ?? null,
      live: user.status === 'active' && user.isActive !== false,
    };
  };
}
