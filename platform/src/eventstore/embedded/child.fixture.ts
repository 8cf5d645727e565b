/**
 * A separate process for the embedded adapter's multi-process tests, started as
 * `node --import tsx child.fixture.ts <mode> <file> [args]`. It prints one JSON object per line.
 *
 * - `compete <worker> <count>`: after "go" on stdin, appends <count> events to the shared stream
 *   with exact expected revisions (retrying on conflict) while appending <count> events to its own
 *   stream with 'any'; ends with {"done":true,"conflicts":n}.
 * - `crash`: appends bursts of concurrent events forever, printing {"ack":...} as each is acknowledged.
 * - `append <stream> <count>`: after "go", appends <count> events one by one, then exits.
 */
import { createInterface } from 'node:readline';
import { WrongExpectedRevisionError } from '../port';
import type { EventStore } from '../port';
import { openSqliteEventStore } from './sqliteEventStore';

const SHARED_STREAM = 'shared';

function print(line: object): void {
  process.stdout.write(`${JSON.stringify(line)}\n`);
}

async function waitForGo(): Promise<void> {
  print({ ready: true });
  const input = createInterface({ input: process.stdin });
  for await (const line of input) {
    if (line === 'go') {
      input.close();
      return;
    }
  }
}

async function compete(store: EventStore, worker: string, count: number): Promise<void> {
  await waitForGo();
  let conflicts = 0;
  const shared = async (): Promise<void> => {
    let expected = (await store.readStream(SHARED_STREAM)).at(-1)?.revision ?? -1;
    for (let i = 0; i < count; i += 1) {
      for (;;) {
        const expectedRevision = expected === -1 ? 'no_stream' : expected;
        try {
          const event = { type: 'Competed', data: { worker, i } };
          expected = (await store.append(SHARED_STREAM, [event], { expectedRevision })).nextExpectedRevision;
          break;
        } catch (error) {
          if (!(error instanceof WrongExpectedRevisionError)) {
            throw error;
          }
          conflicts += 1;
          expected = error.actual;
        }
      }
    }
  };
  const own = async (): Promise<void> => {
    for (let i = 0; i < count; i += 10) {
      const chunk = Array.from({ length: Math.min(10, count - i) }, (_, k) => i + k);
      await Promise.all(
        chunk.map((n) =>
          store.append(`own-${worker}`, [{ type: 'Owned', data: { n } }], { expectedRevision: 'any' }),
        ),
      );
    }
  };
  await Promise.all([shared(), own()]);
  print({ done: true, conflicts });
}

async function crash(store: EventStore): Promise<never> {
  print({ ready: true });
  for (let burst = 0; ; burst += 1) {
    await Promise.all(
      Array.from({ length: 25 }, async (_, k) => {
        const streamId = `crash-${k % 5}`;
        const id = `${burst}-${k}`;
        const result = await store.append(streamId, [{ id, type: 'Burst', data: { burst, k } }], {
          expectedRevision: 'any',
        });
        print({ ack: { id, streamId, revision: result.nextExpectedRevision, position: result.position } });
      }),
    );
  }
}

async function appendSequentially(store: EventStore, streamId: string, count: number): Promise<void> {
  await waitForGo();
  for (let n = 0; n < count; n += 1) {
    await store.append(streamId, [{ type: 'FromOtherProcess', data: { n } }], { expectedRevision: 'any' });
  }
  print({ done: true });
}

async function main(): Promise<void> {
  const [mode, file, ...args] = process.argv.slice(2);
  if (file === undefined) {
    throw new Error('usage: child.fixture.ts <mode> <file> [args]');
  }
  const store = openSqliteEventStore({ file });
  if (mode === 'compete') {
    await compete(store, args[0] ?? 'worker', Number(args[1] ?? 100));
  } else if (mode === 'crash') {
    await crash(store);
  } else if (mode === 'append') {
    await appendSequentially(store, args[0] ?? 'other', Number(args[1] ?? 10));
  } else {
    throw new Error(`unknown mode ${String(mode)}`);
  }
  await store.close();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
