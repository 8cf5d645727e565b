import fs from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import type { Store } from 'express-session';
import { Redis } from 'ioredis';
import type { AdapterKinds } from '@portal/contracts';
import { PERSONAL_DATA } from '@portal/contracts';
import type {
  Bus,
  ClassroomStateStore,
  EventStore,
  Logger,
  Mailer,
  RateLimiter,
  ReadModelStore,
  RecordedEvent,
  SubjectKeyStore,
} from '@portal/platform';
import {
  cachedKeyStore,
  decryptRecordedEvent,
  encryptingEventStore,
  loadMasterKey,
  openMailer,
  openMongoKeyStore,
  openRedisRateLimiter,
  openSqliteKeyStore,
  openSqliteRateLimiter,
  openEventStoreDb,
  openKafkaBus,
  openMemoryClassroomStore,
  openRedisClassroomStore,
  openMongoReadModelStore,
  openSqliteBus,
  openSqliteEventStore,
  openSqliteReadModelStore,
  silentLogger,
} from '@portal/platform';
import type { SessionPurger } from '@portal/command-api';
import {
  SqliteSessionStore,
  redisSessionPurger,
  redisSessionStore,
  sqliteSessionPurger,
} from '@portal/command-api';
import type { Config } from './config';
import { ConfigError } from './config';

export interface Adapters {
  readonly kinds: AdapterKinds;
  /** Personal fields encrypted on append, decrypted on read: what commands and replays use. */
  readonly eventStore: EventStore;
  /** The store as it is: the relay publishes these (still encrypted) events to the bus. */
  readonly rawEventStore: EventStore;
  /** Restores personal fields of an event taken from the bus (null once the person is erased). */
  readonly decrypt: (event: RecordedEvent) => Promise<RecordedEvent>;
  readonly keys: SubjectKeyStore;
  readonly mailer: Mailer;
  readonly rateLimiter: RateLimiter;
  readonly purgeSessions: SessionPurger;
  readonly bus: Bus;
  readonly readModels: ReadModelStore;
  readonly sessionStore: Store;
  readonly sessionSecret: string;
  /** Connected when REDIS_URL is set: sessions and the Socket.IO adapter. */
  readonly redis: Redis | null;
  /** Live classroom state: in Redis when REDIS_URL is set (every realtime node shares it), else in process. */
  readonly classroom: ClassroomStateStore;
  close(): Promise<void>;
}

/** Opens every port's adapter: a URL in the environment picks the real server, else embedded. */
export async function openAdapters(config: Config, logger: Logger = silentLogger): Promise<Adapters> {
  fs.mkdirSync(config.dataDir, { recursive: true, mode: 0o700 });
  const file = (name: string) => path.join(config.dataDir, name);
  // a URL picks the real server; each failure to connect names its component in one line
  const rawEventStore = config.eventStoreUrl
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
  let purgeSessions: SessionPurger;
  let rateLimiter: RateLimiter;
  if (config.redisUrl) {
    redis = await connectRedis(config.redisUrl, (message) => logger.warn(message));
    sessionStore = redisSessionStore(redis);
    purgeSessions = redisSessionPurger(redis);
    rateLimiter = openRedisRateLimiter({ client: redis });
  } else {
    const sqliteSessions = new SqliteSessionStore(file('sessions.db'));
    sessionStore = sqliteSessions;
    purgeSessions = sqliteSessionPurger(sqliteSessions);
    rateLimiter = openSqliteRateLimiter({ file: file('ratelimit.db') });
  }
  const classroom = redis ? openRedisClassroomStore({ client: redis }) : openMemoryClassroomStore();
  const masterKey = loadMasterKey(config.dataDir, config.keyEncryptionKey ?? undefined);
  const keys = cachedKeyStore(
    config.mongoUrl
      ? await openMongoKeyStore({ url: config.mongoUrl, masterKey })
      : openSqliteKeyStore({ file: file('keys.db'), masterKey }),
  );
  const eventStore = encryptingEventStore(rawEventStore, keys, PERSONAL_DATA);
  const mailer = openMailer({
    smtpUrl: config.smtpUrl ?? undefined,
    dataDir: config.dataDir,
    from: config.mailFrom,
  });
  return {
    kinds: {
      eventStore: rawEventStore.kind,
      bus: bus.kind,
      readModels: readModels.kind,
      sessions: redis ? 'redis' : 'embedded',
    },
    eventStore,
    rawEventStore,
    decrypt: (event) => decryptRecordedEvent(event, keys, PERSONAL_DATA),
    keys,
    mailer,
    rateLimiter,
    purgeSessions,
    bus,
    readModels,
    sessionStore,
    sessionSecret: config.sessionSecret ?? sessionSecretIn(config.dataDir),
    redis,
    classroom,
    close: async () => {
      await classroom.close();
      await rawEventStore.close();
      await keys.close();
      await mailer.close();
      await rateLimiter.close();
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

/**
 * One secret per deployment, generated on first start, readable only by its owner. The roles of
 * `npm start` start side by side on one DATA_DIR: the secret is written whole to a temp file and
 * linked into place, so the first process wins and none reads a half-written file.
 */
function sessionSecretIn(dataDir: string): string {
  const file = path.join(dataDir, 'session-secret');
  const existing = readSecret(file);
  if (existing) {
    return existing;
  }
  const temp = path.join(dataDir, `.session-secret.${randomBytes(8).toString('hex')}.tmp`);
  fs.writeFileSync(temp, randomBytes(48).toString('base64url'), { mode: 0o600, flag: 'wx' });
  try {
    fs.linkSync(temp, file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') {
      throw error;
    }
  } finally {
    fs.unlinkSync(temp);
  }
  return readSecret(file)!;
}

function readSecret(file: string): string | null {
  try {
    return fs.readFileSync(file, 'utf8').trim() || null;
  } catch {
    return null;
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
