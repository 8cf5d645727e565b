import { RedisStore } from 'connect-redis';
import type { Redis } from 'ioredis';

export const REDIS_SESSION_PREFIX = 'portal:sess:';

/** Sessions shared by every process of a deployment through Redis (REDIS_URL). */
export function redisSessionStore(client: Redis): RedisStore {
  return new RedisStore({ client, prefix: REDIS_SESSION_PREFIX });
}
