import type { Redis } from 'ioredis';
import type { SessionPurger } from '../deps';
import type { SqliteSessionStore } from './sqliteSessionStore';
import { REDIS_SESSION_PREFIX } from './redisSessionStore';

export function sqliteSessionPurger(store: SqliteSessionStore): SessionPurger {
  return (userId, exceptSid) => Promise.resolve(store.destroyUser(userId, exceptSid));
}

/**
 * Redis keeps no index from person to sessions, so this scans the session keys; it runs on
 * password resets and erasures only, never on a request path.
 */
export function redisSessionPurger(client: Redis): SessionPurger {
  return async (userId, exceptSid) => {
    let removed = 0;
    const except = exceptSid ? `${REDIS_SESSION_PREFIX}${exceptSid}` : null;
    for await (const keys of client.scanStream({ match: `${REDIS_SESSION_PREFIX}*`, count: 500 })) {
      const batch = (keys as string[]).filter((key) => key !== except);
      if (batch.length === 0) {
        continue;
      }
      const values = await client.mget(...batch);
      const mine = batch.filter((_key, i) => sessionUserId(values[i] ?? null) === userId);
      if (mine.length > 0) {
        removed += await client.del(...mine);
      }
    }
    return removed;
  };
}

function sessionUserId(value: string | null): string | null {
  if (!value) {
    return null;
  }
  try {
    return (JSON.parse(value) as { userId?: string }).userId ?? null;
  } catch {
    return null;
  }
}
