import { describe, expect, it } from 'vitest';
import { ACCESS_STANDING_MESSAGES } from '@portal/contracts';
import { isRestricted, opensWhileRestricted, readStanding, standingMessage } from './consoleStanding';

describe('console standing', () => {
  it('restricts an unverified address and a pending tutor only', () => {
    expect(isRestricted('email_unverified')).toBe(true);
    expect(isRestricted('tutor_pending')).toBe(true);
    // missing consents are the consent gate's; students do not use the console
    expect(isRestricted('consent_required')).toBe(false);
    expect(isRestricted('parental_consent_pending')).toBe(false);
    expect(isRestricted('ok')).toBe(false);
    expect(isRestricted(undefined)).toBe(false);
  });

  it('reads the standing of /auth/me, ok when absent or unknown', () => {
    expect(readStanding('tutor_pending')).toBe('tutor_pending');
    expect(readStanding(undefined)).toBe('ok');
    expect(readStanding('superuser')).toBe('ok');
  });

  it('opens the profile and privacy pages only', () => {
    expect(opensWhileRestricted('/profile')).toBe(true);
    expect(opensWhileRestricted('/privacy')).toBe(true);
    expect(opensWhileRestricted('/')).toBe(false);
    expect(opensWhileRestricted('/students')).toBe(false);
    expect(opensWhileRestricted('/profileX')).toBe(false);
  });

  it('says what the server says', () => {
    expect(standingMessage('tutor_pending')).toBe(ACCESS_STANDING_MESSAGES.tutor_pending);
  });
});
