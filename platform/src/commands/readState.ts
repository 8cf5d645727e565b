import type { EventStore } from '../eventstore/port';
import type { Decider } from './handleCommand';

/** The part of a decider that folds events into state. */
export type Evolver<Event extends { type: string; data: unknown }, State> = Pick<
  Decider<unknown, Event, State>,
  'initialState' | 'evolve'
>;

/**
 * A stream's current state, folded with the decider's `evolve` as the command handler does before
 * deciding: for a route that must look at an aggregate without changing it, so no route folds a
 * stream itself. A stream that does not exist yet gives the initial state.
 */
export async function readState<Event extends { type: string; data: unknown }, State>(
  eventStore: EventStore,
  decider: Evolver<Event, State>,
  streamId: string,
): Promise<State> {
  const recorded = await eventStore.readStream(streamId);
  return recorded.reduce(
    (state, event) => decider.evolve(state, { type: event.type, data: event.data } as Event),
    decider.initialState(),
  );
}
