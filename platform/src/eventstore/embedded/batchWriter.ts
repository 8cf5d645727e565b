import type Database from 'better-sqlite3';
import { WrongExpectedRevisionError } from '../port';
import type { AppendResult, ExpectedRevision } from '../port';
import { DuplicateEventIdError } from './errors';
import type { SerializedEvent } from './rows';

export interface AppendRequest {
  readonly streamId: string;
  readonly events: readonly SerializedEvent[];
  readonly expectedRevision: ExpectedRevision;
}

export type AppendOutcome =
  { readonly ok: true; readonly result: AppendResult } | { readonly ok: false; readonly error: unknown };

interface StreamHead {
  readonly revision: number;
  readonly position: number;
}

interface StoredId {
  readonly stream_id: string;
  readonly revision: number;
  readonly position: number;
}

export function revisionMatches(expected: ExpectedRevision, actual: number): boolean {
  if (expected === 'any') {
    return true;
  }
  if (expected === 'no_stream') {
    return actual === -1;
  }
  return expected === actual;
}

/**
 * Returns the function that writes one group-commit batch: one IMMEDIATE transaction, one
 * SAVEPOINT per append so a failing append (wrong revision, duplicate id) is rolled back alone,
 * while later appends to the same stream see the effects of earlier ones.
 * Throws only when the transaction as a whole fails; then no append of the batch is stored.
 */
export function createBatchWriter(
  db: Database.Database,
): (batch: readonly AppendRequest[]) => AppendOutcome[] {
  const streamHead = db.prepare<[string], StreamHead>(
    'SELECT revision, position FROM events WHERE stream_id = ? ORDER BY revision DESC LIMIT 1',
  );
  const insert = db.prepare<[string, string, number, string, string, string, string]>(
    'INSERT INTO events (id, stream_id, revision, type, data, metadata, recorded_at) VALUES (?, ?, ?, ?, ?, ?, ?)',
  );
  const storedId = db.prepare<[string], StoredId>(
    'SELECT stream_id, revision, position FROM events WHERE id = ?',
  );

  // Nested inside the batch transaction, better-sqlite3 runs this in a SAVEPOINT.
  const appendOne = db.transaction((request: AppendRequest, recordedAt: string): AppendResult => {
    const head = streamHead.get(request.streamId);
    const actual = head?.revision ?? -1;
    if (!revisionMatches(request.expectedRevision, actual)) {
      throw new WrongExpectedRevisionError(request.streamId, request.expectedRevision, actual);
    }
    let position = head?.position ?? 0;
    request.events.forEach((event, index) => {
      const inserted = insert.run(
        event.id,
        request.streamId,
        actual + 1 + index,
        event.type,
        event.data,
        event.metadata,
        recordedAt,
      );
      position = Number(inserted.lastInsertRowid);
    });
    return { nextExpectedRevision: actual + request.events.length, position };
  });

  /** The result of the earlier append this request repeats, if it is an idempotent retry. */
  function earlierResult(request: AppendRequest): AppendResult | undefined {
    const firstEvent = request.events[0];
    const first = firstEvent === undefined ? undefined : storedId.get(firstEvent.id);
    if (first === undefined || first.stream_id !== request.streamId) {
      return undefined;
    }
    const expected = request.expectedRevision;
    const writtenAtExpected =
      expected === 'any' ||
      (expected === 'no_stream' ? first.revision === 0 : first.revision === expected + 1);
    if (!writtenAtExpected) {
      return undefined;
    }
    let last = first;
    for (const [index, event] of request.events.entries()) {
      const stored = index === 0 ? first : storedId.get(event.id);
      if (
        stored === undefined ||
        stored.stream_id !== request.streamId ||
        stored.revision !== first.revision + index
      ) {
        return undefined;
      }
      last = stored;
    }
    return { nextExpectedRevision: last.revision, position: last.position };
  }

  function duplicateIdError(request: AppendRequest): DuplicateEventIdError {
    const seen = new Set<string>();
    const duplicate = request.events.find((event) => {
      const repeated = seen.has(event.id) || storedId.get(event.id) !== undefined;
      seen.add(event.id);
      return repeated;
    });
    return new DuplicateEventIdError(request.streamId, duplicate?.id ?? '(unknown)');
  }

  function settle(request: AppendRequest, recordedAt: string): AppendOutcome {
    try {
      return { ok: true, result: appendOne(request, recordedAt) };
    } catch (error) {
      if (!db.inTransaction) {
        // SQLite abandoned the whole transaction (I/O error, disk full): nothing of the batch is stored.
        throw error;
      }
      const idClash = isUniqueIdViolation(error);
      if (idClash || error instanceof WrongExpectedRevisionError) {
        const result = earlierResult(request);
        if (result !== undefined) {
          return { ok: true, result };
        }
      }
      return { ok: false, error: idClash ? duplicateIdError(request) : error };
    }
  }

  // IMMEDIATE takes the write lock up front: a deferred transaction that reads first and then
  // writes fails with SQLITE_BUSY_SNAPSHOT when another process committed meanwhile.
  const writeBatch = db.transaction((batch: readonly AppendRequest[]): AppendOutcome[] => {
    const recordedAt = new Date().toISOString();
    return batch.map((request) => settle(request, recordedAt));
  });
  return (batch) => writeBatch.immediate(batch);
}

function isUniqueIdViolation(error: unknown): boolean {
  return (
    error instanceof Error &&
    'code' in error &&
    error.code === 'SQLITE_CONSTRAINT_UNIQUE' &&
    error.message.includes('events.id')
  );
}
