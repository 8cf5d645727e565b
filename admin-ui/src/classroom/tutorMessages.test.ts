import { describe, expect, it } from 'vitest';
import { CLASSROOM_MESSAGES } from '@portal/contracts';
import { TUTOR_MESSAGES, isSessionGone, reasonOf } from './tutorMessages';

describe('tutor messages (spec 002 §8)', () => {
  it('words the failures as the spec does', () => {
    expect(TUTOR_MESSAGES.authenticationFailed('Not signed in')).toBe('Authentication failed: Not signed in');
    expect(TUTOR_MESSAGES.joinFailed('Invalid request')).toBe('Failed to join session: Invalid request');
    expect(TUTOR_MESSAGES.mustBeConnected).toBe('Must be connected to start session');
    expect(TUTOR_MESSAGES.selectQuiz).toBe('Please select or create a quiz before starting session');
  });

  it('knows when a session is gone', () => {
    expect(isSessionGone(CLASSROOM_MESSAGES.sessionNotFound)).toBe(true);
    expect(isSessionGone('This session has ended')).toBe(true);
    expect(isSessionGone(CLASSROOM_MESSAGES.notYourSession)).toBe(false);
    expect(isSessionGone(CLASSROOM_MESSAGES.invalidPayload)).toBe(false);
  });

  it('reads a reason from a string, an error or a payload', () => {
    expect(reasonOf(' timeout ')).toBe('timeout');
    expect(reasonOf(new Error('xhr poll error'))).toBe('xhr poll error');
    expect(reasonOf({ message: 'Not signed in' })).toBe('Not signed in');
    expect(reasonOf(undefined)).toBe('Unknown error');
    expect(reasonOf({}, 'no reason')).toBe('no reason');
  });
});
