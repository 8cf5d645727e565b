import os from 'node:os';
import path from 'node:path';
import { mkdtempSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import type { ReadModelStore } from '@portal/platform';
import { openSqliteReadModelStore, partitionFor } from '@portal/platform';
import { checkpointId, checkpoints } from './checkpoints';
import { ProjectionWatermarks } from './watermarks';

let store: ReadModelStore | null = null;
afterEach(async () => {
  await store?.close();
  store = null;
});

/** Two projections on one partition: `attempts` has applied position 10, `analytics` only 4. */
async function given(): Promise<ProjectionWatermarks> {
  store = openSqliteReadModelStore({
    file: path.join(mkdtempSync(path.join(os.tmpdir(), 'watermarks-')), 'rm.db'),
  });
  const partition = partitionFor('slot-1', 2);
  for (const [projection, position] of [
    ['attempts', 10],
    ['analytics', 4],
  ] as const) {
    await checkpoints(store).insertOne({
      _id: checkpointId(projection, partition),
      projection,
      partition,
      nextOffset: 1,
      position,
    });
  }
  return new ProjectionWatermarks(store, ['attempts', 'analytics'], 2, 5);
}

describe('ProjectionWatermarks', () => {
  it('given one projection behind, when waiting for every projection, then not visible within the timeout', async () => {
    const watermarks = await given();
    expect(await watermarks.waitFor('slot-1', 10, 50)).toBe(false);
  });

  it('given one projection behind, when waiting only for the one that applied it, then visible at once', async () => {
    const watermarks = await given();
    expect(await watermarks.waitFor('slot-1', 10, 50, ['attempts'])).toBe(true);
    expect(await watermarks.waitFor('slot-1', 10, 50, ['analytics'])).toBe(false);
  });
});
