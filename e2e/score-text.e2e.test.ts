import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_ENV, ApiClient, uniqueEmail, type Person, ok } from './support/api';
import {
  LAPTOP,
  PHONE,
  launchBrowser,
  screenshot,
  type BrowserProfile,
  type BrowserSession,
} from './support/browser';
import { learnerMenu as menu, studentSignsIn } from './support/learner';
import { createExam, scheduleNow } from './support/exams';
import { startSystem, type RunningSystem } from './support/server';
import { readyStudentOfTutor, signedInTutor } from './support/standing';
import { hasHorizontalOverflow, visible } from './support/ui';

// Scores say what they count (issue 16 item 10): the dashboard's recent attempts and the exams
// history show marks over the exam's total marks and correct answers over the questions, never
// marks over questions. The exam has 3 questions worth 2 + 3 + 1 = 6 marks; the student gets
// questions 1 and 3 right: 3 / 6 marks, 2 / 3 correct, 50%.

let system: RunningSystem;
let browser: BrowserSession;
let device: BrowserProfile;
let tab: Page;

const tutor: Person = {
  firstName: 'Ruth',
  lastName: 'Adeyemi',
  email: uniqueEmail('ruth.tutor'),
  password: 'Ruth-tutor-2026',
};
const student = {
  firstName: 'Milo',
  lastName: 'Hart',
  email: uniqueEmail('milo.student'),
  password: 'Milo-student-2026',
};
const scheduleTitle = 'Marks and counts';

beforeAll(async () => {
  system = await startSystem({ env: ADMIN_ENV });
  browser = await launchBrowser();
  const api = await signedInTutor(system, tutor);
  const made = await readyStudentOfTutor(system, api, student, uniqueEmail('milo.parent'));
  const examId = await createExam(api, {
    title: 'Mixed marks',
    examType: 'mathematics',
    duration: 20,
    questions: [
      {
        question: '2 + 2?',
        type: 'multiple-choice',
        options: ['3', '4', '5'],
        correctAnswer: 'B',
        marks: 2,
      },
      { question: 'Is 7 prime?', type: 'true-false', correctAnswer: 'True', marks: 3 },
      {
        question: '3 × 3?',
        type: 'multiple-choice',
        options: ['6', '8', '9'],
        correctAnswer: 'C',
        marks: 1,
      },
    ],
  });
  const scheduledId = await scheduleNow(api, examId, [made.id], {
    title: scheduleTitle,
    duration: 20,
    settings: { showResultsImmediately: true },
  });

  // the student sits it through the API: B (right), False (wrong), C (right)
  const learner = new ApiClient(system);
  expect((await learner.login(student.email, student.password)).status).toBe(200);
  const slot = { scheduleId: scheduledId, assignmentId: null, accessType: 'schedule' };
  const started = await ok(
    learner.call<{ exam: { questions: { id: string }[] } }>('POST', `/exam-attempts/${examId}/start`, slot),
    'start the exam',
  );
  const answers = Object.fromEntries(
    started.exam.questions.map((question, index) => [question.id, ['B', 'False', 'C'][index]!]),
  );
  await ok(learner.call('POST', `/exam-attempts/${examId}/submit`, { ...slot, answers }), 'submit');
  device = await browser.newProfile({ cookieChoiceMade: true });
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await system?.stop();
});

describe('scores say what they count', () => {
  it('1. the dashboard lists the attempt as 3 / 6 marks and 2 / 3 correct', async () => {
    tab = await device.newPage(LAPTOP);
    await tab.goto(`${system.url}/`);
    await studentSignsIn(tab, student);
    const recent = tab.getByRole('list', { name: 'Your latest exams' });
    await visible(recent.getByText('50%'));
    await visible(recent.getByText('3 / 6 marks', { exact: true }));
    await visible(recent.getByText('2 / 3 correct', { exact: true }));
    expect(await recent.textContent()).not.toMatch(/questions/);
    await screenshot(tab, 'score-text-dashboard-laptop');
  });

  it('2. the exams history shows the same, also at phone width', async () => {
    await menu(tab, 'Exams History').click();
    await visible(tab.getByRole('heading', { name: 'Exams History', level: 1 }));
    const item = tab.getByRole('listitem', { name: scheduleTitle });
    await visible(item.getByText('3 / 6 marks', { exact: true }));
    await visible(item.getByText('2 / 3 correct', { exact: true }));
    await tab.setViewportSize(PHONE);
    await visible(item.getByText('3 / 6 marks', { exact: true }));
    expect(await hasHorizontalOverflow(tab)).toBe(false);
    await screenshot(tab, 'score-text-history-phone');
  });
});
