import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { connectRedis, deleteByPrefix, redisAdapters, redisClientForSuite } from '../../testing/redis';
import { classroomStoreContract } from '../classroomStoreContract';
import { generateSessionCode } from '../port';
import { openRedisClassroomStore } from './redisClassroomStore';

const url = process.env.REDIS_URL;

function testPrefix(): string {
  return `portal:classroom:test-${randomBytes(6).toString('hex')}:`;
}

if (url) {
  // A prefix of each test's own under the real one, so tests never see each other's keys.
  classroomStoreContract('redis', async () => {
    const { first, openAnother, cleanup } = await redisAdapters(url, testPrefix(), (client, prefix) =>
      openRedisClassroomStore({ client, prefix }),
    );
    return { store: first, openAnother, cleanup };
  });

  describe('redis classroom store', () => {
    const redis = redisClientForSuite(url);

    it('given a session with a student, when stored, then every key of it carries the session TTL', async () => {
      const prefix = testPrefix();
      const store = openRedisClassroomStore({ client: redis(), prefix });
      const code = generateSessionCode();
      await store.createSession({ code, tutorId: 't', title: 'T', quiz: null, createdAt: 'now' }, 5_000);
      await store.joinParticipant(code, { userId: 's1', firstName: 'A', lastName: 'B' }, 'sock', 'now');
      await store.recordAnswer(code, 's1', 1, 'A', 't1');
      const keys = await redis().keys(`${prefix}*`);
      const ttls = await Promise.all(keys.map((key) => redis().pttl(key)));
      await deleteByPrefix(redis(), prefix);
      expect(keys.sort()).toEqual(
        [
          `${prefix}active`,
          `${prefix}{${code}}:session`,
          `${prefix}{${code}}:members`,
          `${prefix}{${code}}:p:s1`,
        ].sort(),
      );
      for (const ttl of ttls) {
        expect(ttl).toBeGreaterThan(0);
        expect(ttl).toBeLessThanOrEqual(5_000);
      }
    });

    it('given a student with answers in two sessions, when removed from the sessions that hold them, then no key names them and the sessions keep their TTL', async () => {
      const prefix = testPrefix();
      const store = openRedisClassroomStore({ client: redis(), prefix });
      const [first, second] = [generateSessionCode(), generateSessionCode()];
      const erased = { userId: 'erased-1', firstName: 'Edith', lastName: 'Rosebank' };
      for (const code of [first, second]) {
        await store.createSession({ code, tutorId: 't', title: 'T', quiz: null, createdAt: 'now' }, 5_000);
        await store.joinParticipant(code, erased, 'sock', 'now');
        await store.joinParticipant(
          code,
          { userId: 'kept-1', firstName: 'K', lastName: 'L' },
          'sock2',
          'now',
        );
        await store.recordAnswer(code, 'erased-1', 1, 'A', 't1');
      }
      await store.submit(first, 'erased-1', { score: 1 }, 't2');
      await store.setStatus(first, 'ended');
      for (const code of await store.sessionsOfParticipant('erased-1')) {
        await store.removeParticipant(code, 'erased-1');
      }
      const keys = await redis().keys(`${prefix}*`);
      const values = await Promise.all(
        keys.map(async (key) =>
          (await redis().type(key)) === 'set'
            ? (await redis().smembers(key)).join(',')
            : JSON.stringify(await redis().hgetall(key)),
        ),
      );
      const ttls = await Promise.all(keys.map((key) => redis().pttl(key)));
      await deleteByPrefix(redis(), prefix);
      expect(keys.filter((key) => key.includes('erased-1'))).toEqual([]);
      expect(values.filter((value) => /erased-1|Edith|Rosebank/.test(value))).toEqual([]);
      expect(keys.filter((key) => key.includes('kept-1'))).toHaveLength(2);
      for (const ttl of ttls) {
        expect(ttl).toBeGreaterThan(0);
      }
    });

    it('given user ids with glob characters, when their sessions are listed, then only their own are found', async () => {
      const prefix = testPrefix();
      const store = openRedisClassroomStore({ client: redis(), prefix });
      const code = generateSessionCode();
      await store.createSession({ code, tutorId: 't', title: 'T', quiz: null, createdAt: 'now' }, 5_000);
      await store.joinParticipant(code, { userId: 'ab', firstName: 'F', lastName: 'L' }, 'sock', 'now');
      const wildcard = await store.sessionsOfParticipant('a*');
      const question = await store.sessionsOfParticipant('a?');
      const own = await store.sessionsOfParticipant('ab');
      await deleteByPrefix(redis(), prefix);
      expect(wildcard).toEqual([]);
      expect(question).toEqual([]);
      expect(own).toEqual([code]);
    });

    it('given three nodes answering for 30 students at once, when read, then every answer is kept', async () => {
      const prefix = testPrefix();
      const nodes = await Promise.all([connectRedis(url), connectRedis(url), connectRedis(url)]);
      const stores = nodes.map((node) => openRedisClassroomStore({ client: node, prefix }));
      const code = generateSessionCode();
      await stores[0]!.createSession(
        { code, tutorId: 't', title: 'T', quiz: null, createdAt: 'now' },
        10_000,
      );
      const userIds = Array.from({ length: 30 }, (_, i) => `s${i}`);
      await Promise.all(
        userIds.map((userId, i) =>
          stores[i % 3]!.joinParticipant(code, { userId, firstName: 'F', lastName: 'L' }, `sock-${i}`, 'now'),
        ),
      );
      // Each student's answers go through a different node per question.
      await Promise.all(
        userIds.flatMap((userId, i) =>
          [1, 2, 3, 4, 5].map((q) => stores[(i + q) % 3]!.recordAnswer(code, userId, q, 'A', `t${q}`)),
        ),
      );
      const participants = await stores[1]!.getParticipants(code);
      await deleteByPrefix(redis(), prefix);
      await Promise.all(nodes.map((node) => node.quit()));
      expect(participants).toHaveLength(30);
      for (const participant of participants) {
        expect(Object.keys(participant.answers)).toHaveLength(5);
      }
    });

    it('given the default prefix, when a session is created, then its keys live under portal:classroom:', async () => {
      const store = openRedisClassroomStore({ client: redis() });
      const code = generateSessionCode();
      await store.createSession({ code, tutorId: 't', title: 'T', quiz: null, createdAt: 'now' }, 5_000);
      const exists = await redis().exists(`portal:classroom:{${code}}:session`);
      await store.deleteSession(code);
      expect(exists).toBe(1);
    });

    it('given a store closed, when used, then it rejects and the caller-owned client stays open', async () => {
      const store = openRedisClassroomStore({ client: redis(), prefix: testPrefix() });
      await store.close();
      await expect(store.listActive()).rejects.toThrow(/closed/);
      expect(await redis().ping()).toBe('PONG');
    });
  });
} else {
  describe.skip('redis classroom store (skipped: REDIS_URL not set)', () => {
    it('needs a Redis server: set REDIS_URL (node scripts/servers/redis.mjs starts one)', () => {});
  });
}
