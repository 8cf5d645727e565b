import type { TempSqliteFile } from '../../testing/tempSqliteFile';
import { tempSqliteFile } from '../../testing/tempSqliteFile';
import type { BusMessage } from '../port';
import { openSqliteBus } from './sqliteBus';
import type { SqliteBus, SqliteBusOptions } from './sqliteBus';

/** Short leases so takeover tests finish in about a second. */
export const TEST_TIMINGS = {
  leaseMs: 1_000,
  heartbeatIntervalMs: 200,
  pollIntervalMs: 10,
  retryBackoffMs: 50,
} as const;

/** A handler that appends every batch to `sink`. */
export function collect(sink: BusMessage[]): (batch: readonly BusMessage[]) => Promise<void> {
  return (batch) => {
    sink.push(...batch);
    return Promise.resolve();
  };
}

export type TempBusFile = TempSqliteFile<SqliteBus, Partial<SqliteBusOptions>>;

/** A fresh bus file in its own temporary folder, opened with the short test timings. */
export function tempBusFile(): TempBusFile {
  return tempSqliteFile('portal-bus-', 'bus.sqlite', (file, options?: Partial<SqliteBusOptions>) =>
    openSqliteBus({ file, ...TEST_TIMINGS, ...options }),
  );
}
