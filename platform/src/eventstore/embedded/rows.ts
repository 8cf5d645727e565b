import type { RecordedEvent } from '../port';

/** One row of the `events` table, as better-sqlite3 returns it. */
export interface EventRow {
  readonly position: number;
  readonly id: string;
  readonly stream_id: string;
  readonly revision: number;
  readonly type: string;
  readonly data: string;
  readonly metadata: string;
  readonly recorded_at: string;
}

/** An event ready to insert: serialised before the write lock is taken, so the lock is held briefly. */
export interface SerializedEvent {
  readonly id: string;
  readonly type: string;
  readonly data: string;
  readonly metadata: string;
}

export const EVENT_COLUMNS = 'position, id, stream_id, revision, type, data, metadata, recorded_at';

export function toRecordedEvent(row: EventRow): RecordedEvent {
  return {
    id: row.id,
    streamId: row.stream_id,
    revision: row.revision,
    position: row.position,
    type: row.type,
    data: JSON.parse(row.data) as unknown,
    metadata: JSON.parse(row.metadata) as Record<string, unknown>,
    recordedAt: row.recorded_at,
  };
}
