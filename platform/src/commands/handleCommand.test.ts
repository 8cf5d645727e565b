import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { EventStore } from '../eventstore/port';
import { openSqliteEventStore } from '../eventstore/embedded/sqliteEventStore';
import { ConflictError } from '../errors';
import type { Decider } from './handleCommand';
import { commandHandler } from './handleCommand';

type Deposited = { type: 'Deposited'; data: { amount: number } };
type Deposit = { type: 'Deposit'; amount: number; limit: number };

/** A tiny aggregate with an invariant: the balance may not exceed the limit. */
const account: Decider<Deposit, Deposited, { balance: number }> = {
  initialState: () => ({ balance: 0 }),
  evolve: (state, event) => ({ balance: state.balance + event.data.amount }),
  decide: (command, state) => {
    if (state.balance + command.amount > command.limit) {
      throw new ConflictError('Limit reached');
    }
    return [{ type: 'Deposited', data: { amount: command.amount } }];
  },
};

describe('commandHandler', () => {
  const stores: EventStore[] = [];
  const file = () => path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'portal-cmd-')), 'events.db');
  afterEach(async () => {
    await Promise.all(stores.splice(0).map((store) => store.close()));
  });

  it('given 50 parallel commands on one aggregate in one process, then all land with consecutive revisions', async () => {
    const store = openSqliteEventStore({ file: file() });
    stores.push(store);
    const handle = commandHandler(store);
    await Promise.all(
      Array.from({ length: 50 }, () =>
        handle(account, 'account-1', { type: 'Deposit', amount: 1, limit: 1_000 }),
      ),
    );
    const events = await store.readStream('account-1');
    expect(events.map((e) => e.revision)).toEqual(Array.from({ length: 50 }, (_v, i) => i));
  });

  it('given two processes sharing one store, when both send 25 commands at once, then conflicts are retried and none is lost', async () => {
    const shared = file();
    const a = openSqliteEventStore({ file: shared });
    const b = openSqliteEventStore({ file: shared });
    stores.push(a, b);
    const [handleA, handleB] = [
      commandHandler(a, { maxRetries: 100 }),
      commandHandler(b, { maxRetries: 100 }),
    ];
    await Promise.all(
      Array.from({ length: 50 }, (_v, i) =>
        (i % 2 === 0 ? handleA : handleB)(account, 'account-2', { type: 'Deposit', amount: 1, limit: 1_000 }),
      ),
    );
    const events = await a.readStream('account-2');
    expect(events).toHaveLength(50);
    expect(events.reduce((sum, e) => sum + (e.data as { amount: number }).amount, 0)).toBe(50);
  });

  it("given the invariant, when 60 parallel commands race for a limit of 50, then exactly 50 succeed and 10 get the decider's conflict", async () => {
    const store = openSqliteEventStore({ file: file() });
    stores.push(store);
    const handle = commandHandler(store);
    const results = await Promise.allSettled(
      Array.from({ length: 60 }, () =>
        handle(account, 'account-3', { type: 'Deposit', amount: 1, limit: 50 }),
      ),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(50);
    const rejected = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
    expect(rejected.map((r) => (r.reason as Error).message)).toEqual(Array(10).fill('Limit reached'));
  });

  it('given a decision with no events, then nothing is appended and the stream stays absent', async () => {
    const store = openSqliteEventStore({ file: file() });
    stores.push(store);
    const handle = commandHandler(store);
    const noop: Decider<Deposit, Deposited, null> = {
      initialState: () => null,
      evolve: (s) => s,
      decide: () => [],
    };
    const result = await handle(noop, 'account-4', { type: 'Deposit', amount: 1, limit: 1 });
    expect(result).toMatchObject({ revision: -1, position: 0, events: [] });
    expect(await store.readStream('account-4')).toEqual([]);
  });

  it('given an aggregate that keeps its state, when another handler appends in between, then the next command sees every event', async () => {
    const store = openSqliteEventStore({ file: file() });
    stores.push(store);
    const kept = { ...account, keepState: true };
    const here = commandHandler(store);
    const elsewhere = commandHandler(store); // another process, as far as `here` knows
    await here(kept, 'account-k', { type: 'Deposit', amount: 5, limit: 100 });
    await elsewhere(kept, 'account-k', { type: 'Deposit', amount: 7, limit: 100 });
    const result = await here(kept, 'account-k', { type: 'Deposit', amount: 1, limit: 100 });
    expect(result.state).toEqual({ balance: 13 });
    await expect(here(kept, 'account-k', { type: 'Deposit', amount: 88, limit: 100 })).rejects.toThrow(
      'Limit reached',
    );
    expect((await store.readStream('account-k')).map((event) => event.revision)).toEqual([0, 1, 2]);
  });
});
