import { accountsStreams } from '@portal/contracts';
import type { CommandResult } from '@portal/platform';
import type { UserStreamEvent } from '@portal/contracts';
import type { ApiDeps } from '../deps';
import type { UserCommand } from './decider';
import { userDecider } from './decider';
import { newLinkToken } from './tokens';

/** Runs a command on the account's own stream, in the account's organisation. */
export function handleUserCommand(
  deps: Pick<ApiDeps, 'handle'>,
  account: { _id: string; organisationId: string },
  command: UserCommand,
): Promise<CommandResult<UserStreamEvent>> {
  return deps.handle(userDecider, accountsStreams.user(account._id), command, {
    organisationId: account.organisationId,
  });
}

/**
 * Issues the account a new link (a reset or a verification link): a fresh token whose digest
 * the account's stream keeps, valid for `ttlMs` from now. Answers the token, for the mail only.
 */
export async function issueLink(
  deps: Pick<ApiDeps, 'handle' | 'awaitProjections'>,
  user: { _id: string; organisationId: string },
  type: 'RequestPasswordReset' | 'RequestEmailVerification',
  ttlMs: number,
  now: Date,
): Promise<string> {
  const { token, hash } = newLinkToken();
  const expiresAt = new Date(now.getTime() + ttlMs).toISOString();
  const result = await handleUserCommand(deps, user, {
    type,
    data: { userId: user._id, tokenHash: hash, expiresAt },
    metadata: { now },
  });
  await deps.awaitProjections(result.streamId, result.position);
  return token;
}
