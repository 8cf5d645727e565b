import { ExamScheduleCancelled, scheduleCancelledNotification } from '@portal/contracts';
import type { Consumer } from '@portal/platform';
import type { PushNotifierDeps } from '../eventNotifier';
import { startEventNotifier } from '../eventNotifier';

/** The notifier's own consumer group: it sees every event, whatever the projections do. */
export const CANCELLATION_NOTIFIER_GROUP = 'realtime.scheduleCancellations';

/** A push older than this is dropped: the e-mail told the student, and a new group reads from the start. */
export const CANCELLATION_PUSH_MAX_AGE_MS = 15 * 60_000;

export interface CancellationNotifierDeps extends PushNotifierDeps {
  readonly maxAgeMs?: number;
}

/**
 * Turns each ExamScheduleCancelled on the event topic into a 'schedule-cancelled' notification to
 * every affected student who is online (room user:<id>; with REDIS_URL on whichever node they are).
 * Delivery is at most once per online socket; a student offline learns it from the e-mail and the
 * schedule list.
 */
export function startCancellationNotifier(deps: CancellationNotifierDeps): Promise<Consumer> {
  const maxAgeMs = deps.maxAgeMs ?? CANCELLATION_PUSH_MAX_AGE_MS;
  return startEventNotifier({
    ...deps,
    groupId: CANCELLATION_NOTIFIER_GROUP,
    eventType: 'ExamScheduleCancelled',
    schema: ExamScheduleCancelled,
    label: 'schedule cancellation',
    push: ({ data }) => {
      if (deps.now().getTime() - Date.parse(data.cancelledAt) > maxAgeMs) {
        return;
      }
      const notification = scheduleCancelledNotification({
        scheduleId: data.scheduleId,
        title: data.title,
        reason: data.reason,
        at: data.cancelledAt,
      });
      for (const studentId of new Set(data.studentIds)) {
        deps.notify(studentId, notification);
      }
      deps.logger.debug('schedule cancellation pushed', {
        scheduleId: data.scheduleId,
        students: data.studentIds.length,
      });
    },
  });
}
