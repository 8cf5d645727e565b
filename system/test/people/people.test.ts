import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Student, Tutor } from '@portal/contracts';
import { Client, startSystemAsAdmin, fieldMessages } from '../../src/testing/harness';
import type { TestSystem, Answer } from '../../src/testing/harness';
import { newSignUp, registered, signedUp } from '../../src/testing/people';
import { confirmParentalConsentByMail, giveEssentialConsents } from '../../src/testing/standing';

// People and dashboards over real HTTP (spec 001 §§2.3–2.5, 3, 5, 6, 7, 8, 9; docs/api/people-and-dashboards.md).

const ADMIN = { email: 'admin@people.example.org', password: 'admin-password-1' };
let t: TestSystem;
let admin: Client;

type TutorAnswer = Answer & { tutor: Tutor };
type StudentAnswer = Answer & { student: Student; temporaryPassword: string };
type StudentList = Answer & { students: Student[]; total: number; overallTotal: number };
type Stats = Answer & { totalTutors: number; totalUsers: number; totalGroups: number; activeExams: number };

let counter = 0;
function unique(prefix: string): string {
  counter += 1;
  return `${prefix}${counter}${Math.random().toString(36).slice(2, 7)}`;
}

function tutorForm(overrides: Record<string, unknown> = {}) {
  const tag = unique('t');
  return {
    firstName: 'Grace',
    lastName: `Hopper${tag}`,
    email: `grace.${tag}@people.example.org`,
    password: 'cobol-1959',
    organizationName: 'Hopper Tuition',
    specializations: 'Mathematics, Verbal Reasoning, ',
    qualifications: 'PGCE',
    experience: '12',
    contactPhone: '01234 567890',
    address: '1 Harbour Road',
    ...overrides,
  };
}

function studentForm(overrides: Record<string, unknown> = {}) {
  const tag = unique('s');
  return {
    firstName: 'Tom',
    lastName: `Kilburn${tag}`,
    email: `tom.${tag}@people.example.org`,
    grade: 'year-5',
    dateOfBirth: '2016-03-04',
    school: 'Manchester Primary',
    parentEmail: `parent.${tag}@people.example.org`,
    phoneNumber: '07700 900000',
    ...overrides,
  };
}

async function createTutor(overrides: Record<string, unknown> = {}) {
  const form = tutorForm(overrides);
  const response = await admin.request<TutorAnswer>('POST', '/api/tutors', form);
  expect(response.status).toBe(201);
  const client = new Client(t.url);
  expect((await client.login(form.email, form.password)).status).toBe(200);
  await giveEssentialConsents(client); // the consent form at first sign-in (server-enforced)
  return { form, tutor: response.body.tutor, client };
}

async function createStudent(by: Client, overrides: Record<string, unknown> = {}) {
  const form = studentForm(overrides);
  const response = await by.request<StudentAnswer>('POST', '/api/students', form);
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return { form, student: response.body.student, temporaryPassword: response.body.temporaryPassword };
}

/** Signs a created student in and replaces the temporary password. */
async function firstSignIn(email: string, temporaryPassword: string, newPassword = 'my-own-password-1') {
  const client = new Client(t.url);
  expect((await client.login(email, temporaryPassword)).status).toBe(200);
  const changed = await client.request('PUT', '/api/profile/password', {
    currentPassword: temporaryPassword,
    newPassword,
  });
  expect(changed.status).toBe(200);
  return client;
}

beforeAll(async () => {
  ({ t, admin } = await startSystemAsAdmin(ADMIN));
});
afterAll(async () => {
  await t.stop();
});

describe('POST /tutors (spec 001 §5 Tutor create)', () => {
  it.each([
    [{ firstName: '' }, 'firstName', 'First name is required'],
    [{ lastName: ' ' }, 'lastName', 'Last name is required'],
    [{ email: '' }, 'email', 'Email is required'],
    [{ email: 'grace.example.org' }, 'email', 'Valid email is required'],
    [{ password: '' }, 'password', 'Password is required'],
    [{ password: '12345' }, 'password', 'Password must be at least 6 characters'],
    [{ experience: 51 }, 'experience', 'Experience must be between 0 and 50 years'],
    [{ experience: -1 }, 'experience', 'Experience must be between 0 and 50 years'],
  ])(
    'given %j, when an admin creates a tutor, then 400 with the spec message',
    async (change, field, message) => {
      const response = await admin.request<Answer>('POST', '/api/tutors', tutorForm(change));
      expect(response.status).toBe(400);
      expect(fieldMessages(response.body)[field]).toBe(message);
    },
  );

  it('given several bad fields, then the message is the "Validation errors:" list of field: message lines', async () => {
    const response = await admin.request<Answer>(
      'POST',
      '/api/tutors',
      tutorForm({ firstName: '', password: '1' }),
    );
    expect(response.status).toBe(400);
    expect(response.body.message).toBe(
      'Validation errors: firstName: First name is required; password: Password must be at least 6 characters',
    );
  });

  it('given a valid tutor, then 201 with the spec message, Verified and Active, experience an integer and specializations a list', async () => {
    const form = tutorForm({ experience: '7.9' });
    const response = await admin.request<TutorAnswer>('POST', '/api/tutors', form);
    expect(response.status).toBe(201);
    expect(response.body.message).toBe('Tutor created successfully!');
    expect(response.body.tutor).toMatchObject({
      firstName: 'Grace',
      email: form.email,
      organizationName: 'Hopper Tuition',
      specializations: ['Mathematics', 'Verbal Reasoning'],
      experience: 7,
      isVerified: true,
      isActive: true,
      studentCount: 0,
    });
    expect(JSON.stringify(response.body)).not.toContain('password');
    const again = await admin.request<Answer>('POST', '/api/tutors', { ...form, firstName: 'Other' });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('An account with this email already exists');
  });

  it('given blank or non-numeric experience, then it is stored as 0', async () => {
    const blank = await admin.request<TutorAnswer>('POST', '/api/tutors', tutorForm({ experience: '' }));
    const text = await admin.request<TutorAnswer>('POST', '/api/tutors', tutorForm({ experience: 'lots' }));
    expect([blank.body.tutor.experience, text.body.tutor.experience]).toEqual([0, 0]);
  });
});

describe('the people ownership matrix (two tutors, two parents, a student)', () => {
  let tutor1: Awaited<ReturnType<typeof createTutor>>;
  let tutor2: Awaited<ReturnType<typeof createTutor>>;
  let s1: Awaited<ReturnType<typeof createStudent>>;
  let s2: Awaited<ReturnType<typeof createStudent>>;
  let parent1: Client;
  let parent2: Client;
  let student: Client;

  beforeAll(async () => {
    tutor1 = await createTutor();
    tutor2 = await createTutor();
    s1 = await createStudent(tutor1.client);
    s2 = await createStudent(tutor2.client);
    parent1 = (await signedUp(t.url, newSignUp('parent', { email: s1.form.parentEmail }))).client;
    // the parent follows the link mailed to that address while signed in: linked by ids (issue 15)
    await confirmParentalConsentByMail(t.url, s1.form.parentEmail, parent1);
    parent2 = (await signedUp(t.url, newSignUp('parent'))).client;
    student = await firstSignIn(s1.form.email, s1.temporaryPassword);
    await giveEssentialConsents(student);
  });

  it('given two tutors, then each lists only their own students, and someone else’s is 404 to read, edit or clear', async () => {
    const list1 = await tutor1.client.request<StudentList>('GET', '/api/students');
    expect(list1.body.students.map((s) => s.id)).toEqual([s1.student.id]);
    const list2 = await tutor2.client.request<StudentList>('GET', '/api/students');
    expect(list2.body.students.map((s) => s.id)).toEqual([s2.student.id]);
    expect((await tutor1.client.request('GET', `/api/students/${s2.student.id}`)).status).toBe(404);
    const edit = await tutor1.client.request('PUT', `/api/students/${s2.student.id}`, {
      firstName: 'Hacked',
      lastName: 'Name',
      grade: 'year-5',
    });
    expect(edit.status).toBe(404);
    const exams = `/api/tutor-exam-assignments/student/${s2.student.id}/exams`;
    expect((await tutor1.client.request('GET', exams)).status).toBe(404);
    expect((await tutor1.client.request('DELETE', exams)).status).toBe(404);
    const untouched = await tutor2.client.request<Answer & { student: Student }>(
      'GET',
      `/api/students/${s2.student.id}`,
    );
    expect(untouched.body.student.firstName).toBe('Tom');
  });

  it('given a parent, then "My Children" lists the students with their e-mail, read-only; another parent sees none', async () => {
    const mine = await parent1.request<StudentList>('GET', '/api/students');
    expect(mine.status).toBe(200);
    expect(mine.body.students.map((s) => s.id)).toEqual([s1.student.id]);
    expect((await parent1.request('GET', `/api/students/${s1.student.id}`)).status).toBe(200);
    expect((await parent1.request('GET', `/api/students/${s2.student.id}`)).status).toBe(404);
    expect((await parent1.request('POST', '/api/students', studentForm())).status).toBe(403);
    const edit = await parent1.request('PUT', `/api/students/${s1.student.id}`, {
      firstName: 'Changed',
      lastName: 'ByParent',
      grade: 'year-6',
    });
    expect(edit.status).toBe(403);
    const exams = `/api/tutor-exam-assignments/student/${s1.student.id}/exams`;
    expect((await parent1.request('DELETE', exams)).status).toBe(403);
    const other = await parent2.request<StudentList>('GET', '/api/students');
    expect(other.body).toMatchObject({ students: [], total: 0, overallTotal: 0 });
  });

  it('given a student, then student management, tutors and staff figures are refused with the spec message', async () => {
    const students = await student.request<Answer>('GET', '/api/students');
    expect(students.status).toBe(403);
    expect(students.body.message).toBe(
      'Access denied - insufficient permissions. You need tutor or admin role to view students.',
    );
    expect((await student.request('GET', '/api/tutors')).status).toBe(403);
    expect((await student.request('GET', '/api/stats')).status).toBe(403);
    expect((await student.request('GET', '/api/tutor-stats')).status).toBe(403);
    expect((await student.request('GET', '/api/tutor-analytics/recent-activity?limit=5')).status).toBe(403);
  });

  it('given tutors and parents, then tutor management is the admin’s alone; signed out is 401', async () => {
    for (const client of [tutor1.client, parent1]) {
      expect((await client.request('GET', '/api/tutors')).status).toBe(403);
      expect((await client.request('POST', '/api/tutors', tutorForm())).status).toBe(403);
      expect(
        (await client.request('PUT', `/api/tutors/${tutor2.tutor.id}`, { firstName: 'X', lastName: 'Y' }))
          .status,
      ).toBe(403);
    }
    const signedOut = new Client(t.url);
    for (const path of [
      '/api/tutors',
      '/api/students',
      '/api/stats',
      '/api/tutor-stats',
      '/api/progress/overview',
    ]) {
      expect((await signedOut.request('GET', path)).status).toBe(401);
    }
    expect((await signedOut.request('POST', '/api/students', { firstName: { $ne: null } })).status).toBe(401);
  });

  it('given an admin, then every student is listed with their tutor’s name', async () => {
    const all = await admin.request<StudentList>('GET', '/api/students?perPage=500');
    const byId = new Map(all.body.students.map((s) => [s.id, s]));
    expect(byId.get(s1.student.id)?.tutorName).toBe(`Grace ${tutor1.form.lastName}`);
    expect(byId.get(s2.student.id)?.tutorName).toBe(`Grace ${tutor2.form.lastName}`);
  });

  it('given the figures, then each caller counts what they may see', async () => {
    const tutorStats = await tutor1.client.request<Stats>('GET', '/api/tutor-stats');
    expect(tutorStats.body).toMatchObject({
      success: true,
      totalTutors: 1,
      totalUsers: 1,
      totalGroups: 0,
      activeExams: 0,
    });
    const parentStats = await parent1.request<Stats>('GET', '/api/tutor-stats');
    expect(parentStats.body).toMatchObject({ totalTutors: 1, totalUsers: 1 });
    const none = await parent2.request<Stats>('GET', '/api/stats');
    expect(none.body).toMatchObject({ totalTutors: 0, totalUsers: 0, totalGroups: 0, activeExams: 0 });
    const adminStats = await admin.request<Stats>('GET', '/api/stats');
    const tutors = await admin.request<Answer & { total: number }>('GET', '/api/tutors');
    expect(adminStats.body.totalTutors).toBe(tutors.body.total);
    expect(adminStats.body.totalUsers).toBeGreaterThanOrEqual(tutors.body.total + 2 + 2 + 1);
    const me = await tutor1.client.request<TutorAnswer>('GET', '/api/tutors/me');
    expect(me.body.tutor).toMatchObject({ id: tutor1.tutor.id, studentCount: 1 });
  });

  it('given recent activity, then a tutor sees their own students being added, a parent their child, an admin everyone', async () => {
    type Activities = Answer & {
      activities: { title: string; description: string; icon: string; color: string }[];
    };
    const mine = await tutor1.client.request<Activities>(
      'GET',
      '/api/tutor-analytics/recent-activity?limit=5',
    );
    expect(mine.body.activities).toHaveLength(1);
    expect(mine.body.activities[0]).toMatchObject({
      title: 'New student added',
      description: `Tom ${s1.form.lastName} (Year 5) was added`,
      icon: 'graduation-cap',
      color: 'blue',
    });
    const child = await parent1.request<Activities>('GET', '/api/tutor-analytics/recent-activity?limit=5');
    expect(child.body.activities[0]?.description).toContain(s1.form.lastName);
    expect(child.body.activities.every((a) => !a.description.includes(s2.form.lastName))).toBe(true);
    const all = await admin.request<Activities>('GET', '/api/tutor-analytics/recent-activity?limit=50');
    const text = all.body.activities.map((a) => a.description).join('\n');
    expect(text).toContain(`Tom ${s1.form.lastName} (Year 5) was added by Grace ${tutor1.form.lastName}`);
    expect(text).toContain(s2.form.lastName);
    const bad = await admin.request<Answer>('GET', '/api/tutor-analytics/recent-activity?limit=0');
    expect(bad.status).toBe(400);
  });

  it('given progress, then a student reads their own, a parent their child’s, a tutor their student’s, and no one else’s', async () => {
    const own = await student.request<Answer & { stats: Record<string, unknown> }>(
      'GET',
      '/api/progress/overview',
    );
    expect(own.body.stats).toEqual({
      totalExams: 0,
      averageScore: null,
      bestScore: null,
      totalTimeSpent: 0,
      examTypeBreakdown: {},
    });
    expect((await student.request('GET', '/api/progress/history?limit=5')).body).toMatchObject({
      attempts: [],
    });
    expect((await student.request('GET', `/api/progress/overview?studentId=${s2.student.id}`)).status).toBe(
      404,
    );
    expect((await parent1.request('GET', `/api/progress/overview?studentId=${s1.student.id}`)).status).toBe(
      200,
    );
    expect((await parent1.request('GET', `/api/progress/overview?studentId=${s2.student.id}`)).status).toBe(
      404,
    );
    expect(
      (await tutor1.client.request('GET', `/api/progress/history?studentId=${s1.student.id}`)).status,
    ).toBe(200);
    expect(
      (await tutor1.client.request('GET', `/api/progress/history?studentId=${s2.student.id}`)).status,
    ).toBe(404);
  });
});

describe('POST /students (spec 001 §5 Student create)', () => {
  let tutor: Awaited<ReturnType<typeof createTutor>>;
  beforeAll(async () => {
    tutor = await createTutor();
  });

  it.each([
    [{ firstName: '' }, 'firstName', 'First name is required'],
    [{ lastName: '' }, 'lastName', 'Last name is required'],
    [{ email: '' }, 'email', 'Email is required'],
    [{ email: 'no-at-sign' }, 'email', 'Valid email is required'],
    [{ grade: '' }, 'grade', 'Grade is required'],
    [{ grade: undefined }, 'grade', 'Grade is required'],
    [{ grade: 'year-9' }, 'grade', 'Grade must be Year 4, Year 5, Year 6 or Year 7'],
    [{ parentEmail: 'not-an-email' }, 'parentEmail', 'Parent email is invalid'],
    [{ dateOfBirth: '2016-02-30' }, 'dateOfBirth', 'Please enter a valid date of birth'],
  ])('given %j, then 400 with the spec message', async (change, field, message) => {
    const response = await tutor.client.request<Answer>('POST', '/api/students', studentForm(change));
    expect(response.status).toBe(400);
    expect(fieldMessages(response.body)[field]).toBe(message);
  });

  it('given only the required fields and the underscore grade, then 201 with one canonical grade and optional fields empty', async () => {
    const response = await tutor.client.request<StudentAnswer>('POST', '/api/students', {
      firstName: 'Kathleen',
      lastName: 'Booth',
      email: `k.${unique('b')}@people.example.org`,
      grade: 'year_5',
    });
    expect(response.status).toBe(201);
    expect(response.body.message).toBe('Student created successfully!');
    expect(response.body.student).toMatchObject({
      grade: 'year-5',
      dateOfBirth: null,
      school: null,
      parentEmail: null,
      parentPhone: null,
      tutorId: tutor.tutor.id,
      awaitingFirstSignIn: true,
    });
  });

  it('given students, then each has a unique STU number and a temporary password of its own that is never stored in clear', async () => {
    const created = await Promise.all([1, 2, 3].map(() => createStudent(tutor.client)));
    const numbers = created.map((c) => c.student.studentId);
    expect(numbers.every((n) => /^STU\d{6}$/.test(n))).toBe(true);
    expect(new Set(numbers).size).toBe(3);
    const passwords = created.map((c) => c.temporaryPassword);
    expect(new Set(passwords).size).toBe(3);
    expect(passwords.every((p) => /^[a-z2-9]{4}-[a-z2-9]{4}-[a-z2-9]{4}$/.test(p))).toBe(true);
    const listed = JSON.stringify((await tutor.client.request('GET', '/api/students?perPage=500')).body);
    for (const password of passwords) {
      expect(listed).not.toContain(password);
    }
  });

  it('given an admin, then the student can be given a tutor, and an unknown tutor is refused', async () => {
    const assigned = await admin.request<StudentAnswer>(
      'POST',
      '/api/students',
      studentForm({ tutorId: tutor.tutor.id }),
    );
    expect(assigned.status).toBe(201);
    expect(assigned.body.student.tutorId).toBe(tutor.tutor.id);
    const seen = await tutor.client.request('GET', `/api/students/${assigned.body.student.id}`);
    expect(seen.status).toBe(200);
    const unknown = await admin.request<Answer>('POST', '/api/students', studentForm({ tutorId: 'nobody' }));
    expect(unknown.status).toBe(400);
    expect(fieldMessages(unknown.body).tutorId).toBe('Tutor not found');
  });

  it('given a duplicate e-mail, then 409 and nothing is created', async () => {
    const first = await createStudent(tutor.client);
    const before = (await tutor.client.request<Stats>('GET', '/api/tutor-stats')).body.totalUsers;
    const again = await tutor.client.request<Answer>(
      'POST',
      '/api/students',
      studentForm({ email: first.form.email }),
    );
    expect(again.status).toBe(409);
    expect((await tutor.client.request<Stats>('GET', '/api/tutor-stats')).body.totalUsers).toBe(before);
  });

  it('given 50 concurrent creations by one tutor, then exactly 50 more students in /stats and /tutor-stats', async () => {
    const fresh = await createTutor();
    const beforeAdmin = (await admin.request<Stats>('GET', '/api/stats')).body.totalUsers;
    const beforeTutor = (await fresh.client.request<Stats>('GET', '/api/tutor-stats')).body.totalUsers;
    const answers = await Promise.all(
      Array.from({ length: 50 }, () =>
        fresh.client.request<StudentAnswer>('POST', '/api/students', studentForm()),
      ),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(50).fill(201));
    expect(new Set(answers.map((a) => a.body.student.studentId)).size).toBe(50);
    expect((await fresh.client.request<Stats>('GET', '/api/tutor-stats')).body.totalUsers).toBe(
      beforeTutor + 50,
    );
    expect((await admin.request<Stats>('GET', '/api/stats')).body.totalUsers).toBe(beforeAdmin + 50);
    const list = await fresh.client.request<StudentList>('GET', '/api/students?perPage=25');
    expect(list.body).toMatchObject({ total: 50, overallTotal: 50 });
    expect(list.body.students).toHaveLength(25);
  }, 60_000);
});

describe('the temporary password', () => {
  it('given a created student, when they sign in, then they must choose a new password before anything else', async () => {
    const { client: tutor } = await createTutor();
    const created = await createStudent(tutor);
    const student = new Client(t.url);
    const login = await student.login(created.form.email, created.temporaryPassword);
    expect(login.status).toBe(200);
    expect((login.body as { user: { mustChangePassword?: boolean } }).user.mustChangePassword).toBe(true);
    const me = await student.request<{ user: { mustChangePassword?: boolean } }>('GET', '/api/auth/me');
    expect(me.body.user.mustChangePassword).toBe(true);
    for (const path of ['/api/profile', '/api/compliance/consent/status', '/api/progress/overview']) {
      const blocked = await student.request<Answer>('GET', path);
      expect(blocked.status).toBe(403);
      expect(blocked.body.message).toBe('Please change your temporary password before continuing');
    }
    const same = await student.request<Answer>('PUT', '/api/profile/password', {
      currentPassword: created.temporaryPassword,
      newPassword: created.temporaryPassword,
    });
    expect(same.status).toBe(400);
    const changed = await student.request<Answer>('PUT', '/api/profile/password', {
      currentPassword: created.temporaryPassword,
      newPassword: 'a-password-of-my-own',
    });
    expect(changed.status).toBe(200);
    expect((await student.request('GET', '/api/profile')).status).toBe(200);
    const after = await student.request<{ user: { mustChangePassword?: boolean } }>('GET', '/api/auth/me');
    expect(after.body.user.mustChangePassword).toBe(false);
    expect((await new Client(t.url).login(created.form.email, created.temporaryPassword)).status).toBe(401);
    const again = new Client(t.url);
    expect((await again.login(created.form.email, 'a-password-of-my-own')).status).toBe(200);
    expect((await again.request('GET', '/api/profile')).status).toBe(200);
    const card = await tutor.request<Answer & { student: Student }>(
      'GET',
      `/api/students/${created.student.id}`,
    );
    expect(card.body.student.awaitingFirstSignIn).toBe(false);
  });
});

describe('PUT /students/{id} (spec 001 §5 Student edit)', () => {
  it('given an edit, then the fields change, lists are split, and the e-mail cannot change', async () => {
    const { client: tutor } = await createTutor();
    const { student, form, temporaryPassword } = await createStudent(tutor);
    const changed = await tutor.request<Answer & { student: Student }>('PUT', `/api/students/${student.id}`, {
      firstName: 'Thomas',
      lastName: form.lastName,
      email: form.email.toUpperCase(),
      grade: 'year_6',
      school: 'Bolton School',
      parentEmail: form.parentEmail,
      parentPhone: '07700 900123',
      targetSchools: 'Manchester Grammar, , Withington Girls',
      specialNeeds: 'Extra time',
      notes: 'Strong at arithmetic',
    });
    expect(changed.status).toBe(200);
    expect(changed.body.message).toContain('successfully');
    expect(changed.body.student).toMatchObject({
      firstName: 'Thomas',
      grade: 'year-6',
      school: 'Bolton School',
      parentPhone: '07700 900123',
      targetSchools: ['Manchester Grammar', 'Withington Girls'],
      specialNeeds: 'Extra time',
      notes: 'Strong at arithmetic',
      email: form.email,
    });
    // the staff record is the student's data too: it is in their own data-access answer (Art. 15)
    const own = await firstSignIn(form.email, temporaryPassword);
    const access = await own.request<{ data: { profile: Record<string, unknown> } }>(
      'GET',
      '/api/compliance/data-access',
    );
    expect(access.body.data.profile).toMatchObject({
      studentId: student.studentId,
      parentPhone: '07700 900123',
      targetSchools: ['Manchester Grammar', 'Withington Girls'],
      specialNeeds: 'Extra time',
      notes: 'Strong at arithmetic',
    });
    const email = await tutor.request<Answer>('PUT', `/api/students/${student.id}`, {
      firstName: 'Thomas',
      lastName: form.lastName,
      email: 'someone.else@people.example.org',
      grade: 'year-6',
    });
    expect(email.status).toBe(400);
    expect(email.body.message).toBe('Email cannot be changed');
    const required = await tutor.request<Answer>('PUT', `/api/students/${student.id}`, {
      firstName: '',
      lastName: form.lastName,
    });
    expect(fieldMessages(required.body)).toMatchObject({
      firstName: 'First name is required',
      grade: 'Grade is required',
    });
  });
});

describe('GET /students search, grade filter, paging and sorting', () => {
  it('given a class, then q is case-insensitive over names, e-mail and studentId, combined with the grade, with n of m', async () => {
    const { client: tutor } = await createTutor();
    const ada = await createStudent(tutor, { firstName: 'Ada', lastName: 'Zebedee', grade: 'year-4' });
    await createStudent(tutor, { firstName: 'Alan', lastName: 'Turing', grade: 'year-6' });
    await createStudent(tutor, {
      firstName: 'Joan',
      lastName: 'Clarke',
      grade: 'year-6',
      email: `jc.ADA.${unique('x')}@people.example.org`,
    });
    const q = async (query: string) =>
      (await tutor.request<StudentList>('GET', `/api/students?${query}`)).body;
    const byName = await q('q=ada');
    expect(byName.students.map((s) => s.firstName).sort()).toEqual(['Ada', 'Joan']);
    expect(byName).toMatchObject({ total: 2, overallTotal: 3 });
    expect((await q('q=ZEBEDEE')).students.map((s) => s.firstName)).toEqual(['Ada']);
    expect((await q(`q=${ada.student.studentId.toLowerCase()}`)).students.map((s) => s.id)).toEqual([
      ada.student.id,
    ]);
    expect((await q('q=ada&grade=year-6')).students.map((s) => s.firstName)).toEqual(['Joan']);
    expect((await q('grade=year_6')).total).toBe(2);
    expect((await q('q=.*')).total).toBe(0);
    // a full name, as a person types it, finds the student too
    expect((await q('q=Ada%20Zeb')).students.map((s) => s.id)).toEqual([ada.student.id]);
    const sorted = await q('sort=lastName&order=asc&perPage=2&page=1');
    expect(sorted.students.map((s) => s.lastName)).toEqual(['Clarke', 'Turing']);
    expect(sorted).toMatchObject({ total: 3, overallTotal: 3 });
    expect((await q('sort=lastName&order=asc&perPage=2&page=2')).students.map((s) => s.lastName)).toEqual([
      'Zebedee',
    ]);
    expect((await tutor.request('GET', '/api/students?grade=year-9')).status).toBe(400);
    expect((await tutor.request('GET', '/api/students?perPage=100000')).status).toBe(400);
    // express's simple query parser keeps `q[$ne]` a plain, unknown key: no operator reaches a query
    const operator = await tutor.request<StudentList>('GET', '/api/students?q[$ne]=x');
    expect(operator.status).toBe(200);
    expect(operator.body.total).toBe(3);
  });
});

describe('tutor edits, verification and deactivation', () => {
  it('given an edit, then the profile changes and the e-mail cannot', async () => {
    const { tutor, form } = await createTutor();
    const response = await admin.request<TutorAnswer>('PUT', `/api/tutors/${tutor.id}`, {
      firstName: 'Rear Admiral',
      lastName: form.lastName,
      organizationName: 'Navy Tuition',
      specializations: ['English'],
      experience: '30',
      contactPhone: '',
    });
    expect(response.status).toBe(200);
    expect(response.body.message).toBe('Tutor updated successfully!');
    expect(response.body.tutor).toMatchObject({
      firstName: 'Rear Admiral',
      organizationName: 'Navy Tuition',
      specializations: ['English'],
      experience: 30,
      qualifications: 'PGCE',
      contactPhone: null,
    });
    const email = await admin.request<Answer>('PUT', `/api/tutors/${tutor.id}`, {
      firstName: 'X',
      lastName: 'Y',
      email: 'new@people.example.org',
    });
    expect(email.status).toBe(400);
    expect(email.body.message).toBe('Email cannot be changed');
    expect(
      (await admin.request('PUT', '/api/tutors/unknown', { firstName: 'X', lastName: 'Y' })).status,
    ).toBe(404);
    const range = await admin.request<Answer>('PUT', `/api/tutors/${tutor.id}`, {
      firstName: 'X',
      lastName: 'Y',
      experience: 99,
    });
    expect(fieldMessages(range.body).experience).toBe('Experience must be between 0 and 50 years');
  });

  it('given a tutor who signed up, then they are Pending until an admin verifies them', async () => {
    const { userId } = await registered(t.url, newSignUp('tutor'));
    const list = await admin.request<Answer & { tutors: Tutor[] }>('GET', '/api/tutors?perPage=500');
    expect(list.body.tutors.find((tutor) => tutor.id === userId)?.isVerified).toBe(false);
    const verified = await admin.request<TutorAnswer>('PUT', `/api/tutors/${userId}`, {
      ...(list.body.tutors.find((tutor) => tutor.id === userId) as Tutor),
      isVerified: true,
    });
    expect(verified.body.tutor.isVerified).toBe(true);
  });

  it('given a deactivated tutor, then they are signed out and cannot sign in, and their students keep their data', async () => {
    const { tutor, form, client } = await createTutor();
    const { student } = await createStudent(client);
    const off = await admin.request<TutorAnswer>('PUT', `/api/tutors/${tutor.id}`, {
      firstName: form.firstName,
      lastName: form.lastName,
      isActive: false,
    });
    expect(off.body.tutor.isActive).toBe(false);
    expect((await client.request('GET', '/api/auth/me')).status).toBe(401);
    const refused = await new Client(t.url).login(form.email, form.password);
    expect(refused.status).toBe(403);
    expect((refused.body as Answer).message).toBe(
      'This account has been deactivated. Please contact your administrator.',
    );
    const wrong = await new Client(t.url).login(form.email, 'wrong-password');
    expect(wrong.status).toBe(401);
    const kept = await admin.request<Answer & { student: Student }>('GET', `/api/students/${student.id}`);
    expect(kept.body.student).toMatchObject({ id: student.id, tutorId: tutor.id });
    const profile = await admin.request<Answer & { tutors: Tutor[] }>('GET', '/api/tutors?perPage=500');
    // a call that sends only the badges keeps the profile
    expect(profile.body.tutors.find((t) => t.id === tutor.id)).toMatchObject({
      organizationName: 'Hopper Tuition',
      experience: 12,
      isActive: false,
    });
    await admin.request('PUT', `/api/tutors/${tutor.id}`, {
      firstName: form.firstName,
      lastName: form.lastName,
      isActive: true,
    });
    expect((await new Client(t.url).login(form.email, form.password)).status).toBe(200);
  });
});

describe("a student's exams", () => {
  it('given assignments and schedules, then they are listed, and clearing them removes them through one event', async () => {
    const { client: tutor } = await createTutor();
    const { student, form } = await createStudent(tutor);
    const path = `/api/tutor-exam-assignments/student/${student.id}/exams`;
    const empty = await tutor.request<Answer & { assignments: unknown[]; schedules: unknown[] }>('GET', path);
    expect(empty.body).toMatchObject({ success: true, assignments: [], schedules: [] });
    // rows as the scheduling module's projection writes them
    const rows = t.system.adapters.readModels.collection('student_exams');
    await rows.insertOne({
      _id: `${student.id}-assignment-a1`,
      studentId: student.id,
      organisationId: 'main',
      type: 'assignment',
      sourceId: 'a1',
      exam: { id: 'e1', title: 'Fractions', examType: 'mathematics' },
      attempts: [{ id: 'at1', isCompleted: true }],
      instructions: null,
      createdAt: '2026-11-20T10:00:00.000Z',
      _rev: {},
      _version: 1,
    });
    await rows.insertOne({
      _id: `${student.id}-schedule-s1`,
      studentId: student.id,
      organisationId: 'main',
      type: 'schedule',
      sourceId: 's1',
      exam: { id: 'e2', title: 'Comprehension', examType: 'english' },
      attempts: [],
      instructions: 'Quiet room',
      createdAt: '2026-11-21T10:00:00.000Z',
      _rev: {},
      _version: 1,
    });
    const listed = await tutor.request<
      Answer & { assignments: { id: string }[]; schedules: { id: string }[] }
    >('GET', path);
    expect(listed.body.assignments.map((a) => a.id)).toEqual(['a1']);
    expect(listed.body.schedules.map((s) => s.id)).toEqual(['s1']);
    const cleared = await tutor.request<Answer & { deletedCount: number }>('DELETE', path);
    expect(cleared.body).toMatchObject({
      success: true,
      deletedCount: 2,
      message: `Successfully cleared 2 exam(s) for Tom ${form.lastName}`,
    });
    expect(await rows.countDocuments({ studentId: student.id })).toBe(0);
    const log = await t.system.adapters.eventStore.readStream(`student-exams-${student.id}`);
    expect(log.map((event) => event.type)).toEqual(['StudentExamsCleared']);
    expect(log[0]?.data).toMatchObject({ assignmentIds: ['a1'], scheduleIds: ['s1'], attemptIds: ['at1'] });
  });
});
