import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { QuizTemplateResponse, QuizTemplatesResponse } from '@portal/contracts';
import {
  CLASSROOM_MESSAGES,
  QUIZ_TEMPLATE_MESSAGES,
  QuizTemplateResponse as ResponseSchema,
} from '@portal/contracts';
import { Client, startSystemAsAdmin } from '../../src/testing/harness';
import type { TestSystem } from '../../src/testing/harness';
import { createStudent, createTutor, studentClient } from '../../src/testing/people';
import { TEST_QUIZ } from '../../src/testing/classroom';

// A tutor's saved live quizzes on the server (beyond the spec; issue 8; docs/api/classroom.md):
// GET/POST /api/classroom/quizzes, GET/PUT/DELETE /api/classroom/quizzes/{id}.

const ADMIN = { email: 'admin@quiz-templates.example.org', password: 'admin-password-1' };
let t: TestSystem;
let admin: Client;
let tutor1: Client;
let tutor2: Client;
let student: Client;

const body = { title: TEST_QUIZ.title, questions: TEST_QUIZ.questions };

beforeAll(async () => {
  ({ t, admin } = await startSystemAsAdmin(ADMIN));
  tutor1 = (await createTutor(t.url, admin)).client;
  tutor2 = (await createTutor(t.url, admin)).client;
  const created = await createStudent(tutor1);
  student = await studentClient(t.url, created.form.email, created.temporaryPassword);
}, 90_000);

afterAll(async () => {
  await t.stop();
});

const save = (client: Client, quiz: unknown) =>
  client.request<QuizTemplateResponse & { message: string; errors?: { field: string; message: string }[] }>(
    'POST',
    '/api/classroom/quizzes',
    quiz,
  );

describe('saved quiz templates', () => {
  it('given a tutor, when they save a quiz, then 201 with the template numbered 1..n, and it is in their list', async () => {
    const created = await save(tutor1, {
      ...body,
      questions: body.questions.map((question, index) => ({ ...question, number: 10 + index })),
    });
    expect(created.status).toBe(201);
    const { quiz } = ResponseSchema.parse(created.body);
    expect(created.body.message).toBe(QUIZ_TEMPLATE_MESSAGES.created);
    expect(quiz).toMatchObject({ title: TEST_QUIZ.title, totalQuestions: 4, questions: TEST_QUIZ.questions });
    expect(quiz.createdAt).toBe(quiz.updatedAt);
    const list = await tutor1.request<QuizTemplatesResponse>('GET', '/api/classroom/quizzes');
    expect(list.status).toBe(200);
    expect(list.body.quizzes.map((item) => item.id)).toContain(quiz.id);
    expect(list.body.total).toBe(list.body.quizzes.length);
    const one = await tutor1.request<QuizTemplateResponse>('GET', `/api/classroom/quizzes/${quiz.id}`);
    expect(one.body.quiz).toEqual(quiz);
  });

  it("given a tutor's template, when they update it, then 200 with the new content and a later updatedAt; the same content changes nothing", async () => {
    const { quiz } = (await save(tutor1, body)).body;
    const renamed = await tutor1.request<QuizTemplateResponse>('PUT', `/api/classroom/quizzes/${quiz.id}`, {
      title: 'Renamed',
      questions: body.questions.slice(0, 2),
    });
    expect(renamed.status).toBe(200);
    expect(renamed.body.quiz).toMatchObject({
      id: quiz.id,
      title: 'Renamed',
      totalQuestions: 2,
      createdAt: quiz.createdAt,
    });
    expect(renamed.body.quiz.updatedAt >= quiz.updatedAt).toBe(true);
    const same = await tutor1.request<QuizTemplateResponse>('PUT', `/api/classroom/quizzes/${quiz.id}`, {
      title: 'Renamed',
      questions: body.questions.slice(0, 2),
    });
    expect(same.body.quiz.updatedAt).toBe(renamed.body.quiz.updatedAt);
  });

  it("given another tutor's template, when a tutor reads, changes or deletes it, then 404 and it is not in their list", async () => {
    const { quiz } = (await save(tutor1, body)).body;
    for (const [method, payload] of [
      ['GET', undefined],
      ['PUT', body],
      ['DELETE', undefined],
    ] as const) {
      const answer = await tutor2.request(method, `/api/classroom/quizzes/${quiz.id}`, payload);
      expect(answer.status).toBe(404);
      expect(answer.body).toEqual({ success: false, message: QUIZ_TEMPLATE_MESSAGES.notFound });
    }
    const theirs = await tutor2.request<QuizTemplatesResponse>('GET', '/api/classroom/quizzes');
    expect(theirs.body.quizzes.map((item) => item.id)).not.toContain(quiz.id);
    expect((await tutor1.request('GET', `/api/classroom/quizzes/${quiz.id}`)).status).toBe(200);
  });

  it('given a template, when its tutor deletes it, then 200, then 404 and gone from the list', async () => {
    const { quiz } = (await save(tutor1, body)).body;
    const deleted = await tutor1.request('DELETE', `/api/classroom/quizzes/${quiz.id}`);
    expect(deleted.body).toEqual({ success: true, message: QUIZ_TEMPLATE_MESSAGES.deleted });
    expect((await tutor1.request('GET', `/api/classroom/quizzes/${quiz.id}`)).status).toBe(404);
    expect((await tutor1.request('DELETE', `/api/classroom/quizzes/${quiz.id}`)).status).toBe(404);
    const list = await tutor1.request<QuizTemplatesResponse>('GET', '/api/classroom/quizzes');
    expect(list.body.quizzes.map((item) => item.id)).not.toContain(quiz.id);
  });

  it('given invalid quizzes, when saved or updated, then 400 with the builder message and the field', async () => {
    const cases: [unknown, string, string][] = [
      [{ ...body, title: '   ' }, CLASSROOM_MESSAGES.titleRequired, 'title'],
      [{ questions: body.questions }, CLASSROOM_MESSAGES.titleRequired, 'title'],
      [{ ...body, questions: [] }, QUIZ_TEMPLATE_MESSAGES.questionsRequired, 'questions'],
      [
        { ...body, questions: [{ ...body.questions[0], text: '' }] },
        CLASSROOM_MESSAGES.questionTextRequired,
        'questions.0.text',
      ],
      [
        { ...body, questions: [{ ...body.questions[0], options: { A: 'only one', B: '', C: '', D: '' } }] },
        CLASSROOM_MESSAGES.twoOptions,
        'questions.0.options',
      ],
      [
        { ...body, questions: [{ ...body.questions[0], correctAnswer: 'F' }] },
        QUIZ_TEMPLATE_MESSAGES.correctAnswer,
        'questions.0.correctAnswer',
      ],
      [
        { ...body, questions: [{ ...body.questions[0], timeLimit: 301 }] },
        QUIZ_TEMPLATE_MESSAGES.timeLimit,
        'questions.0.timeLimit',
      ],
      [{ ...body, title: 'x'.repeat(201) }, QUIZ_TEMPLATE_MESSAGES.titleTooLong, 'title'],
    ];
    for (const [quiz, message, field] of cases) {
      const answer = await save(tutor1, quiz);
      expect(answer.status).toBe(400);
      expect(answer.body).toMatchObject({ success: false, message, errors: [{ field, message }] });
    }
    const { quiz } = (await save(tutor1, body)).body;
    const bad = await tutor1.request('PUT', `/api/classroom/quizzes/${quiz.id}`, { ...body, title: '' });
    expect(bad.status).toBe(400);
    const notJson = await tutor1.request('POST', '/api/classroom/quizzes', '{"title":', {
      'content-type': 'application/json',
    });
    expect(notJson.status).toBe(400);
  });

  it('given a student, an admin or nobody, when they use the templates API, then 403, 403 and 401', async () => {
    expect((await save(student, body)).status).toBe(403);
    expect((await student.request('GET', '/api/classroom/quizzes')).body).toEqual({
      success: false,
      message: QUIZ_TEMPLATE_MESSAGES.tutorOnly,
    });
    expect((await save(admin, body)).status).toBe(403);
    expect((await save(new Client(t.url), body)).status).toBe(401);
    expect((await new Client(t.url).request('GET', '/api/classroom/quizzes')).status).toBe(401);
  });

  it('given many templates, when listed with q, page and perPage, then the page, the filter and the total', async () => {
    const tutor = (await createTutor(t.url, admin)).client;
    for (const title of ['Alpha fractions', 'Beta angles', 'Gamma fractions']) {
      await save(tutor, { ...body, title });
    }
    const found = await tutor.request<QuizTemplatesResponse>(
      'GET',
      '/api/classroom/quizzes?q=FRACTIONS&sort=title&order=asc',
    );
    expect(found.body.quizzes.map((quiz) => quiz.title)).toEqual(['Alpha fractions', 'Gamma fractions']);
    expect(found.body.total).toBe(2);
    const page = await tutor.request<QuizTemplatesResponse>(
      'GET',
      '/api/classroom/quizzes?perPage=1&page=2&sort=title&order=asc',
    );
    expect(page.body.quizzes.map((quiz) => quiz.title)).toEqual(['Beta angles']);
    expect(page.body.total).toBe(3);
  });
});
