import { AttemptTimeAdjusted, timeAdjustedNotification } from '@portal/contracts';
import type { Consumer } from '@portal/platform';
import type { PushNotifierDeps } from '../eventNotifier';
import { startEventNotifier } from '../eventNotifier';

/** The notifier's own consumer group: it sees every event, whatever the projections do. */
export const TIME_ADJUSTED_NOTIFIER_GROUP = 'realtime.attemptTimeAdjustments';

export type TimeAdjustedNotifierDeps = PushNotifierDeps;

/**
 * Turns each AttemptTimeAdjusted on the event topic into a 'time-adjusted' push to the student's
 * sockets ({attemptId, timeRemaining, deadline}), so a running exam's timer follows the server at
 * once. A push whose deadline has passed is dropped; a student offline gets the new time from the
 * next save or resume, which always answer the server's timeRemaining.
 */
export function startTimeAdjustedNotifier(deps: TimeAdjustedNotifierDeps): Promise<Consumer> {
  return startEventNotifier({
    ...deps,
    groupId: TIME_ADJUSTED_NOTIFIER_GROUP,
    eventType: 'AttemptTimeAdjusted',
    schema: AttemptTimeAdjusted,
    label: 'attempt time adjustment',
    push: ({ data }) => {
      const now = deps.now();
      if (Date.parse(data.deadline) <= now.getTime()) {
        return;
      }
      deps.notify(
        data.studentId,
        timeAdjustedNotification({ attemptId: data.attemptId, deadline: data.deadline, now }),
      );
      deps.logger.debug('attempt time adjustment pushed', { attemptId: data.attemptId });
    },
  });
}
