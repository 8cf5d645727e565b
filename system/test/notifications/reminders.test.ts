import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CommunicationPreferencesResponse, UserDataAccess } from '@portal/contracts';
import { UNSUBSCRIBE_MESSAGES } from '@portal/contracts';
import type { TestSystem } from '../../src/testing/harness';
import { Client, startSystemAsAdmin } from '../../src/testing/harness';
import { createStudent, createTutor, scheduleFor, waitFor } from '../../src/testing/attempts';
import { createExam } from '../../src/testing/schedules';
import { eraseOwnAccount, linkedParent } from '../../src/testing/people';
import type { StoredMail } from '../../src/testing/outbox';
import { readOutbox } from '../../src/testing/outbox';

// Issue 20 item 4 against the real server: reminders mailed 24 h before an exam opens (the
// server's clock runs `offsetMs` ahead of the real one; the sweeper every 150 ms), the unsubscribe
// link without a session, forged and altered tokens refused, consent and erasure respected.

const ADMIN = { email: 'admin@reminders.example.org', password: 'admin-password-1' };
const HOUR = 60;

let t: TestSystem;
let admin: Client;
let tutor: Awaited<ReturnType<typeof createTutor>>;
let offsetMs = 0;

beforeAll(async () => {
  ({ t, admin } = await startSystemAsAdmin(ADMIN, {
    now: () => new Date(Date.now() + offsetMs),
    notificationSweepMs: 150,
  }));
  tutor = await createTutor(t.url, admin);
}, 120_000);

afterAll(async () => {
  await t.stop();
});

type MailWithHeaders = StoredMail & { headers?: Record<string, string> };

const remindersTo = (to: string): MailWithHeaders[] =>
  readOutbox(t.dataDir).filter((mail) => mail.to === to && mail.subject.startsWith('Reminder'));

const reminderTo = (to: string, count = 1) =>
  waitFor(async () => {
    const mails = remindersTo(to);
    return Promise.resolve(mails.length >= count && mails[count - 1]);
  }, 15_000);

const settle = () => new Promise((resolve) => setTimeout(resolve, 1_500));

/** A student (consented, parent confirmed), their linked parent and both addresses. */
async function family() {
  const student = await createStudent(t.url, tutor.client);
  const email = (await student.client.request<{ user: { email: string } }>('GET', '/api/auth/me')).body.user
    .email;
  const parent = await linkedParent(t.url, student.parentEmail);
  return { student, studentEmail: email, parent, parentEmail: student.parentEmail.toLowerCase() };
}

/** An exam for the students opening `opensInMinutes` from now on the server's clock. */
async function examOpeningIn(studentIds: string[], opensInMinutes: number): Promise<string> {
  const examId = await createExam(tutor.client, 'Fractions 1');
  const serverMinutes = offsetMs / 60_000;
  return scheduleFor(tutor.client, examId, studentIds, {
    startMinutes: serverMinutes + opensInMinutes,
    endMinutes: serverMinutes + opensInMinutes + HOUR,
  });
}

const tokenIn = (mail: StoredMail) => /\/unsubscribe\/([A-Za-z0-9_.-]+)/.exec(mail.text)![1]!;

const preferencesOf = async (client: Client) =>
  (await client.request<CommunicationPreferencesResponse>('GET', '/api/profile/communication')).body
    .preferences;

describe('exam reminders and their unsubscribe link', () => {
  it('given an exam opening in 23 h, then the student and the linked parent get one reminder each; the parent unsubscribes by the link without signing in; forged, altered and borrowed tokens are refused', async () => {
    const { student, studentEmail, parent, parentEmail } = await family();
    await examOpeningIn([student.id], 23 * HOUR);

    const toParent = await reminderTo(parentEmail);
    const toStudent = await reminderTo(studentEmail);
    expect(toParent.text).toContain('Ada has an exam on 11+ Portal: "');
    expect(toParent.text).toContain('/admin/');
    expect(toStudent.text).toContain('Your exam "');
    const token = tokenIn(toParent);
    expect(toParent.headers?.['List-Unsubscribe']).toBe(`<${t.url}/unsubscribe/${token}>`);
    expect(toParent.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    expect(token).not.toContain(parent.userId);

    const anonymous = new Client(t.url); // no session: nobody is signed in
    const page = await anonymous.request<string>('GET', `/unsubscribe/${token}`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toContain('text/html');
    expect(page.body).toContain('Stop exam reminders and missed-exam notices?');
    expect(page.body).not.toContain(parentEmail); // only a hint of the address
    expect(await preferencesOf(parent.client)).toEqual({ reminders: true, digest: true }); // a GET stops nothing

    // an altered signature, and the parent's signature on the student's id: 400, nothing recorded
    const [kind, , mac] = token.split('.') as [string, string, string];
    const altered = `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`;
    const borrowed = `${kind}.${Buffer.from(student.id).toString('base64url')}.${mac}`;
    for (const forged of [altered, borrowed, 'r.bm90LWFuLWlk.' + 'x'.repeat(43), student.id]) {
      const refused = await anonymous.request<string>('POST', `/unsubscribe/${forged}`);
      expect(refused.status, forged).toBe(400);
      expect(refused.body).toContain(UNSUBSCRIBE_MESSAGES.invalid.slice(0, 40));
    }
    expect(await preferencesOf(student.client)).toEqual({ reminders: true, digest: true });

    // a mail client's one-click unsubscribe (RFC 8058): no cookie, a form body
    const done = await anonymous.request<string>(
      'POST',
      `/unsubscribe/${token}`,
      'List-Unsubscribe=One-Click',
      {
        'content-type': 'application/x-www-form-urlencoded',
      },
    );
    expect(done.status).toBe(200);
    expect(done.body).toContain('You are unsubscribed');
    expect(await preferencesOf(parent.client)).toEqual({ reminders: false, digest: true });
    expect(await preferencesOf(student.client)).toEqual({ reminders: true, digest: true });
    const again = await anonymous.request<string>('GET', `/unsubscribe/${token}`);
    expect(again.body).toContain('You are unsubscribed');

    // rights of access: the person's preferences are in their data
    const access = await parent.client.request<{ data: UserDataAccess }>(
      'GET',
      '/api/compliance/data-access',
    );
    expect(access.body.data.communicationPreferences).toMatchObject({ reminders: false, digest: true });
    expect(access.body.data.communicationPreferences?.unsubscribedAt.reminders).toEqual(expect.any(String));

    // the next exam: the student is reminded, the parent no longer
    await examOpeningIn([student.id], 22 * HOUR);
    await reminderTo(studentEmail, 2);
    await settle();
    expect(remindersTo(parentEmail)).toHaveLength(1);

    // opting back in from the signed-in privacy page; bad input is a clear 400
    const bad = await parent.client.request<{ message: string }>('PUT', '/api/profile/communication', {
      reminders: 'yes',
    });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBeTruthy();
    const back = await parent.client.request<CommunicationPreferencesResponse>(
      'PUT',
      '/api/profile/communication',
      {
        reminders: true,
      },
    );
    expect(back.status).toBe(200);
    expect(back.body.preferences).toEqual({ reminders: true, digest: true });
  });

  it('given a student who withdrew marketing_emails, then they get no reminder while their parent does', async () => {
    const { student, studentEmail, parentEmail } = await family();
    const withdrawn = await student.client.request('POST', '/api/compliance/consent', {
      consentType: 'marketing_emails',
      consentGiven: false,
    });
    expect(withdrawn.status).toBe(200);
    await examOpeningIn([student.id], 23 * HOUR);
    await reminderTo(parentEmail);
    await settle();
    expect(remindersTo(studentEmail)).toEqual([]);
  });

  it('given a student erased before the reminder falls due, then no reminder is addressed to them or, for them, to their parent, while their classmate and parent are reminded', async () => {
    const { student, studentEmail, parentEmail } = await family();
    const classmate = await family(); // in the same exam, not erased: reminded
    await examOpeningIn([student.id, classmate.student.id], 30 * HOUR);
    await settle();
    expect(remindersTo(studentEmail)).toEqual([]);
    const erased = await eraseOwnAccount(student.client);
    expect(erased.status).toBe(200);
    await waitFor(async () => {
      const user = await t.system.adapters.readModels.collection('users').findOne({ _id: student.id });
      return user?.status === 'erased';
    }, 20_000);

    offsetMs += 7 * HOUR * 60_000; // the reminder is now due
    await reminderTo(classmate.parentEmail);
    await reminderTo(classmate.studentEmail);
    await settle();
    expect(remindersTo(studentEmail)).toEqual([]);
    expect(remindersTo(parentEmail)).toEqual([]);
  });
});
