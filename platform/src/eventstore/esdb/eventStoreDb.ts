import { BACKWARDS, END, EventStoreDBClient } from '@eventstore/db-client';
import { WrongExpectedRevisionError } from '../port';
import type {
  AppendResult,
  EventStore,
  EventToAppend,
  ExpectedRevision,
  RecordedEvent,
  Subscription,
} from '../port';
import {
  fromCurrentRevision,
  redactUrl,
  satisfies,
  toClientExpectedRevision,
  toEventData,
  toPortError,
  toPortPosition,
} from './mapping';
import { headPosition, readAllAfter, readStreamEvents, streamTail } from './reads';
import { startSubscription } from './subscription';

export interface EventStoreDbOptions {
  /** e.g. `esdb://127.0.0.1:2113?tls=false` */
  readonly url: string;
  /** How long opening may take before it fails. Default 10 s. */
  readonly connectTimeoutMs?: number;
}

/**
 * The event-store port on EventStoreDB through @eventstore/db-client. Opening verifies the
 * connection and credentials with one cheap read of $all, so a wrong URL fails here, not at the
 * first command.
 */
export async function openEventStoreDb(options: EventStoreDbOptions): Promise<EventStore> {
  const timeoutMs = options.connectTimeoutMs ?? 10_000;
  const target = redactUrl(options.url);
  let client: EventStoreDBClient;
  try {
    client = EventStoreDBClient.connectionString(options.url);
  } catch (error) {
    throw new Error(`eventstoredb: invalid connection string ${target}: ${messageOf(error)}`, {
      cause: error,
    });
  }
  try {
    await withTimeout(verify(client, timeoutMs), timeoutMs);
  } catch (error) {
    await client.dispose().catch(() => undefined);
    throw new Error(`eventstoredb: cannot use ${target}: ${messageOf(error)}`, { cause: error });
  }
  return eventStoreOn(client);
}

async function verify(client: EventStoreDBClient, deadlineMs: number): Promise<void> {
  // reading $all needs an admin-level user, as the relay's subscription does
  for await (const _ of client.readAll({
    direction: BACKWARDS,
    fromPosition: END,
    maxCount: 1,
    deadline: deadlineMs,
  })) {
    // one event at most; its content does not matter
  }
}

function eventStoreOn(client: EventStoreDBClient): EventStore {
  let closed = false;
  const subscriptions = new Set<Subscription>();

  function ensureOpen(): void {
    if (closed) {
      throw new Error('eventstoredb: the event store is closed');
    }
  }

  async function append(
    streamId: string,
    events: readonly EventToAppend[],
    { expectedRevision }: { readonly expectedRevision: ExpectedRevision },
  ): Promise<AppendResult> {
    ensureOpen();
    if (events.length === 0) {
      return checkOnly(streamId, expectedRevision);
    }
    try {
      const result = await client.appendToStream(streamId, events.map(toEventData), {
        expectedRevision: toClientExpectedRevision(expectedRevision),
      });
      const nextExpectedRevision = fromCurrentRevision(result.nextExpectedRevision);
      // idempotent retries of an acknowledged append may come back without a position
      const position =
        toPortPosition(result.position?.commit) ?? (await positionOf(streamId, nextExpectedRevision));
      return { nextExpectedRevision, position };
    } catch (error) {
      throw toPortError(error, streamId, expectedRevision);
    }
  }

  // EventStoreDB has no "append nothing": check the expectation against the stream's tail instead
  async function checkOnly(streamId: string, expectedRevision: ExpectedRevision): Promise<AppendResult> {
    const [actual, position] = await streamTail(client, streamId);
    if (!satisfies(expectedRevision, actual)) {
      throw new WrongExpectedRevisionError(streamId, expectedRevision, actual);
    }
    return { nextExpectedRevision: actual, position };
  }

  async function positionOf(streamId: string, revision: number): Promise<number> {
    const [event] = await readStreamEvents(client, streamId, revision, 1);
    if (event === undefined) {
      throw new Error(`eventstoredb: appended ${streamId}@${revision} but cannot read it back`);
    }
    return event.position;
  }

  return {
    kind: 'eventstoredb',
    append,
    async readStream(streamId, options): Promise<RecordedEvent[]> {
      ensureOpen();
      return readStreamEvents(client, streamId, options?.fromRevision ?? 0, options?.maxCount);
    },
    async readAll(options): Promise<RecordedEvent[]> {
      ensureOpen();
      return readAllAfter(client, options?.after ?? 0, options?.maxCount);
    },
    subscribeToAll(options): Subscription {
      ensureOpen();
      const subscription = startSubscription(client, options, (finished) => subscriptions.delete(finished));
      subscriptions.add(subscription);
      return subscription;
    },
    async headPosition(): Promise<number> {
      ensureOpen();
      return headPosition(client);
    },
    async close(): Promise<void> {
      if (closed) {
        return;
      }
      closed = true;
      await Promise.all([...subscriptions].map((subscription) => subscription.stop()));
      await client.dispose();
    },
  };
}

async function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  try {
    return await Promise.race([promise, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
