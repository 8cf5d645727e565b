import { describe, expect, it } from 'vitest';
import { generateSessionCode, openMemoryClassroomStore } from '@portal/platform';
import { SessionCache } from './sessionCache';

describe('session cache', () => {
  it('given a cached session, when the store changes, then the copy is kept until invalidated or expired', async () => {
    const store = openMemoryClassroomStore();
    let now = 0;
    const cache = new SessionCache(store, 1_000, () => now);
    const code = generateSessionCode();
    expect(await cache.get(code)).toBeNull();
    await store.createSession({ code, tutorId: 't1', title: 'T', quiz: null, createdAt: 'now' }, 60_000);
    expect(await cache.get(code)).toBeNull(); // the copy: not yet
    cache.invalidate(code);
    expect((await cache.get(code))?.status).toBe('waiting');
    await store.setStatus(code, 'active');
    expect((await cache.get(code))?.status).toBe('waiting');
    now = 1_000;
    expect((await cache.get(code))?.status).toBe('active');
  });

  it('given loads in flight, when asked twice at once, then the store is read once', async () => {
    const store = openMemoryClassroomStore();
    let reads = 0;
    const counting = { ...store, getSession: (code: string) => ((reads += 1), store.getSession(code)) };
    const cache = new SessionCache(counting);
    const code = generateSessionCode();
    await Promise.all([cache.get(code), cache.get(code), cache.get(code)]);
    expect(reads).toBe(1);
  });
});
