import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { openSqliteReadModelStore } from '@portal/platform';
import { Client, tempDataDir } from '../../src/testing/harness';
import { dumpCollection, expectEqualToRebuild, openDecryptedLog } from '../../src/testing/rebuildEquality';
import {
  childSystemsKilledAfterEach,
  startChildSystem,
  waitUntilCaughtUp,
} from '../../src/testing/childSystem';

const ADMIN = { ADMIN_EMAIL: 'crash.admin@example.org', ADMIN_PASSWORD: 'crash-test-password' };

describe('durability of the whole system', () => {
  const children = childSystemsKilledAfterEach();

  it('given a burst of concurrent commands, when the server is SIGKILLed and restarted, then every acknowledged event is there and the read models equal a rebuild from zero', async () => {
    const dataDir = tempDataDir('portal-crash-');
    const first = await startChildSystem({ DATA_DIR: dataDir, ...ADMIN });
    children.push(first);
    const admin = new Client(first.url);
    const login = await admin.login(ADMIN.ADMIN_EMAIL, ADMIN.ADMIN_PASSWORD);
    expect(login.status).toBe(200);
    const userId = (login.body as { user: { id: string } }).user.id;

    // 16 workers keep sending commands; the server is killed after 40 acknowledgements,
    // while requests are still in flight
    let acknowledged = 0;
    let sent = 0;
    let killed = false;
    const worker = async () => {
      while (!killed) {
        sent++;
        try {
          const answer = await admin.request('PUT', '/api/profile/password', {
            currentPassword: ADMIN.ADMIN_PASSWORD,
            newPassword: ADMIN.ADMIN_PASSWORD,
          });
          if (answer.status === 200) {
            acknowledged++;
          }
        } catch {
          return; // the connection died with the server: not acknowledged
        }
        if (acknowledged >= 40 && !killed) {
          killed = true;
          first.process.kill('SIGKILL');
        }
      }
    };
    await Promise.all(Array.from({ length: 16 }, worker));
    await first.exited;
    expect(acknowledged).toBeGreaterThanOrEqual(40);
    expect(sent).toBeGreaterThan(acknowledged);

    const second = await startChildSystem({ DATA_DIR: dataDir, ...ADMIN });
    children.push(second);
    await waitUntilCaughtUp(second.url);

    const log = await openDecryptedLog(dataDir);
    const changes = (await log.readStream(`user-${userId}`)).filter((e) => e.type === 'UserPasswordChanged');
    expect(changes.length).toBeGreaterThanOrEqual(acknowledged);

    const live = openSqliteReadModelStore({ file: path.join(dataDir, 'readmodels.db') });
    await expectEqualToRebuild(log, live);
    expect((await dumpCollection(live, 'users')).length).toBe(1);
    await Promise.all([log.close(), live.close()]);
  });

  it('given a request in flight, when SIGTERM arrives, then it is answered and the process exits 0', async () => {
    const dataDir = tempDataDir('portal-term-');
    const child = await startChildSystem({ DATA_DIR: dataDir, ...ADMIN });
    children.push(child);
    const admin = new Client(child.url);
    await admin.login(ADMIN.ADMIN_EMAIL, ADMIN.ADMIN_PASSWORD);
    const inFlight = admin.request('PUT', '/api/profile/password', {
      currentPassword: ADMIN.ADMIN_PASSWORD,
      newPassword: 'after-sigterm',
    });
    await new Promise((resolve) => setTimeout(resolve, 60));
    child.process.kill('SIGTERM');
    expect((await inFlight).status).toBe(200);
    expect(await child.exited).toBe(0);
  });

  it('given an unreachable server URL, when starting, then it fails fast with one line naming the component', async () => {
    const cases: [Record<string, string>, RegExp][] = [
      [{ REDIS_URL: 'redis://127.0.0.1:1' }, /failed to start: redis: cannot connect to REDIS_URL/],
      [{ KAFKA_BROKERS: '127.0.0.1:1' }, /failed to start: kafka: /],
      [{ MONGO_URL: 'mongodb://127.0.0.1:1/portal' }, /failed to start: mongodb: /],
      [{ EVENTSTORE_URL: 'esdb://127.0.0.1:1?tls=false' }, /failed to start: eventstoredb: /],
      [{ PORT: 'eighty' }, /failed to start: PORT: /],
    ];
    await Promise.all(
      cases.map(async ([env, message]) => {
        const error = (await startChildSystem({ DATA_DIR: tempDataDir(), ...env }).catch(
          (e: unknown) => e,
        )) as Error;
        expect(error.message).toMatch(message);
        // one line, no stack trace
        const printed = error.message.split('\n').filter((line) => line.includes('failed to start'));
        expect(printed).toHaveLength(1);
        expect(error.message).not.toMatch(/\n\s+at /);
      }),
    );
  }, 60_000);
});
