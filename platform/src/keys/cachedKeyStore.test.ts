import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cachedKeyStore } from './cachedKeyStore';
import type { SubjectKeyStore } from './port';
import { tempKeyStores } from './tempKeyStore.fixture';
import type { TempKeyStores } from './tempKeyStore.fixture';

// Two stores on one key file stand for two processes: `elsewhere` changes keys behind the
// cache's back, which is the only way the cache can be seen serving from memory.
describe('cached key store', () => {
  let temp: TempKeyStores;
  let elsewhere: SubjectKeyStore;
  let now: number;
  let cached: SubjectKeyStore;

  beforeEach(() => {
    temp = tempKeyStores();
    elsewhere = temp.open();
    now = 1_000_000;
    cached = cachedKeyStore(temp.open(), { ttlMs: 60_000, now: () => now });
  });

  afterEach(() => temp.cleanup());

  it('given a key read through the cache, when another process destroys it, then the cache serves it until the TTL ends', async () => {
    const key = await cached.getOrCreate('s1');
    await elsewhere.destroy('s1');
    now += 59_999;
    expect((await cached.get('s1'))?.equals(key)).toBe(true);
    now += 1;
    expect(await cached.get('s1')).toBeNull();
  });

  it('given a cached key, when it is destroyed through the cache, then get answers null at once and getOrCreate makes a new key', async () => {
    const old = await cached.getOrCreate('s1');
    await cached.destroy('s1');
    expect(await cached.get('s1')).toBeNull();
    const fresh = await cached.getOrCreate('s1');
    expect(fresh.equals(old)).toBe(false);
    expect((await elsewhere.get('s1'))?.equals(fresh)).toBe(true);
  });

  it('given no key, when another process creates one, then the cache sees it at once (absence is never cached)', async () => {
    expect(await cached.get('s2')).toBeNull();
    const key = await elsewhere.getOrCreate('s2');
    expect((await cached.get('s2'))?.equals(key)).toBe(true);
  });

  it('given 50 concurrent getOrCreate calls through the cache, then they all get one key', async () => {
    const keys = await Promise.all(Array.from({ length: 50 }, () => cached.getOrCreate('s3')));
    expect(new Set(keys.map((key) => key.toString('hex'))).size).toBe(1);
  });

  it('given more subjects than maxEntries, when a new one is cached, then the oldest is evicted', async () => {
    const small = cachedKeyStore(temp.open(), { maxEntries: 2, now: () => now });
    await small.getOrCreate('a');
    await small.getOrCreate('b');
    const c = await small.getOrCreate('c');
    await elsewhere.destroy('a');
    await elsewhere.destroy('c');
    expect(await small.get('a')).toBeNull(); // evicted, so the store was asked
    expect((await small.get('c'))?.equals(c)).toBe(true); // still cached
  });

  it('given a failed lookup, then it is not remembered', async () => {
    await expect(cached.get('')).rejects.toBeInstanceOf(RangeError);
    await expect(cached.getOrCreate('')).rejects.toBeInstanceOf(RangeError);
    expect(await cached.get('s4')).toBeNull();
  });
});
