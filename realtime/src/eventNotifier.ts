import type { Notification } from '@portal/contracts';
import { isStoreOnlyEvent } from '@portal/contracts';
import type { Bus, BusMessage, Consumer, Logger } from '@portal/platform';

/** What every notifier on the event topic is given. */
export interface NotifierDeps {
  readonly bus: Bus;
  readonly topic: string;
  readonly logger: Logger;
  readonly now: () => Date;
}

/** A notifier that pushes to people's sockets. */
export interface PushNotifierDeps extends NotifierDeps {
  /** Pushes to every socket of one person (createRealtime's notify). */
  readonly notify: (userId: string, notification: Notification) => void;
}

/** A contract's event schema (zod), as far as the notifier needs it. */
export interface EventSchema<E> {
  safeParse(raw: unknown): { success: true; data: E } | { success: false };
}

export interface EventNotifierOptions<E> extends Omit<NotifierDeps, 'now'> {
  /** The notifier's own consumer group: it sees every event, whatever the projections do. */
  readonly groupId: string;
  /** The event type it handles (or several: then `schema` reads each of them). */
  readonly eventType: string | readonly string[];
  readonly schema: EventSchema<E>;
  /** What the logs call it ("attempt time adjustment", "schedule cancellation"). */
  readonly label: string;
  /**
   * Handles one event. A promise is awaited before the next event; a rejection has the batch
   * delivered again (at least once), so an asynchronous push must be idempotent.
   */
  readonly push: (event: E) => void | Promise<void>;
}

/**
 * Consumes the event topic and hands each event of its type(s), checked against its contract, to
 * `push`. Other events and unreadable messages are skipped, so one bad message never stops the
 * pushes that follow it. Domain code never touches sockets: commands only record events.
 */
export function startEventNotifier<E>(options: EventNotifierOptions<E>): Promise<Consumer> {
  const named = typeof options.eventType === 'string' ? [options.eventType] : options.eventType;
  const storeOnly = named.filter(isStoreOnlyEvent);
  if (storeOnly.length > 0) {
    return Promise.reject(
      new Error(`${options.label} notifier names ${storeOnly.join(', ')}, which never reach the bus`),
    );
  }
  const types = new Set<unknown>(named);
  const handle = async (message: BusMessage) => {
    let raw: unknown;
    try {
      raw = JSON.parse(message.value);
    } catch {
      return;
    }
    if (!types.has((raw as { type?: unknown } | null)?.type)) {
      return;
    }
    const parsed = options.schema.safeParse(raw);
    if (!parsed.success) {
      options.logger.warn(`unreadable ${options.label} on the bus`, { offset: message.offset });
      return;
    }
    await options.push(parsed.data);
  };
  return options.bus.consume({
    topic: options.topic,
    groupId: options.groupId,
    handleBatch: async (batch) => {
      for (const message of batch) {
        await handle(message);
      }
    },
    onError: (error) => options.logger.error(`${options.label} notifier failed`, { error }),
  });
}
