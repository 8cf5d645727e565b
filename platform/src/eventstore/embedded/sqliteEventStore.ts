import { open } from 'node:fs/promises';
import { setImmediate as nextTurn } from 'node:timers/promises';
import type { AppendResult, EventStore, RecordedEvent, Subscription } from '../port';
import { createBatchWriter } from './batchWriter';
import type { AppendRequest } from './batchWriter';
import { createChangeSignal } from './changeSignal';
import { EventStoreClosedError } from './errors';
import { createGroupCommit } from './groupCommit';
import { checkedCount, checkExpectedRevision, checkStreamId, serializeEvent } from './input';
import { EVENT_COLUMNS, toRecordedEvent } from './rows';
import type { EventRow } from './rows';
import { openDatabase, walFileOf } from './schema';
import { startSubscription } from './subscription';

export interface SqliteEventStoreOptions {
  /** The SQLite file (e.g. `${DATA_DIR}/events.sqlite`); created, with its directory, when missing. */
  readonly file: string;
  /** How often an idle subscription looks for events appended by other processes. Default 25 ms. */
  readonly pollIntervalMs?: number;
  /** How long a write waits for another process's write lock before failing. Default 10 s. */
  readonly busyTimeoutMs?: number;
}

/** Rows read per query: bounds memory and how long one synchronous read blocks the event loop. */
const PAGE_SIZE = 500;

/**
 * The embedded event store: one SQLite file in WAL mode that several processes may open at once.
 * Opening is synchronous (better-sqlite3 is); it throws when the file cannot be opened.
 *
 * - Appends issued concurrently in one process are group-committed: one transaction per batch,
 *   one savepoint per append, and each promise settles after the commit is on disk. The WAL's
 *   fsync runs in the thread pool, one at a time, shared by every batch committed meanwhile.
 *   Readers may see a committed event a fraction of a millisecond before its fsync completes
 *   (only a power cut in that window could leave a read model ahead of the log; rebuild mends it).
 * - Appending `[]` checks the expected revision and stores nothing; it returns the stream's
 *   current revision (-1 when absent) and the position of its last event (0 when absent).
 * - Appending events whose ids are already stored, in the same stream, in the same order, at the
 *   place the expected revision names (any place for 'any'), is an idempotent retry: nothing is
 *   stored and the original result is returned. Any other reuse of an id is a DuplicateEventIdError.
 * - Subscriptions are woken at once by appends of this process, and by polling
 *   `max(position)` every `pollIntervalMs` for appends of other processes.
 */
export function openSqliteEventStore(options: SqliteEventStoreOptions): EventStore {
  const db = openDatabase(options.file, options.busyTimeoutMs ?? 10_000, { syncOutsideCommit: true });
  const streamPage = db.prepare<[string, number, number], EventRow>(
    `SELECT ${EVENT_COLUMNS} FROM events WHERE stream_id = ? AND revision >= ? ORDER BY revision LIMIT ?`,
  );
  const allPage = db.prepare<[number, number], EventRow>(
    `SELECT ${EVENT_COLUMNS} FROM events WHERE position > ? ORDER BY position LIMIT ?`,
  );
  const head = db.prepare<[], { head: number }>('SELECT coalesce(max(position), 0) AS head FROM events');
  const headPosition = (): number => head.get()?.head ?? 0;

  const changes = createChangeSignal({ headPosition, pollIntervalMs: options.pollIntervalMs ?? 25 });
  const commits = createGroupCommit<AppendRequest, AppendResult>({
    write: createBatchWriter(db),
    afterCommit: () => changes.notify(),
    // the WAL's fsync, in the thread pool: the event loop goes on serving while the disk writes
    durable: () => fsyncFile(walFileOf(options.file)),
  });
  const subscriptions = new Set<Subscription>();
  let closed = false;
  let closing: Promise<void> | undefined;

  function assertOpen(): void {
    if (closed) {
      throw new EventStoreClosedError();
    }
  }

  function readAllPage(after: number, limit: number): RecordedEvent[] {
    assertOpen();
    return allPage.all(after, limit).map(toRecordedEvent);
  }

  return {
    kind: 'embedded',

    async append(streamId, events, { expectedRevision }) {
      assertOpen();
      checkStreamId(streamId);
      checkExpectedRevision(expectedRevision);
      return commits.submit({ streamId, events: events.map(serializeEvent), expectedRevision });
    },

    async readStream(streamId, readOptions = {}) {
      checkStreamId(streamId);
      return readPaged(
        checkedCount('fromRevision', readOptions.fromRevision, 0),
        checkedCount('maxCount', readOptions.maxCount, Number.POSITIVE_INFINITY),
        (fromRevision, limit) => {
          assertOpen();
          return streamPage.all(streamId, fromRevision, limit).map(toRecordedEvent);
        },
        (last) => last.revision + 1,
      );
    },

    async readAll(readOptions = {}) {
      return readPaged(
        checkedCount('after', readOptions.after, 0),
        checkedCount('maxCount', readOptions.maxCount, Number.POSITIVE_INFINITY),
        readAllPage,
        (last) => last.position,
      );
    },

    subscribeToAll(subscribeOptions) {
      assertOpen();
      checkedCount('after', subscribeOptions.after, 0);
      const inner = startSubscription(
        { readPage: readAllPage, changes, pageSize: PAGE_SIZE },
        subscribeOptions,
      );
      const tracked: Subscription = {
        stop() {
          subscriptions.delete(tracked);
          return inner.stop();
        },
      };
      subscriptions.add(tracked);
      return tracked;
    },

    headPosition() {
      // the executor turns a thrown EventStoreClosedError into a rejection
      return new Promise<number>((resolve) => {
        assertOpen();
        resolve(headPosition());
      });
    },

    close() {
      closing ??= (async () => {
        closed = true;
        commits.flushNow(); // appends accepted before close are still written
        await commits.settled();
        await Promise.all([...subscriptions].map((subscription) => subscription.stop()));
        changes.close();
        db.close();
      })();
      return closing;
    },
  };
}

/** Reads page after page from `start` until `maxCount` events or the end, yielding between pages. */
async function readPaged(
  start: number,
  maxCount: number,
  readPage: (cursor: number, limit: number) => RecordedEvent[],
  nextCursor: (last: RecordedEvent) => number,
): Promise<RecordedEvent[]> {
  const events: RecordedEvent[] = [];
  let cursor = start;
  while (events.length < maxCount) {
    const limit = Math.min(PAGE_SIZE, maxCount - events.length);
    const page = readPage(cursor, limit);
    events.push(...page);
    const last = page.at(-1);
    if (last === undefined || page.length < limit) {
      break;
    }
    cursor = nextCursor(last);
    await nextTurn();
  }
  return events;
}

async function fsyncFile(file: string): Promise<void> {
  const handle = await open(file, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}
