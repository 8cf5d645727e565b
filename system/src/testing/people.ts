import { randomBytes } from 'node:crypto';
import type { Student } from '@portal/contracts';
import { Client } from './harness';
import {
  confirmParentalConsentByMail,
  giveEssentialConsents,
  parentEmailOfStudent,
  verifyEmailByMail,
  verifyTutorAsAdmin,
} from './standing';

/** A calendar date `years` years before `today` (minus a day, so the birthday has passed). */
export function bornYearsAgo(years: number, today = new Date()): string {
  const date = new Date(
    Date.UTC(today.getUTCFullYear() - years, today.getUTCMonth(), today.getUTCDate() - 1),
  );
  return date.toISOString().slice(0, 10);
}

export interface SignUp {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  role: 'student' | 'tutor' | 'parent';
  dateOfBirth: string;
  acceptTerms: boolean;
  acceptPrivacy: boolean;
  marketingConsent?: boolean;
  parentEmail?: string;
  parentName?: string;
  school?: string;
  phoneNumber?: string;
  grade?: string;
}

/** A unique, valid sign-up; names carry a random tag so byte searches find only this person. */
export function newSignUp(role: SignUp['role'] = 'tutor', overrides: Partial<SignUp> = {}): SignUp {
  const tag = randomBytes(4).toString('hex');
  return {
    firstName: `Ada${tag}`,
    lastName: `Lovelace${tag}`,
    email: `ada.${tag}@example.org`,
    password: 'Analytical-Engine-1843',
    role,
    dateOfBirth: bornYearsAgo(role === 'student' ? 17 : 35),
    acceptTerms: true,
    acceptPrivacy: true,
    ...overrides,
  };
}

/** Signs up through POST /auth/register and returns the signed-in client, the account as it is then. */
export async function registered(url: string, form: SignUp): Promise<{ client: Client; userId: string }> {
  const client = new Client(url);
  const response = await client.request<{ user: { id: string } }>('POST', '/api/auth/register', form);
  if (response.status !== 201) {
    throw new Error(`sign-up failed: ${response.status} ${JSON.stringify(response.body)}`);
  }
  return { client, userId: response.body.user.id };
}

/**
 * Signs up and brings the account to good standing as its people would (issue 15): the owner
 * clicks the verification link, an administrator verifies a tutor, a child's parent confirms.
 */
export async function signedUp(url: string, form: SignUp): Promise<{ client: Client; userId: string }> {
  const account = await registered(url, form);
  await verifyEmailByMail(url, form.email);
  if (form.role === 'tutor') {
    await verifyTutorAsAdmin(url, account.userId);
  }
  if (form.role === 'student' && form.parentEmail) {
    await confirmParentalConsentByMail(url, form.parentEmail);
  }
  return account;
}

let counter = 0;
/** A tag unique within the test run, so names and e-mails never collide between tests. */
export const unique = (prefix: string) =>
  `${prefix}${(counter += 1)}${Math.random().toString(36).slice(2, 7)}`;

/** A tutor created by the admin through POST /tutors and signed in (throws unless 201). */
export async function createTutor(url: string, admin: Client, overrides: Record<string, string> = {}) {
  const tag = unique('t');
  const form = {
    firstName: 'Grace',
    lastName: `Hopper${tag}`,
    email: `grace.${tag}@tutors.example.org`,
    password: 'cobol-1959',
    ...overrides,
  };
  const response = await admin.request<{ tutor: { id: string } }>('POST', '/api/tutors', form);
  if (response.status !== 201) {
    throw new Error(`tutor not created: ${response.status} ${JSON.stringify(response.body)}`);
  }
  const client = new Client(url);
  const signedIn = await client.login(form.email, form.password);
  if (signedIn.status !== 200) {
    throw new Error(`tutor not signed in: ${signedIn.status}`);
  }
  // the consent form every person accepts at their first sign-in (issue 15: the server enforces it)
  await giveEssentialConsents(client);
  return { id: response.body.tutor.id, client, form };
}

/** A student created by `by` through POST /students, not yet signed in (throws unless 201). */
export async function createStudent(by: Client, overrides: Record<string, unknown> = {}) {
  const tag = unique('s');
  const form = {
    firstName: 'Tom',
    lastName: `Kilburn${tag}`,
    email: `tom.${tag}@students.example.org`,
    grade: 'year-5',
    dateOfBirth: '2016-03-04',
    parentEmail: `parent.${tag}@students.example.org`,
    ...overrides,
  };
  const response = await by.request<{ student: Student; temporaryPassword: string }>(
    'POST',
    '/api/students',
    form,
  );
  if (response.status !== 201) {
    throw new Error(`student not created: ${response.status} ${JSON.stringify(response.body)}`);
  }
  if (form.parentEmail) {
    parentEmailOfStudent.set(String(form.email).toLowerCase(), String(form.parentEmail).toLowerCase());
  }
  return {
    ...response.body.student,
    temporaryPassword: response.body.temporaryPassword,
    parentEmail: form.parentEmail,
    form,
  };
}

/** The password a staff-created student chooses at first sign-in (`studentClient`). */
export const STUDENT_OWN_PASSWORD = 'my-own-password-1';

/**
 * The signed-in student asks for their account and data to be erased, confirming with the password
 * they chose (and their address, read from /auth/me unless given); answers the erasure's answer.
 */
export async function eraseOwnAccount(client: Client, email?: string) {
  const address =
    email ?? (await client.request<{ user: { email: string } }>('GET', '/api/auth/me')).body.user.email;
  return client.request('DELETE', '/api/compliance/data-erasure', {
    email: address,
    password: STUDENT_OWN_PASSWORD,
    reason: 'leaving',
  });
}

/**
 * A staff-created student signs in and replaces the temporary password, accepts the consent
 * form, and their parent confirms by the e-mailed link (issue 15: nothing works before that).
 */
export async function studentClient(url: string, email: string, temporaryPassword: string): Promise<Client> {
  const client = new Client(url);
  const signedIn = await client.login(email, temporaryPassword);
  if (signedIn.status !== 200) {
    throw new Error(`student not signed in: ${signedIn.status}`);
  }
  const changed = await client.request('PUT', '/api/profile/password', {
    currentPassword: temporaryPassword,
    newPassword: STUDENT_OWN_PASSWORD,
  });
  if (changed.status !== 200) {
    throw new Error(`password not changed: ${changed.status}`);
  }
  await studentReady(url, client, email);
  return client;
}

/** After a staff-created student's first sign-in: consents given, the parent's confirmation clicked. */
export async function studentReady(url: string, client: Client, email: string): Promise<void> {
  await giveEssentialConsents(client);
  const parentEmail = parentEmailOfStudent.get(email.toLowerCase());
  if (parentEmail) {
    await confirmParentalConsentByMail(url, parentEmail);
  }
}

/**
 * A parent who signs up with the address a child's tutor gave and follows the consent link
 * mailed to it while signed in: linked to the child by ids (issue 15), as in real life.
 */
export async function linkedParent(
  url: string,
  parentEmail: string,
  overrides: Partial<SignUp> = {},
): Promise<{ client: Client; userId: string }> {
  const parent = await signedUp(url, newSignUp('parent', { email: parentEmail, ...overrides }));
  await confirmParentalConsentByMail(url, parentEmail, parent.client);
  return parent;
}
