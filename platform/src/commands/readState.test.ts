import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { EventStore } from '../eventstore/port';
import { openSqliteEventStore } from '../eventstore/embedded/sqliteEventStore';
import type { Decider } from './handleCommand';
import { commandHandler } from './handleCommand';
import { readState } from './readState';

type Deposited = { type: 'Deposited'; data: { amount: number } };
type Deposit = { type: 'Deposit'; amount: number };

const account: Decider<Deposit, Deposited, { balance: number; deposits: number }> = {
  initialState: () => ({ balance: 0, deposits: 0 }),
  evolve: (state, event) => ({ balance: state.balance + event.data.amount, deposits: state.deposits + 1 }),
  decide: (command) => [{ type: 'Deposited', data: { amount: command.amount } }],
};

describe('readState', () => {
  const stores: EventStore[] = [];
  const open = () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-read-state-'));
    const store = openSqliteEventStore({ file: path.join(dir, 'events.db') });
    stores.push(store);
    return store;
  };
  afterEach(async () => {
    await Promise.all(stores.splice(0).map((store) => store.close()));
  });

  it('given no stream, then the initial state', async () => {
    expect(await readState(open(), account, 'account-none')).toEqual({ balance: 0, deposits: 0 });
  });

  it('given recorded events, then the state the command handler decides on', async () => {
    const store = open();
    const handle = commandHandler(store);
    await handle(account, 'account-1', { type: 'Deposit', amount: 5 });
    const last = await handle(account, 'account-1', { type: 'Deposit', amount: 7 });
    await handle(account, 'account-2', { type: 'Deposit', amount: 100 });
    const state = await readState(store, account, 'account-1');
    expect(state).toEqual({ balance: 12, deposits: 2 });
    expect(state).toEqual(last.state);
  });
});
