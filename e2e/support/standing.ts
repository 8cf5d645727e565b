import { ADMIN, ApiClient, birthDateForAge, ok, registerViaApi, type Person } from './api';
import { recordRequiredConsents } from './ui';
import { waitForMailLink } from './mail';
import type { RunningSystem } from './server';

/**
 * Set-up for journeys whose subject is not the access gate (issue 15): brings an account to good
 * standing as its people would — the owner clicks the e-mailed verification link, the consent
 * form is accepted, a child's parent clicks the confirmation link — through the real server.
 */

/** Clicks the verification link mailed to `email` (the page's button posts). */
export async function verifyEmailViaOutbox(system: RunningSystem, email: string): Promise<void> {
  const { path } = await waitForMailLink(system, email, /\/verify-email\/[\w-]+/);
  const answer = await fetch(`${system.url}${path}`, { method: 'POST' });
  if (answer.status !== 200) {
    throw new Error(`e-mail of ${email} not verified: ${answer.status}`);
  }
}

/** The parent clicks the consent link mailed to `parentEmail`; signed in (`parent`), it links them. */
export async function confirmParentViaOutbox(
  system: RunningSystem,
  parentEmail: string,
  parent?: ApiClient,
): Promise<void> {
  const { path } = await waitForMailLink(system, parentEmail, /\/parental-consent\/[\w-]+/);
  const answer = await fetch(`${system.url}${path}`, {
    method: 'POST',
    headers: parent ? { cookie: parent.cookieHeader } : {},
  });
  if (answer.status !== 200) {
    throw new Error(`parental consent for ${parentEmail} not confirmed: ${answer.status}`);
  }
}

/**
 * A student the tutor (`tutorApi`, signed in) adds with a parent's address, who then signs in,
 * chooses their own password and accepts the consent form, and whose parent confirms by the
 * mailed link: ready to sit exams (in year 6 unless `grade` says otherwise). Answers the student's id.
 */
export async function readyStudentOfTutor(
  system: RunningSystem,
  tutorApi: ApiClient,
  student: Person,
  parentEmail: string,
  grade = 'year-6',
): Promise<{ id: string }> {
  const made = await ok(
    tutorApi.call<{ student: { id: string }; temporaryPassword: string }>('POST', '/students', {
      firstName: student.firstName,
      lastName: student.lastName,
      email: student.email,
      grade,
      parentEmail,
    }),
    'create student',
  );
  const learner = new ApiClient(system);
  if ((await learner.login(student.email, made.temporaryPassword)).status !== 200) {
    throw new Error(`${student.email} could not sign in with the temporary password`);
  }
  await ok(
    learner.call('PUT', '/profile/password', {
      currentPassword: made.temporaryPassword,
      newPassword: student.password,
      confirmPassword: student.password,
    }),
    'choose own password',
  );
  await recordRequiredConsents(learner);
  await confirmParentViaOutbox(system, parentEmail);
  return { id: made.student.id };
}

/**
 * The first administrator signed in through the API, with the consent form's required consents
 * recorded (the gate has its own test), ready to set up people.
 */
export async function signedInAdmin(system: RunningSystem): Promise<ApiClient> {
  const admin = new ApiClient(system);
  if ((await admin.login(ADMIN.email, ADMIN.password)).status !== 200) {
    throw new Error('the admin could not sign in');
  }
  await recordRequiredConsents(admin);
  return admin;
}

/**
 * A tutor made by the admin (as an organisation onboards its staff), signed in, with the consent
 * form accepted: the common start of a tutor's journey.
 */
export async function signedInTutor(system: RunningSystem, tutor: Person): Promise<ApiClient> {
  const admin = await signedInAdmin(system);
  await ok(admin.call('POST', '/tutors', tutor), 'create tutor');
  const api = new ApiClient(system);
  if ((await api.login(tutor.email, tutor.password)).status !== 200) {
    throw new Error(`${tutor.email} could not sign in`);
  }
  await recordRequiredConsents(api);
  return api;
}

/**
 * A parent who signs up through the API (aged `age`), verifies the address by the mailed link and
 * accepts the consent form: signed in, with no child linked yet (the address alone links nobody).
 */
export async function verifiedParentAccount(
  system: RunningSystem,
  parent: Person,
  age = 40,
): Promise<ApiClient> {
  await registerViaApi(new ApiClient(system), {
    ...parent,
    role: 'parent',
    dateOfBirth: birthDateForAge(age),
  });
  await verifyEmailViaOutbox(system, parent.email);
  const api = new ApiClient(system);
  if ((await api.login(parent.email, parent.password)).status !== 200) {
    throw new Error(`${parent.email} could not sign in`);
  }
  await recordRequiredConsents(api);
  return api;
}

/**
 * The parent named when their child's account was made (the consent already given by the mailed
 * link) makes their own account as `verifiedParentAccount` does and, signed in, opens that link
 * again to link the two accounts (issue 15): signed in, with the child linked.
 */
export async function linkedParentAccount(
  system: RunningSystem,
  parent: Person,
  age = 40,
): Promise<ApiClient> {
  const api = await verifiedParentAccount(system, parent, age);
  const { path } = await waitForMailLink(system, parent.email, /\/parental-consent\/[\w-]+/);
  const linked = await fetch(`${system.url}${path}/link`, {
    method: 'POST',
    headers: { cookie: api.cookieHeader },
  });
  if (linked.status !== 200) {
    throw new Error(`${parent.email} could not link their child: ${linked.status}`);
  }
  return api;
}
