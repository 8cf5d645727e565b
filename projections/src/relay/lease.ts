import type { Document, ReadModelStore } from '@portal/platform';
import { DuplicateKeyError } from '@portal/platform';

interface LeaseDocument extends Document {
  owner: string;
  expiresAt: number;
}

/**
 * A lease in the read-model store: one holder at a time across processes, taken over when
 * the holder stops renewing. Needs only a conditional upsert, which every adapter has.
 */
export async function tryAcquireLease(
  store: ReadModelStore,
  name: string,
  owner: string,
  ttlMs: number,
  now = Date.now(),
): Promise<boolean> {
  try {
    const result = await store
      .collection<LeaseDocument>('leases')
      .updateOne(
        { _id: name, $or: [{ owner }, { expiresAt: { $lt: now } }] },
        { $set: { owner, expiresAt: now + ttlMs } },
        { upsert: true },
      );
    return result.matchedCount + result.upsertedCount > 0;
  } catch (error) {
    if (error instanceof DuplicateKeyError) {
      return false;
    }
    throw error;
  }
}

export async function releaseLease(store: ReadModelStore, name: string, owner: string): Promise<void> {
  await store.collection<LeaseDocument>('leases').deleteOne({ _id: name, owner });
}
