/**
 * Benchmarks measure what a class does once it may use the portal (issue 15): accounts are brought
 * to good standing as their people would — the consent form, the parent's e-mailed confirmation.
 */
import { readOutbox, linkToken } from '../system/src/testing/outbox';

interface RequestClient {
  request(method: string, url: string, body?: unknown): Promise<{ status: number; body: unknown }>;
}

/** The consent form every person accepts at first sign-in. */
export async function giveEssentialConsents(client: RequestClient): Promise<void> {
  for (const consentType of ['privacy_policy', 'terms_of_service', 'cookies_essential']) {
    const answer = await client.request('POST', '/api/compliance/consent', {
      consentType,
      consentGiven: true,
      source: 'consent_form',
    });
    if (answer.status !== 200) {
      throw new Error(`consent ${consentType}: ${answer.status}`);
    }
  }
}

/** The parent of a child clicks the consent link mailed to them (read from DATA_DIR/outbox). */
export async function confirmParent(url: string, dataDir: string, parentEmail: string): Promise<void> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const mail = readOutbox(dataDir).find((stored) => stored.to === parentEmail);
    if (mail) {
      const answer = await fetch(`${url}/parental-consent/${linkToken(mail, 'parental-consent')}`, {
        method: 'POST',
      });
      if (answer.status !== 200) {
        throw new Error(`parental consent not confirmed: ${answer.status}`);
      }
      return;
    }
    if (Date.now() > deadline) {
      throw new Error('no parental-consent mail arrived');
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
