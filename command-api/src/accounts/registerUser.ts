import { createHash } from 'node:crypto';
import type { RegisterUserData } from '@portal/contracts';
import { accountsStreams } from '@portal/contracts';
import type { CommandResult, HandleCommand } from '@portal/platform';
import { emailReservationDecider, userDecider } from './decider';
import { hashPassword } from './passwords';

export type NewUser = Omit<RegisterUserData, 'passwordHash'> & { password: string };

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
  const metadata = { organisationId: user.organisationId };
  await handle(
    emailReservationDecider,
    accountsStreams.emailReservation(emailDigest(email)),
    { type: 'ReserveEmail', data: { userId: user.userId }, metadata: { now } },
    metadata,
  );
  const { password, ...fields } = user;
  return handle(
    userDecider,
    accountsStreams.user(user.userId),
    {
      type: 'RegisterUser',
      data: { ...fields, email, passwordHash: await hashPassword(password) },
      metadata: { now },
    },
    metadata,
  );
}
