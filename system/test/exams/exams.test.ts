import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Exam, ExamImport, ExamSummary, ImportPreview } from '@portal/contracts';
import { storeQuestionImage } from '@portal/command-api';
import { commandHandler } from '@portal/platform';
import { Client, startSystemAsAdmin } from '../../src/testing/harness';
import type { TestSystem, Answer } from '../../src/testing/harness';
import { newSignUp, signedUp } from '../../src/testing/people';
import { createExam, examForm, ONE_PIXEL_PNG, postFile, questionForm } from '../../src/testing/exams';

// Exam Management over real HTTP (spec 002 §§2.4, 3, 5, 7, 8, 9; docs/api/exams.md).

const ADMIN = { email: 'admin@exams.example.org', password: 'admin-password-1' };
const FIXTURES = path.join(import.meta.dirname, '../../src/fixtures', 'exam-import');
const fixture = (name: string) => fs.readFileSync(path.join(FIXTURES, name));

type ExamAnswer = Answer & { exam: Exam };
type ExamList = Answer & { exams: ExamSummary[]; total: number };
type ImportAnswer = Answer & { data: ExamImport; preview: ImportPreview };
type Stats = Answer & { activeExams: number };

let t: TestSystem;
let admin: Client;
let tutor1: Client;
let tutor2: Client;
let student: Client;
let parent: Client;

beforeAll(async () => {
  ({ t, admin } = await startSystemAsAdmin(ADMIN));
  tutor1 = (await signedUp(t.url, newSignUp('tutor'))).client;
  tutor2 = (await signedUp(t.url, newSignUp('tutor'))).client;
  student = (await signedUp(t.url, newSignUp('student'))).client;
  parent = (await signedUp(t.url, newSignUp('parent'))).client;
});

afterAll(async () => {
  await t.stop();
});

describe('create, read, update, delete (spec 002 §5, §7, §8)', () => {
  it('given a valid body, when a tutor creates, then 201 with the exam, its defaults and the message', async () => {
    const form = examForm({ duration: '', passingScore: undefined, settings: { allowCalculator: true } });
    const response = await tutor1.request<ExamAnswer>('POST', '/api/exams', form);
    expect(response.status).toBe(201);
    expect(response.body.message).toBe(`Exam "${String(form.title)}" created successfully`);
    const exam = response.body.exam;
    expect(exam).toMatchObject({
      title: form.title,
      examType: 'mathematics',
      difficulty: 'easy',
      duration: 60,
      timeLimit: 60,
      grade: 'year-5',
      totalMarks: 3,
      passingScore: 60,
      questionCount: 2,
      isCustom: true,
      isActive: true,
      settings: { allowCalculator: true, allowNotes: false, showTimer: true, preventBacktrack: false },
    });
    expect(exam.questions.map((q) => [q.type, q.correctAnswer, q.marks])).toEqual([
      ['multiple-choice', 'A', 1],
      ['true-false', 'True', 2],
    ]);
    const document = await t.system.adapters.readModels.collection('exams').findOne({ _id: exam.id });
    expect(document).toMatchObject({
      tutorId: exam.tutorId,
      isActive: true,
      questionCount: 2,
      timeLimit: 60,
    });
    expect(typeof document?.organisationId).toBe('string');
    const read = await tutor1.request<ExamAnswer>('GET', `/api/exams/${exam.id}`);
    expect(read.status).toBe(200);
    expect(read.body.exam).toEqual(exam);
  });

  it.each([
    [{ title: '  ' }, 'title', 'Please enter an exam title'],
    [{ questions: [] }, 'questions', 'Please add at least one question to the exam'],
    [
      { questions: [questionForm({ question: '' }), questionForm({ question: ' ' }), questionForm()] },
      'questions',
      'Found 2 questions without text. Please check your questions.',
    ],
    [{ duration: 14 }, 'duration', 'Duration must be between 15 and 180 minutes'],
    [{ duration: 181 }, 'duration', 'Duration must be between 15 and 180 minutes'],
    [{ passingScore: 150 }, 'passingScore', 'Passing score must be between 0 and 100'],
    [{ examType: 'history' }, 'examType', 'Please choose a valid exam type'],
    [
      { questions: [questionForm({ correctAnswer: 'E' })] },
      'questions.0.correctAnswer',
      'Question 1: Correct answer "E" is not one of the options',
    ],
    [
      { questions: [questionForm({ marks: 11 })] },
      'questions.0.marks',
      'Question 1: Marks must be between 1 and 10',
    ],
  ])('given %j, when created, then 400 with the message', async (change, field, message) => {
    const response = await tutor1.request<Answer>('POST', '/api/exams', examForm(change));
    expect(response.status).toBe(400);
    expect(response.body.message).toBe(message);
    expect(response.body.errors).toEqual([{ field, message }]);
  });

  it('given answers as option text, blank options, non-numeric marks and a blank passing score, then they are normalised', async () => {
    const exam = await createExam(tutor1, {
      questions: [questionForm({ options: ['7', '', '8', ' '], correctAnswer: '8', marks: 'x' })],
      passingScore: '',
      totalMarks: null,
    });
    expect(exam.questions[0]).toMatchObject({ options: ['7', '8'], correctAnswer: 'B', marks: 1 });
    expect(exam.passingScore).toBeNull();
    expect(exam.totalMarks).toBe(1);
  });

  it('given an exam, when the owner updates, then the message, the new content, and unsent keys kept', async () => {
    const exam = await createExam(tutor1, { settings: { preventBacktrack: true }, passingScore: 75 });
    const response = await tutor1.request<ExamAnswer>('PUT', `/api/exams/${exam.id}`, {
      title: 'Renamed',
      questions: [questionForm({ marks: 4 }), questionForm({ marks: 5 })],
    });
    expect(response.status).toBe(200);
    expect(response.body.message).toBe('Exam "Renamed" updated successfully');
    expect(response.body.exam).toMatchObject({
      id: exam.id,
      title: 'Renamed',
      totalMarks: 9,
      questionCount: 2,
      passingScore: 75,
      settings: { preventBacktrack: true },
      createdAt: exam.createdAt,
    });
    const blank = await tutor1.request<Answer>('PUT', `/api/exams/${exam.id}`, { title: '' });
    expect(blank.status).toBe(400);
    expect(blank.body.message).toBe('Please enter an exam title');
  });

  it('given an exam, when deleted, then the message and it is gone from reads and lists', async () => {
    const exam = await createExam(tutor1, { title: 'To be deleted' });
    const response = await tutor1.request<Answer>('DELETE', `/api/exams/${exam.id}`);
    expect(response.status).toBe(200);
    expect(response.body.message).toBe('Exam "To be deleted" deleted successfully');
    expect((await tutor1.request('GET', `/api/exams/${exam.id}`)).status).toBe(404);
    expect((await tutor1.request('DELETE', `/api/exams/${exam.id}`)).status).toBe(404);
    const list = await tutor1.request<ExamList>('GET', '/api/exams');
    expect(list.body.exams.map((e) => e.id)).not.toContain(exam.id);
  });
});

describe('ownership and roles (spec 002 §6, DESIGN.md §3)', () => {
  let mine: Exam;
  let theirs: Exam;
  let admins: Exam;
  beforeAll(async () => {
    mine = await createExam(tutor1, { title: 'Tutor one exam' });
    theirs = await createExam(tutor2, { title: 'Tutor two exam' });
    admins = await createExam(admin, { title: 'Admin exam' });
  });

  it('given two tutors, then each lists only their own, with question counts and no questions', async () => {
    const list = await tutor2.request<ExamList>('GET', '/api/exams');
    expect(list.status).toBe(200);
    expect(list.body.exams.map((e) => e.id)).toEqual([theirs.id]);
    expect(list.body.total).toBe(1);
    expect(list.body.exams[0]).toMatchObject({ questionCount: 2, tutorId: theirs.tutorId });
    expect(list.body.exams[0]).not.toHaveProperty('questions');
  });

  it('given another tutor’s exam, when read, updated or deleted, then 404', async () => {
    expect((await tutor2.request('GET', `/api/exams/${mine.id}`)).status).toBe(404);
    expect((await tutor2.request('PUT', `/api/exams/${mine.id}`, examForm())).status).toBe(404);
    expect((await tutor2.request('DELETE', `/api/exams/${mine.id}`)).status).toBe(404);
    expect((await tutor1.request('GET', `/api/exams/${mine.id}`)).status).toBe(200);
    expect((await tutor1.request('GET', `/api/exams/${admins.id}`)).status).toBe(404);
  });

  it('given an admin, then every exam of the organisation is listed and editable', async () => {
    const list = await admin.request<ExamList>('GET', '/api/exams?perPage=500');
    const ids = list.body.exams.map((e) => e.id);
    expect(ids).toEqual(expect.arrayContaining([mine.id, theirs.id, admins.id]));
    const updated = await admin.request<ExamAnswer>('PUT', `/api/exams/${theirs.id}`, {
      description: 'Checked',
    });
    expect(updated.status).toBe(200);
    expect(updated.body.exam).toMatchObject({ description: 'Checked', tutorId: theirs.tutorId });
  });

  it('given paging, sorting and search, then the list answers a page and the total', async () => {
    const page = await admin.request<ExamList>('GET', '/api/exams?perPage=1&page=1&sort=title&order=asc');
    expect(page.body.exams).toHaveLength(1);
    expect(page.body.total).toBeGreaterThanOrEqual(3);
    const search = await admin.request<ExamList>('GET', '/api/exams?q=tutor%20two');
    expect(search.body.exams.map((e) => e.title)).toEqual(['Tutor two exam']);
  });

  it.each([
    ['student', () => student],
    ['parent', () => parent],
  ])('given a %s, then every exam call is 403', async (_role, who) => {
    const client = who();
    expect((await client.request('GET', '/api/exams')).status).toBe(403);
    expect((await client.request('GET', `/api/exams/${mine.id}`)).status).toBe(403);
    expect((await client.request('POST', '/api/exams', examForm())).status).toBe(403);
    expect((await client.request('PUT', `/api/exams/${mine.id}`, examForm())).status).toBe(403);
    expect((await client.request('DELETE', `/api/exams/${mine.id}`)).status).toBe(403);
    const upload = await postFile(client, t.url, '/api/upload/question-image', 'image', {
      bytes: ONE_PIXEL_PNG,
      name: 'a.png',
    });
    expect(upload.status).toBe(403);
  });

  it('given no session, then 401', async () => {
    expect((await new Client(t.url).request('GET', '/api/exams')).status).toBe(401);
  });

  it('given active and inactive exams, then GET /stats counts the active ones the caller may see', async () => {
    const before = await tutor2.request<Stats>('GET', '/api/stats');
    await createExam(tutor2, { isActive: false });
    await createExam(tutor2, { isActive: true });
    const after = await tutor2.request<Stats>('GET', '/api/stats');
    expect(after.body.activeExams).toBe(before.body.activeExams + 1);
    const all = await admin.request<Stats>('GET', '/api/stats');
    const active = await admin.request<ExamList>('GET', '/api/exams?isActive=true');
    expect(all.body.activeExams).toBe(active.body.total);
  });
});

describe('JSON import (spec 002 §5)', () => {
  it.each([
    ['questions-layout.json', 4, 'Maths Practice 1'],
    ['sections-layout.json', 3, 'Verbal Reasoning Sections'],
    ['passages-layout.json', 3, 'English Comprehension'],
    ['direct-array.json', 2, null],
  ])('given %s as a file, then %i questions, the preview and the message', async (name, count, title) => {
    const response = await postFile(tutor1, t.url, '/api/exams/import', 'file', {
      bytes: fixture(name),
      name,
      type: 'application/json',
    });
    expect(response.status).toBe(200);
    const body = response.body as unknown as ImportAnswer;
    expect(body.data.questions).toHaveLength(count);
    expect(body.preview.questions.length).toBe(Math.min(3, count));
    expect(body.preview.title).toBe(title);
    expect(body.message).toBe(`Successfully loaded ${count} questions from ${name}`);
  });

  it('given an imported file, then creating an exam from it keeps passages and extras', async () => {
    const response = await tutor1.request<ImportAnswer>(
      'POST',
      '/api/exams/import',
      fixture('questions-layout.json').toString('utf8'),
      { 'content-type': 'text/plain' },
    );
    expect(response.status).toBe(200);
    const { data } = response.body;
    const exam = await createExam(tutor1, {
      title: data.title ?? 'Imported',
      questions: data.questions,
      passages: data.passages,
      ...data.extras,
    });
    expect(exam).toMatchObject({
      questionCount: 4,
      totalMarks: 2 + 1 + 1 + 10,
      passingScore: 70,
      totalQuestions: 4,
      targetYear: 'Year 6',
      examShortName: 'MP1',
      imageBasePath: '/images/mp1',
      glAssessmentStyle: true,
    });
    const passages = await tutor1.request<ImportAnswer>(
      'POST',
      '/api/exams/import',
      JSON.parse(fixture('passages-layout.json').toString('utf8')) as unknown,
    );
    const withPassages = await createExam(tutor1, {
      title: 'Comprehension',
      questions: passages.body.data.questions,
      passages: passages.body.data.passages,
    });
    expect(withPassages.passages.map((p) => p.title)).toEqual(['The Sea', 'The Hill']);
    expect(withPassages.questions[0]).toMatchObject({
      passageId: 'sea',
      passageText: 'The sea was calm.\nGulls circled overhead.',
    });
  });

  it.each([
    ['invalid-json.json', /^Invalid JSON format: .+/],
    ['root-not-object.json', /^Invalid JSON: Root must be an object$/],
    ['no-layout.json', /^Invalid JSON: The file must contain a "questions", "sections" or "passages" array$/],
    ['no-questions.json', /^No valid questions found in JSON$/],
    ['question-not-object.json', /^Question 2: Must be an object$/],
    ['question-missing-text.json', /^Question 2: Missing or invalid "question" field$/],
  ])('given %s, then 400 with the message', async (name, message) => {
    const response = await postFile(tutor1, t.url, '/api/exams/import', 'file', {
      bytes: fixture(name),
      name,
      type: 'application/json',
    });
    expect(response.status).toBe(400);
    expect(response.body.message).toMatch(message);
  });

  it('given a text file, then "Please select a JSON file (.json)"', async () => {
    const response = await postFile(tutor1, t.url, '/api/exams/import', 'file', {
      bytes: fixture('notes.txt'),
      name: 'notes.txt',
      type: 'text/plain',
    });
    expect(response.status).toBe(400);
    expect(response.body.message).toBe('Please select a JSON file (.json)');
  });

  it('given a 3 MB file, then accepted (the import alone takes up to 10 MB); over 10 MB, 413 with the message', async () => {
    const padding = 'x'.repeat(1000);
    const many = Array.from({ length: 3000 }, (_v, i) => ({ question: `Q${i} ${padding}`, type: 'essay' }));
    const big = Buffer.from(JSON.stringify({ questions: many }));
    expect(big.length).toBeGreaterThan(3_000_000);
    const ok = await postFile(tutor1, t.url, '/api/exams/import', 'file', { bytes: big, name: 'big.json' });
    expect(ok.status).toBe(200);
    const asText = await tutor1.request<ImportAnswer>('POST', '/api/exams/import', big.toString('utf8'), {
      'content-type': 'text/plain',
    });
    expect(asText.status).toBe(200);
    expect(asText.body.data.questions).toHaveLength(3000);

    const huge = Buffer.alloc(10 * 1024 * 1024 + 10, 0x20);
    const tooBig = await postFile(tutor1, t.url, '/api/exams/import', 'file', {
      bytes: huge,
      name: 'huge.json',
    });
    expect(tooBig.status).toBe(413);
    expect(tooBig.body.message).toBe('File is too large. Please select a file smaller than 10MB');
    const tooBigText = await tutor1.request<Answer>('POST', '/api/exams/import', huge.toString('utf8'), {
      'content-type': 'text/plain',
    });
    expect(tooBigText.status).toBe(413);
    expect(tooBigText.body.message).toBe('File is too large. Please select a file smaller than 10MB');
    // other calls keep the 1 MB JSON limit
    const elsewhere = await tutor1.request<Answer>('POST', '/api/exams', { title: 'x'.repeat(2_000_000) });
    expect(elsewhere.status).toBe(413);
  });
});

describe('question images (spec 002 §5, §7)', () => {
  const upload = (client: Client, bytes: Uint8Array, name: string, type = 'image/png') =>
    postFile(client, t.url, '/api/upload/question-image', 'image', { bytes, name, type });
  type Uploaded = { success: boolean; message: string; data: { url: string; filename: string } };

  it('given a PNG named .gif, then it is stored and served as PNG with the immutable cache and nosniff', async () => {
    const response = await upload(tutor1, ONE_PIXEL_PNG, 'picture.gif', 'image/gif');
    expect(response.status).toBe(201);
    const body = response.body as unknown as Uploaded;
    expect(body.message).toBe('Image uploaded successfully');
    expect(body.data.filename).toMatch(/^question-[0-9a-f-]{36}\.png$/);
    expect(body.data.url).toBe(`/uploads/question-images/${body.data.filename}`);
    expect(fs.existsSync(path.join(t.dataDir, 'uploads', 'question-images', body.data.filename))).toBe(true);
    const served = await fetch(t.url + body.data.url);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    expect(Buffer.from(await served.arrayBuffer()).equals(ONE_PIXEL_PNG)).toBe(true);
    const row = await t.system.adapters.readModels
      .collection('question_images')
      .findOne({ _id: body.data.filename });
    expect(row).toMatchObject({ contentType: 'image/png', bytes: ONE_PIXEL_PNG.length });
    expect(typeof row?.organisationId).toBe('string');
  });

  it('given a text file named .png, then refused with the message', async () => {
    const response = await upload(tutor1, Buffer.from('just some notes'), 'photo.png');
    expect(response.status).toBe(400);
    expect(response.body.message).toBe('Please select a valid image file (JPEG, PNG, GIF, WebP, or SVG)');
  });

  it('given a PDF named .jpg, then refused; given no file, then a message', async () => {
    const pdf = Buffer.from('%PDF-1.4\n%âãÏÓ\n1 0 obj\n<<>>\nendobj\n', 'latin1');
    expect((await upload(tutor1, pdf, 'scan.jpg', 'image/jpeg')).status).toBe(400);
    const form = new FormData();
    form.append('other', 'value');
    const none = await fetch(`${t.url}/api/upload/question-image`, {
      method: 'POST',
      headers: { cookie: tutor1.sessionCookie },
      body: form,
    });
    expect(none.status).toBe(400);
  });

  it('given an image over 5 MB, then 413 "Image size must be less than 5MB"', async () => {
    const big = Buffer.concat([ONE_PIXEL_PNG, Buffer.alloc(5 * 1024 * 1024)]);
    const response = await upload(tutor1, big, 'big.png');
    expect(response.status).toBe(413);
    expect(response.body.message).toBe('Image size must be less than 5MB');
  });

  it('given an SVG with <script> and onload, then it is served without them and with the sandbox CSP', async () => {
    const svg =
      '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)" viewBox="0 0 10 10">' +
      '<script>alert(2)</script><circle cx="5" cy="5" r="4" fill="blue"/></svg>';
    const response = await upload(tutor1, Buffer.from(svg), 'drawing.png', 'image/png');
    expect(response.status).toBe(201);
    const body = response.body as unknown as Uploaded;
    expect(body.data.filename).toMatch(/\.svg$/);
    const served = await fetch(t.url + body.data.url);
    expect(served.headers.get('content-type')).toBe('image/svg+xml');
    expect(served.headers.get('content-security-policy')).toBe(
      "default-src 'none'; style-src 'unsafe-inline'; sandbox",
    );
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    const text = await served.text();
    expect(text).toContain('<circle cx="5" cy="5" r="4" fill="blue"/>');
    expect(text).not.toMatch(/script|onload|alert/i);
  });

  it('given images, then only question- files of the caller’s organisation can be deleted', async () => {
    const mine = (await upload(tutor1, ONE_PIXEL_PNG, 'a.png')).body as unknown as Uploaded;
    // another organisation's image, stored through the seed helper
    const foreign = await storeQuestionImage(
      {
        handle: commandHandler(t.system.adapters.eventStore),
        uploadsDir: path.join(t.dataDir, 'uploads'),
        now: () => new Date(),
      },
      {
        organisationId: 'another-organisation',
        userId: 'someone',
        bytes: ONE_PIXEL_PNG,
        originalName: 'x.png',
      },
    );
    expect(foreign.filename).toMatch(/^question-.*\.png$/);
    expect(
      (await admin.request<Answer>('DELETE', `/api/upload/question-image/${foreign.filename}`)).status,
    ).toBe(404);
    expect((await fetch(t.url + foreign.url)).status).toBe(200);

    for (const name of ['avatar-1.png', '..%2F..%2Fsecret.png', 'question-..%2Fx.png', 'question-abc.png']) {
      expect((await tutor1.request('DELETE', `/api/upload/question-image/${name}`)).status).toBe(404);
    }
    expect((await student.request('DELETE', `/api/upload/question-image/${mine.data.filename}`)).status).toBe(
      403,
    );
    // another tutor may not delete it (issue 15: ownership); the tutor who uploaded it may
    expect((await tutor2.request('DELETE', `/api/upload/question-image/${mine.data.filename}`)).status).toBe(
      403,
    );
    expect((await fetch(t.url + mine.data.url)).status).toBe(200);
    const deleted = await tutor1.request<Answer>(
      'DELETE',
      `/api/upload/question-image/${mine.data.filename}`,
    );
    expect(deleted.status).toBe(200);
    expect(deleted.body.message).toBe('Uploaded image deleted successfully');
    expect((await fetch(t.url + mine.data.url)).status).toBe(404);
    expect((await tutor1.request('DELETE', `/api/upload/question-image/${mine.data.filename}`)).status).toBe(
      404,
    );
  });

  it('given a name that is not a question image, then the image route does not serve it', async () => {
    const response = await fetch(`${t.url}/uploads/question-images/..%2F..%2Fevents.db`);
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type') ?? '').not.toMatch(/image/);
  });
});
