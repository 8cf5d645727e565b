import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, startSystemAsAdmin } from '../../src/testing/harness';
import type { TestSystem, Answer } from '../../src/testing/harness';
import { createTutor } from '../../src/testing/people';
import { createExam, createGroup } from '../../src/testing/schedules';

// Issue 16 item 12: a JSON array (or any value that is not an object) as the body of a call that
// takes an object answers 400 and changes nothing; the exam import, which takes a bare question
// list, still does.

const ADMIN = { email: 'admin@object-bodies.example.org', password: 'admin-password-1' };
const MESSAGE = 'The request body must be a JSON object';
let t: TestSystem;
let tutor: Client;

beforeAll(async () => {
  const { t: started, admin } = await startSystemAsAdmin(ADMIN);
  t = started;
  tutor = (await createTutor(t.url, admin)).client;
}, 120_000);

afterAll(async () => {
  await t.stop();
});

describe('a body that is not a JSON object', () => {
  it('given a group, when PUT /groups/{id} sends [] or [{...}], then 400 names the rule and the group is unchanged', async () => {
    const groupId = await createGroup(tutor, 'Year 5 Maths', []);
    const before = await tutor.request('GET', `/api/groups/${groupId}`);
    expect(before.status).toBe(200);
    for (const body of [[], [{ name: 'Renamed' }]]) {
      const response = await tutor.request<Answer>('PUT', `/api/groups/${groupId}`, body);
      expect(response.status).toBe(400);
      expect(response.body).toEqual({
        success: false,
        message: MESSAGE,
        errors: [{ field: 'body', message: MESSAGE }],
      });
    }
    const after = await tutor.request('GET', `/api/groups/${groupId}`);
    expect(after.body).toEqual(before.body);
  });

  it('given an exam, when PUT /exams/{id} sends [] or [{...}], then 400 and the exam is unchanged', async () => {
    const examId = await createExam(tutor, 'Fractions 1');
    const before = await tutor.request('GET', `/api/exams/${examId}`);
    expect(before.status).toBe(200);
    for (const body of [[], [{ title: 'Renamed' }]]) {
      const response = await tutor.request<Answer>('PUT', `/api/exams/${examId}`, body);
      expect(response.status).toBe(400);
      expect(response.body.message).toBe(MESSAGE);
    }
    expect((await tutor.request('GET', `/api/exams/${examId}`)).body).toEqual(before.body);
  });

  it('when POST /groups, POST /exams or PUT /exam-schedules/{id}/cancel send an array, then 400 (no call takes one)', async () => {
    const cases: [string, string][] = [
      ['POST', '/api/groups'],
      ['POST', '/api/exams'],
      ['PUT', '/api/exam-schedules/unknown/cancel'],
    ];
    for (const [method, path] of cases) {
      const response = await tutor.request<Answer>(method, path, [{ name: 'x' }]);
      expect(response.status, `${method} ${path}`).toBe(400);
      expect(response.body.message).toBe(MESSAGE);
    }
    // a bare JSON value is refused by the JSON parser itself (strict mode)
    expect((await tutor.request<Answer>('PUT', '/api/exams/unknown', '"text"')).status).toBe(400);
  });

  it('given a bare question list, when POST /exams/import, then it is still read (the one call that takes an array)', async () => {
    const response = await tutor.request<Answer & { data: { questions: unknown[] } }>(
      'POST',
      '/api/exams/import',
      [{ question: 'What is 2 + 2?', type: 'multiple-choice', options: ['3', '4'], correctAnswer: 'B' }],
    );
    expect(response.status).toBe(200);
    expect(response.body.data.questions).toHaveLength(1);
  });

  it('given no session, when PUT /groups/{id} sends [], then 401 comes first (the signed-out learn nothing else)', async () => {
    const response = await new Client(t.url).request<Answer>('PUT', '/api/groups/any', []);
    expect(response.status).toBe(401);
  });
});
