import type { Exam, ExamForm, QuestionForm } from '@portal/contracts';
import type { Client } from './harness';

/** A 1x1 PNG: the smallest real image an upload test can send. */
export const ONE_PIXEL_PNG = Buffer.from(
  '89504e470d0a1a0a0000000d4948445200000001000000010806000000' +
    '1f15c4890000000d49444154789c63f8cfc0f01f0005000201a5f1e2f70000000049454e44ae426082',
  'hex',
);

/** A valid multiple-choice question for tests; override any field. */
export function questionForm(overrides: QuestionForm = {}): QuestionForm {
  return {
    question: 'What is 6 x 7?',
    type: 'multiple-choice',
    options: ['42', '36', '48', '56'],
    correctAnswer: 'A',
    marks: 1,
    explanation: 'Six sevens are forty-two.',
    category: 'Multiplication',
    ...overrides,
  };
}

/** A valid exam body (POST /exams) with two questions; override any field. */
export function examForm(overrides: ExamForm = {}): ExamForm {
  return {
    title: `Times Tables ${Math.random().toString(36).slice(2, 8)}`,
    description: 'Quick multiplication practice',
    examType: 'mathematics',
    difficulty: 'easy',
    duration: 30,
    grade: 'year-5',
    questions: [
      questionForm(),
      questionForm({
        question: 'Is 9 x 9 = 81?',
        type: 'true-false',
        options: [],
        correctAnswer: 'True',
        marks: 2,
      }),
    ],
    ...overrides,
  };
}

/** Creates an exam through POST /exams as `client` and answers it (throws unless 201). */
export async function createExam(client: Client, overrides: ExamForm = {}): Promise<Exam> {
  const response = await client.request<{ exam: Exam; message: string }>(
    'POST',
    '/api/exams',
    examForm(overrides),
  );
  if (response.status !== 201) {
    throw new Error(`create exam failed: ${response.status} ${JSON.stringify(response.body)}`);
  }
  return response.body.exam;
}

/** Sends one file as multipart (field `field`) with the client's session cookie. */
export async function postFile(
  client: Client,
  baseUrl: string,
  url: string,
  field: string,
  file: { bytes: Uint8Array; name: string; type?: string },
): Promise<{ status: number; body: Record<string, unknown> & { message?: string } }> {
  const form = new FormData();
  form.append(field, new Blob([file.bytes], { type: file.type ?? 'application/octet-stream' }), file.name);
  const response = await fetch(baseUrl + url, {
    method: 'POST',
    headers: client.sessionCookie ? { cookie: client.sessionCookie } : {},
    body: form,
  });
  const text = await response.text();
  let body: Record<string, unknown> = {};
  try {
    body = JSON.parse(text) as Record<string, unknown>;
  } catch {
    body = { text };
  }
  return { status: response.status, body };
}

/**
 * The tutor makes an exam available for practice (or withdraws it) through PUT /exams/{id}, as
 * the exam form's "Available for practice" switch does (issue 16); throws unless 200.
 */
export async function offerForPractice(client: Client, examId: string, available = true): Promise<Exam> {
  const response = await client.request<{ exam: Exam }>('PUT', `/api/exams/${examId}`, {
    availableForPractice: available,
  });
  if (response.status !== 200) {
    throw new Error(`practice choice not saved: ${response.status} ${JSON.stringify(response.body)}`);
  }
  return response.body.exam;
}
