import type { ApiClient } from './api';
import { waitForMailLink } from './mail';
import type { RunningSystem } from './server';

/**
 * Set-up for journeys whose subject is not the access gate (issue 15): brings an account to good
 * standing as its people would — the owner clicks the e-mailed verification link, the consent
 * form is accepted, a child's parent clicks the confirmation link — through the real server.
 */

/** Clicks the verification link mailed to `email` (the page's button posts). */
export async function verifyEmailViaOutbox(system: RunningSystem, email: string): Promise<void> {
  const { path } = await waitForMailLink(system, email, /\/verify-email\/[\w-]+/);
  const answer = await fetch(`${system.url}${path}`, { method: 'POST' });
  if (answer.status !== 200) {
    throw new Error(`e-mail of ${email} not verified: ${answer.status}`);
  }
}

/** The parent clicks the consent link mailed to `parentEmail`; signed in (`parent`), it links them. */
export async function confirmParentViaOutbox(
  system: RunningSystem,
  parentEmail: string,
  parent?: ApiClient,
): Promise<void> {
  const { path } = await waitForMailLink(system, parentEmail, /\/parental-consent\/[\w-]+/);
  const answer = await fetch(`${system.url}${path}`, {
    method: 'POST',
    headers: parent ? { cookie: parent.cookieHeader } : {},
  });
  if (answer.status !== 200) {
    throw new Error(`parental consent for ${parentEmail} not confirmed: ${answer.status}`);
  }
}
