import type { CommandResult, Decider } from '@portal/platform';
import { isStoreOnlyEvent } from '@portal/contracts';
import type { ApiDeps } from '../deps';

/** Which read models an answer waits for. */
export interface SettleOptions {
  /**
   * Only these projections: for a hot path whose next screen reads them (an exam start: the
   * student's attempts), while the rest (analytics, parents' views) catch up. Default: all.
   */
  readonly projections?: readonly string[];
}

/**
 * Read your writes: the answer waits until the read models show the newest event the commands
 * appended (a command that decided nothing appended nothing, and is not waited for).
 */
export async function settle(
  deps: Pick<ApiDeps, 'awaitProjections'>,
  ...results: readonly CommandResult<unknown>[]
): Promise<void> {
  await settleWithin(deps, results, {});
}

async function settleWithin(
  deps: Pick<ApiDeps, 'awaitProjections'>,
  results: readonly CommandResult<unknown>[],
  options: SettleOptions,
): Promise<void> {
  // store-only events (auto-saves) never reach the read models: nothing to wait for
  const last = results
    .filter((result) => result.position > 0 && !onlyStoreOnly(result))
    .sort((a, b) => b.position - a.position)[0];
  if (last) {
    await deps.awaitProjections(last.streamId, last.position, options.projections);
  }
}

const onlyStoreOnly = (result: CommandResult<unknown>) =>
  result.events.every((event) => isStoreOnlyEvent((event as { type: string }).type));

/** Handles one command and answers once the read models (all, or the ones named) show what it appended. */
export async function handleSettled<Command, Event extends { type: string; data: unknown }, State>(
  deps: Pick<ApiDeps, 'handle' | 'awaitProjections'>,
  decider: Decider<Command, Event, State>,
  streamId: string,
  command: Command,
  metadata?: Readonly<Record<string, unknown>>,
  options: SettleOptions = {},
): Promise<CommandResult<Event, State>> {
  const result = await deps.handle(decider, streamId, command, metadata);
  await settleWithin(deps, [result], options);
  return result;
}
