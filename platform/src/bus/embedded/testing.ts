import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
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

export interface TempBusFile {
  readonly file: string;
  open(options?: Partial<SqliteBusOptions>): SqliteBus;
  /** Closes every bus opened here, then deletes the directory. */
  cleanup(): Promise<void>;
}

export function tempBusFile(): TempBusFile {
  const dir = mkdtempSync(join(tmpdir(), 'portal-bus-'));
  const file = join(dir, 'bus.sqlite');
  const opened: SqliteBus[] = [];
  return {
    file,
    open(options = {}) {
      const bus = openSqliteBus({ file, ...TEST_TIMINGS, ...options });
      opened.push(bus);
      return bus;
    },
    async cleanup() {
      await Promise.all(opened.map((bus) => bus.close()));
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
