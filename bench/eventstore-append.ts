/**
 * Embedded event store (SQLite, WAL, synchronous=FULL): durable appends per second and readAll
 * throughput. Run: node --import tsx bench/eventstore-append.ts
 * Every figure counts acknowledged appends, i.e. committed and fsync'd. The files go to a temp
 * directory under BENCH_DIR (default: the OS temp dir), so point it at the disk DATA_DIR uses.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { openSqliteEventStore } from '../platform/src/eventstore/embedded/sqliteEventStore';
import type { EventStore } from '../platform/src/eventstore/port';

const PHASE_MS = 3_000; // each append scenario stops after this long or its count, whichever first
const payload = { learnerId: 'learner-42', questionId: 'q-17', answer: 'C', secondsTaken: 31 };
const appendOne = (store: EventStore, streamId: string) =>
  store.append(streamId, [{ type: 'AnswerSaved', data: payload }], { expectedRevision: 'any' });

interface Row {
  readonly scenario: string;
  readonly count: number;
  readonly unit: string;
  readonly seconds: number;
}

/** Runs `workers` loops in parallel until the time or count budget is spent; returns the count done. */
async function runLoops(
  workers: number,
  maxCount: number,
  step: (worker: number) => Promise<void>,
): Promise<number> {
  const deadline = performance.now() + PHASE_MS;
  let done = 0;
  await Promise.all(
    Array.from({ length: workers }, async (_, worker) => {
      while (done < maxCount && performance.now() < deadline) {
        await step(worker);
        done += 1;
      }
    }),
  );
  return done;
}

async function timed(scenario: string, unit: string, run: () => Promise<number>): Promise<Row> {
  const started = performance.now();
  const count = await run();
  return { scenario, unit, count, seconds: (performance.now() - started) / 1_000 };
}

async function withStore<T>(dir: string, name: string, use: (store: EventStore) => Promise<T>): Promise<T> {
  const store = openSqliteEventStore({ file: join(dir, `${name}.sqlite`) });
  try {
    return await use(store);
  } finally {
    await store.close();
  }
}

async function main(): Promise<void> {
  const dir = await mkdtemp(join(process.env.BENCH_DIR ?? tmpdir(), 'bench-eventstore-'));
  const rows: Row[] = [];
  try {
    rows.push(
      await withStore(dir, 'sequential', (store) =>
        timed('1 stream, sequential awaits', 'appends', () =>
          runLoops(1, 5_000, () => appendOne(store, 'one').then(() => undefined)),
        ),
      ),
    );
    for (const appenders of [8, 64]) {
      rows.push(
        await withStore(dir, `concurrent-${appenders}`, (store) =>
          timed(`1 stream, ${appenders} concurrent appenders`, 'appends', () =>
            runLoops(appenders, 50_000, () => appendOne(store, 'one').then(() => undefined)),
          ),
        ),
      );
    }
    rows.push(
      await withStore(dir, 'streams', (store) =>
        timed('1,000 streams, concurrently', 'appends', () =>
          runLoops(1_000, 100_000, (worker) => appendOne(store, `stream-${worker}`).then(() => undefined)),
        ),
      ),
    );
    rows.push(
      ...(await withStore(dir, 'read', async (store) => {
        const total = 100_000;
        for (let n = 0; n < total; n += 500) {
          const events = Array.from({ length: 500 }, () => ({ type: 'AnswerSaved', data: payload }));
          await store.append(`read-${n % 1_000}`, events, { expectedRevision: 'any' });
        }
        const paged = await timed('readAll, pages of 1,000', 'events', async () => {
          let after = 0;
          let read = 0;
          for (;;) {
            const page = await store.readAll({ after, maxCount: 1_000 });
            const last = page.at(-1);
            if (last === undefined) {
              return read;
            }
            read += page.length;
            after = last.position;
          }
        });
        const whole = await timed(
          'readAll, one call (100k)',
          'events',
          async () => (await store.readAll()).length,
        );
        const caughtUp = await timed('subscribeToAll catch-up', 'events', () => catchUp(store));
        return [paged, whole, caughtUp];
      })),
    );
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
  print(rows);
}

function catchUp(store: EventStore): Promise<number> {
  return new Promise((resolve, reject) => {
    let delivered = 0;
    const subscription = store.subscribeToAll({
      onEvent: () => {
        delivered += 1;
        return Promise.resolve();
      },
      onCaughtUp: () => {
        subscription.stop().then(() => resolve(delivered), reject);
      },
      onError: reject,
    });
  });
}

function print(rows: readonly Row[]): void {
  const lines = rows.map((row) => [
    row.scenario,
    `${row.count.toLocaleString('en-GB')} ${row.unit}`,
    `${row.seconds.toFixed(2)} s`,
    `${Math.round(row.count / row.seconds).toLocaleString('en-GB')} ${row.unit}/s`,
  ]);
  const header = ['scenario', 'done', 'time', 'throughput'];
  const widths = header.map((title, column) =>
    Math.max(title.length, ...lines.map((line) => (line[column] ?? '').length)),
  );
  const format = (cells: readonly string[]) =>
    cells.map((cell, column) => cell.padEnd(widths[column] ?? 0)).join('  ');
  console.log(
    `embedded event store (SQLite WAL, synchronous=FULL), node ${process.version}, ${PHASE_MS / 1_000} s per append scenario`,
  );
  console.log(format(header));
  console.log(widths.map((width) => '-'.repeat(width)).join('  '));
  lines.forEach((line) => console.log(format(line)));
}

await main();
