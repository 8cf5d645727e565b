/**
 * Group commit: appends issued in the same turn of the event loop are queued and written by one
 * transaction. Each caller's promise settles only after that transaction has committed (or
 * failed) and, with `durable`, after the commit has reached the disk. `durable` runs off the
 * event loop (an fsync in the thread pool) and at most one runs at a time: transactions that
 * commit while one is in flight share the next, so the disk sets the batch size, not the loop.
 */

export type Outcome<Result> =
  { readonly ok: true; readonly result: Result } | { readonly ok: false; readonly error: unknown };

export interface GroupCommit<Request, Result> {
  submit(request: Request): Promise<Result>;
  /** Writes everything queued now, synchronously (used by close). */
  flushNow(): void;
  /** Settles when every commit so far is durable (close waits for it). */
  settled(): Promise<void>;
}

export interface GroupCommitOptions<Request, Result> {
  /** Writes one batch in one transaction; returns one outcome per request, or throws when nothing was stored. */
  readonly write: (batch: readonly Request[]) => readonly Outcome<Result>[];
  /** Called after a batch committed (and is durable), before the callers' promises settle. */
  readonly afterCommit?: () => void;
  /** Makes every commit so far durable (fsync of the log); without it a commit is taken as durable. */
  readonly durable?: () => Promise<void>;
  /** Bounds how long one transaction holds the write lock that other processes wait for. */
  readonly maxBatchSize?: number;
  readonly schedule?: (run: () => void) => void;
}

interface Pending<Request, Result> {
  readonly request: Request;
  readonly resolve: (result: Result) => void;
  readonly reject: (error: unknown) => void;
}

export function createGroupCommit<Request, Result>(
  options: GroupCommitOptions<Request, Result>,
): GroupCommit<Request, Result> {
  const maxBatchSize = options.maxBatchSize ?? 1_000;
  // setImmediate rather than a microtask: it also gathers appends issued by I/O callbacks of the same loop turn.
  const schedule = options.schedule ?? ((run: () => void) => void setImmediate(run));
  let queue: Pending<Request, Result>[] = [];
  let scheduled = false;
  // committed batches waiting for the next sync, and the sync in flight
  let awaitingSync: { settle: () => void; fail: (error: unknown) => void }[] = [];
  let syncing: Promise<void> | null = null;

  function startSync(durable: () => Promise<void>): void {
    const group = awaitingSync;
    awaitingSync = [];
    syncing = durable()
      .then(
        () => group.forEach((waiter) => waiter.settle()),
        (error: unknown) => group.forEach((waiter) => waiter.fail(error)),
      )
      .finally(() => {
        syncing = null;
        if (awaitingSync.length > 0) {
          startSync(durable);
        }
      });
  }

  function writeOne(batch: readonly Pending<Request, Result>[]): void {
    let outcomes: readonly Outcome<Result>[];
    try {
      outcomes = options.write(batch.map((pending) => pending.request));
    } catch (error) {
      batch.forEach((pending) => pending.reject(error));
      return;
    }
    const settle = () => settleBatch(batch, outcomes);
    const durable = options.durable;
    if (durable === undefined) {
      settle();
      return;
    }
    // committed but not yet on disk: an append is acknowledged only once its fsync completes
    awaitingSync.push({ settle, fail: (error) => batch.forEach((pending) => pending.reject(error)) });
    if (syncing === null) {
      startSync(durable);
    }
  }

  function settleBatch(
    batch: readonly Pending<Request, Result>[],
    outcomes: readonly Outcome<Result>[],
  ): void {
    options.afterCommit?.();
    batch.forEach((pending, index) => {
      const outcome = outcomes[index];
      if (outcome === undefined) {
        pending.reject(new Error('group commit: the writer returned no outcome for this append'));
      } else if (outcome.ok) {
        pending.resolve(outcome.result);
      } else {
        pending.reject(outcome.error);
      }
    });
  }

  function flushNow(): void {
    scheduled = false;
    while (queue.length > 0) {
      const batch = queue.slice(0, maxBatchSize);
      queue = queue.slice(batch.length);
      writeOne(batch);
    }
  }

  return {
    submit(request) {
      return new Promise<Result>((resolve, reject) => {
        queue.push({ request, resolve, reject });
        if (!scheduled) {
          scheduled = true;
          schedule(flushNow);
        }
      });
    },
    flushNow,
    async settled() {
      while (syncing !== null) {
        await syncing;
      }
    },
  };
}
