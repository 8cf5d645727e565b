import { randomBytes } from 'node:crypto';
import type { Student } from '@portal/contracts';
import { Client } from './harness';

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

/** Signs up through POST /auth/register and returns the signed-in client. */
export async function signedUp(url: string, form: SignUp): Promise<{ client: Client; userId: string }> {
  const client = new Client(url);
  const response = await client.request<{ user: { id: string } }>('POST', '/api/auth/register', form);
  if (response.status !== 201) {
    throw new Error(`sign-up failed: ${response.status} ${JSON.stringify(response.body)}`);
  }
  return { client, userId: response.body.user.id };
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
  return {
    ...response.body.student,
    temporaryPassword: response.body.temporaryPassword,
    parentEmail: form.parentEmail,
    form,
  };
}

/** A staff-created student signs in and replaces the temporary password. */
export async function studentClient(url: string, email: string, temporaryPassword: string): Promise<Client> {
  const client = new Client(url);
  await client.login(email, temporaryPassword);
  const changed = await client.request('PUT', '/api/profile/password', {
    currentPassword: temporaryPassword,
    newPassword: 'my-own-password-1',
  });
  if (changed.status !== 200) {
    throw new Error(`password not changed: ${changed.status}`);
  }
  return client;
}
