import { AsyncLocalStorage } from 'node:async_hooks';
import { excludeSystemEvents } from '@eventstore/db-client';
import type {
  AllStreamResolvedEvent,
  AllStreamSubscription,
  EventStoreDBClient,
} from '@eventstore/db-client';
import type { SubscribeOptions, Subscription } from '../port';
import { isSystemEvent, toPortPosition, toRecordedEvent } from './mapping';
import { headPosition, startFor } from './reads';

// Lets stop() know it is called from this subscription's own handler: awaiting the loop there
// would wait for the very handler that is waiting for stop().
const handlerOf = new AsyncLocalStorage<Subscription>();

const STOPPED = Symbol('stopped');

/**
 * Catch-up subscription to $all from a port checkpoint. Events are pulled one at a time through
 * the client's async iterator, so a slow handler back-pressures the gRPC stream.
 *
 * Caught up: servers from 23.10 send a caught-up message; older ones do not, so the head read at
 * start serves too (caught up once the newest event stored then has been delivered).
 */
export function startSubscription(
  client: EventStoreDBClient,
  options: SubscribeOptions,
  onFinished: (subscription: Subscription) => void,
): Subscription {
  const after = options.after ?? 0;
  let stopped = false;
  let source: AllStreamSubscription | undefined;
  let signalStop: (value: typeof STOPPED) => void = () => undefined;
  const stopSignal = new Promise<typeof STOPPED>((resolve) => {
    signalStop = resolve;
  });

  const subscription: Subscription = {
    stop() {
      if (!stopped) {
        stopped = true;
        signalStop(STOPPED);
        void source?.unsubscribe().catch(() => undefined);
      }
      return handlerOf.getStore() === subscription ? Promise.resolve() : finished;
    },
  };

  let delivered = BigInt(after); // commit position of the newest event seen; skips duplicates
  let handed = BigInt(after); // ... of the newest event handed to onEvent
  let serverCaughtUp = false;
  let handling = false;
  let reported: bigint | undefined; // `handed` when caught-up was last reported

  function reportCaughtUp(): void {
    // report again only when something was handed over since; skipped system events do not count
    if (stopped || (reported !== undefined && reported >= handed)) {
      return;
    }
    reported = handed;
    options.onCaughtUp?.(toPortPosition(delivered) ?? after);
  }

  // events received before the caught-up message may still sit in the stream's buffer
  function checkServerCaughtUp(): void {
    if (serverCaughtUp && !handling && source !== undefined && source.readableLength === 0) {
      serverCaughtUp = false;
      reportCaughtUp();
    }
  }

  async function run(): Promise<void> {
    const [start, head] = await Promise.all([startFor(client, after), headPosition(client)]);
    if (stopped) {
      return;
    }
    const target = BigInt(head);
    source = client.subscribeToAll({ fromPosition: start, filter: excludeSystemEvents() });
    source.on('caughtUp', () => {
      serverCaughtUp = true;
      checkServerCaughtUp();
    });
    const events = source[Symbol.asyncIterator]();
    try {
      if (target <= delivered) {
        reportCaughtUp();
      }
      while (!stopped) {
        const next = await Promise.race([events.next(), stopSignal]);
        if (next === STOPPED || next.done === true) {
          return;
        }
        await deliver(next.value);
        if (delivered >= target && reported === undefined) {
          reportCaughtUp();
        }
        checkServerCaughtUp();
      }
    } finally {
      source.on('error', () => undefined); // a cancelled call may still report into the piped stream
      await source.unsubscribe().catch(() => undefined);
      source.destroy();
    }
  }

  async function deliver(resolved: AllStreamResolvedEvent): Promise<void> {
    const event = resolved.event;
    if (event === undefined || event.position.commit <= delivered) {
      return;
    }
    delivered = event.position.commit;
    if (isSystemEvent(event) || stopped) {
      return;
    }
    const recorded = toRecordedEvent(event);
    handed = delivered;
    handling = true;
    try {
      await handlerOf.run(subscription, () => options.onEvent(recorded));
    } finally {
      handling = false;
    }
  }

  const finished: Promise<void> = run()
    .catch((error: unknown) => {
      if (stopped) {
        return; // errors of a cancelled stream after stop() are expected
      }
      stopped = true;
      if (options.onError) {
        options.onError(error);
      } else {
        console.error('eventstoredb subscription stopped on an error without onError', error);
      }
    })
    .finally(() => onFinished(subscription));

  return subscription;
}
