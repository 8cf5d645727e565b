import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { BACKWARDS, END, START } from '@eventstore/db-client';
import type {
  AllStreamRecordedEvent,
  AllStreamResolvedEvent,
  EventStoreDBClient,
  Position,
  ReadAllOptions,
  ReadPosition,
  SubscribeToAllOptions,
} from '@eventstore/db-client';

/**
 * An in-memory stand-in for the parts of EventStoreDBClient that reads.ts and subscription.ts
 * use, modelled on the server's documented behaviour: forward reads include the start position,
 * backward reads and subscriptions exclude it, positions off a record boundary are rejected, and
 * (optionally, like servers from 23.10) subscriptions report caught-up.
 */
export interface FakeLog {
  readonly client: EventStoreDBClient;
  append(streamId: string, type?: string): AllStreamRecordedEvent;
  readonly subscriptions: () => number;
}

export function fakeLog(behaviour: { readonly caughtUpMessages: boolean }): FakeLog {
  const records: AllStreamRecordedEvent[] = [];
  const live = new Set<(event: AllStreamRecordedEvent) => void>();
  let offset = 100n; // records are 100 bytes apart, like offsets in a transaction log

  function indexAfter(from: ReadPosition, inclusive: boolean): number {
    if (from === START) {
      return 0;
    }
    if (from === END) {
      return records.length;
    }
    const index = records.findIndex((record) => record.position.commit === from.commit);
    if (index === -1) {
      throw new Error('invalid position');
    }
    return inclusive ? index : index + 1;
  }

  function readAll(options: ReadAllOptions = {}): Readable {
    const max = Number(options.maxCount ?? Number.MAX_SAFE_INTEGER);
    const from = options.fromPosition ?? (options.direction === BACKWARDS ? END : START);
    return Readable.from(
      (function* (): Generator<AllStreamResolvedEvent> {
        let page: AllStreamRecordedEvent[];
        if (options.direction === BACKWARDS) {
          const end = from === END ? records.length : indexAfter(from, true);
          page = records.slice(Math.max(0, end - max), end).reverse();
        } else {
          const start = indexAfter(from, true);
          page = records.slice(start, start + max);
        }
        for (const event of page) {
          yield { event, commitPosition: event.position.commit };
        }
      })(),
    );
  }

  function subscribeToAll(options: SubscribeToAllOptions = {}): Readable {
    const stream = new Readable({ objectMode: true, read: () => undefined });
    const from = options.fromPosition ?? START;
    const backlog = records.slice(indexAfter(from, false));
    const push = (event: AllStreamRecordedEvent): void => {
      stream.push({ event, commitPosition: event.position.commit });
    };
    backlog.forEach(push);
    live.add(push);
    if (behaviour.caughtUpMessages) {
      setImmediate(() => stream.emit('caughtUp'));
    }
    return Object.assign(stream, {
      unsubscribe: () => {
        live.delete(push);
        return Promise.resolve();
      },
    });
  }

  const client = { readAll, subscribeToAll } as unknown as EventStoreDBClient;

  return {
    client,
    append(streamId, type = 'Tested') {
      offset += 100n;
      const position: Position = { commit: offset, prepare: offset };
      const event = {
        streamId,
        id: randomUUID(),
        isJson: true,
        revision: BigInt(records.filter((record) => record.streamId === streamId).length),
        type,
        created: new Date(),
        data: { n: records.length },
        metadata: undefined,
        position,
      } as AllStreamRecordedEvent;
      records.push(event);
      live.forEach((push) => push(event));
      return event;
    },
    subscriptions: () => live.size,
  };
}
