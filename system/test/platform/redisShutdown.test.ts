import { Redis } from 'ioredis';
import { describe, expect, it } from 'vitest';
import { silentLogger } from '@portal/platform';
import { loadConfig } from '../../src/config';
import { startSystem } from '../../src/system';
import { tempDataDir } from '../../src/testing/harness';

const redisUrl = process.env.REDIS_URL;

// A stop must never leave a Redis command to be rejected with nobody listening: the Socket.IO
// Redis adapter unsubscribes without awaiting, and an unhandled rejection can end a process.
describe.skipIf(!redisUrl)(`stopping with Redis${redisUrl ? '' : ' (skipped: REDIS_URL not set)'}`, () => {
  it('given Redis slow to answer while the system stops, then every command is answered or handled: no unhandled rejection', async () => {
    const system = await startSystem({
      config: loadConfig({
        PORT: '0',
        HOST: '127.0.0.1',
        SEED_DEMO: '0',
        REDIS_URL: redisUrl!,
        DATA_DIR: tempDataDir('portal-redis-stop-'),
      }),
      roles: ['command-api', 'projections', 'realtime'],
      logger: silentLogger,
    });
    const rejections: unknown[] = [];
    const onRejection = (reason: unknown) => rejections.push(reason);
    process.on('unhandledRejection', onRejection);
    const server = new Redis(redisUrl!);
    try {
      // every client's commands wait 600 ms: the unsubscribes are still pending at the close
      await server.call('CLIENT', 'PAUSE', '600', 'ALL');
      await system.stop();
      await new Promise((resolve) => setTimeout(resolve, 1_000));
    } finally {
      process.off('unhandledRejection', onRejection);
      server.disconnect();
    }
    expect(rejections).toEqual([]);
  }, 30_000);
});
