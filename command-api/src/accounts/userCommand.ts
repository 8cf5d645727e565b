import { accountsStreams } from '@portal/contracts';
import type { CommandResult } from '@portal/platform';
import type { UserStreamEvent } from '@portal/contracts';
import type { ApiDeps } from '../deps';
import type { UserCommand } from './decider';
import { userDecider } from './decider';

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
