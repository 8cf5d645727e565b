import type { BusMessage } from '../port';
import type { MessageStore, PartitionClaim } from './messageStore';
import { Wakeup } from './wakeup';

export interface PartitionWorkerDeps {
  readonly store: MessageStore;
  readonly claim: PartitionClaim;
  readonly handleBatch: (batch: readonly BusMessage[]) => Promise<void>;
  readonly maxBatchSize: number;
  readonly retryBackoffMs: number;
  /** False while this member's lease may have lapsed: start no batch then. */
  readonly leaseValid: () => boolean;
  readonly report: (error: unknown) => void;
}

/** Safety net only: the consumer wakes idle workers as soon as it sees new messages. */
const IDLE_RECHECK_MS = 1_000;
const MAX_BACKOFF_MS = 5_000;

/**
 * Delivers one claimed partition: fetch from the committed offset, hand the batch over, commit
 * after it resolves. One batch at a time, so the per-key order holds and a failed batch is
 * retried before anything after it.
 */
export class PartitionWorker {
  readonly done: Promise<void>;
  private readonly newData = new Wakeup();
  private readonly stopSignal = new Wakeup();
  private stopRequested = false;
  private position = 0;

  constructor(private readonly deps: PartitionWorkerDeps) {
    this.done = this.run();
  }

  get claimId(): string {
    return this.deps.claim.claimId;
  }

  /** Next offset this worker will fetch. */
  get nextOffset(): number {
    return this.position;
  }

  wake(): void {
    this.newData.wake();
  }

  /** Finishes the batch in flight (and commits it), then ends. */
  requestStop(): void {
    this.stopRequested = true;
    this.stopSignal.wake();
    this.newData.wake();
  }

  private async run(): Promise<void> {
    const { store, claim } = this.deps;
    let failures = 0;
    let positioned = false;
    while (!this.stopRequested) {
      try {
        if (!positioned) {
          this.position = store.committed(claim.groupId, claim.topic, claim.partition);
          positioned = true;
        }
        if (!this.deps.leaseValid()) {
          await this.newData.wait(IDLE_RECHECK_MS);
          continue;
        }
        const batch = store.fetch(claim.topic, claim.partition, this.position, this.deps.maxBatchSize);
        const last = batch.at(-1);
        if (last === undefined) {
          await this.newData.wait(IDLE_RECHECK_MS);
          continue;
        }
        await this.deps.handleBatch(batch);
        if (!store.commit(claim, last.offset + 1)) {
          // The claim was revoked (our lease lapsed): the new owner redelivers from its commit.
          return;
        }
        this.position = last.offset + 1;
        failures = 0;
      } catch (error) {
        this.deps.report(error);
        failures += 1;
        await this.stopSignal.wait(Math.min(this.deps.retryBackoffMs * 2 ** (failures - 1), MAX_BACKOFF_MS));
        // Redeliver from the committed offset, as the port promises.
        positioned = false;
      }
    }
  }
}
