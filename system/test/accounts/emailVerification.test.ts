import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UserRecord } from '@portal/projections';
import { Client, startTestSystem } from '../../src/testing/harness';
import type { TestSystem } from '../../src/testing/harness';
import { bornYearsAgo, newSignUp } from '../../src/testing/people';
import type { StoredMail } from '../../src/testing/outbox';
import { filesContaining, linkToken, readOutbox } from '../../src/testing/outbox';

// Issue 15, item 2: a self-sign-up verifies its e-mail address by a single-use link (256 bits,
// hashed at rest, 24 hours, only the newest works); staff-created accounts by their first
// sign-in; seed and ADMIN_EMAIL accounts from the start. Over real HTTP, with an injected clock.

const ADMIN = { email: 'admin.verify@example.org', password: 'admin-password-15' };
const VERIFY_SUBJECT = 'Verify your e-mail address for 11+ Portal';
let t: TestSystem;
let clock = Date.now();
const HOUR = 60 * 60 * 1000;

beforeAll(async () => {
  t = await startTestSystem({ ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password }, undefined, {
    now: () => new Date(clock),
  });
});
afterAll(async () => {
  await t.stop();
});

type Answer = {
  success: boolean;
  message: string;
  emailVerified?: boolean;
  user?: { emailVerified?: boolean };
};

function mailsTo(email: string, subject = VERIFY_SUBJECT): StoredMail[] {
  return readOutbox(t.dataDir).filter((mail) => mail.to === email && mail.subject === subject);
}

async function userDocument(email: string) {
  const found = await t.system.adapters.readModels.collection<UserRecord>('users').findOne({ email });
  if (!found || found.status === 'erased') {
    throw new Error('no such user');
  }
  return found;
}

async function signUp(role: 'tutor' | 'parent' | 'student' = 'parent', overrides = {}) {
  const form = newSignUp(role, overrides);
  const client = new Client(t.url);
  const response = await client.request<Answer & { emailVerificationRequired: boolean }>(
    'POST',
    '/api/auth/register',
    form,
  );
  expect(response.status).toBe(201);
  return { form, client, response };
}

const postPage = (token: string) => fetch(`${t.url}/verify-email/${token}`, { method: 'POST' });

describe('e-mail verification of a self-sign-up', () => {
  it('given a sign-up, then it answers emailVerificationRequired, the account is unverified, and one link is mailed with a fixed subject', async () => {
    const { form, client, response } = await signUp('tutor');
    expect(response.body).toMatchObject({
      success: true,
      emailVerificationRequired: true,
      user: { email: form.email, emailVerified: false },
    });
    expect((await client.request<Answer>('GET', '/api/auth/me')).body.user).toMatchObject({
      emailVerified: false,
    });
    const mails = mailsTo(form.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe(VERIFY_SUBJECT);
    const token = linkToken(mails[0]!, 'verify-email');
    // 256 random bits, base64url
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const document = await userDocument(form.email);
    expect(document).toMatchObject({
      emailVerified: false,
      emailVerifiedAt: null,
      emailVerificationTokenHash: createHash('sha256').update(token).digest('hex'),
    });
    expect(Date.parse(String(document.emailVerificationExpiresAt)) - clock).toBe(24 * HOUR);
    // the link is stored nowhere but in the mail itself
    expect(filesContaining(t.dataDir, token).filter((file) => !file.startsWith('outbox'))).toEqual([]);
  });

  it('given the mailed link, when opened (GET), then a page with a button and nothing verified; when the button posts, then verified, and a second post says so', async () => {
    const { form, client } = await signUp();
    const token = linkToken(mailsTo(form.email)[0]!, 'verify-email');
    const page = await fetch(`${t.url}/verify-email/${token}`);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain(`<form method="post" action="/verify-email/${token}">`);
    expect(html).toContain('Verify my e-mail address');
    // same-origin: its form posts a real Origin (cross-site checks), the token never leaves the site
    expect(page.headers.get('referrer-policy')).toBe('same-origin');
    expect((await userDocument(form.email)).emailVerified).toBe(false);

    const verified = await postPage(token);
    expect(verified.status).toBe(200);
    expect(await verified.text()).toContain('Your e-mail address is verified');
    expect((await client.request<Answer>('GET', '/api/auth/me')).body.user).toMatchObject({
      emailVerified: true,
    });
    expect(await userDocument(form.email)).toMatchObject({
      emailVerified: true,
      emailVerifiedAt: new Date(clock).toISOString(),
    });
    const again = await postPage(token);
    expect(again.status).toBe(200);
    expect(await again.text()).toContain('Your e-mail address is already verified');
    // nothing more to resend
    expect((await client.request<Answer>('POST', '/api/auth/resend-verification')).body).toMatchObject({
      success: true,
      emailVerified: true,
    });
  });

  it('given the JSON call POST /auth/verify-email, then a right token verifies and a wrong one is 400 with the link message', async () => {
    const { form, client } = await signUp('student', { dateOfBirth: bornYearsAgo(17) });
    const bad = await new Client(t.url).request<Answer>('POST', '/api/auth/verify-email', {
      token: 'x'.repeat(43),
    });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({
      success: false,
      message: 'This verification link is invalid or has expired',
    });
    expect((await new Client(t.url).request<Answer>('POST', '/api/auth/verify-email', {})).status).toBe(400);
    const token = linkToken(mailsTo(form.email)[0]!, 'verify-email');
    const good = await new Client(t.url).request<Answer>('POST', '/api/auth/verify-email', { token });
    expect(good.body).toEqual({
      success: true,
      emailVerified: true,
      message: 'Your e-mail address is verified. Thank you!',
    });
    expect((await client.request<Answer>('GET', '/api/auth/me')).body.user).toMatchObject({
      emailVerified: true,
    });
  });

  it('given a resend, then not while the first link is fresh (429), later a new link and only the newest works', async () => {
    const { form, client } = await signUp();
    const first = linkToken(mailsTo(form.email)[0]!, 'verify-email');
    const tooSoon = await client.request<Answer>('POST', '/api/auth/resend-verification');
    expect(tooSoon.status).toBe(429);
    expect(tooSoon.body.message).toMatch(/^We sent you a link a few minutes ago\./);
    expect(Number(tooSoon.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(mailsTo(form.email)).toHaveLength(1);

    clock += 16 * 60 * 1000;
    const resent = await client.request<Answer>('POST', '/api/auth/resend-verification');
    expect(resent.body).toMatchObject({ success: true, emailVerified: false });
    const mails = mailsTo(form.email);
    expect(mails).toHaveLength(2);
    const second = linkToken(mails[1]!, 'verify-email');
    expect(second).not.toBe(first);
    expect((await postPage(first)).status).toBe(400);
    expect((await postPage(second)).status).toBe(200);
  });

  it('given 20 parallel resends by one account, then at most 3 mails reach its address in the hour', async () => {
    const { form, client } = await signUp();
    clock += 16 * 60 * 1000;
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => client.request<Answer>('POST', '/api/auth/resend-verification')),
    );
    expect(answers.every((answer) => answer.status === 200 || answer.status === 429)).toBe(true);
    expect(mailsTo(form.email).length).toBeLessThanOrEqual(3);
    expect(mailsTo(form.email).length).toBeGreaterThanOrEqual(2);
  });

  it('given a link older than 24 hours, then it is refused', async () => {
    const { form } = await signUp();
    const token = linkToken(mailsTo(form.email)[0]!, 'verify-email');
    clock += 24 * HOUR;
    const page = await fetch(`${t.url}/verify-email/${token}`);
    expect(page.status).toBe(400);
    expect(await page.text()).toContain('This verification link is invalid or has expired');
    expect((await postPage(token)).status).toBe(400);
    expect((await userDocument(form.email)).emailVerified).toBe(false);
  });

  it('given no session, then resend is 401; given a garbage token, then the page is 400', async () => {
    expect((await new Client(t.url).request('POST', '/api/auth/resend-verification')).status).toBe(401);
    expect((await fetch(`${t.url}/verify-email/not-a-token`)).status).toBe(400);
  });
});

describe('accounts made by staff or the system', () => {
  it('given ADMIN_EMAIL, then the admin is verified from the start', async () => {
    const admin = await new Client(t.url).login(ADMIN.email, ADMIN.password);
    expect(admin.status).toBe(200);
    expect(admin.body).toMatchObject({ user: { emailVerified: true } });
  });

  it('given a tutor and a student created by staff, then no mail is sent and each is verified by their first sign-in', async () => {
    const admin = new Client(t.url);
    await admin.login(ADMIN.email, ADMIN.password);
    const tag = Date.now().toString(36);
    const tutorForm = {
      firstName: 'Grace',
      lastName: `Hopper${tag}`,
      email: `grace.${tag}@tutors.example.org`,
      password: 'cobol-1959-pw',
    };
    expect((await admin.request('POST', '/api/tutors', tutorForm)).status).toBe(201);
    expect((await userDocument(tutorForm.email)).emailVerified).toBe(false);
    const tutor = new Client(t.url);
    const signedIn = await tutor.login(tutorForm.email, tutorForm.password);
    expect(signedIn.body).toMatchObject({ user: { emailVerified: true } });
    expect(await userDocument(tutorForm.email)).toMatchObject({ emailVerified: true });

    const student = await admin.request<{ student: { id: string }; temporaryPassword: string }>(
      'POST',
      '/api/students',
      {
        firstName: 'Tom',
        lastName: `Kilburn${tag}`,
        email: `tom.${tag}@students.example.org`,
        grade: 'year-5',
        dateOfBirth: bornYearsAgo(10),
        parentEmail: `parent.${tag}@students.example.org`,
        tutorId: (await userDocument(tutorForm.email))._id,
      },
    );
    expect(student.status).toBe(201);
    const studentSignIn = await new Client(t.url).login(
      `tom.${tag}@students.example.org`,
      student.body.temporaryPassword,
    );
    expect(studentSignIn.status).toBe(200);
    expect(studentSignIn.body).toMatchObject({ user: { emailVerified: true } });
    expect(mailsTo(tutorForm.email)).toEqual([]);
    expect(mailsTo(`tom.${tag}@students.example.org`)).toEqual([]);
  });

  it('given a self-sign-up, when it signs in, then it stays unverified', async () => {
    const { form } = await signUp('tutor');
    const again = await new Client(t.url).login(form.email, form.password);
    expect(again.body).toMatchObject({ user: { emailVerified: false } });
  });
});
