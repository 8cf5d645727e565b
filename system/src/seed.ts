import fs from 'node:fs';
import path from 'node:path';
import { randomBytes, randomUUID } from 'node:crypto';
import type { Role } from '@portal/contracts';
import { accountsStreams } from '@portal/contracts';
import type { HandleCommand, EventStore, Logger } from '@portal/platform';
import { ConflictError } from '@portal/platform';
import {
  confirmParentalConsentDirectly,
  emailDigest,
  linkParent,
  registerUser,
  reserveStudentNumber,
} from '@portal/command-api';
import type { AwaitProjections, NewUser } from '@portal/command-api';

/** One organisation per deployment for now; the id scopes every tutor's data. */
export const DEFAULT_ORGANISATION = 'main';

export interface DemoLogin {
  role: Role;
  email: string;
  password: string;
}

/** ADMIN_EMAIL/ADMIN_PASSWORD: the account is created when missing; an existing one is left as it is. */
export async function ensureAdmin(
  handle: HandleCommand,
  eventStore: EventStore,
  email: string,
  password: string,
  logger: Logger,
  visible: AwaitProjections,
): Promise<void> {
  const reservation = await eventStore.readStream(accountsStreams.emailReservation(emailDigest(email)), {
    maxCount: 1,
  });
  const reserved = reservation[0]?.data as { userId?: string } | undefined;
  if (reserved?.userId) {
    // another process of this deployment (npm start's command-api processes start together) may
    // be registering it right now: ready means the admin can sign in here too
    if (!(await untilRegistered(eventStore, reserved.userId, visible))) {
      logger.warn('the ADMIN_EMAIL address is reserved but no account was registered with it');
    }
    return;
  }
  const userId = randomUUID();
  const result = await ignoreConflict(
    registerUser(
      handle,
      {
        userId,
        organisationId: DEFAULT_ORGANISATION,
        email,
        firstName: 'Platform',
        lastName: 'Administrator',
        role: 'admin',
        password,
        createdBy: 'system',
      },
      new Date(),
    ),
  );
  // the admin can sign in as soon as start-up reports ready
  if (result) {
    await visible(result.streamId, result.position);
  }
  logger.info('admin account created from ADMIN_EMAIL', { userId });
}

const REGISTRATION_WAIT_MS = 30_000;

/** Waits until the account's registration is recorded and shown by the read models (false: never). */
async function untilRegistered(
  eventStore: EventStore,
  userId: string,
  visible: AwaitProjections,
): Promise<boolean> {
  const streamId = accountsStreams.user(userId);
  const deadline = Date.now() + REGISTRATION_WAIT_MS;
  for (;;) {
    const events = await eventStore.readStream(streamId);
    const last = events[events.length - 1];
    if (last) {
      await visible(streamId, last.position);
      return true;
    }
    if (Date.now() > deadline) {
      return false;
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const DEMO_PARENT = 'parent@demo.elevenplus.example';

/** Ten years old today, so the demo shows a child whose parent has confirmed (spec: under 16). */
function demoChildBirthday(): string {
  const today = new Date();
  return new Date(Date.UTC(today.getUTCFullYear() - 10, 0, 15)).toISOString().slice(0, 10);
}

const DEMO_PEOPLE: ReadonlyArray<Omit<NewUser, 'userId' | 'organisationId' | 'password'>> = [
  {
    role: 'admin',
    email: 'admin@demo.elevenplus.example',
    firstName: 'Alex',
    lastName: 'Morgan',
    createdBy: 'system',
  },
  {
    role: 'tutor',
    email: 'tutor@demo.elevenplus.example',
    firstName: 'Priya',
    lastName: 'Shah',
    createdBy: 'system',
  },
  {
    role: 'student',
    email: 'student@demo.elevenplus.example',
    firstName: 'Oliver',
    lastName: 'Bennett',
    dateOfBirth: demoChildBirthday(),
    school: 'Greenfield Primary',
    grade: 'year-5',
    parentEmail: DEMO_PARENT,
    parentName: 'Sarah Bennett',
    createdBy: 'system',
  },
  { role: 'parent', email: DEMO_PARENT, firstName: 'Sarah', lastName: 'Bennett', createdBy: 'system' },
];

/** More of the demo tutor's class, so Student Management and the dashboards have people to show. */
const DEMO_CLASS: ReadonlyArray<{
  firstName: string;
  lastName: string;
  grade: 'year-4' | 'year-5' | 'year-6' | 'year-7';
  school: string;
}> = [
  { firstName: 'Amelia', lastName: 'Clarke', grade: 'year-5', school: 'Greenfield Primary' },
  { firstName: 'Noah', lastName: 'Patel', grade: 'year-6', school: "St Mary's C of E Primary" },
  { firstName: 'Isla', lastName: 'Okafor', grade: 'year-5', school: 'Hillside Junior School' },
  { firstName: 'Leo', lastName: 'Nowak', grade: 'year-4', school: 'Greenfield Primary' },
  { firstName: 'Freya', lastName: 'Hughes', grade: 'year-6', school: 'Oakwood Academy' },
];

/**
 * A small demo organisation on an empty store. Passwords are random per deployment, printed
 * at start and kept in DATA_DIR/demo-logins.json (owner-only) so a newcomer can sign in.
 */
export async function seedDemo(
  handle: HandleCommand,
  dataDir: string,
  logger: Logger,
  visible: AwaitProjections,
): Promise<DemoLogin[]> {
  const logins: DemoLogin[] = [];
  let tutorId: string | null = null;
  const family: { childId?: string; parentId?: string } = {};
  for (const person of DEMO_PEOPLE) {
    const password = `${person.role}-${randomBytes(6).toString('base64url')}`;
    const userId = randomUUID();
    const taught =
      person.role === 'student' && tutorId ? await demoStudentFields(handle, userId, tutorId) : {};
    const result = await ignoreConflict(
      registerUser(
        handle,
        { userId, organisationId: DEFAULT_ORGANISATION, ...person, ...taught, password },
        new Date(),
      ),
    );
    if (person.role === 'tutor' && result) {
      tutorId = userId;
    }
    if (result && person.role === 'student') {
      family.childId = userId;
    }
    if (result && person.role === 'parent') {
      family.parentId = userId;
    }
    if (result) {
      await visible(result.streamId, result.position);
      if (person.parentEmail) {
        const confirmed = await confirmDemoParent(handle, userId);
        await visible(confirmed.streamId, confirmed.position);
      }
    }
    logins.push({ role: person.role, email: person.email, password });
  }
  if (family.childId && family.parentId) {
    // as if the parent had signed in and followed the e-mailed link (ids, never the address)
    await linkParent(
      { handle, awaitProjections: visible },
      {
        childId: family.childId,
        parentId: family.parentId,
        organisationId: DEFAULT_ORGANISATION,
        method: 'consent_link',
      },
      { userId: family.parentId, role: 'parent' },
      new Date(),
    );
  }
  if (tutorId) {
    await seedDemoClass(handle, tutorId, visible);
  }
  fs.writeFileSync(demoLoginsFile(dataDir), JSON.stringify(logins, null, 2), { mode: 0o600 });
  logger.info('demo organisation created', { accounts: logins.length });
  return logins;
}

/** A student the demo tutor teaches: a student number and the tutor. */
async function demoStudentFields(handle: HandleCommand, userId: string, tutorId: string) {
  const studentNumber = await reserveStudentNumber(handle, DEFAULT_ORGANISATION, userId, new Date());
  return { studentNumber, tutorId, createdByUserId: tutorId };
}

/** The rest of the class: added by the tutor, so they would choose their own password at first sign-in. */
async function seedDemoClass(
  handle: HandleCommand,
  tutorId: string,
  visible: AwaitProjections,
): Promise<void> {
  for (const pupil of DEMO_CLASS) {
    const userId = randomUUID();
    const result = await ignoreConflict(
      registerUser(
        handle,
        {
          userId,
          organisationId: DEFAULT_ORGANISATION,
          role: 'student',
          email: `${pupil.firstName}.${pupil.lastName}@demo.elevenplus.example`.toLowerCase(),
          firstName: pupil.firstName,
          lastName: pupil.lastName,
          grade: pupil.grade,
          school: pupil.school,
          password: randomBytes(18).toString('base64url'),
          mustChangePassword: true,
          createdBy: 'staff',
          ...(await demoStudentFields(handle, userId, tutorId)),
        },
        new Date(),
      ),
    );
    if (result) {
      await visible(result.streamId, result.position);
    }
  }
}

export function readDemoLogins(dataDir: string): DemoLogin[] | null {
  try {
    return JSON.parse(fs.readFileSync(demoLoginsFile(dataDir), 'utf8')) as DemoLogin[];
  } catch {
    return null;
  }
}

function demoLoginsFile(dataDir: string): string {
  return path.join(dataDir, 'demo-logins.json');
}

/** The demo child's parent has confirmed, as if they had followed the e-mailed link. */
function confirmDemoParent(handle: HandleCommand, userId: string) {
  return confirmParentalConsentDirectly(
    handle,
    { userId, organisationId: DEFAULT_ORGANISATION },
    DEMO_PARENT,
    new Date(),
  );
}

/** Two processes seeding one store at once: the second one's reservation conflicts, which is fine. */
async function ignoreConflict<T>(work: Promise<T>): Promise<T | null> {
  try {
    return await work;
  } catch (error) {
    if (!(error instanceof ConflictError)) {
      throw error;
    }
    return null;
  }
}
