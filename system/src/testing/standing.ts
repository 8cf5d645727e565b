import { randomUUID } from 'node:crypto';
import type { Client } from './harness';
import { outboxDirsFor, testSystemAt } from './harness';
import { linkToken, readOutbox } from './outbox';

export { giveEssentialConsents } from './consents';
export type { RequestClient } from './consents';

/**
 * Set-up for tests whose subject is not the access gate (issue 15): brings an account to good
 * standing the way its owner and the people around it would — the e-mailed verification link,
 * the consent form, the parent's e-mailed confirmation — and, for a self-registered tutor, the
 * administrator's verification.
 */

async function waitForMailTo(url: string, to: string, subject: RegExp, timeoutMs = 5_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = outboxDirsFor(url)
      .flatMap((dir) => readOutbox(dir))
      .filter((mail) => mail.to === to && subject.test(mail.subject))
      .sort((a, b) => a.createdAt.localeCompare(b.createdAt));
    if (found.length > 0) {
      return found[found.length - 1]!;
    }
    if (Date.now() > deadline) {
      throw new Error(`no mail matching ${String(subject)} arrived`);
    }
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/** Clicks the verification link mailed to `email` (GET shows a button; POST verifies). */
export async function verifyEmailByMail(url: string, email: string): Promise<void> {
  const mail = await waitForMailTo(url, email, /verify/i);
  const token = linkToken(mail, 'verify-email');
  const answer = await fetch(`${url}/verify-email/${token}`, { method: 'POST' });
  if (answer.status !== 200) {
    throw new Error(`e-mail not verified: ${answer.status}`);
  }
}

/** The parent clicks the consent link mailed to `parentEmail` (optionally signed in as `parent`). */
export async function confirmParentalConsentByMail(
  url: string,
  parentEmail: string,
  parent?: Client,
): Promise<string> {
  const mail = await waitForMailTo(url, parentEmail, /confirm/i);
  const token = linkToken(mail, 'parental-consent');
  const answer = await fetch(`${url}/parental-consent/${token}`, {
    method: 'POST',
    headers: parent ? { cookie: parent.sessionCookie } : {},
  });
  if (answer.status !== 200) {
    throw new Error(`parental consent not confirmed: ${answer.status}`);
  }
  return token;
}

/** What an administrator's "Verify" in Tutor Management records, for tests about other things. */
export async function verifyTutorAsAdmin(url: string, tutorId: string): Promise<void> {
  const { system } = testSystemAt(url);
  const streamId = `user-${tutorId}`;
  const result = await system.adapters.eventStore.append(
    streamId,
    [
      {
        id: randomUUID(),
        type: 'TutorVerificationChanged',
        data: {
          userId: tutorId,
          isVerified: true,
          by: 'test-admin',
          byRole: 'admin',
          at: new Date().toISOString(),
        },
        metadata: { organisationId: 'main' },
      },
    ],
    { expectedRevision: 'any' },
  );
  await system.watermarks.waitFor(streamId, result.position);
}

/** Parent e-mail of each student created through the fixtures, for their first sign-in. */
export const parentEmailOfStudent = new Map<string, string>();
