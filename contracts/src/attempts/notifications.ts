import type { Notification } from '../realtime';
import { ATTEMPT_MESSAGES } from './messages';

/** The realtime push a student's sockets get when their running attempt's deadline moves. */
export const TIME_ADJUSTED_NOTIFICATION = 'time-adjusted';
export interface TimeAdjustedNotification extends Notification {
  type: typeof TIME_ADJUSTED_NOTIFICATION;
  attemptId: string;
  /** seconds, from the server's clock when pushed */
  timeRemaining: number;
  deadline: string;
}
export function timeAdjustedNotification(input: {
  attemptId: string;
  deadline: string;
  now: Date;
}): TimeAdjustedNotification {
  return {
    type: TIME_ADJUSTED_NOTIFICATION,
    attemptId: input.attemptId,
    deadline: input.deadline,
    timeRemaining: Math.max(0, Math.floor((Date.parse(input.deadline) - input.now.getTime()) / 1000)),
    message: ATTEMPT_MESSAGES.timeAdjusted,
    at: input.now.toISOString(),
  };
}
