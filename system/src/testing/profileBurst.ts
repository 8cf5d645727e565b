import { expect } from 'vitest';
import { Client } from './harness';

/** Concurrent profile changes by the admin, counted as the server acknowledges them. */
export interface ProfileBurst {
  acknowledged(): number;
  /** Resolves once at least `count` changes have been acknowledged. */
  reach(count: number): Promise<void>;
  /** Stops the writers and waits for the changes still in flight. */
  stop(): Promise<void>;
}

/**
 * Signs the admin in at `url` and starts `writers` loops of `PUT /api/profile`, each expecting 200:
 * the load the fault tests (a killed worker, a killed broker) keep up while they break things.
 */
export async function startProfileBurst(
  url: string,
  admin: { ADMIN_EMAIL: string; ADMIN_PASSWORD: string },
  writers = 8,
): Promise<ProfileBurst> {
  const client = new Client(url);
  expect((await client.login(admin.ADMIN_EMAIL, admin.ADMIN_PASSWORD)).status).toBe(200);
  let acknowledged = 0;
  let stopped = false;
  const loops = Array.from({ length: writers }, async () => {
    while (!stopped) {
      // profile changes: password changes are throttled to two checks at a time (issue 15)
      const answer = await client.request('PUT', '/api/profile', {
        firstName: `Admin${acknowledged}x${Math.random().toString(36).slice(2, 6)}`,
        lastName: 'Burst',
      });
      expect(answer.status).toBe(200); // the log takes commands while a worker or the bus is down
      acknowledged++;
    }
  });
  return {
    acknowledged: () => acknowledged,
    reach: async (count) => {
      while (acknowledged < count) {
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
    },
    stop: async () => {
      stopped = true;
      await Promise.all(loops);
    },
  };
}
