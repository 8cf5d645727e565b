import { io } from 'socket.io-client';
import { TIME_ADJUSTED_NOTIFICATION } from '@portal/contracts';

interface Push {
  type?: string;
  attemptId?: string;
  timeRemaining?: number;
}

/**
 * Listens, while an exam runs, for the server's pushes about this attempt: a tutor's extra time
 * reaches the timer at once, not at the next save. The session cookie authenticates the socket.
 * Returns the unsubscribe.
 */
export function onTimeAdjusted(attemptId: string, apply: (timeRemaining: number) => void): () => void {
  const socket = io({ path: '/socket.io', withCredentials: true, transports: ['websocket', 'polling'] });
  socket.on('notification', (push: Push) => {
    if (
      push.type === TIME_ADJUSTED_NOTIFICATION &&
      push.attemptId === attemptId &&
      typeof push.timeRemaining === 'number'
    ) {
      apply(push.timeRemaining);
    }
  });
  return () => {
    socket.disconnect();
  };
}
