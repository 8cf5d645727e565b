import type { CommandResult, Decider } from '@portal/platform';
import { isStoreOnlyEvent } from '@portal/contracts';
import type { ApiDeps } from '../deps';

/**
 * Read your writes: the answer waits until the read models show the newest event the commands
 * appended (a command that decided nothing appended nothing, and is not waited for).
 */
export async function settle(
  deps: Pick<ApiDeps, 'awaitProjections'>,
  ...results: readonly CommandResult<unknown>[]
): Promise<void> {
  // store-only events (auto-saves) never reach the read models: nothing to wait for
  const last = results
    .filter((result) => result.position > 0 && !onlyStoreOnly(result))
    .sort((a, b) => b.position - a.position)[0];
  if (last) {
    await deps.awaitProjections(last.streamId, last.position);
  }
}

const onlyStoreOnly = (result: CommandResult<unknown>) =>
  result.events.every((event) => isStoreOnlyEvent((event as { type: string }).type));

/** Handles one command and answers once the read models show what it appended. */
export async function handleSettled<Command, Event extends { type: string; data: unknown }, State>(
  deps: Pick<ApiDeps, 'handle' | 'awaitProjections'>,
  decider: Decider<Command, Event, State>,
  streamId: string,
  command: Command,
  metadata?: Readonly<Record<string, unknown>>,
): Promise<CommandResult<Event, State>> {
  const result = await deps.handle(decider, streamId, command, metadata);
  await settle(deps, result);
  return result;
}

/**
 * Read your writes in the named projections only: for a hot path whose next screen reads those
 * (an exam start: the student's attempts), while the rest (analytics, parents' views) catch up.
 */
export async function settleIn(
  deps: Pick<ApiDeps, 'awaitProjections'>,
  projections: readonly string[],
  result: CommandResult<unknown>,
): Promise<void> {
  if (result.position > 0) {
    await deps.awaitProjections(result.streamId, result.position, projections);
  }
}
