import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, startTestSystem } from '../../src/testing/harness';
import type { TestSystem } from '../../src/testing/harness';
import { bornYearsAgo, newSignUp } from '../../src/testing/people';
import { readOutbox } from '../../src/testing/outbox';

// Issue 15, item 7: consent and verification e-mails are no open relay. At most 3 per recipient
// an hour and 10 per sending account a day, none again while a fresh link is pending, and
// subjects are fixed strings. Over real HTTP; the outbox is read as the recipient would.

const CONSENT_SUBJECT = "Please confirm your child's 11+ Portal account";
const FIXED_SUBJECTS = [
  CONSENT_SUBJECT,
  'Verify your e-mail address for 11+ Portal',
  'Reset your 11+ Portal password',
];
/** What a sender would like to put in front of a stranger: it must never reach a subject. */
const PAYLOAD = 'WIN a prize at evil.example';

let t: TestSystem;
let clock = Date.now();

beforeAll(async () => {
  t = await startTestSystem({}, undefined, { now: () => new Date(clock) });
});
afterAll(async () => {
  await t.stop();
});

const mailsTo = (to: string) => readOutbox(t.dataDir).filter((mail) => mail.to === to);
let counter = 0;
const address = (name: string) => `${name}.${Date.now().toString(36)}${(counter += 1)}@inbox.example.org`;

/** A 10-year-old signs up naming a parent: the parent is mailed once. */
async function child(firstName = PAYLOAD) {
  const parentEmail = address('parent');
  const form = newSignUp('student', {
    firstName,
    dateOfBirth: bornYearsAgo(10),
    parentEmail,
    parentName: 'Mum',
  });
  const client = new Client(t.url);
  const response = await client.request('POST', '/api/auth/register', form);
  expect(response.status).toBe(201);
  return { client, form, parentEmail };
}

const consentNaming = (client: Client, parentalConsentEmail: string) =>
  client.request('POST', '/api/compliance/consent', {
    consentType: 'privacy_policy',
    consentGiven: true,
    parentalConsentEmail,
    source: 'consent_form',
  });

describe('consent e-mails are no open relay', () => {
  it('given 25 parallel consent posts naming one address, then every answer is the same success and at most 3 mails reach it, with a fixed subject', async () => {
    const { client, form } = await child();
    const victim = address('victim');
    const answers = await Promise.all(Array.from({ length: 25 }, () => consentNaming(client, victim)));
    expect(answers.map((answer) => answer.status)).toEqual(Array<number>(25).fill(200));
    const received = mailsTo(victim);
    expect(received.length).toBeGreaterThanOrEqual(1);
    expect(received.length).toBeLessThanOrEqual(3);
    for (const mail of received) {
      expect(mail.subject).toBe(CONSENT_SUBJECT);
      expect(mail.subject).not.toContain(form.firstName);
    }
  });

  it('given 25 sequential consent posts naming one address, then one mail: a pending link is not sent again', async () => {
    const { client } = await child();
    const parent = address('patient');
    for (let i = 0; i < 25; i++) {
      expect((await consentNaming(client, parent)).status).toBe(200);
    }
    expect(mailsTo(parent)).toHaveLength(1);
  });

  it('given 25 different children naming one address, then at most 3 mails reach it in the hour', async () => {
    const victim = address('target');
    for (let i = 0; i < 25; i++) {
      const { client } = await child(`Child${i}`);
      expect((await consentNaming(client, victim)).status).toBe(200);
    }
    expect(mailsTo(victim)).toHaveLength(3);
  });

  it('given one child naming 12 different addresses, then at most 10 link e-mails go out for that account in a day', async () => {
    const { client, form, parentEmail } = await child();
    const named = Array.from({ length: 12 }, (_, i) => address(`spray${i}`));
    for (const to of named) {
      expect((await consentNaming(client, to)).status).toBe(200);
    }
    // sign-up sent 2 (the parent's consent link, the child's verification link): 8 are left
    const sent = [form.email, parentEmail, ...named].flatMap((to) => mailsTo(to));
    expect(sent).toHaveLength(10);
    expect(named.filter((to) => mailsTo(to).length > 0)).toHaveLength(8);
  });

  it('given a stale pending link (sent over 15 minutes ago), when the child asks again, then one new link replaces it', async () => {
    const { client, parentEmail } = await child();
    clock += 16 * 60 * 1000;
    expect((await consentNaming(client, parentEmail)).status).toBe(200);
    expect(mailsTo(parentEmail)).toHaveLength(2);
  });

  it('given every mail the system wrote, then each subject is one of the fixed strings and carries no user text', () => {
    const all = readOutbox(t.dataDir);
    expect(all.length).toBeGreaterThan(30);
    for (const mail of all) {
      expect(FIXED_SUBJECTS).toContain(mail.subject);
      expect(mail.subject).not.toContain('evil.example');
    }
  });
});
