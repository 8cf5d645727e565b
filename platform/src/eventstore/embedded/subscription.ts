import { AsyncLocalStorage } from 'node:async_hooks';
import { setImmediate as nextTurn } from 'node:timers/promises';
import type { RecordedEvent, SubscribeOptions, Subscription } from '../port';
import type { ChangeSignal, ChangeWait } from './changeSignal';

export interface SubscriptionSource {
  /** Events with position > after, in position order, at most `limit`. */
  readonly readPage: (after: number, limit: number) => RecordedEvent[];
  readonly changes: ChangeSignal;
  readonly pageSize: number;
}

// Lets stop() know it is called from this subscription's own handler: awaiting the loop there
// would wait for the very handler that is waiting for stop().
const handlerOf = new AsyncLocalStorage<Subscription>();

/**
 * Catch-up then live: reads pages after the checkpoint, delivers them one by one, and when a
 * page comes back short (caught up) waits for the change signal before reading again.
 */
export function startSubscription(source: SubscriptionSource, options: SubscribeOptions): Subscription {
  let stopped = false;
  let waiting: ChangeWait | undefined;

  const subscription: Subscription = {
    stop() {
      stopped = true;
      waiting?.cancel();
      return handlerOf.getStore() === subscription ? Promise.resolve() : finished;
    },
  };

  async function run(): Promise<void> {
    await Promise.resolve(); // deliver nothing before subscribeToAll has returned
    let checkpoint = options.after ?? 0;
    let reportedCaughtUp: number | undefined;
    while (!stopped) {
      const page = source.readPage(checkpoint, source.pageSize);
      for (const event of page) {
        if (stopped) {
          return;
        }
        await handlerOf.run(subscription, () => options.onEvent(event));
        checkpoint = event.position;
      }
      if (stopped) {
        return;
      }
      if (page.length === source.pageSize) {
        await nextTurn(); // a long catch-up must not starve I/O when handlers resolve synchronously
        continue;
      }
      if (reportedCaughtUp !== checkpoint) {
        reportedCaughtUp = checkpoint;
        options.onCaughtUp?.(checkpoint);
        if (stopped) {
          return; // onCaughtUp may stop the subscription
        }
      }
      waiting = source.changes.waitBeyond(checkpoint);
      await waiting.changed;
      waiting = undefined;
    }
  }

  const finished = run().catch((error: unknown) => {
    stopped = true;
    if (options.onError) {
      options.onError(error);
    } else {
      console.error('event store subscription stopped on an error without onError', error);
    }
  });

  return subscription;
}
