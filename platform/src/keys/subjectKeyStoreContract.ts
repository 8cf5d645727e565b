import { randomBytes, randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { eachTestFixture } from '../testing/eachTestFixture';
import { KEY_BYTES, WrongMasterKeyError } from './port';
import type { SubjectKeyStore } from './port';

export interface SubjectKeyStoreFixture {
  /** A store on storage of the test's own, opened with `masterKey`. */
  readonly store: SubjectKeyStore;
  readonly masterKey: Buffer;
  /** Opens the same storage again, as another process would; cleanup closes what it opened. */
  readonly openAnother: (masterKey: Buffer) => Promise<SubjectKeyStore>;
  /** Closes every store opened and removes the storage. */
  readonly cleanup: () => Promise<void>;
}

/**
 * The subject-key port's contract, run against every adapter. What only one adapter can show
 * (several OS processes on one SQLite file, bytes left on disk) is tested beside it.
 */
export function subjectKeyStoreContract(
  adapterName: string,
  open: () => Promise<SubjectKeyStoreFixture>,
): void {
  describe(`subject key store contract: ${adapterName}`, () => {
    let store: SubjectKeyStore;
    const fixture = eachTestFixture(open, (opened) => {
      store = opened.store;
    });

    it('given a subject without a key, when getOrCreate is called twice, then both calls answer the same 32-byte key and get answers it too', async () => {
      const subject = subjectId();
      const first = await store.getOrCreate(subject);
      const second = await store.getOrCreate(subject);
      expect(first).toHaveLength(KEY_BYTES);
      expect(second.equals(first)).toBe(true);
      expect((await store.get(subject))?.equals(first)).toBe(true);
    });

    it('given a subject that never had a key, when get is called, then it answers null and creates nothing', async () => {
      const subject = subjectId();
      expect(await store.get(subject)).toBeNull();
      expect(await store.get(subject)).toBeNull();
    });

    it('given two subjects, when each gets a key, then the keys differ', async () => {
      const [a, b] = await Promise.all([store.getOrCreate(subjectId()), store.getOrCreate(subjectId())]);
      expect(a.equals(b)).toBe(false);
    });

    it('given two stores on one storage, when 50 getOrCreate calls for one new subject run at once across them, then every call gets the same key', async () => {
      const other = await fixture().openAnother(fixture().masterKey);
      const subject = subjectId();
      const keys = await Promise.all(
        Array.from({ length: 50 }, (_, i) => (i % 2 === 0 ? store : other).getOrCreate(subject)),
      );
      expect(new Set(keys.map((key) => key.toString('hex'))).size).toBe(1);
      expect((await other.get(subject))?.equals(keys[0]!)).toBe(true);
    });

    it('given a key, when it is destroyed, then get answers null here and in another store on the same storage', async () => {
      const subject = subjectId();
      const kept = subjectId();
      await store.getOrCreate(subject);
      const keptKey = await store.getOrCreate(kept);
      await store.destroy(subject);
      const other = await fixture().openAnother(fixture().masterKey);
      expect(await store.get(subject)).toBeNull();
      expect(await other.get(subject)).toBeNull();
      expect((await store.get(kept))?.equals(keptKey)).toBe(true);
    });

    it('given a destroyed key, when getOrCreate is called, then a new, different key is made and every store sees it', async () => {
      const subject = subjectId();
      const old = await store.getOrCreate(subject);
      await store.destroy(subject);
      const fresh = await store.getOrCreate(subject);
      expect(fresh).toHaveLength(KEY_BYTES);
      expect(fresh.equals(old)).toBe(false);
      const other = await fixture().openAnother(fixture().masterKey);
      expect((await other.get(subject))?.equals(fresh)).toBe(true);
    });

    it('given a subject without a key, when it is destroyed (twice), then nothing fails', async () => {
      const subject = subjectId();
      await expect(store.destroy(subject)).resolves.toBeUndefined();
      await expect(store.destroy(subject)).resolves.toBeUndefined();
      expect(await store.get(subject)).toBeNull();
    });

    it('given stored keys, when the storage is opened with the same master key, then the same keys are read', async () => {
      const subject = subjectId();
      const key = await store.getOrCreate(subject);
      await store.close();
      const reopened = await fixture().openAnother(fixture().masterKey);
      expect((await reopened.get(subject))?.equals(key)).toBe(true);
    });

    it('given stored keys, when the storage is opened with another master key, then opening fails with WrongMasterKeyError', async () => {
      await store.getOrCreate(subjectId());
      const wrong = randomBytes(KEY_BYTES);
      const error: unknown = await fixture()
        .openAnother(wrong)
        .catch((e: unknown) => e);
      expect(error).toBeInstanceOf(WrongMasterKeyError);
      expect((error as Error).message).toMatch(/master key does not match/);
    });

    it('given a master key of the wrong length, when opening, then it fails before touching the storage', async () => {
      await expect(fixture().openAnother(randomBytes(16))).rejects.toThrow(/32 bytes/);
    });

    it('given an empty or oversized subject id, when used, then the call rejects with a RangeError', async () => {
      await expect(store.getOrCreate('')).rejects.toBeInstanceOf(RangeError);
      await expect(store.get('x'.repeat(201))).rejects.toBeInstanceOf(RangeError);
      await expect(store.destroy('')).rejects.toBeInstanceOf(RangeError);
    });
  });
}

function subjectId(): string {
  return `subject-${randomUUID()}`;
}
