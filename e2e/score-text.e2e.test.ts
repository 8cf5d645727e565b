import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { ApiClient, uniqueEmail, ok } from './support/api';
import { LAPTOP, PHONE, screenshot, type BrowserProfile } from './support/browser';
import { learnerMenu as menu, openAsStudent } from './support/learner';
import { studentWithScheduledExam } from './support/exams';
import { useJourney } from './support/journey';
import { person } from './support/people';
import { hasHorizontalOverflow, visible } from './support/ui';

// Scores say what they count (issue 16 item 10): the dashboard's recent attempts and the exams
// history show marks over the exam's total marks and correct answers over the questions, never
// marks over questions. The exam has 3 questions worth 2 + 3 + 1 = 6 marks; the student gets
// questions 1 and 3 right: 3 / 6 marks, 2 / 3 correct, 50%.

const { system, browser } = useJourney();
let device: BrowserProfile;
let tab: Page;

const tutor = person('Ruth', 'Adeyemi', 'tutor');
const student = person('Milo', 'Hart', 'student');
const scheduleTitle = 'Marks and counts';

beforeAll(async () => {
  const { examId, scheduleId } = await studentWithScheduledExam(
    system,
    { tutor, student, parentEmail: uniqueEmail('milo.parent') },
    {
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
    },
    { title: scheduleTitle, duration: 20, settings: { showResultsImmediately: true } },
  );

  // the student sits it through the API: B (right), False (wrong), C (right)
  const learner = new ApiClient(system);
  expect((await learner.login(student.email, student.password)).status).toBe(200);
  const slot = { scheduleId, assignmentId: null, accessType: 'schedule' };
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

describe('scores say what they count', () => {
  it('1. the dashboard lists the attempt as 3 / 6 marks and 2 / 3 correct', async () => {
    tab = await openAsStudent(device, LAPTOP, `${system.url}/`, student);
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
