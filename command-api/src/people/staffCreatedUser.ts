import type { Role } from '@portal/contracts';
import type { Caller } from '../http/auth';
import type { NewUser } from '../accounts/registerUser';

/** The fields every account made by staff starts with: the caller's organisation, and who made it. */
export function staffCreatedUser(
  caller: Caller,
  userId: string,
  form: { email: string; firstName: string; lastName: string },
  role: Role,
): Pick<
  NewUser,
  'userId' | 'organisationId' | 'email' | 'firstName' | 'lastName' | 'role' | 'createdBy' | 'createdByUserId'
> {
  return {
    userId,
    organisationId: caller.organisationId,
    email: form.email,
    firstName: form.firstName,
    lastName: form.lastName,
    role,
    createdBy: 'staff',
    createdByUserId: caller.userId,
  };
}
