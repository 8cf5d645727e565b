import type { EventStore, EventToAppend, RecordedEvent } from '../eventstore/port';
import { WrongExpectedRevisionError } from '../eventstore/port';
import { ConflictError } from '../errors';
import { KeyedLock } from './keyedLock';

/** A pure aggregate: fold events into state, decide events from a command and the state. */
export interface Decider<Command, Event extends { type: string; data: unknown }, State> {
  readonly initialState: () => State;
  readonly evolve: (state: State, event: Event) => State;
  readonly decide: (command: Command, state: State) => readonly Event[];
  /**
   * Keep this aggregate's state in memory between commands and read only the stream's new events
   * (for long, busy streams such as an exam attempt's saves). States must be immutable.
   */
  readonly keepState?: boolean;
}

/** Streams whose state a process keeps (least recently used dropped first). */
const KEPT_STATES = 10_000;

export interface CommandResult<Event, State = unknown> {
  readonly streamId: string;
  /** The aggregate's state after the command (its events applied): no second read of the stream. */
  readonly state: State;
  /** Events appended by this command (possibly none). */
  readonly events: readonly Event[];
  /** Revision of the stream after the command; -1 when the stream still does not exist. */
  readonly revision: number;
  /** Global position of the last appended event; 0 when nothing was appended. */
  readonly position: number;
}

export interface CommandHandlerOptions {
  readonly maxRetries?: number;
  /** Upper bound of the random back-off between retries, in ms. */
  readonly maxBackoffMs?: number;
  readonly metadata?: () => Readonly<Record<string, unknown>>;
}

/**
 * read stream -> fold with evolve -> decide -> append with the expected revision.
 * Commands on one stream queue per process; a conflict with another process is retried,
 * and after the retries answers 409.
 */
export function commandHandler(eventStore: EventStore, options: CommandHandlerOptions = {}) {
  const lock = new KeyedLock();
  const maxRetries = options.maxRetries ?? 8;
  const maxBackoffMs = options.maxBackoffMs ?? 25;

  const kept = new WeakMap<object, Map<string, { revision: number; state: unknown }>>();
  const keep = (decider: object, streamId: string, revision: number, state: unknown) => {
    let states = kept.get(decider);
    if (!states) {
      states = new Map();
      kept.set(decider, states);
    }
    states.delete(streamId);
    states.set(streamId, { revision, state });
    if (states.size > KEPT_STATES) {
      states.delete(states.keys().next().value!);
    }
  };

  return async function handle<Command, Event extends { type: string; data: unknown }, State>(
    decider: Decider<Command, Event, State>,
    streamId: string,
    command: Command,
    metadata: Readonly<Record<string, unknown>> = {},
  ): Promise<CommandResult<Event, State>> {
    return lock.run(streamId, async () => {
      for (let attempt = 0; ; attempt++) {
        const known = decider.keepState ? kept.get(decider)?.get(streamId) : undefined;
        const recorded = await eventStore.readStream(
          streamId,
          known ? { fromRevision: known.revision + 1 } : undefined,
        );
        const state = recorded.reduce(
          (current, event) => decider.evolve(current, toDomainEvent<Event>(event)),
          known ? (known.state as State) : decider.initialState(),
        );
        const revision =
          recorded.length === 0 ? (known?.revision ?? -1) : recorded[recorded.length - 1]!.revision;
        if (decider.keepState && revision >= 0) {
          keep(decider, streamId, revision, state);
        }
        const events = decider.decide(command, state);
        if (events.length === 0) {
          return { streamId, state, events, revision, position: 0 };
        }
        const toAppend: EventToAppend[] = events.map((event) => ({
          type: event.type,
          data: event.data,
          metadata: { ...options.metadata?.(), ...metadata },
        }));
        try {
          const result = await eventStore.append(streamId, toAppend, {
            expectedRevision: revision === -1 ? 'no_stream' : revision,
          });
          const next = events.reduce(decider.evolve, state);
          if (decider.keepState) {
            keep(decider, streamId, result.nextExpectedRevision, next);
          }
          return {
            streamId,
            state: next,
            events,
            revision: result.nextExpectedRevision,
            position: result.position,
          };
        } catch (error) {
          if (!(error instanceof WrongExpectedRevisionError)) {
            throw error;
          }
          if (attempt >= maxRetries) {
            throw new ConflictError(
              'The record was changed by someone else at the same time. Please try again.',
            );
          }
          await sleep(Math.random() * maxBackoffMs * (attempt + 1));
        }
      }
    });
  };
}

export type HandleCommand = ReturnType<typeof commandHandler>;

function toDomainEvent<Event>(recorded: RecordedEvent): Event {
  return { type: recorded.type, data: recorded.data } as Event;
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
