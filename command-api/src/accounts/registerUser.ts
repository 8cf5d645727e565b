import { createHash } from 'node:crypto';
import type { Role } from '@portal/contracts';
import { accountsStreams } from '@portal/contracts';
import type { CommandResult, HandleCommand } from '@portal/platform';
import { emailReservationDecider, userDecider } from './decider';
import { hashPassword } from './passwords';

export interface NewUser {
  userId: string;
  organisationId: string;
  email: string;
  firstName: string;
  lastName: string;
  role: Role;
  password: string;
}

export function emailDigest(email: string): string {
  return createHash('sha256').update(email.trim().toLowerCase()).digest('hex');
}

/** Reserves the e-mail address, then registers the user; retrying with the same userId is safe. */
export async function registerUser(
  handle: HandleCommand,
  user: NewUser,
  now: Date,
): Promise<CommandResult<unknown>> {
  const email = user.email.trim().toLowerCase();
  await handle(emailReservationDecider, accountsStreams.emailReservation(emailDigest(email)), {
    type: 'ReserveEmail',
    data: { userId: user.userId },
    metadata: { now },
  });
  const { password, ...fields } = user;
  return handle(userDecider, accountsStreams.user(user.userId), {
    type: 'RegisterUser',
    data: { ...fields, email, passwordHash: await hashPassword(password) },
    metadata: { now },
  });
}
