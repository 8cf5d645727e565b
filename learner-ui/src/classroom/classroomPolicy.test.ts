import { describe, expect, it } from 'vitest';
import { CLASSROOM_SOCKET_OPTIONS, CLASSROOM_TIMING, nextQuizDataStep } from './classroomPolicy';

describe('classroom policy', () => {
  it('asks for the quiz 3 times in all, then gives up', () => {
    expect(nextQuizDataStep(1)).toEqual({ kind: 'retry', attempt: 2 });
    expect(nextQuizDataStep(2)).toEqual({ kind: 'retry', attempt: 3 });
    expect(nextQuizDataStep(3)).toEqual({ kind: 'give-up' });
  });

  it('uses the timings of spec 002 §9', () => {
    expect(CLASSROOM_TIMING).toMatchObject({
      joinAfterAuthenticateMs: 500,
      resetRerequestMs: 100,
      quizDataRetryMs: 3_000,
    });
    expect(CLASSROOM_SOCKET_OPTIONS).toMatchObject({
      path: '/socket.io',
      withCredentials: true,
      transports: ['websocket', 'polling'],
      reconnectionAttempts: 5,
      reconnectionDelay: 1_000,
    });
  });
});
