import { randomUUID } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { PERSONAL_DATA } from '@portal/contracts';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openSqliteEventStore } from '../eventstore/embedded/sqliteEventStore';
import { eventStoreContract } from '../eventstore/eventStoreContract';
import type { EventStore, RecordedEvent } from '../eventstore/port';
import { cachedKeyStore } from './cachedKeyStore';
import { decryptRecordedEvent, encryptingEventStore } from './encryptingEventStore';
import { PersonalDataDecryptionError } from './personalDataCipher';
import type { SubjectKeyStore } from './port';
import { tempKeyStores } from './tempKeyStore.fixture';
import type { TempKeyStores } from './tempKeyStore.fixture';

// The wrapper must honour the whole port: the contract's events carry no personal data, so
// they pass through the cipher, and every read and subscription still goes through it.
eventStoreContract('encrypting, over embedded (SQLite)', () => {
  const temp = tempKeyStores();
  const keys = cachedKeyStore(temp.open());
  const file = join(temp.dir, 'events.db');
  let current = encryptingEventStore(openSqliteEventStore({ file }), keys, PERSONAL_DATA);
  return Promise.resolve({
    store: current,
    reopen: () => {
      current = encryptingEventStore(openSqliteEventStore({ file }), keys, PERSONAL_DATA);
      return Promise.resolve(current);
    },
    cleanup: async () => {
      await current.close();
      await temp.cleanup();
    },
  });
});

const ada = {
  userId: 'user-ada',
  organisationId: 'org-1',
  email: 'ada.lovelace@example.com',
  firstName: 'Augusta',
  lastName: 'Lovelace',
  role: 'student',
  passwordHash: 'scrypt$not-personal',
  registeredAt: '2025-01-02T03:04:05.000Z',
  parentEmail: 'byron.parent@example.com',
};

const SECRETS = ['ada.lovelace@example.com', 'Augusta', 'Lovelace', 'byron.parent@example.com'];

describe('encrypting event store', () => {
  let temp: TempKeyStores;
  let keys: SubjectKeyStore;
  let file: string;
  let inner: EventStore;
  let store: EventStore;

  beforeEach(() => {
    temp = tempKeyStores();
    keys = cachedKeyStore(temp.open());
    file = join(temp.dir, 'events.db');
    inner = openSqliteEventStore({ file });
    store = encryptingEventStore(inner, keys, PERSONAL_DATA);
  });

  afterEach(async () => {
    await store.close();
    await temp.cleanup();
  });

  async function givenAdaRegistered(): Promise<string> {
    const stream = `user-${randomUUID()}`;
    await store.append(stream, [{ type: 'UserRegistered', data: ada }], { expectedRevision: 'no_stream' });
    await store.append(
      stream,
      [{ type: 'UserPasswordChanged', data: { userId: ada.userId, passwordHash: 'h2' } }],
      {
        expectedRevision: 0,
      },
    );
    return stream;
  }

  function storedBytes(): Buffer {
    return Buffer.concat([file, `${file}-wal`].filter(existsSync).map((path) => readFileSync(path)));
  }

  it('given a registration appended through it, then the event-store files hold no e-mail or name in clear', async () => {
    await givenAdaRegistered();
    const bytes = storedBytes();
    expect(bytes.includes(Buffer.from(ada.userId))).toBe(true); // the search does find what is there
    for (const secret of SECRETS) {
      expect(bytes.includes(Buffer.from(secret)), secret).toBe(false);
    }
    const [raw] = await inner.readStream((await inner.readAll()).at(0)!.streamId);
    expect(raw!.data).toMatchObject({ userId: ada.userId, _pii: { v: 1, s: ada.userId } });
  });

  it('given a registration, when read back by stream, by readAll and by subscription, then the personal fields are in clear', async () => {
    const stream = await givenAdaRegistered();
    const [registered] = await store.readStream(stream);
    expect(registered!.data).toEqual(ada);
    expect((await store.readAll()).find((e) => e.type === 'UserRegistered')!.data).toEqual(ada);
    const seen: RecordedEvent[] = [];
    const subscription = store.subscribeToAll({
      onEvent: (event) => {
        seen.push(event);
        return Promise.resolve();
      },
    });
    await until(() => seen.length === 2);
    await subscription.stop();
    expect(seen[0]!.data).toEqual(ada);
    expect(seen[1]!.data).toEqual({ userId: ada.userId, passwordHash: 'h2' });
  });

  it('given the subject key destroyed, when read, then personal fields are null and ids, times and role are intact', async () => {
    const stream = await givenAdaRegistered();
    const [before] = await store.readStream(stream);
    await keys.destroy(ada.userId);
    const [after] = await store.readStream(stream);
    expect(after).toMatchObject({
      id: before!.id,
      position: before!.position,
      recordedAt: before!.recordedAt,
    });
    expect(after!.data).toEqual({
      userId: 'user-ada',
      organisationId: 'org-1',
      role: 'student',
      passwordHash: 'scrypt$not-personal',
      registeredAt: '2025-01-02T03:04:05.000Z',
      ...Object.fromEntries(PERSONAL_DATA.UserRegistered!.fields.map((field) => [field, null])),
    });
    expect((await store.readAll())[0]!.data).toMatchObject({ email: null, firstName: null, role: 'student' });
  });

  it('given a raw event as the bus carries it (JSON), when decryptRecordedEvent is applied, then the fields are restored', async () => {
    await givenAdaRegistered();
    const [raw] = await inner.readAll();
    const fromBus = JSON.parse(JSON.stringify(raw)) as RecordedEvent;
    const decrypted = await decryptRecordedEvent(fromBus, keys, PERSONAL_DATA);
    expect(decrypted).toEqual({ ...fromBus, data: ada });
    const plain = (await inner.readAll())[1]!;
    expect(await decryptRecordedEvent(plain, keys, PERSONAL_DATA)).toBe(plain);
  });

  it('given a tampered event in the log, when read, then reading rejects and a subscription reports it to onError', async () => {
    const stream = `user-${randomUUID()}`;
    const forged = {
      ...ada,
      email: undefined,
      _pii: { v: 1, s: ada.userId, c: Buffer.alloc(40).toString('base64') },
    };
    await keys.getOrCreate(ada.userId);
    await inner.append(stream, [{ type: 'UserRegistered', data: forged }], { expectedRevision: 'no_stream' });
    await expect(store.readStream(stream)).rejects.toBeInstanceOf(PersonalDataDecryptionError);
    const errors: unknown[] = [];
    const subscription = store.subscribeToAll({
      onEvent: () => Promise.resolve(),
      onError: (e) => errors.push(e),
    });
    await until(() => errors.length > 0);
    await subscription.stop();
    expect(errors[0]).toBeInstanceOf(PersonalDataDecryptionError);
  });

  it('given personal data without its subject id, when appended, then nothing is stored', async () => {
    const stream = `user-${randomUUID()}`;
    await expect(
      store.append(stream, [{ type: 'UserRegistered', data: { email: 'lost@example.com' } }], {
        expectedRevision: 'any',
      }),
    ).rejects.toThrow(/subject id/);
    expect(await inner.readStream(stream)).toEqual([]);
  });
});

async function until(condition: () => boolean, timeoutMs = 5_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) {
      throw new Error(`condition not met within ${timeoutMs} ms`);
    }
    await sleep(5);
  }
}
