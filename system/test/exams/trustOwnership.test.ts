import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSystemAsAdmin } from '../../src/testing/harness';
import type { TestSystem, Client } from '../../src/testing/harness';
import { createExam, ONE_PIXEL_PNG, postFile, questionForm } from '../../src/testing/exams';
import { createStudent, createTutor } from '../../src/testing/people';
import { createGroup, scheduleBody } from '../../src/testing/schedules';
import { giveEssentialConsents } from '../../src/testing/standing';

// Issue 15 item 9, over real HTTP: a tutor deletes only question images of their own exams (or
// their own unused uploads), and an admin schedules a tutor's exam only for that tutor's students
// and groups.

const ADMIN = { email: 'admin@ownership.example.org', password: 'admin-password-1' };

let t: TestSystem;
let admin: Client;
let tutorA: Awaited<ReturnType<typeof createTutor>>;
let tutorB: Awaited<ReturnType<typeof createTutor>>;

beforeAll(async () => {
  ({ t, admin } = await startSystemAsAdmin(ADMIN));
  tutorA = await createTutor(t.url, admin);
  tutorB = await createTutor(t.url, admin);
  // staff pass the consent gate like everybody (issue 15 item 5)
  for (const client of [admin, tutorA.client, tutorB.client]) {
    await giveEssentialConsents(client);
  }
});
afterAll(async () => {
  await t.stop();
});

async function upload(client: Client): Promise<{ url: string; filename: string }> {
  const answer = await postFile(client, t.url, '/api/upload/question-image', 'image', {
    bytes: ONE_PIXEL_PNG,
    name: 'figure.png',
    type: 'image/png',
  });
  expect(answer.status).toBe(201);
  return (answer.body as { data: { url: string; filename: string } }).data;
}

async function served(url: string): Promise<number> {
  return (await fetch(t.url + url)).status;
}

const deleteImage = (client: Client, filename: string) =>
  client.request('DELETE', `/api/upload/question-image/${filename}`);

describe('question images: only their exams owner or an admin deletes them (issue 15 item 9)', () => {
  it("given another tutor's exam shows the image, then 403 and the image is still served", async () => {
    const image = await upload(tutorA.client);
    await createExam(tutorA.client, { questions: [questionForm({ imagePath: image.url })] });

    const refused = await deleteImage(tutorB.client, image.filename);
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({
      success: false,
      message: "This image is used in another tutor's exam. Only an admin can delete it",
    });
    expect(await served(image.url)).toBe(200);
  });

  it("given another tutor's upload that no exam shows yet, then 403 and still served; its uploader may delete it", async () => {
    const image = await upload(tutorA.client);
    const refused = await deleteImage(tutorB.client, image.filename);
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe('You can only delete images you uploaded or that your own exams use');
    expect(await served(image.url)).toBe(200);

    const own = await deleteImage(tutorA.client, image.filename);
    expect(own.status).toBe(200);
    expect(await served(image.url)).toBe(404);
  });

  it('given the tutor whose exam shows it, then deleted', async () => {
    const image = await upload(tutorB.client);
    await createExam(tutorA.client, { questions: [questionForm({ imagePath: image.url })] });
    // tutor A's exam uses tutor B's upload: tutor B (the uploader) may not break it, tutor A may
    expect((await deleteImage(tutorB.client, image.filename)).status).toBe(403);
    expect((await deleteImage(tutorA.client, image.filename)).status).toBe(200);
    expect(await served(image.url)).toBe(404);
  });

  it("given an admin, then any of the organisation's images is deleted", async () => {
    const image = await upload(tutorA.client);
    await createExam(tutorA.client, { questions: [questionForm({ imagePath: image.url })] });
    expect((await deleteImage(admin, image.filename)).status).toBe(200);
    expect(await served(image.url)).toBe(404);
  });

  it('given an unknown image, then 404', async () => {
    const answer = await deleteImage(tutorA.client, 'question-00000000-0000-4000-8000-000000000000.png');
    expect(answer.status).toBe(404);
  });
});

describe("an admin schedules a tutor's exam only for that tutor's students (issue 15 item 9)", () => {
  it("given a student of another tutor, then 400 with the message and no schedule; the owner's student, 201", async () => {
    const exam = await createExam(tutorA.client);
    const own = await createStudent(tutorA.client);
    const foreign = await createStudent(tutorB.client);
    const before = await admin.request<{ schedules: unknown[] }>('GET', '/api/exam-schedules?showAll=true');

    const refused = await admin.request(
      'POST',
      '/api/exam-schedules',
      scheduleBody(exam.id, [own.id, foreign.id]),
    );
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({
      success: false,
      message:
        "This exam belongs to a tutor: choose only that tutor's students (a student of another tutor cannot be given it)",
      errors: [{ field: 'assigneeIds' }],
    });
    const after = await admin.request<{ schedules: unknown[] }>('GET', '/api/exam-schedules?showAll=true');
    expect(after.body.schedules).toHaveLength(before.body.schedules.length);

    const accepted = await admin.request<{ schedule: { tutorId?: string } }>(
      'POST',
      '/api/exam-schedules',
      scheduleBody(exam.id, [own.id]),
    );
    expect(accepted.status).toBe(201);
  });

  it("given a group of another tutor, then 400; the owner's group, 201", async () => {
    const exam = await createExam(tutorA.client);
    const foreignGroup = await createGroup(tutorB.client, 'B class', [
      (await createStudent(tutorB.client)).id,
    ]);
    const refused = await admin.request(
      'POST',
      '/api/exam-schedules',
      scheduleBody(exam.id, [foreignGroup], { assignmentType: 'group' }),
    );
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe("This exam belongs to a tutor: choose one of that tutor's groups");

    const ownGroup = await createGroup(tutorA.client, 'A class', [(await createStudent(tutorA.client)).id]);
    const accepted = await admin.request(
      'POST',
      '/api/exam-schedules',
      scheduleBody(exam.id, [ownGroup], { assignmentType: 'group' }),
    );
    expect(accepted.status).toBe(201);
  });

  it("given the admin's own exam, then any student of the organisation", async () => {
    const exam = await createExam(admin);
    const a = await createStudent(tutorA.client);
    const b = await createStudent(tutorB.client);
    const accepted = await admin.request('POST', '/api/exam-schedules', scheduleBody(exam.id, [a.id, b.id]));
    expect(accepted.status).toBe(201);
  });

  it("given an admin changing a tutor's schedule to another tutor's exam, then 400", async () => {
    const examA = await createExam(tutorA.client);
    const examB = await createExam(tutorB.client);
    const student = await createStudent(tutorA.client);
    const created = await admin.request<{ schedule: { id: string } }>(
      'POST',
      '/api/exam-schedules',
      scheduleBody(examA.id, [student.id]),
    );
    expect(created.status).toBe(201);
    const moved = await admin.request(
      'PUT',
      `/api/exam-schedules/${created.body.schedule.id}`,
      scheduleBody(examB.id, [student.id]),
    );
    expect(moved.status).toBe(400);
    expect(moved.body.message).toBe(
      "This schedule belongs to another tutor: choose one of that tutor's exams",
    );
  });
});
