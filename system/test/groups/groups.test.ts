import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Group, Student } from '@portal/contracts';
import { Client, startSystemAsAdmin, fieldMessages } from '../../src/testing/harness';
import type { TestSystem, Answer } from '../../src/testing/harness';
import { createStudent, createTutor, newSignUp, signedUp, unique } from '../../src/testing/people';

// Groups and student-group assignments over real HTTP (spec 002 §§2.1, 2.2, 3, 4, 5, 7, 8, 9;
// docs/api/groups.md).

const ADMIN = { email: 'admin@groups.example.org', password: 'admin-password-1' };
let t: TestSystem;
let admin: Client;

type GroupAnswer = Answer & { group: Group };
type GroupList = Answer & { groups: Group[]; total: number };
type StudentList = Answer & { students: Student[]; total: number };
type Stats = Answer & { totalGroups: number };

interface TutorHandle {
  id: string;
  client: Client;
}

function groupForm(overrides: Record<string, unknown> = {}) {
  return { name: unique('Group '), grade: 'year-5', subjects: ['Mathematics', 'English'], ...overrides };
}

async function createGroup(by: Client, overrides: Record<string, unknown> = {}): Promise<Group> {
  const response = await by.request<GroupAnswer>('POST', '/api/groups', groupForm(overrides));
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body.group;
}

const assign = (by: Client, groupId: string, studentIds: string[]) =>
  by.request<GroupAnswer & { assignedCount: number }>('POST', `/api/groups/${groupId}/students`, {
    studentIds,
  });

async function getGroup(by: Client, id: string): Promise<Group> {
  const response = await by.request<GroupAnswer>('GET', `/api/groups/${id}`);
  expect(response.status).toBe(200);
  return response.body.group;
}

let tutorA: TutorHandle;
let tutorB: TutorHandle;

beforeAll(async () => {
  ({ t, admin } = await startSystemAsAdmin(ADMIN));
  [tutorA, tutorB] = await Promise.all([
    createTutor(t.url, admin, { organizationName: 'Hopper Tuition' }),
    createTutor(t.url, admin, { organizationName: 'Hopper Tuition' }),
  ]);
});
afterAll(async () => {
  await t.stop();
});

describe('POST /groups (spec 002 §5 Group form, §9)', () => {
  it('given a tutor and only name and grade, then 201 with the defaults, the tutor fixed to themself, and the spec message', async () => {
    const response = await tutorA.client.request<GroupAnswer>('POST', '/api/groups', {
      name: '  Saturday Stars ',
      grade: 'year-6',
      tutorId: tutorB.id,
    });
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({
      success: true,
      message: 'Group created successfully!',
      group: {
        name: 'Saturday Stars',
        grade: 'year-6',
        academicYear: '2024-2025',
        maxStudents: 20,
        isActive: true,
        memberCount: 0,
        tutorId: tutorA.id,
        tutor: { id: tutorA.id, organizationName: 'Hopper Tuition' },
        settings: { subjects: [] },
        students: [],
      },
    });
    expect(response.body.group.tutor.name).toMatch(/^Grace Hopper/);
  });

  it.each([
    [{ name: '' }, 'name', 'Group name is required'],
    [{ name: '   ' }, 'name', 'Group name is required'],
    [{ grade: '' }, 'grade', 'Grade is required'],
    [{ academicYear: '' }, 'academicYear', 'Academic year is required'],
    [{ academicYear: '2022-2023' }, 'academicYear', 'Academic year is required'],
    [{ maxStudents: 0 }, 'maxStudents', 'Valid max students required'],
    [{ maxStudents: 51 }, 'maxStudents', 'Valid max students required'],
    [{ maxStudents: 'abc' }, 'maxStudents', 'Valid max students required'],
    [{ subjects: ['Latin'] }, 'subjects.0', 'Subjects must be chosen from the list'],
  ])(
    'given %j, when a tutor creates a group, then 400 with the spec message',
    async (change, field, message) => {
      const response = await tutorA.client.request<Answer>('POST', '/api/groups', groupForm(change));
      expect(response.status).toBe(400);
      expect(response.body.success).toBe(false);
      expect(fieldMessages(response.body)[field]).toBe(message);
    },
  );

  it('given an admin without a tutor, then 400 "Tutor is required"; with an unknown tutor, then 400 "Tutor not found"', async () => {
    const missing = await admin.request<Answer>('POST', '/api/groups', groupForm());
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe('Tutor is required');
    const unknown = await admin.request<Answer>('POST', '/api/groups', groupForm({ tutorId: 'nobody' }));
    expect(unknown.status).toBe(400);
    expect(fieldMessages(unknown.body).tutorId).toBe('Tutor not found');
  });

  it("given an admin picking tutor B, then the group is B's: B lists it, A does not", async () => {
    const group = await createGroup(admin, {
      tutorId: tutorB.id,
      maxStudents: '12',
      academicYear: '2025-2026',
    });
    expect(group).toMatchObject({ tutorId: tutorB.id, maxStudents: 12, academicYear: '2025-2026' });
    const ofB = await tutorB.client.request<GroupList>('GET', '/api/groups');
    expect(ofB.body.groups.map((g) => g.id)).toContain(group.id);
    const ofA = await tutorA.client.request<GroupList>('GET', '/api/groups');
    expect(ofA.body.groups.map((g) => g.id)).not.toContain(group.id);
  });
});

describe('roles and ownership (spec 002 §6, DESIGN.md §3)', () => {
  it('given a parent or a student, then 403 on every groups call; signed out, then 401', async () => {
    const parent = (await signedUp(t.url, newSignUp('parent'))).client;
    const student = (await signedUp(t.url, newSignUp('student'))).client;
    const group = await createGroup(tutorA.client);
    for (const client of [parent, student]) {
      expect((await client.request('GET', '/api/groups')).status).toBe(403);
      expect((await client.request('POST', '/api/groups', groupForm())).status).toBe(403);
      expect((await client.request('PUT', `/api/groups/${group.id}`, groupForm())).status).toBe(403);
      expect((await client.request('DELETE', `/api/groups/${group.id}`)).status).toBe(403);
      expect(
        (await client.request('POST', `/api/groups/${group.id}/students`, { studentIds: ['x'] })).status,
      ).toBe(403);
    }
    expect((await new Client(t.url).request('GET', '/api/groups')).status).toBe(401);
  });

  it("given tutor A's group, when tutor B reads, edits, deletes or fills it, then 404 as for an unknown id", async () => {
    const group = await createGroup(tutorA.client);
    const studentOfB = await createStudent(tutorB.client);
    expect((await tutorB.client.request<Answer>('GET', `/api/groups/${group.id}`)).status).toBe(404);
    const edit = await tutorB.client.request<Answer>('PUT', `/api/groups/${group.id}`, groupForm());
    expect(edit.status).toBe(404);
    expect(edit.body.message).toBe('Group not found');
    expect((await tutorB.client.request('DELETE', `/api/groups/${group.id}`)).status).toBe(404);
    expect((await assign(tutorB.client, group.id, [studentOfB.id])).status).toBe(404);
    expect((await getGroup(tutorA.client, group.id)).name).toBe(group.name);
  });

  it("given tutor A's group, when A assigns B's student, then 404 Student not found and nothing changes", async () => {
    const group = await createGroup(tutorA.client);
    const own = await createStudent(tutorA.client);
    const other = await createStudent(tutorB.client);
    const response = await assign(tutorA.client, group.id, [own.id, other.id]);
    expect(response.status).toBe(404);
    expect(response.body.message).toBe('Student not found');
    expect((await getGroup(tutorA.client, group.id)).memberCount).toBe(0);
  });

  it("given an admin, when they put tutor B's student in tutor A's group, then 400; A's own student, then 200", async () => {
    const group = await createGroup(admin, { tutorId: tutorA.id });
    const ofB = await createStudent(tutorB.client);
    const refused = await assign(admin, group.id, [ofB.id]);
    expect(refused.status).toBe(400);
    const ofA = await createStudent(tutorA.client);
    const placed = await assign(admin, group.id, [ofA.id]);
    expect(placed.status).toBe(200);
    expect(placed.body.message).toBe('Student assigned successfully to group');
  });

  it("given the admin, then GET /groups lists every tutor's groups and filters by tutorId and grade", async () => {
    const a = await createGroup(tutorA.client, { grade: 'year-7' });
    const b = await createGroup(tutorB.client, { grade: 'year-7' });
    const all = await admin.request<GroupList>('GET', '/api/groups');
    expect(all.body.groups.map((g) => g.id)).toEqual(expect.arrayContaining([a.id, b.id]));
    const onlyB = await admin.request<GroupList>('GET', `/api/groups?tutorId=${tutorB.id}`);
    expect(onlyB.body.groups.every((g) => g.tutorId === tutorB.id)).toBe(true);
    expect(onlyB.body.groups.map((g) => g.id)).toContain(b.id);
    const year7 = await admin.request<GroupList>('GET', '/api/groups?grade=year-7');
    expect(year7.body.groups.every((g) => g.grade === 'year-7')).toBe(true);
    expect(year7.body.total).toBeGreaterThanOrEqual(2);
    // a tutor's tutorId filter cannot widen their view
    const sneaky = await tutorA.client.request<GroupList>('GET', `/api/groups?tutorId=${tutorB.id}`);
    expect(sneaky.body.groups.every((g) => g.tutorId === tutorA.id)).toBe(true);
  });
});

describe('PUT and DELETE /groups/{id}', () => {
  it('given a group, when its owner edits it, then 200 "Group updated successfully!" and the new fields', async () => {
    const group = await createGroup(tutorA.client);
    const response = await tutorA.client.request<GroupAnswer>('PUT', `/api/groups/${group.id}`, {
      ...groupForm({ name: 'Renamed', grade: 'mixed', maxStudents: 30, description: 'Mixed ability' }),
      isActive: false,
      schedule: 'Saturdays 10:00',
    });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      message: 'Group updated successfully!',
      group: {
        name: 'Renamed',
        grade: 'mixed',
        maxStudents: 30,
        isActive: false,
        description: 'Mixed ability',
        schedule: 'Saturdays 10:00',
      },
    });
    const invalid = await tutorA.client.request<Answer>('PUT', `/api/groups/${group.id}`, { name: '' });
    expect(invalid.status).toBe(400);
    expect(invalid.body.message).toBe('Group name is required');
  });

  it('given 2 members, when maxStudents goes below 2, then 409 and the group is unchanged', async () => {
    const group = await createGroup(tutorA.client);
    const s1 = await createStudent(tutorA.client);
    const s2 = await createStudent(tutorA.client);
    expect((await assign(tutorA.client, group.id, [s1.id, s2.id])).status).toBe(200);
    const response = await tutorA.client.request<Answer>('PUT', `/api/groups/${group.id}`, {
      maxStudents: 1,
    });
    expect(response.status).toBe(409);
    expect((await getGroup(tutorA.client, group.id)).maxStudents).toBe(20);
  });

  it('given a group with members, when deleted, then "Group deleted successfully!", its students are unassigned, and it is gone', async () => {
    const group = await createGroup(tutorA.client);
    const s1 = await createStudent(tutorA.client);
    const s2 = await createStudent(tutorA.client);
    expect((await assign(tutorA.client, group.id, [s1.id, s2.id])).status).toBe(200);
    const response = await tutorA.client.request<Answer>('DELETE', `/api/groups/${group.id}`);
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ success: true, message: 'Group deleted successfully!' });
    expect((await tutorA.client.request('GET', `/api/groups/${group.id}`)).status).toBe(404);
    for (const id of [s1.id, s2.id]) {
      const student = await tutorA.client.request<{ student: Student }>('GET', `/api/students/${id}`);
      expect(student.body.student).toMatchObject({ groupId: null, groupName: null, enrollmentDate: null });
    }
    expect((await tutorA.client.request('DELETE', `/api/groups/${group.id}`)).status).toBe(404);
  });
});

describe('POST/DELETE /groups/{groupId}/students (spec 002 §2.2, §4, §8)', () => {
  it('given 3 students, when assigned at once, then "3 students assigned successfully", memberCount 3 and the members listed', async () => {
    const group = await createGroup(tutorA.client);
    const students = await Promise.all([1, 2, 3].map(() => createStudent(tutorA.client)));
    const response = await assign(
      tutorA.client,
      group.id,
      students.map((s) => s.id),
    );
    expect(response.status).toBe(200);
    expect(response.body.message).toBe('3 students assigned successfully');
    expect(response.body.group.memberCount).toBe(3);
    expect(response.body.group.students?.map((s) => s.id).sort()).toEqual(students.map((s) => s.id).sort());
    expect(response.body.group.students?.[0]).toMatchObject({ email: expect.any(String), grade: 'year-5' });
    expect(response.body.group.students?.[0]?.enrollmentDate).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    const list = await tutorA.client.request<GroupList>('GET', '/api/groups');
    expect(list.body.groups.find((g) => g.id === group.id)?.memberCount).toBe(3);
    const student = await tutorA.client.request<{ student: Student }>(
      'GET',
      `/api/students/${students[0]!.id}`,
    );
    expect(student.body.student).toMatchObject({ groupId: group.id, groupName: group.name });
  });

  it('given a student in group 1, when assigned to group 2, then they move: group 1 loses them', async () => {
    const g1 = await createGroup(tutorA.client);
    const g2 = await createGroup(tutorA.client);
    const student = await createStudent(tutorA.client);
    expect((await assign(tutorA.client, g1.id, [student.id])).status).toBe(200);
    const moved = await assign(tutorA.client, g2.id, [student.id]);
    expect(moved.status).toBe(200);
    expect((await getGroup(tutorA.client, g1.id)).memberCount).toBe(0);
    expect((await getGroup(tutorA.client, g2.id)).memberCount).toBe(1);
    const view = await tutorA.client.request<{ student: Student }>('GET', `/api/students/${student.id}`);
    expect(view.body.student.groupId).toBe(g2.id);
    // and group 1 has its place back: it can take a full load again
    const g1Full = await tutorA.client.request<GroupAnswer>('PUT', `/api/groups/${g1.id}`, {
      maxStudents: 1,
    });
    expect(g1Full.status).toBe(200);
    const other = await createStudent(tutorA.client);
    expect((await assign(tutorA.client, g1.id, [other.id])).status).toBe(200);
  });

  it('given a member, when assigned again, then 200 and the count stays', async () => {
    const group = await createGroup(tutorA.client);
    const student = await createStudent(tutorA.client);
    await assign(tutorA.client, group.id, [student.id]);
    const again = await assign(tutorA.client, group.id, [student.id]);
    expect(again.status).toBe(200);
    expect(again.body.group.memberCount).toBe(1);
  });

  it('given a group of 2 with one member, when a batch of 2 comes, then 409, nobody of the batch is placed; then full gives "Group is full (2 of 2 students)"', async () => {
    const group = await createGroup(tutorA.client, { maxStudents: 2 });
    const [s1, s2, s3, s4] = await Promise.all([1, 2, 3, 4].map(() => createStudent(tutorA.client)));
    expect((await assign(tutorA.client, group.id, [s1!.id])).status).toBe(200);
    const batch = await assign(tutorA.client, group.id, [s2!.id, s3!.id]);
    expect(batch.status).toBe(409);
    expect(batch.body.message).toBe('Not enough places: 2 students selected, 1 place left (1 of 2 students)');
    expect((await getGroup(tutorA.client, group.id)).memberCount).toBe(1);
    expect((await assign(tutorA.client, group.id, [s2!.id])).status).toBe(200);
    const full = await assign(tutorA.client, group.id, [s4!.id]);
    expect(full.status).toBe(409);
    expect(full.body).toMatchObject({ success: false, message: 'Group is full (2 of 2 students)' });
  });

  it('given a group of 3, when two batches of 2 arrive at the same time, then exactly one succeeds and the group holds 2', async () => {
    const group = await createGroup(tutorA.client, { maxStudents: 3 });
    const students = await Promise.all([1, 2, 3, 4].map(() => createStudent(tutorA.client)));
    const [first, second] = await Promise.all([
      assign(tutorA.client, group.id, [students[0]!.id, students[1]!.id]),
      assign(admin, group.id, [students[2]!.id, students[3]!.id]),
    ]);
    expect([first.status, second.status].sort()).toEqual([200, 409]);
    const after = await getGroup(tutorA.client, group.id);
    expect(after.memberCount).toBe(2);
    expect(after.students).toHaveLength(2);
  });

  it('given one student sent to two groups at the same time, then they end in exactly one of them', async () => {
    const g1 = await createGroup(tutorA.client);
    const g2 = await createGroup(tutorA.client);
    const student = await createStudent(tutorA.client);
    const answers = await Promise.all([
      assign(tutorA.client, g1.id, [student.id]),
      assign(admin, g2.id, [student.id]),
    ]);
    expect(answers.map((a) => a.status)).toEqual([200, 200]);
    const counts = [
      (await getGroup(tutorA.client, g1.id)).memberCount,
      (await getGroup(tutorA.client, g2.id)).memberCount,
    ];
    expect(counts.sort()).toEqual([0, 1]);
    const view = await tutorA.client.request<{ student: Student }>('GET', `/api/students/${student.id}`);
    expect([g1.id, g2.id]).toContain(view.body.student.groupId);
    const holding = counts[0] === 1 ? g1.id : g2.id;
    expect((await getGroup(tutorA.client, holding)).students?.map((s) => s.id)).toEqual([student.id]);
  });

  it('given a member, when removed with a single id, then "Student removed from group successfully" and unassigned; removing again is 404', async () => {
    const group = await createGroup(tutorA.client);
    const [s1, s2] = await Promise.all([createStudent(tutorA.client), createStudent(tutorA.client)]);
    await assign(tutorA.client, group.id, [s1.id, s2.id]);
    const response = await tutorA.client.request<GroupAnswer>('DELETE', `/api/groups/${group.id}/students`, {
      studentIds: s1.id,
    });
    expect(response.status).toBe(200);
    expect(response.body.message).toBe('Student removed from group successfully');
    expect(response.body.group.memberCount).toBe(1);
    const view = await tutorA.client.request<{ student: Student }>('GET', `/api/students/${s1.id}`);
    expect(view.body.student.groupId).toBeNull();
    const again = await tutorA.client.request<Answer>('DELETE', `/api/groups/${group.id}/students`, {
      studentIds: [s1.id],
    });
    expect(again.status).toBe(404);
    expect(
      (await tutorB.client.request('DELETE', `/api/groups/${group.id}/students`, { studentIds: [s2.id] }))
        .status,
    ).toBe(404);
  });

  it('given an empty list, then 400', async () => {
    const group = await createGroup(tutorA.client);
    const response = await assign(tutorA.client, group.id, []);
    expect(response.status).toBe(400);
    expect(response.body.message).toBe('Please select at least one student');
  });
});

describe('GET /students group filters and GET /stats', () => {
  it('given a tutor with assigned and unassigned students, then groupStatus and groupId filter the list', async () => {
    const tutor = await createTutor(t.url, admin, { organizationName: 'Hopper Tuition' });
    const group = await createGroup(tutor.client);
    const [inGroup, outside] = await Promise.all([createStudent(tutor.client), createStudent(tutor.client)]);
    await assign(tutor.client, group.id, [inGroup.id]);
    const ids = async (query: string) =>
      (await tutor.client.request<StudentList>('GET', `/api/students?${query}`)).body.students.map(
        (s) => s.id,
      );
    expect(await ids('groupStatus=assigned')).toEqual([inGroup.id]);
    expect(await ids('groupStatus=unassigned')).toEqual([outside.id]);
    expect((await ids('groupStatus=all')).sort()).toEqual([inGroup.id, outside.id].sort());
    expect(await ids(`groupId=${group.id}`)).toEqual([inGroup.id]);
    const bad = await tutor.client.request<Answer>('GET', '/api/students?groupStatus=maybe');
    expect(bad.status).toBe(400);
    const listed = (await tutor.client.request<StudentList>('GET', '/api/students')).body.students;
    expect(listed.find((s) => s.id === inGroup.id)).toMatchObject({
      groupId: group.id,
      groupName: group.name,
    });
    expect(listed.find((s) => s.id === outside.id)).toMatchObject({ groupId: null, groupName: null });
  });

  it('given new groups, then totalGroups counts them for the tutor and the admin; deleting one counts down', async () => {
    const tutor = await createTutor(t.url, admin, { organizationName: 'Hopper Tuition' });
    const before = (await admin.request<Stats>('GET', '/api/stats')).body.totalGroups;
    const g1 = await createGroup(tutor.client);
    await createGroup(tutor.client);
    expect((await tutor.client.request<Stats>('GET', '/api/stats')).body.totalGroups).toBe(2);
    expect((await admin.request<Stats>('GET', '/api/stats')).body.totalGroups).toBe(before + 2);
    await tutor.client.request('DELETE', `/api/groups/${g1.id}`);
    expect((await tutor.client.request<Stats>('GET', '/api/stats')).body.totalGroups).toBe(1);
  });

  it('given a student of a full group erases their account, then their place is free again', async () => {
    const tutor = await createTutor(t.url, admin, { organizationName: 'Hopper Tuition' });
    const group = await createGroup(tutor.client, { maxStudents: 1 });
    const student = (await createStudent(tutor.client)) as Student & { temporaryPassword: string };
    expect((await assign(tutor.client, group.id, [student.id])).status).toBe(200);
    const waiting = await createStudent(tutor.client);
    expect((await assign(tutor.client, group.id, [waiting.id])).status).toBe(409);

    const own = new Client(t.url);
    expect((await own.login(student.email, student.temporaryPassword)).status).toBe(200);
    await own.request('PUT', '/api/profile/password', {
      currentPassword: student.temporaryPassword,
      newPassword: 'a-new-password-9',
    });
    const erased = await own.request('DELETE', '/api/compliance/data-erasure', {
      email: student.email,
      password: 'a-new-password-9',
      reason: 'leaving',
    });
    expect(erased.status).toBe(200);
    const deadline = Date.now() + 15_000;
    while ((await getGroup(tutor.client, group.id)).memberCount > 0 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect((await getGroup(tutor.client, group.id)).memberCount).toBe(0);
    expect((await assign(tutor.client, group.id, [waiting.id])).status).toBe(200);
  });
});
