import fs from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import type { Store } from 'express-session';
import { Redis } from 'ioredis';
import type { AdapterKinds } from '@portal/contracts';
import type { Bus, EventStore, Logger, ReadModelStore } from '@portal/platform';
import {
  openEventStoreDb,
  openKafkaBus,
  openMongoReadModelStore,
  openSqliteBus,
  openSqliteEventStore,
  openSqliteReadModelStore,
  silentLogger,
} from '@portal/platform';
import { SqliteSessionStore, redisSessionStore } from '@portal/command-api';
import type { Config } from './config';
import { ConfigError } from './config';

export interface Adapters {
  readonly kinds: AdapterKinds;
  readonly eventStore: EventStore;
  readonly bus: Bus;
  readonly readModels: ReadModelStore;
  readonly sessionStore: Store;
  readonly sessionSecret: string;
  /** Connected when REDIS_URL is set: sessions and the Socket.IO adapter. */
  readonly redis: Redis | null;
  close(): Promise<void>;
}

/** Opens every port's adapter: a URL in the environment picks the real server, else embedded. */
export async function openAdapters(config: Config, logger: Logger = silentLogger): Promise<Adapters> {
  fs.mkdirSync(config.dataDir, { recursive: true, mode: 0o700 });
  const file = (name: string) => path.join(config.dataDir, name);
  // a URL picks the real server; each failure to connect names its component in one line
  const eventStore = config.eventStoreUrl
    ? await openEventStoreDb({ url: config.eventStoreUrl })
    : openSqliteEventStore({ file: file('events.db') });
  const bus = config.kafkaBrokers
    ? await openKafkaBus({
        brokers: config.kafkaBrokers.split(',').map((broker) => broker.trim()),
        clientId: 'eleven-plus-portal',
      })
    : openSqliteBus({ file: file('bus.db') });
  const readModels = config.mongoUrl
    ? await openMongoReadModelStore({ url: config.mongoUrl })
    : openSqliteReadModelStore({ file: file('readmodels.db') });
  let redis: Redis | null = null;
  let sessionStore: Store;
  if (config.redisUrl) {
    redis = await connectRedis(config.redisUrl, (message) => logger.warn(message));
    sessionStore = redisSessionStore(redis);
  } else {
    sessionStore = new SqliteSessionStore(file('sessions.db'));
  }
  return {
    kinds: {
      eventStore: eventStore.kind,
      bus: bus.kind,
      readModels: readModels.kind,
      sessions: redis ? 'redis' : 'embedded',
    },
    eventStore,
    bus,
    readModels,
    sessionStore,
    sessionSecret: config.sessionSecret ?? sessionSecretIn(config.dataDir),
    redis,
    close: async () => {
      await eventStore.close();
      await bus.close();
      await readModels.close();
      if (sessionStore instanceof SqliteSessionStore) {
        sessionStore.close();
      }
      if (redis) {
        // quit() waits for a server that may be gone; never let it hold up a shutdown
        await Promise.race([
          redis.quit().catch(() => undefined),
          new Promise((resolve) => setTimeout(resolve, 2_000).unref()),
        ]);
        redis.disconnect();
      }
    },
  };
}

/** One secret per deployment, generated on first start, readable only by its owner. */
function sessionSecretIn(dataDir: string): string {
  const file = path.join(dataDir, 'session-secret');
  try {
    return fs.readFileSync(file, 'utf8').trim();
  } catch {
    const secret = randomBytes(48).toString('base64url');
    try {
      fs.writeFileSync(file, secret, { mode: 0o600, flag: 'wx' });
      return secret;
    } catch {
      // another process of this deployment wrote it first
      return fs.readFileSync(file, 'utf8').trim();
    }
  }
}

async function connectRedis(url: string, onError: (message: string) => void): Promise<Redis> {
  const client = new Redis(url, {
    lazyConnect: true,
    maxRetriesPerRequest: 2,
    connectTimeout: 5_000,
    retryStrategy: () => null,
  });
  // an 'error' listener from the start: ioredis otherwise prints every reconnect failure with a stack
  let down = true;
  client.on('error', (error: Error) => {
    if (!down) {
      down = true;
      onError(`redis: ${error.message}`);
    }
  });
  client.on('ready', () => {
    down = false;
  });
  try {
    await client.connect();
    await client.ping();
  } catch (error) {
    client.disconnect();
    throw new ConfigError(
      `redis: cannot connect to REDIS_URL (${error instanceof Error ? error.message : String(error)})`,
    );
  }
  // after a successful start, keep reconnecting through blips (reported once per outage)
  client.options.retryStrategy = (times: number) => Math.min(times * 200, 2_000);
  return client;
}
