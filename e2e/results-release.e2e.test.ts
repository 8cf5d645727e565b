import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { uniqueEmail } from './support/api';
import { LAPTOP, screenshot, type BrowserProfile } from './support/browser';
import { learnerMenu as menu, startScheduledExam, openAsStudent } from './support/learner';
import { studentWithScheduledExam } from './support/exams';
import { visible, openSignedIn } from './support/ui';
import { useJourney } from './support/journey';
import { person } from './support/people';

// Results release (issue 16 item 1): "Show results immediately" off. The student submits inside
// the window and sees their score and "Results will be available after …", no answer key; the
// tutor presses Release results on the schedule (and confirms); the student then sees the
// correct answers and explanations.

const { system, browser } = useJourney();
let studentDevice: BrowserProfile;
let tutorDevice: BrowserProfile;
let studentTab: Page;
let tutorTab: Page;

const tutor = person('Nadia', 'Okafor', 'tutor');
const student = person('Theo', 'Banks', 'student');
const scheduleTitle = 'Friday check';
const EXPLANATION = '6 × 7 = 42.';

beforeAll(async () => {
  // the student signs in, chooses a password, consents; the parent confirms by the mailed link
  await studentWithScheduledExam(
    system,
    { tutor, student, parentEmail: uniqueEmail('theo.parent') },
    {
      title: 'Times tables',
      examType: 'mathematics',
      duration: 20,
      questions: [
        {
          question: 'What is 6 × 7?',
          type: 'multiple-choice',
          options: ['36', '42', '48'],
          correctAnswer: 'B',
          explanation: EXPLANATION,
        },
        { question: 'Is 9 × 9 = 81?', type: 'true-false', correctAnswer: 'True' },
      ],
    },
    { title: scheduleTitle, duration: 20, settings: { showResultsImmediately: false } },
  );
  studentDevice = await browser.newProfile({ cookieChoiceMade: true });
  tutorDevice = await browser.newProfile({ cookieChoiceMade: true });
}, 120_000);

describe('results withheld, then released by the tutor', () => {
  it('1. the student submits inside the window: the score and when the results come, no answer key', async () => {
    studentTab = await openAsStudent(studentDevice, LAPTOP, `${system.url}/`, student);
    await startScheduledExam(studentTab, scheduleTitle);
    await visible(studentTab.getByRole('heading', { name: 'Question 1 of 2' }));
    await studentTab.getByRole('radio', { name: /42/ }).check();
    await studentTab.getByRole('button', { name: 'Submit', exact: true }).click();
    await studentTab
      .getByRole('dialog', { name: 'Submit your exam?' })
      .getByRole('button', { name: 'Submit Exam' })
      .click();

    await visible(studentTab.getByRole('region', { name: 'Your result' }), 20_000);
    await visible(studentTab.getByText(/^Results will be available after /));
    await visible(studentTab.getByRole('article', { name: 'Question 1: Answered' }));
    await visible(studentTab.getByRole('article', { name: 'Question 2: Unanswered' }));
    expect(await studentTab.getByText('Correct answer', { exact: true }).count()).toBe(0);
    expect(await studentTab.getByText(EXPLANATION).count()).toBe(0);
    await screenshot(studentTab, 'results-release-withheld');
  });

  it('2. the tutor presses Release results on the schedule and confirms', async () => {
    tutorTab = await openSignedIn(tutorDevice, LAPTOP, `${system.url}/admin/exam-schedules`, tutor);
    await visible(tutorTab.getByRole('heading', { name: 'Schedule Exams', level: 1 }));
    const card = tutorTab.getByRole('article', { name: scheduleTitle });
    await visible(card.getByText('Shown to students after the end'));
    await card.getByRole('button', { name: `Release results of ${scheduleTitle}` }).click();
    const dialog = tutorTab.getByRole('dialog', { name: `Release results of “${scheduleTitle}”?` });
    await visible(dialog.getByText(/This cannot be undone/));
    await screenshot(tutorTab, 'results-release-confirm');
    await dialog.getByRole('button', { name: 'Release results', exact: true }).click();
    await visible(tutorTab.getByText('Results released: students can now see the correct answers'));
    await visible(card.getByText(/^Released /));
    expect(await card.getByRole('button', { name: `Release results of ${scheduleTitle}` }).count()).toBe(0);
  });

  it('3. the student opens the results again: the correct answers and explanations are there', async () => {
    await menu(studentTab, 'Practice Exams').click();
    await studentTab
      .getByRole('article', { name: scheduleTitle })
      .getByRole('button', { name: /Completed \(view results\)|View Results/ })
      .click();
    await visible(studentTab.getByRole('region', { name: 'Your result' }), 20_000);
    await visible(studentTab.getByRole('article', { name: 'Question 1: Correct' }));
    await visible(studentTab.getByText(EXPLANATION));
    expect(await studentTab.getByText(/^Results will be available after /).count()).toBe(0);
    await screenshot(studentTab, 'results-release-released');
  });
});
