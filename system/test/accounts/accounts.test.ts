import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, startTestSystem, fieldMessages } from '../../src/testing/harness';
import type { TestSystem, Answer } from '../../src/testing/harness';
import { bornYearsAgo, newSignUp, signedUp } from '../../src/testing/people';
import { linkToken, readOutbox, waitForMail } from '../../src/testing/outbox';

// Sign-up, sign-in, sessions, password reset and profile over real HTTP (spec 001 §§2.6, 2.7, 5, 7, 9).

const ADMIN = { email: 'admin@example.org', password: 'admin-password-1' };
let t: TestSystem;
let clock = Date.now();

beforeAll(async () => {
  t = await startTestSystem({ ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password }, undefined, {
    now: () => new Date(clock),
  });
});
afterAll(async () => {
  await t.stop();
});

describe('POST /auth/register', () => {
  it.each([
    [{ firstName: '' }, 'firstName', 'First name is required'],
    [{ lastName: '  ' }, 'lastName', 'Last name is required'],
    [{ email: '' }, 'email', 'Email is required'],
    [{ email: 'not-an-email' }, 'email', 'Email is invalid'],
    [{ password: 'short' }, 'password', 'Password must be at least 8 characters'],
    [{ role: '' }, 'role', 'Please select a role'],
    [{ role: 'admin' }, 'role', 'Admin accounts cannot be created by sign-up'],
    [{ role: 'compliance' }, 'role', 'Admin accounts cannot be created by sign-up'],
    [{ dateOfBirth: '' }, 'dateOfBirth', 'Date of birth is required'],
    [{ dateOfBirth: bornYearsAgo(101) }, 'dateOfBirth', 'Please enter a valid date of birth'],
    [{ dateOfBirth: '2023-02-30' }, 'dateOfBirth', 'Please enter a valid date of birth'],
    [{ dateOfBirth: '2999-01-01' }, 'dateOfBirth', 'Date of birth cannot be in the future'],
    [{ acceptTerms: false }, 'acceptTerms', 'You must agree to the terms of service'],
    [{ acceptPrivacy: false }, 'acceptPrivacy', 'You must agree to the privacy policy'],
  ])(
    'given %j, when registering, then 400 names the field with the spec message',
    async (change, field, message) => {
      const response = await new Client(t.url).request<Answer>('POST', '/api/auth/register', {
        ...newSignUp('tutor'),
        ...change,
      });
      expect(response.status).toBe(400);
      expect(response.body.success).toBe(false);
      expect(fieldMessages(response.body)[field]).toBe(message);
    },
  );

  it('given a student under 16 without a parent, then both parent fields are required with the spec messages', async () => {
    const response = await new Client(t.url).request<Answer>(
      'POST',
      '/api/auth/register',
      newSignUp('student', { dateOfBirth: bornYearsAgo(10) }),
    );
    expect(response.status).toBe(400);
    expect(fieldMessages(response.body)).toMatchObject({
      parentEmail: 'Parent email is required for students under 16',
      parentName: 'Parent name is required for students under 16',
    });
    const invalid = await new Client(t.url).request<Answer>(
      'POST',
      '/api/auth/register',
      newSignUp('student', { dateOfBirth: bornYearsAgo(10), parentEmail: 'nope', parentName: 'Mum' }),
    );
    expect(fieldMessages(invalid.body).parentEmail).toBe('Parent email is invalid');
  });

  it('given a valid adult sign-up, then 201, the caller is signed in, and the consents of step 3 are on record', async () => {
    const form = newSignUp('tutor', { marketingConsent: false });
    const client = new Client(t.url);
    const response = await client.request('POST', '/api/auth/register', {
      ...form,
      email: form.email.toUpperCase(),
    });
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({
      success: true,
      user: { email: form.email, role: 'tutor', firstName: form.firstName },
      // issue 15: a self-registered address is verified by the e-mailed link
      emailVerificationRequired: true,
      parentalConsentRequired: false,
    });
    const me = await client.request('GET', '/api/auth/me');
    expect(me.body).toMatchObject({ user: { email: form.email, dateOfBirth: form.dateOfBirth } });
    const status = await client.request<{
      consents: { consentType: string; status: string }[];
      needsUpdate: boolean;
    }>('GET', '/api/compliance/consent/status');
    expect(status.body.consents.map((c) => `${c.consentType}:${c.status}`).sort()).toEqual([
      'cookies_essential:given',
      'privacy_policy:given',
      'terms_of_service:given',
    ]);
    expect(status.body.needsUpdate).toBe(false);
  });

  it('given an e-mail already registered in another case, then 409 and the first account is untouched', async () => {
    const form = newSignUp('parent');
    await signedUp(t.url, form);
    const again = await new Client(t.url).request<Answer>('POST', '/api/auth/register', {
      ...newSignUp('parent'),
      email: ` ${form.email.toUpperCase()} `,
    });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('An account with this email already exists');
    expect((await new Client(t.url).login(form.email, form.password)).status).toBe(200);
  });

  it('given a student of 10, then the parent is e-mailed a link and the consent gate waits until the parent confirms', async () => {
    const parentEmail = `parent.${Date.now()}@example.org`;
    const form = newSignUp('student', {
      dateOfBirth: bornYearsAgo(10),
      parentEmail,
      parentName: 'Grace Hopper',
    });
    const client = new Client(t.url);
    const registered = await client.request('POST', '/api/auth/register', form);
    expect(registered.body).toMatchObject({ parentalConsentRequired: true });
    const status = await client.request<{ parentalConsent: { status: string; parentEmailHint: string } }>(
      'GET',
      '/api/compliance/consent/status',
    );
    expect(status.body.parentalConsent).toEqual({ status: 'pending', parentEmailHint: `p***@example.org` });

    const mail = await waitForMail(t.dataDir, parentEmail, 'confirm');
    expect(mail.text).toContain(form.firstName);
    expect(mail.html).toContain('Grace Hopper');
    const token = linkToken(mail, 'parental-consent');
    const page = await fetch(`${t.url}/parental-consent/${token}`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain(`Confirm ${form.firstName}'s account`);

    const confirmed = await fetch(`${t.url}/parental-consent/${token}`, { method: 'POST' });
    expect(confirmed.status).toBe(200);
    expect(await confirmed.text()).toContain('Thank you');
    const after = await client.request<{
      parentalConsent: { status: string };
      consents: { consentType: string }[];
    }>('GET', '/api/compliance/consent/status');
    expect(after.body.parentalConsent.status).toBe('confirmed');
    expect(after.body.consents.map((c) => c.consentType)).toContain('data_processing');

    // the link stays valid until it expires only to link a parent account: nothing to confirm again
    const reused = await fetch(`${t.url}/parental-consent/${token}`);
    expect(reused.status).toBe(200);
    const reusedPage = await reused.text();
    expect(reusedPage).toContain(`${form.firstName}'s account is confirmed`);
    expect(reusedPage).not.toContain('I agree');
    const forged = await fetch(`${t.url}/parental-consent/${'x'.repeat(43)}`, { method: 'POST' });
    expect(forged.status).toBe(400);
    expect(await forged.text()).not.toMatch(/at .*\.ts/);
  });
});

describe('POST /auth/login and sessions', () => {
  it('given a wrong password or an unknown e-mail, then the same 401 "Invalid email or password"', async () => {
    const form = newSignUp('tutor');
    await signedUp(t.url, form);
    const wrong = await new Client(t.url).login(form.email, 'not-the-password');
    const unknown = await new Client(t.url).login(`nobody.${Date.now()}@example.org`, 'whatever-password');
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.body).toEqual(unknown.body);
    expect(wrong.body).toEqual({ success: false, message: 'Invalid email or password' });
  });

  it('given the spec messages for an empty form, then 400 "Email is required" / "Password is required"', async () => {
    const response = await new Client(t.url).request<Answer>('POST', '/api/auth/login', {
      email: '',
      password: '',
    });
    expect(response.status).toBe(400);
    expect(fieldMessages(response.body)).toEqual({
      email: 'Email is required',
      password: 'Password is required',
    });
  });

  it('given remember-me off, then the cookie lasts the browser session; on, 30 days; each sign-in rotates the id', async () => {
    const form = newSignUp('parent');
    await signedUp(t.url, form);
    const client = new Client(t.url);
    const short = await client.login(form.email, form.password, false);
    expect(short.headers.get('set-cookie')).not.toMatch(/Expires=/i);
    const first = client.sessionCookie;
    const long = await client.login(form.email, form.password, true);
    const expires = /Expires=([^;]+)/i.exec(long.headers.get('set-cookie') ?? '')?.[1];
    expect(new Date(expires!).getTime() - Date.now()).toBeGreaterThan(29 * 24 * 3600 * 1000);
    expect(client.sessionCookie).not.toBe(first);
    // the old session id is gone: replaying it is signed out
    const stale = new Client(t.url);
    (stale as unknown as { cookie: string }).cookie = first;
    expect((await stale.request('GET', '/api/auth/me')).status).toBe(401);
  });

  it('given signed out, when calling any account or privacy endpoint, then 401', async () => {
    const anonymous = new Client(t.url);
    for (const [method, path] of [
      ['GET', '/api/auth/me'],
      ['GET', '/api/profile'],
      ['PUT', '/api/profile'],
      ['PUT', '/api/profile/password'],
      ['GET', '/api/compliance/consent/status'],
      ['POST', '/api/compliance/consent'],
      ['GET', '/api/compliance/data-access'],
      ['GET', '/api/compliance/processing-activities'],
      ['POST', '/api/compliance/data-portability'],
      ['DELETE', '/api/compliance/data-erasure'],
      ['POST', '/api/compliance/data-erasure'],
      ['POST', '/api/compliance/restrict-processing'],
      ['GET', '/api/compliance/register'],
      ['GET', '/api/compliance/officers'],
    ] as const) {
      const body = method === 'GET' ? undefined : {};
      const response = await anonymous.request(method, path, body);
      expect(response.status, `${method} ${path}`).toBe(401);
      expect(response.body).toMatchObject({
        success: false,
        message: 'Authentication required. Please log in again.',
      });
    }
  });
});

describe('forgot and reset password', () => {
  it('given an unknown e-mail, then the same answer as for a known one and no mail is sent', async () => {
    const form = newSignUp('tutor');
    await signedUp(t.url, form);
    const before = readOutbox(t.dataDir).length;
    const known = await new Client(t.url).request('POST', '/api/auth/forgot-password', { email: form.email });
    const unknown = await new Client(t.url).request('POST', '/api/auth/forgot-password', {
      email: `ghost.${Date.now()}@example.org`,
    });
    expect(known.status).toBe(200);
    expect(unknown.body).toEqual(known.body);
    await waitForMail(t.dataDir, form.email, 'Reset', before);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(
      readOutbox(t.dataDir)
        .slice(before)
        .map((mail) => mail.to),
    ).toEqual([form.email]);
  });

  it('given the spec messages, then "Email is required" and "Please enter a valid email address"', async () => {
    const empty = await new Client(t.url).request<Answer>('POST', '/api/auth/forgot-password', { email: '' });
    const invalid = await new Client(t.url).request<Answer>('POST', '/api/auth/forgot-password', {
      email: 'x@',
    });
    expect(empty.body.message).toBe('Email is required');
    expect(invalid.body.message).toBe('Please enter a valid email address');
  });

  it('given a reset link, then it verifies, resets once, signs out other sessions, and cannot be used again', async () => {
    const form = newSignUp('tutor');
    const { client: elsewhere } = await signedUp(t.url, form);
    const before = readOutbox(t.dataDir).length;
    await new Client(t.url).request('POST', '/api/auth/forgot-password', { email: form.email });
    const token = linkToken(await waitForMail(t.dataDir, form.email, 'Reset', before), 'reset-password');

    expect((await new Client(t.url).request('GET', `/api/auth/verify-reset-token/${token}`)).body).toEqual({
      success: true,
      valid: true,
    });
    const short = await new Client(t.url).request<Answer>('POST', '/api/auth/reset-password', {
      token,
      password: 'abc',
    });
    expect(short.body.message).toBe('Password must be at least 8 characters');
    const reset = await new Client(t.url).request('POST', '/api/auth/reset-password', {
      token,
      password: 'Brand-new-password-9',
    });
    expect(reset.status).toBe(200);
    expect((await elsewhere.request('GET', '/api/auth/me')).status).toBe(401);
    expect((await new Client(t.url).login(form.email, form.password)).status).toBe(401);
    expect((await new Client(t.url).login(form.email, 'Brand-new-password-9')).status).toBe(200);

    const reused = await new Client(t.url).request<Answer>('POST', '/api/auth/reset-password', {
      token,
      password: 'Another-password-10',
    });
    expect(reused.status).toBe(400);
    expect(reused.body.message).toBe('Invalid or expired reset link');
    expect((await new Client(t.url).request('GET', `/api/auth/verify-reset-token/${token}`)).status).toBe(
      400,
    );
  });

  it('given a link older than 1 hour, or superseded by a newer one, then it is refused', async () => {
    const form = newSignUp('parent');
    await signedUp(t.url, form);
    let before = readOutbox(t.dataDir).length;
    await new Client(t.url).request('POST', '/api/auth/forgot-password', { email: form.email });
    const first = linkToken(await waitForMail(t.dataDir, form.email, 'Reset', before), 'reset-password');
    before = readOutbox(t.dataDir).length;
    await new Client(t.url).request('POST', '/api/auth/forgot-password', { email: form.email });
    const second = linkToken(await waitForMail(t.dataDir, form.email, 'Reset', before), 'reset-password');
    expect((await new Client(t.url).request('GET', `/api/auth/verify-reset-token/${first}`)).status).toBe(
      400,
    );
    expect((await new Client(t.url).request('GET', `/api/auth/verify-reset-token/${second}`)).status).toBe(
      200,
    );

    clock += 59 * 60 * 1000;
    expect((await new Client(t.url).request('GET', `/api/auth/verify-reset-token/${second}`)).status).toBe(
      200,
    );
    clock += 2 * 60 * 1000;
    try {
      expect((await new Client(t.url).request('GET', `/api/auth/verify-reset-token/${second}`)).status).toBe(
        400,
      );
      const late = await new Client(t.url).request<Answer>('POST', '/api/auth/reset-password', {
        token: second,
        password: 'Too-late-password-1',
      });
      expect(late.status).toBe(400);
    } finally {
      clock = Date.now();
    }
  });
});

describe('GET and PUT /profile', () => {
  it('given a student, then only the student fields change, e-mail stays read-only, and the answer is the spec text', async () => {
    const form = newSignUp('student', { school: 'Hill Primary', grade: 'year_6' });
    const { client } = await signedUp(t.url, form);
    const profile = await client.request<{ profile: Record<string, unknown> }>('GET', '/api/profile');
    expect(profile.body.profile).toMatchObject({
      email: form.email,
      school: 'Hill Primary',
      grade: 'year-6',
      role: 'student',
    });

    const changedEmail = await client.request<Answer>('PUT', '/api/profile', {
      firstName: 'Ada',
      lastName: 'King',
      email: 'someone.else@example.org',
    });
    expect(changedEmail.status).toBe(400);
    expect(changedEmail.body.message).toBe('Email cannot be changed');

    const missing = await client.request<Answer>('PUT', '/api/profile', { firstName: '', lastName: 'King' });
    expect(fieldMessages(missing.body).firstName).toBe('First name is required');

    const saved = await client.request<{ message: string; profile: Record<string, unknown> }>(
      'PUT',
      '/api/profile',
      {
        firstName: 'Ada',
        lastName: 'King',
        email: form.email,
        school: 'Grammar Prep',
        grade: 'year_7',
        phoneNumber: '07700 900123',
        tutorProfile: { organizationName: 'ignored for students' },
      },
    );
    expect(saved.status).toBe(200);
    expect(saved.body.message).toBe('Profile updated successfully!');
    expect(saved.body.profile).toMatchObject({
      firstName: 'Ada',
      school: 'Grammar Prep',
      grade: 'year-7',
      tutorProfile: null,
    });
    expect((await client.request('GET', '/api/auth/me')).body).toMatchObject({
      user: { firstName: 'Ada', lastName: 'King' },
    });
  });

  it('given a tutor, then experience is a whole number (non-numeric 0, above 50 refused) and specializations are split', async () => {
    const { client } = await signedUp(t.url, newSignUp('tutor'));
    const saved = await client.request<{ profile: { tutorProfile: Record<string, unknown> } }>(
      'PUT',
      '/api/profile',
      {
        firstName: 'Tom',
        lastName: 'Tutor',
        school: 'not a tutor field',
        tutorProfile: {
          organizationName: 'Bright Minds',
          specializations: ' Maths, , English ',
          experience: 'lots',
        },
      },
    );
    expect(saved.body.profile.tutorProfile).toMatchObject({
      organizationName: 'Bright Minds',
      specializations: ['Maths', 'English'],
      experience: 0,
    });
    const tooMuch = await client.request<Answer>('PUT', '/api/profile', {
      firstName: 'Tom',
      lastName: 'Tutor',
      tutorProfile: { experience: 51 },
    });
    expect(tooMuch.status).toBe(400);
    const twelve = await client.request<{ profile: { tutorProfile: { experience: number } } }>(
      'PUT',
      '/api/profile',
      {
        firstName: 'Tom',
        lastName: 'Tutor',
        tutorProfile: { experience: '12' },
      },
    );
    expect(twelve.body.profile.tutorProfile.experience).toBe(12);
  });

  it('given a student, when choosing reading aids, then they are kept with the profile; bad values, operators and other roles are refused', async () => {
    const { client } = await signedUp(t.url, newSignUp('student'));
    const before = await client.request<{ profile: { readingAids: unknown } }>('GET', '/api/profile');
    expect(before.body.profile.readingAids).toEqual({
      textSize: 'standard',
      dyslexiaFont: false,
      highContrast: false,
      readAloudRate: 1,
    });

    const saved = await client.request<{ message: string; readingAids: unknown }>(
      'PUT',
      '/api/profile/reading-aids',
      { textSize: 'largest', dyslexiaFont: true },
    );
    expect(saved.status).toBe(200);
    expect(saved.body.message).toBe('Reading aids saved');
    // a later choice changes only what it names
    await client.request('PUT', '/api/profile/reading-aids', { readAloudRate: 0.75 });
    const after = await client.request<{ profile: { readingAids: unknown } }>('GET', '/api/profile');
    expect(after.body.profile.readingAids).toEqual({
      textSize: 'largest',
      dyslexiaFont: true,
      highContrast: false,
      readAloudRate: 0.75,
    });

    for (const [body, message] of [
      [{ textSize: 'huge' }, 'Text size must be standard, large or largest'],
      [{ textSize: { $ne: null } }, 'Text size must be standard, large or largest'],
      [{ readAloudRate: 9 }, 'Reading speed must be between 0.5 and 1.5'],
      [{ highContrast: 'yes' }, undefined],
      [{ role: 'admin' }, undefined],
    ] as const) {
      const refused = await client.request<Answer>('PUT', '/api/profile/reading-aids', body);
      expect(refused.status, JSON.stringify(body)).toBe(400);
      if (message) {
        expect(Object.values(fieldMessages(refused.body))).toContain(message);
      }
    }
    const unchanged = await client.request<{ profile: { readingAids: { textSize: string }; role: string } }>(
      'GET',
      '/api/profile',
    );
    expect(unchanged.body.profile.readingAids.textSize).toBe('largest');
    expect(unchanged.body.profile.role).toBe('student');

    const { client: tutor } = await signedUp(t.url, newSignUp('tutor'));
    expect((await tutor.request('PUT', '/api/profile/reading-aids', { textSize: 'large' })).status).toBe(403);
    expect(
      (await tutor.request<{ profile: { readingAids: unknown } }>('GET', '/api/profile')).body.profile
        .readingAids,
    ).toBeNull();
    expect(
      (await new Client(t.url).request('PUT', '/api/profile/reading-aids', { textSize: 'large' })).status,
    ).toBe(401);
  });

  it('given a password change, then the spec minimum of 6, the current password checked, other devices signed out', async () => {
    const form = newSignUp('parent');
    const { client } = await signedUp(t.url, form);
    const other = new Client(t.url);
    await other.login(form.email, form.password);
    const short = await client.request<Answer>('PUT', '/api/profile/password', {
      currentPassword: form.password,
      newPassword: '12345',
    });
    expect(short.body.message).toBe('New password must be at least 6 characters long');
    const wrong = await client.request<Answer>('PUT', '/api/profile/password', {
      currentPassword: 'wrong-one',
      newPassword: '123456',
    });
    expect(wrong.status).toBe(400);
    const changed = await client.request<Answer>('PUT', '/api/profile/password', {
      currentPassword: form.password,
      newPassword: '123456',
    });
    expect(changed.body.message).toBe('Password changed successfully!');
    expect((await client.request('GET', '/api/auth/me')).status).toBe(200);
    expect((await other.request('GET', '/api/auth/me')).status).toBe(401);
    expect((await new Client(t.url).login(form.email, '123456')).status).toBe(200);
  });
});

describe('sign-in rate limits (own system: limits count per address)', () => {
  let limited: TestSystem;
  beforeAll(async () => {
    limited = await startTestSystem();
  });
  afterAll(async () => {
    await limited.stop();
  });

  it('given 5 wrong passwords for one account, then even the right one gets 429 with Retry-After; other accounts still sign in', async () => {
    const victim = newSignUp('tutor');
    const bystander = newSignUp('tutor');
    await signedUp(limited.url, victim);
    await signedUp(limited.url, bystander);
    for (let i = 0; i < 5; i++) {
      expect((await new Client(limited.url).login(victim.email, `guess-${i}`)).status).toBe(401);
    }
    const blocked = await new Client(limited.url).login(victim.email, victim.password);
    expect(blocked.status).toBe(429);
    expect(blocked.body).toMatchObject({
      success: false,
      message: expect.stringMatching(/^Too many sign-in attempts/),
    });
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await new Client(limited.url).login(bystander.email, bystander.password)).status).toBe(200);
  });

  it('given 100 failures from one address across unknown e-mails, then that address is refused, known or not', async () => {
    for (let i = 0; i < 100; i++) {
      await new Client(limited.url).login(`spray.${i}@example.org`, 'password-guess');
    }
    const next = await new Client(limited.url).login(`spray.new@example.org`, 'password-guess');
    expect(next.status).toBe(429);
  });
});

describe('static legal pages', () => {
  it.each(['/privacy-policy', '/privacy-policy.html', '/terms-of-service', '/terms-of-service.html'])(
    "given %s, then a readable HTML page for a UK children's service",
    async (path) => {
      const response = await fetch(`${t.url}${path}`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toContain('text/html');
      const html = await response.text();
      expect(html).toMatch(path.startsWith('/privacy') ? /Children's Code/ : /Terms of service/);
      expect(html).toContain('<meta name="viewport"');
    },
  );
});
