/**
 * Benchmarks measure what a class does once it may use the portal (issue 15): accounts are brought
 * to good standing as their people would — the consent form, the parent's e-mailed confirmation.
 */
import { readOutbox, linkToken } from '../system/src/testing/outbox';
import { giveEssentialConsents } from '../system/src/testing/consents';
import type { RequestClient } from '../system/src/testing/consents';

/** The consent form every person accepts at first sign-in: the tests' own set-up. */
export { giveEssentialConsents };

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

interface SignInClient extends RequestClient {
  login(email: string, password: string): Promise<unknown>;
}

/** The bench's tutor, as the admin adds them in Tutor Management. */
const BENCH_TUTOR = {
  firstName: 'Tutor',
  lastName: 'Bench',
  email: 'tutor@bench.example.org',
  password: 'tutor-password',
};

/**
 * The admin adds the bench's tutor, who signs in on a client of their own and accepts the consent
 * form; answers that client and the body of the admin's answer.
 */
export async function addBenchTutor<C extends SignInClient>(
  admin: RequestClient,
  newClient: () => C,
): Promise<{ tutor: C; added: unknown }> {
  const added = await admin.request('POST', '/api/tutors', BENCH_TUTOR);
  const tutor = newClient();
  await tutor.login(BENCH_TUTOR.email, BENCH_TUTOR.password);
  await giveEssentialConsents(tutor);
  return { tutor, added: added.body };
}

/** A student of the bench class, signed in on `client` with their own password. */
export interface ClassStudent<C> {
  id: string;
  client: C;
  email: string;
  firstName: string;
  lastName: string;
}

/**
 * The tutor creates `count` students over HTTP, eight at a time; each signs in on a client of
 * their own, changes the temporary password, accepts the consent form, and their parent confirms.
 */
export async function createClass<C extends SignInClient>(
  url: string,
  dataDir: string,
  tutor: RequestClient,
  count: number,
  newClient: () => C,
): Promise<ClassStudent<C>[]> {
  const students: ClassStudent<C>[] = [];
  let nextStudent = 0;
  await Promise.all(
    Array.from({ length: 8 }, async () => {
      while (nextStudent < count) {
        const index = nextStudent++;
        const form = {
          firstName: 'Pupil',
          lastName: `Number${index}`,
          email: `pupil${index}@bench.example.org`,
          grade: 'year-5',
          dateOfBirth: '2015-05-06',
          parentEmail: `parent${index}@bench.example.org`,
        };
        const answer = await tutor.request('POST', '/api/students', form);
        if (answer.status !== 201) {
          throw new Error(`student not created: ${answer.status}`);
        }
        const created = answer.body as { student: { id: string }; temporaryPassword: string };
        const client = newClient();
        await client.login(form.email, created.temporaryPassword);
        const changed = await client.request('PUT', '/api/profile/password', {
          currentPassword: created.temporaryPassword,
          newPassword: 'my-own-password-1',
        });
        if (changed.status !== 200) {
          throw new Error(`password not changed: ${changed.status}`);
        }
        await giveEssentialConsents(client);
        await confirmParent(url, dataDir, form.parentEmail);
        students.push({ id: created.student.id, client, ...form });
      }
    }),
  );
  return students;
}
