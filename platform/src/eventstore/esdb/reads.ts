import { BACKWARDS, END, START, StreamNotFoundError } from '@eventstore/db-client';
import type {
  AllStreamRecordedEvent,
  AllStreamResolvedEvent,
  EventStoreDBClient,
  Position,
  ReadPosition,
} from '@eventstore/db-client';
import type { RecordedEvent } from '../port';
import {
  exactPosition,
  isConnectionFailure,
  isSystemEvent,
  toPortPosition,
  toRecordedEvent,
} from './mapping';

const PAGE_SIZE = 500;
const BACKWARD_PAGE_SIZE = 100;

async function collect<T>(read: AsyncIterable<T>): Promise<T[]> {
  const items: T[] = [];
  for await (const item of read) {
    items.push(item);
  }
  return items;
}

function recordedIn(page: readonly AllStreamResolvedEvent[]): AllStreamRecordedEvent[] {
  return page.flatMap((resolved) => (resolved.event === undefined ? [] : [resolved.event]));
}

export async function readStreamEvents(
  client: EventStoreDBClient,
  streamId: string,
  fromRevision: number,
  maxCount: number | undefined,
): Promise<RecordedEvent[]> {
  if (maxCount === 0) {
    return [];
  }
  try {
    const resolved = await collect(
      client.readStream(streamId, {
        fromRevision: fromRevision > 0 ? BigInt(fromRevision) : START,
        ...(maxCount === undefined ? {} : { maxCount }),
      }),
    );
    return resolved.flatMap((each) => (each.event === undefined ? [] : [toRecordedEvent(each.event)]));
  } catch (error) {
    if (error instanceof StreamNotFoundError) {
      return [];
    }
    throw error;
  }
}

/** The stream's last event as [revision, position], or [-1, 0] when it does not exist. */
export async function streamTail(client: EventStoreDBClient, streamId: string): Promise<[number, number]> {
  try {
    const [last] = await collect(
      client.readStream(streamId, { direction: BACKWARDS, fromRevision: END, maxCount: 1 }),
    );
    if (last?.event === undefined) {
      return [-1, 0];
    }
    return [Number(last.event.revision), toPortPosition(last.event.position?.commit) ?? 0];
  } catch (error) {
    if (error instanceof StreamNotFoundError) {
      return [-1, 0];
    }
    throw error;
  }
}

/** Position of the newest non-system event in $all, 0 when there is none. */
export async function headPosition(client: EventStoreDBClient): Promise<number> {
  let from: ReadPosition = END;
  for (;;) {
    const page = recordedIn(
      await collect(
        client.readAll({ direction: BACKWARDS, fromPosition: from, maxCount: BACKWARD_PAGE_SIZE }),
      ),
    );
    const newest = page.find((event) => !isSystemEvent(event));
    if (newest !== undefined) {
      return toPortPosition(newest.position.commit) ?? 0;
    }
    const oldest = page.at(-1);
    if (page.length < BACKWARD_PAGE_SIZE || oldest === undefined || samePosition(oldest.position, from)) {
      return 0;
    }
    from = oldest.position;
  }
}

/**
 * Where to start reading $all so that nothing after `after` is missed. EventStoreDB only accepts
 * positions on record boundaries; a port position that is not an event's own position (e.g.
 * `event.position - 1`) is invalid there, so it falls back to the newest record at or before it,
 * found by reading backwards from the end (cheap when `after` is recent, as checkpoints are).
 */
export async function startFor(client: EventStoreDBClient, after: number): Promise<ReadPosition> {
  if (after <= 0) {
    return START;
  }
  const exact = exactPosition(after);
  try {
    const [first] = recordedIn(await collect(client.readAll({ fromPosition: exact, maxCount: 1 })));
    if (first !== undefined && first.position.commit === exact.commit) {
      return exact;
    }
  } catch (error) {
    if (isConnectionFailure(error)) {
      throw error;
    }
    // an invalid position: newer servers answer with an error, older ones with nothing
  }
  return newestAtOrBefore(client, exact.commit);
}

async function newestAtOrBefore(client: EventStoreDBClient, commit: bigint): Promise<ReadPosition> {
  let from: ReadPosition = END;
  for (;;) {
    const page = recordedIn(
      await collect(
        client.readAll({ direction: BACKWARDS, fromPosition: from, maxCount: BACKWARD_PAGE_SIZE }),
      ),
    );
    const found = page.find((event) => event.position.commit <= commit);
    if (found !== undefined) {
      return found.position;
    }
    const oldest = page.at(-1);
    if (page.length < BACKWARD_PAGE_SIZE || oldest === undefined || samePosition(oldest.position, from)) {
      return START;
    }
    from = oldest.position;
  }
}

function samePosition(position: Position, other: ReadPosition): boolean {
  return typeof other === 'object' && position.commit === other.commit && position.prepare === other.prepare;
}

/** Non-system events of $all with position > after, in position order. */
export async function readAllAfter(
  client: EventStoreDBClient,
  after: number,
  maxCount: number | undefined,
): Promise<RecordedEvent[]> {
  const events: RecordedEvent[] = [];
  if (maxCount === 0) {
    return events;
  }
  let from = await startFor(client, after);
  let floor = BigInt(after); // read starts are inclusive: skip everything at or before the floor
  for (;;) {
    const page = recordedIn(await collect(client.readAll({ fromPosition: from, maxCount: PAGE_SIZE })));
    for (const event of page) {
      if (event.position.commit <= floor) {
        continue;
      }
      floor = event.position.commit;
      if (!isSystemEvent(event)) {
        events.push(toRecordedEvent(event));
        if (events.length === maxCount) {
          return events;
        }
      }
    }
    const last = page.at(-1);
    if (page.length < PAGE_SIZE || last === undefined) {
      return events;
    }
    from = last.position;
  }
}
