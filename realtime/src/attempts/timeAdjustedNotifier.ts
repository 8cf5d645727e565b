import type { Notification } from '@portal/contracts';
import { AttemptTimeAdjusted, timeAdjustedNotification } from '@portal/contracts';
import type { Bus, BusMessage, Consumer, Logger } from '@portal/platform';

/** The notifier's own consumer group: it sees every event, whatever the projections do. */
export const TIME_ADJUSTED_NOTIFIER_GROUP = 'realtime.attemptTimeAdjustments';

export interface TimeAdjustedNotifierDeps {
  readonly bus: Bus;
  readonly topic: string;
  readonly logger: Logger;
  /** Pushes to every socket of one person (createRealtime's notify). */
  readonly notify: (userId: string, notification: Notification) => void;
  readonly now: () => Date;
}

/**
 * Turns each AttemptTimeAdjusted on the event topic into a 'time-adjusted' push to the student's
 * sockets ({attemptId, timeRemaining, deadline}), so a running exam's timer follows the server at
 * once. A push whose deadline has passed is dropped; a student offline gets the new time from the
 * next save or resume, which always answer the server's timeRemaining.
 */
export async function startTimeAdjustedNotifier(deps: TimeAdjustedNotifierDeps): Promise<Consumer> {
  const handle = (message: BusMessage) => {
    let raw: unknown;
    try {
      raw = JSON.parse(message.value);
    } catch {
      return;
    }
    if ((raw as { type?: unknown } | null)?.type !== 'AttemptTimeAdjusted') {
      return;
    }
    const parsed = AttemptTimeAdjusted.safeParse(raw);
    if (!parsed.success) {
      deps.logger.warn('unreadable attempt time adjustment on the bus', { offset: message.offset });
      return;
    }
    const { data } = parsed.data;
    const now = deps.now();
    if (Date.parse(data.deadline) <= now.getTime()) {
      return;
    }
    deps.notify(
      data.studentId,
      timeAdjustedNotification({ attemptId: data.attemptId, deadline: data.deadline, now }),
    );
    deps.logger.debug('attempt time adjustment pushed', { attemptId: data.attemptId });
  };
  return deps.bus.consume({
    topic: deps.topic,
    groupId: TIME_ADJUSTED_NOTIFIER_GROUP,
    handleBatch: (batch) => {
      batch.forEach(handle);
      return Promise.resolve();
    },
    onError: (error) => deps.logger.error('attempt time notifier failed', { error }),
  });
}
