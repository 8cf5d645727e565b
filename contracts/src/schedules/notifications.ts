import type { Notification } from '../realtime';

/** The realtime push a student receives when a schedule holding them is cancelled. */
export const SCHEDULE_CANCELLED_NOTIFICATION = 'schedule-cancelled';
export interface ScheduleCancelledNotification extends Notification {
  type: typeof SCHEDULE_CANCELLED_NOTIFICATION;
  scheduleId: string;
}
export function scheduleCancelledNotification(input: {
  scheduleId: string;
  title: string;
  reason: string;
  at: string;
}): ScheduleCancelledNotification {
  return {
    type: SCHEDULE_CANCELLED_NOTIFICATION,
    scheduleId: input.scheduleId,
    message: `"${input.title}" has been cancelled: ${input.reason}`,
    at: input.at,
  };
}
