import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Logger } from '@portal/platform';
import type { SampleExam } from './sampleExams';
import { SAMPLE_EXAMS, SAMPLE_GROUP } from './sampleExams';

const FIGURES_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'figures');
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** The demo tutor's session against the running server: the content goes through the same rules as a tutor's. */
export class DemoSession {
  private cookie = '';

  constructor(private readonly baseUrl: string) {}

  async call<T>(method: string, url: string, body?: unknown): Promise<T> {
    const isForm = body instanceof FormData;
    const response = await fetch(this.baseUrl + url, {
      method,
      headers: {
        ...(body === undefined || isForm ? {} : { 'content-type': 'application/json' }),
        ...(this.cookie ? { cookie: this.cookie } : {}),
      },
      body: body === undefined ? undefined : isForm ? body : JSON.stringify(body),
    });
    const setCookie = response.headers.get('set-cookie');
    if (setCookie) {
      this.cookie = setCookie.split(';')[0]!;
    }
    const text = await response.text();
    if (!response.ok) {
      // the server's message, never a body echo: it may name people
      const message = (JSON.parse(text || '{}') as { message?: string }).message ?? '';
      throw new Error(`${method} ${url.split('?')[0]} answered ${response.status} ${message}`);
    }
    return JSON.parse(text) as T;
  }
}

async function uploadFigure(session: DemoSession, figure: string): Promise<string> {
  const form = new FormData();
  const bytes = fs.readFileSync(path.join(FIGURES_DIR, figure));
  form.append('image', new Blob([bytes], { type: 'image/svg+xml' }), figure);
  const answer = await session.call<{ data: { url: string } }>('POST', '/api/upload/question-image', form);
  return answer.data.url;
}

/**
 * A sample paper as POST /exams takes it; NVR figures become uploaded question images. The demo
 * tutor offers every sample paper for practice (issue 16), so a student can try the practice
 * path; the two scheduled papers are refused as practice to the class until their windows close.
 */
async function examBody(session: DemoSession, exam: SampleExam) {
  const questions = [];
  for (const { figure, ...question } of exam.questions) {
    questions.push({ ...question, imagePath: figure ? await uploadFigure(session, figure) : null });
  }
  return { ...exam, questions, isActive: true, availableForPractice: true };
}

/**
 * The demo organisation's first look (issue 6): the four sample papers, the tutor's class as a
 * group, one schedule open now (a week to take it) and one for later in the week. Written through
 * the HTTP API as the demo tutor, so the content obeys every rule a tutor's would.
 */
export async function seedDemoContent(
  baseUrl: string,
  tutor: { email: string; password: string },
  logger: Logger,
  now = new Date(),
): Promise<void> {
  const session = new DemoSession(baseUrl);
  await session.call('POST', '/api/auth/login', { email: tutor.email, password: tutor.password });
  // the demo tutor accepts the consent form as any tutor does before using the console (issue 15)
  for (const consentType of ['privacy_policy', 'terms_of_service', 'cookies_essential']) {
    await session.call('POST', '/api/compliance/consent', {
      consentType,
      consentGiven: true,
      source: 'consent_form',
    });
  }
  const examIds = new Map<SampleExam['examType'], string>();
  for (const exam of SAMPLE_EXAMS) {
    const created = await session.call<{ exam: { id: string } }>(
      'POST',
      '/api/exams',
      await examBody(session, exam),
    );
    examIds.set(exam.examType, created.exam.id);
  }
  const { students } = await session.call<{ students: { id: string }[] }>('GET', '/api/students?perPage=100');
  const { group } = await session.call<{ group: { id: string } }>('POST', '/api/groups', SAMPLE_GROUP);
  if (students.length > 0) {
    await session.call('POST', `/api/groups/${group.id}/students`, {
      studentIds: students.map((student) => student.id).slice(0, SAMPLE_GROUP.maxStudents),
    });
  }
  const schedule = async (
    examType: SampleExam['examType'],
    title: string,
    startsIn: number,
    days: number,
  ) => {
    const examId = examIds.get(examType);
    if (!examId || students.length === 0) {
      return;
    }
    const start = new Date(now.getTime() + startsIn);
    await session.call('POST', '/api/exam-schedules', {
      examId,
      title,
      description: 'Practice under exam conditions.',
      scheduledStartTime: start.toISOString(),
      scheduledEndTime: new Date(start.getTime() + days * DAY).toISOString(),
      duration: SAMPLE_EXAMS.find((exam) => exam.examType === examType)?.duration ?? 60,
      instructions: 'Work on your own, in a quiet room. Read each question carefully.',
      assignmentType: 'group',
      assigneeIds: [group.id],
      hasSpecificSchedule: true,
    });
  };
  await schedule('mathematics', 'Mathematics Practice Paper 1 - Scheduled', -HOUR, 7);
  await schedule('english', 'English Comprehension Practice Paper 1 - Scheduled', 2 * DAY, 5);
  await session.call('POST', '/api/auth/logout');
  logger.info('demo content created', { exams: examIds.size, students: students.length });
}
