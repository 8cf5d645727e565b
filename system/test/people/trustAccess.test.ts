import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCESS_STANDING_MESSAGES, PARENT_REFUSED_MESSAGE } from '@portal/contracts';
import { Client, startSystemAsAdmin } from '../../src/testing/harness';
import type { TestSystem } from '../../src/testing/harness';
import {
  bornYearsAgo,
  createStudent,
  createTutor,
  newSignUp,
  registered,
  signedUp,
} from '../../src/testing/people';
import {
  confirmParentalConsentByMail,
  giveEssentialConsents,
  verifyEmailByMail,
} from '../../src/testing/standing';
import { openPeer } from '../../src/testing/classroom';
import { linkToken, waitForMail } from '../../src/testing/outbox';

// Issue 15, the abuse cases of the access gate, family links and staff vetting, over real HTTP
// and real sockets: each shows the refusal a stranger meets and that the rightful person gets in.

const ADMIN = { email: 'admin.trust@example.org', password: 'admin-password-1' };
let t: TestSystem;
let admin: Client;

type Answer = { success: boolean; message?: string };

beforeAll(async () => {
  ({ t, admin } = await startSystemAsAdmin(ADMIN));
});
afterAll(async () => {
  await t.stop();
});

/** A staff-created child's first sign-in: the temporary password replaced, nothing else yet. */
async function firstSignIn(email: string, temporaryPassword: string): Promise<Client> {
  const client = new Client(t.url);
  expect((await client.login(email, temporaryPassword)).status).toBe(200);
  const changed = await client.request('PUT', '/api/profile/password', {
    currentPassword: temporaryPassword,
    newPassword: 'my-own-password-1',
  });
  expect(changed.status).toBe(200);
  return client;
}

/** Whether a socket of this client may authenticate: the server's answer to `authenticate`. */
async function socketAnswer(client: Client, userId: string, role: 'tutor' | 'student') {
  const peer = await openPeer(t.url, client);
  try {
    peer.emit('authenticate', { token: 'cookie', userId, role, testMode: false });
    return await Promise.race([
      peer.next('authenticated').then(() => ({ ok: true as const, message: null })),
      peer.next('authentication_error').then((error) => ({ ok: false as const, message: error.message })),
    ]);
  } finally {
    peer.socket.disconnect();
  }
}

describe('a stranger who signs up as the parent of a child', () => {
  it('given a parent account with the address the tutor gave for a child, when it was never proven, then the child stays invisible; the parent who follows the e-mailed link sees the child', async () => {
    const tutor = await createTutor(t.url, admin);
    const child = await createStudent(tutor.client, { dateOfBirth: bornYearsAgo(10) });
    // the stranger signs up with the child's parent address and even gets past e-mail verification
    const stranger = await signedUp(t.url, newSignUp('parent', { email: child.parentEmail }));
    await giveEssentialConsents(stranger.client);

    const list = await stranger.client.request<{ students: unknown[]; total: number }>(
      'GET',
      '/api/students',
    );
    expect(list.status).toBe(200);
    expect(list.body.students).toEqual([]);
    for (const path of [
      `/api/students/${child.id}`,
      `/api/progress/overview?studentId=${child.id}`,
      `/api/exam-attempts/exam-history?studentId=${child.id}`,
    ]) {
      const answer = await stranger.client.request<Answer>('GET', path);
      expect([403, 404], path).toContain(answer.status);
      expect(JSON.stringify(answer.body)).not.toContain(child.form.lastName);
    }

    // the real parent signs in and follows the link mailed to that address: now linked by ids
    await confirmParentalConsentByMail(t.url, child.parentEmail, stranger.client);
    const after = await stranger.client.request<{ students: { id: string }[] }>('GET', '/api/students');
    expect(after.body.students.map((student) => student.id)).toEqual([child.id]);
    const linked = await tutor.client.request<{ parents: { id: string }[] }>(
      'GET',
      `/api/students/${child.id}/parents`,
    );
    expect(linked.body.parents.map((parent) => parent.id)).toEqual([stranger.userId]);
  });

  it('given a parent account linked by staff, when the parent removes the link, then the child is gone from their view and another parent cannot remove a link that is not theirs', async () => {
    const tutor = await createTutor(t.url, admin);
    const child = await createStudent(tutor.client);
    const mum = await signedUp(t.url, newSignUp('parent'));
    const dad = await signedUp(t.url, newSignUp('parent'));
    for (const parent of [mum, dad]) {
      await giveEssentialConsents(parent.client);
    }
    const mumEmail = (await mum.client.request<{ user: { email: string } }>('GET', '/api/auth/me')).body.user
      .email;

    // another tutor cannot link a parent to a child who is not theirs
    const otherTutor = await createTutor(t.url, admin);
    const foreign = await otherTutor.client.request('POST', `/api/students/${child.id}/parents`, {
      email: mumEmail,
    });
    expect(foreign.status).toBe(404);
    // a parent cannot link themself
    const self = await dad.client.request('POST', `/api/students/${child.id}/parents`, { email: mumEmail });
    expect(self.status).toBe(403);

    const linked = await tutor.client.request('POST', `/api/students/${child.id}/parents`, {
      email: mumEmail,
    });
    expect(linked.status).toBe(201);
    expect((await mum.client.request('GET', `/api/students/${child.id}`)).status).toBe(200);
    expect((await dad.client.request('GET', `/api/students/${child.id}`)).status).toBe(404);
    // a parent does not read the child's other parents' addresses
    expect((await mum.client.request('GET', `/api/students/${child.id}/parents`)).status).toBe(403);
    // dad cannot remove mum's link
    expect(
      (await dad.client.request('DELETE', `/api/students/${child.id}/parents/${mum.userId}`)).status,
    ).toBe(404);

    const removed = await mum.client.request('DELETE', `/api/students/${child.id}/parents/${mum.userId}`);
    expect(removed.status).toBe(200);
    expect((await mum.client.request('GET', `/api/students/${child.id}`)).status).toBe(404);
  });
});

describe('a self-registered tutor', () => {
  it('given a pending tutor, when they try to create a child, a group, an exam or a classroom, then 403 names why; once an admin verifies them they can; withdrawn, they are signed out', async () => {
    // registered and e-mail verified, consents given: only the administrator's verification is missing
    const pendingForm = newSignUp('tutor');
    const pending = await registered(t.url, pendingForm);
    await verifyEmailByMail(t.url, pendingForm.email);
    await giveEssentialConsents(pending.client);

    const me = await pending.client.request<{ user: { standing: string } }>('GET', '/api/auth/me');
    expect(me.body.user.standing).toBe('tutor_pending');
    const attempts: [string, string, unknown][] = [
      [
        'POST',
        '/api/students',
        { firstName: 'Kid', lastName: 'Nap', email: 'kid.nap@example.org', grade: 'year-5' },
      ],
      ['GET', '/api/students', undefined],
      ['GET', '/api/groups', undefined],
      ['GET', '/api/exams', undefined],
      ['GET', '/api/exam-schedules', undefined],
      ['GET', '/api/classroom/quizzes', undefined],
    ];
    for (const [method, path, body] of attempts) {
      const answer = await pending.client.request<Answer>(method, path, body);
      expect(answer.status, `${method} ${path}`).toBe(403);
      expect(answer.body.message).toBe(ACCESS_STANDING_MESSAGES.tutor_pending);
    }
    const socket = await socketAnswer(pending.client, pending.userId, 'tutor');
    expect(socket).toEqual({ ok: false, message: ACCESS_STANDING_MESSAGES.tutor_pending });
    // the profile and privacy rights stay open
    expect((await pending.client.request('GET', '/api/profile')).status).toBe(200);
    expect((await pending.client.request('GET', '/api/compliance/data-access')).status).toBe(200);

    const verified = await admin.request('PUT', `/api/tutors/${pending.userId}`, {
      firstName: pendingForm.firstName,
      lastName: pendingForm.lastName,
      isVerified: true,
    });
    expect(verified.status).toBe(200);
    const created = await pending.client.request('POST', '/api/students', {
      firstName: 'Kid',
      lastName: `Real${Date.now()}`,
      email: `kid.real.${Date.now()}@example.org`,
      grade: 'year-5',
    });
    expect(created.status).toBe(201);
    expect((await socketAnswer(pending.client, pending.userId, 'tutor')).ok).toBe(true);

    const withdrawn = await admin.request('PUT', `/api/tutors/${pending.userId}`, {
      firstName: pendingForm.firstName,
      lastName: pendingForm.lastName,
      isVerified: false,
    });
    expect(withdrawn.status).toBe(200);
    expect((await pending.client.request('GET', '/api/students')).status).toBe(401);
  });
});

describe('a child whose parent has not confirmed', () => {
  it('given a staff-created child of 10, when they use exams, progress, analytics or the classroom before consenting and before the parent confirms, then 403 with the reason; after both, 200', async () => {
    const tutor = await createTutor(t.url, admin);
    const child = await createStudent(tutor.client, { dateOfBirth: bornYearsAgo(10) });
    const client = await firstSignIn(child.email, child.temporaryPassword);
    const paths = [
      '/api/exam-attempts/available',
      '/api/progress/overview',
      '/api/exam-attempts/exam-history',
    ];

    const expectRefused = async (message: string) => {
      for (const path of paths) {
        const answer = await client.request<Answer>('GET', path);
        expect(answer.status, path).toBe(403);
        expect(answer.body.message).toBe(message);
      }
      expect(await socketAnswer(client, child.id, 'student')).toEqual({ ok: false, message });
    };

    await expectRefused(ACCESS_STANDING_MESSAGES.consent_required);
    await giveEssentialConsents(client);
    await expectRefused(ACCESS_STANDING_MESSAGES.parental_consent_pending);
    const status = await client.request<{ parentalConsent: { status: string } }>(
      'GET',
      '/api/compliance/consent/status',
    );
    expect(status.body.parentalConsent.status).toBe('pending');
    // their privacy rights are never closed
    expect((await client.request('GET', '/api/compliance/data-access')).status).toBe(200);

    await confirmParentalConsentByMail(t.url, child.parentEmail);
    for (const path of paths) {
      expect((await client.request('GET', path)).status, path).toBe(200);
    }
    expect((await socketAnswer(client, child.id, 'student')).ok).toBe(true);
  });

  it('given a parent who says no through the link, then the child stays locked with the reason, cannot ask that parent again, and the parent can still change their mind', async () => {
    const tutor = await createTutor(t.url, admin);
    const child = await createStudent(tutor.client, { dateOfBirth: bornYearsAgo(10) });
    const client = await firstSignIn(child.email, child.temporaryPassword);
    await giveEssentialConsents(client);
    const mail = await waitForMail(t.dataDir, child.parentEmail, 'confirm');
    const token = linkToken(mail, 'parental-consent');
    const page = await (await fetch(`${t.url}/parental-consent/${token}`)).text();
    expect(page).toContain('I do not agree');

    const refused = await fetch(`${t.url}/parental-consent/${token}/refuse`, { method: 'POST' });
    expect(refused.status).toBe(200);
    expect(await refused.text()).toContain('You did not agree');
    const answer = await client.request<Answer>('GET', '/api/exam-attempts/available');
    expect(answer.status).toBe(403);
    expect(answer.body.message).toBe(ACCESS_STANDING_MESSAGES.parental_consent_refused);
    expect(await socketAnswer(client, child.id, 'student')).toEqual({
      ok: false,
      message: ACCESS_STANDING_MESSAGES.parental_consent_refused,
    });
    const status = await client.request<{ parentalConsent: { status: string } }>(
      'GET',
      '/api/compliance/consent/status',
    );
    expect(status.body.parentalConsent.status).toBe('refused');
    // the child cannot keep asking the parent who said no; another parent or carer may be asked
    const again = await client.request<Answer>('POST', '/api/compliance/consent', {
      consentType: 'privacy_policy',
      consentGiven: true,
      parentalConsentEmail: child.parentEmail.toUpperCase(),
    });
    expect(again.status).toBe(400);
    expect(again.body.message).toBe(PARENT_REFUSED_MESSAGE);

    // the parent changes their mind with the same link: the account opens
    const refusedPage = await (await fetch(`${t.url}/parental-consent/${token}`)).text();
    expect(refusedPage).toContain('I have changed my mind and agree');
    expect((await fetch(`${t.url}/parental-consent/${token}`, { method: 'POST' })).status).toBe(200);
    expect((await client.request('GET', '/api/exam-attempts/available')).status).toBe(200);
  });

  it('given a child without a date of birth or a parent address, when they accept the privacy policy without a parent e-mail, then 400 with the spec message and nothing opens', async () => {
    const tutor = await createTutor(t.url, admin);
    const child = await createStudent(tutor.client, { dateOfBirth: undefined, parentEmail: undefined });
    const client = await firstSignIn(child.email, child.temporaryPassword);
    const consent = await client.request<Answer & { errors: { field: string; message: string }[] }>(
      'POST',
      '/api/compliance/consent',
      { consentType: 'privacy_policy', consentGiven: true, parentalConsentEmail: null },
    );
    expect(consent.status).toBe(400);
    expect(consent.body.message).toBe('Parental consent email is required for users under 16');
    expect((await client.request('GET', '/api/exam-attempts/available')).status).toBe(403);
  });

  it('given a staff-created child with a parent address, then the parent was e-mailed at creation and no address has to be typed again', async () => {
    const tutor = await createTutor(t.url, admin);
    const child = await createStudent(tutor.client, { dateOfBirth: bornYearsAgo(9) });
    const client = await firstSignIn(child.email, child.temporaryPassword);
    const consent = await client.request('POST', '/api/compliance/consent', {
      consentType: 'privacy_policy',
      consentGiven: true,
      parentalConsentEmail: null,
    });
    expect(consent.status).toBe(200);
    await confirmParentalConsentByMail(t.url, child.parentEmail);
  });
});
