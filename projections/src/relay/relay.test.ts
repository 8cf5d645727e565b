import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Bus, BusMessage, EventStore, ReadModelStore } from '@portal/platform';
import {
  openSqliteBus,
  openSqliteEventStore,
  openSqliteReadModelStore,
  silentLogger,
} from '@portal/platform';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { Relay } from './relay';

const TOPIC = 'events';

describe('Relay', () => {
  let dir = '';
  let eventStore: EventStore;
  let bus: Bus;
  let store: ReadModelStore;
  let relay: Relay;

  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'relay-'));
    eventStore = openSqliteEventStore({ file: path.join(dir, 'events.sqlite'), pollIntervalMs: 5 });
    bus = openSqliteBus({ file: path.join(dir, 'bus.sqlite'), pollIntervalMs: 5 });
    store = openSqliteReadModelStore({ file: path.join(dir, 'readmodels.sqlite') });
    relay = new Relay({ eventStore, bus, store, topic: TOPIC, partitions: 2, logger: silentLogger });
  });

  afterEach(async () => {
    await relay.stop();
    await bus.close();
    await eventStore.close();
    await store.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('given auto-saves between other events, when relayed, then the bus carries only the others, in order, and the checkpoint passes the saves', async () => {
    const stream = 'attempt-slot-s1';
    const appended = await eventStore.append(
      stream,
      [
        { type: 'AttemptStarted', data: { n: 1 } },
        { type: 'AnswersSaved', data: { n: 2 } },
        { type: 'AnswersSaved', data: { n: 3 } },
        { type: 'AttemptSubmitted', data: { n: 4 } },
        { type: 'AnswersSaved', data: { n: 5 } },
      ],
      { expectedRevision: 'no_stream' },
    );
    await relay.start();
    const received: BusMessage[] = [];
    const consumer = await bus.consume({
      topic: TOPIC,
      groupId: 'test',
      handleBatch: (batch) => {
        received.push(...batch);
        return Promise.resolve();
      },
    });
    await expect.poll(() => relay.checkpoint(), { timeout: 5_000 }).toBe(appended.position);
    await expect.poll(() => received.length, { timeout: 5_000 }).toBe(2);
    await consumer.stop();
    expect(received.map((message) => (JSON.parse(message.value) as { type: string }).type)).toEqual([
      'AttemptStarted',
      'AttemptSubmitted',
    ]);
  });
});
