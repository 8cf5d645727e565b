import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient } from './support/api';
import { uniqueEmail, ok } from './support/api';
import { LAPTOP, PHONE_LARGE, screenshot, type BrowserProfile } from './support/browser';
import { learnerMenu as menu, openAsStudent } from './support/learner';
import { studentWithScheduledExam } from './support/exams';
import { hasHorizontalOverflow, signInThroughDialog, visible } from './support/ui';
import { useJourney } from './support/journey';
import { person, fullName } from './support/people';

// Exam taking (spec 002 §2.5–§2.9): a tutor schedules an exam for a student, open now; the student
// opens it from Practice Exams, answers, reloads in the middle (answers kept), loses the network
// for a moment (the answer is kept and sent when it returns), submits, reads the results and
// finds the exam in My Progress and Exams History.

const { system, browser } = useJourney();
let device: BrowserProfile;
let tab: Page;

const tutor = person('Grace', 'Adeyemi', 'tutor');
const student = person('Leo', 'Marsh', 'student');
const exam = { title: 'Maths and Reading Check', duration: 30 };
const scheduleTitle = 'Tuesday practice';
let scheduleId = '';
let studentId = '';
let tutorApi: ApiClient;

beforeAll(async () => {
  // the student signs in, chooses a password, consents; the parent confirms by the mailed link
  ({ tutorApi, studentId, scheduleId } = await studentWithScheduledExam(
    system,
    { tutor, student, parentEmail: uniqueEmail('exam.parent') },
    {
      title: exam.title,
      description: 'Fractions, facts and a short reading',
      examType: 'mathematics',
      difficulty: 'medium',
      duration: exam.duration,
      grade: 'year-6',
      passages: [
        {
          id: 'p-fox',
          title: 'The Clever Fox',
          author: 'A. Storyteller',
          text: 'A fox found a bunch of grapes hanging high on a vine.\nShe jumped and jumped but could not reach them.',
        },
      ],
      questions: [
        {
          question: 'What is 3/4 of 20?',
          type: 'multiple-choice',
          options: ['12', '15', '16', '18'],
          correctAnswer: 'B',
          explanation: '20 ÷ 4 = 5, and 3 × 5 = 15.',
          category: 'Fractions',
        },
        {
          question: 'A square has four equal sides.',
          type: 'true-false',
          correctAnswer: 'True',
          category: 'Shapes',
        },
        {
          question: 'What did the fox want to eat?',
          type: 'short-answer',
          correctAnswer: 'grapes',
          category: 'Comprehension',
          passageId: 'p-fox',
          passageTitle: 'The Clever Fox',
          passageAuthor: 'A. Storyteller',
          passageText:
            'A fox found a bunch of grapes hanging high on a vine.\nShe jumped and jumped but could not reach them.',
        },
        {
          question: 'What is 7 × 8?',
          type: 'multiple-choice',
          options: ['54', '56', '58', '64'],
          correctAnswer: 'B',
          category: 'Times tables',
        },
      ],
    },
    {
      title: scheduleTitle,
      description: '',
      duration: exam.duration,
      instructions: 'Work carefully and check your answers.',
      // the results are read right after submitting (issue 16: off, they wait for the end)
      settings: { showResultsImmediately: true },
    },
  ));

  device = await browser.newProfile({ cookieChoiceMade: true });
});

/** A page of the student's sidebar (desktop). */

/** The save indicator's state: saved, saving, error or offline. */
function saveStatus(page: Page) {
  return page.getByRole('status', { name: 'Save status' });
}

describe('a student takes a scheduled exam', () => {
  it('1. the student signs in and finds the exam in Practice Exams', async () => {
    tab = await openAsStudent(device, LAPTOP, `${system.url}/`, student);
    await menu(tab, 'Practice Exams').click();
    await visible(tab.getByRole('heading', { name: 'Practice Exams', level: 1 }));
    const card = tab.getByRole('article', { name: scheduleTitle });
    await visible(card);
    await visible(card.getByRole('button', { name: `Start Exam: ${scheduleTitle}` }));
    await visible(card.getByText(/^Due in (1|2) hours?$/));
    expect(await hasHorizontalOverflow(tab)).toBe(false);
    await screenshot(tab, 'exam-taking-list-laptop');
  });

  it('2. the student starts, answers two questions, and the answers are saved', async () => {
    await tab
      .getByRole('article', { name: scheduleTitle })
      .getByRole('button', { name: /^Start Exam/ })
      .click();
    const dialog = tab.getByRole('dialog', { name: scheduleTitle });
    await visible(dialog.getByText('Work carefully and check your answers.'));
    await dialog.getByRole('button', { name: 'Start now' }).click();

    await visible(tab.getByRole('heading', { name: 'Question 1 of 4' }));
    await visible(tab.getByRole('timer', { name: 'Time left' }));
    await tab.getByRole('radio', { name: /15/ }).check();
    await tab.getByRole('button', { name: 'Next' }).click();
    await visible(tab.getByRole('heading', { name: 'Question 2 of 4' }));
    await tab.getByRole('radio', { name: 'True' }).check();
    // the first answer is saved 2 s after it was given
    await expect.poll(() => saveStatus(tab).getAttribute('data-status'), { timeout: 10_000 }).toBe('saved');
    await visible(tab.getByRole('button', { name: 'Question 1, answered' }));
    await screenshot(tab, 'exam-taking-question-laptop');
  });

  it('2b. the tutor gives ten more minutes: the running timer shows them at once, without a save', async () => {
    const timer = tab.getByRole('timer', { name: 'Time left' });
    const seconds = async () => {
      const text = (await timer.textContent()) ?? '';
      return text
        .replace(/[^0-9:]/g, '')
        .split(':')
        .reduce((total, part) => total * 60 + Number(part), 0);
    };
    const before = await seconds();
    expect(before).toBeLessThanOrEqual(exam.duration * 60);
    await ok(
      tutorApi.call('PUT', '/exam-attempts/accommodations', {
        studentId,
        scheduleId,
        extraMinutes: 10,
        timeMultiplier: 1,
      }),
      'extra time',
    );
    await expect.poll(seconds, { timeout: 5_000 }).toBeGreaterThan(before + 9 * 60);
  });

  it('3. after a reload the exam reopens with the answers and position kept', async () => {
    await tab.reload();
    await visible(tab.getByText('Welcome back!'));
    await visible(tab.getByRole('heading', { name: 'Question 2 of 4' }));
    expect(await tab.getByRole('radio', { name: 'True' }).isChecked()).toBe(true);
    await tab.getByRole('button', { name: /^Question 1,/ }).click();
    expect(await tab.getByRole('radio', { name: /15/ }).isChecked()).toBe(true);
    await tab.getByRole('button', { name: /^Question 3,/ }).click();
  });

  it('4. offline for a moment: the answer is kept here, then sent when the network returns', async () => {
    await visible(tab.getByRole('heading', { name: 'Question 3 of 4' }));
    // the passage sits beside its question on a wide screen
    await visible(tab.getByRole('region', { name: 'Passage: The Clever Fox' }));
    await device.context.setOffline(true);
    await expect.poll(() => saveStatus(tab).getAttribute('data-status')).toBe('offline');
    await tab.getByLabel('Your answer').fill('grapes');
    await tab.getByRole('button', { name: 'Flag for review' }).click();
    await visible(tab.getByRole('button', { name: 'Flagged for review' }));
    await screenshot(tab, 'exam-taking-offline-laptop');
    const stored = await tab.evaluate(() => {
      const key = Object.keys(sessionStorage).find((k) => k.startsWith('exam-attempt-draft:'));
      return key ? sessionStorage.getItem(key) : null;
    });
    expect(stored).toContain('grapes');

    const saved = tab.waitForResponse(
      (response) =>
        response.url().includes('/save') && response.request().method() === 'POST' && response.ok(),
      { timeout: 20_000 },
    );
    await device.context.setOffline(false);
    const response = await saved;
    const body = JSON.parse(response.request().postData() ?? '{}') as {
      answers?: Record<string, string>;
      seq?: number;
    };
    expect(Object.values(body.answers ?? {})).toContain('grapes');
    expect(body.seq).toBeGreaterThan(1);
    await expect.poll(() => saveStatus(tab).getAttribute('data-status'), { timeout: 10_000 }).toBe('saved');
  });

  it('5. the phone layout fits, with the passage folded above the question', async () => {
    await tab.setViewportSize(PHONE_LARGE);
    await visible(tab.getByRole('button', { name: /The Clever Fox/ }));
    expect(await hasHorizontalOverflow(tab)).toBe(false);
    await screenshot(tab, 'exam-taking-question-phone');
    await tab.setViewportSize(LAPTOP);
  });

  it('6. the student submits with one question unanswered and sees the results', async () => {
    await tab.getByRole('button', { name: 'Submit', exact: true }).click();
    const confirm = tab.getByRole('dialog', { name: 'Submit your exam?' });
    await visible(confirm.getByText('You have answered 3 of 4 questions.'));
    await visible(confirm.getByText('1 question is unanswered.'));
    await screenshot(tab, 'exam-taking-submit-laptop', { fullPage: false });
    await confirm.getByRole('button', { name: 'Submit Exam' }).click();
    await visible(tab.getByText('Exam submitted!'));

    await visible(tab.getByRole('region', { name: 'Your result' }), 20_000);
    await visible(
      tab
        .getByText('Satisfactory', { exact: true })
        .or(tab.getByText('Good', { exact: true }))
        .first(),
    );
    await visible(tab.getByRole('article', { name: 'Question 1: Correct' }));
    await visible(tab.getByRole('article', { name: 'Question 4: Unanswered' }));
    await visible(tab.getByText('20 ÷ 4 = 5, and 3 × 5 = 15.'));
    expect(await hasHorizontalOverflow(tab)).toBe(false);
    await screenshot(tab, 'exam-taking-results-laptop');
    await tab.setViewportSize(PHONE_LARGE);
    expect(await hasHorizontalOverflow(tab)).toBe(false);
    await screenshot(tab, 'exam-taking-results-phone');
    await tab.setViewportSize(LAPTOP);
  });

  it('7. the exam shows as completed in Practice Exams and Exams History, and in My Progress', async () => {
    await menu(tab, 'Practice Exams').click();
    const card = tab.getByRole('article', { name: scheduleTitle });
    await visible(card.getByRole('button', { name: /Completed \(view results\)|View Results/ }));

    await menu(tab, 'My Progress').click();
    await visible(tab.getByRole('heading', { name: 'My Progress', level: 1 }));
    await visible(tab.getByRole('article', { name: 'Exams taken' }).getByText('1', { exact: true }));
    await visible(tab.getByRole('heading', { name: 'Recommendations' }));
    await visible(tab.getByText('Take a few more exams'));
    expect(await hasHorizontalOverflow(tab)).toBe(false);
    await screenshot(tab, 'exam-taking-progress-laptop');

    await tab.setViewportSize(PHONE_LARGE);
    expect(await hasHorizontalOverflow(tab)).toBe(false);
    await screenshot(tab, 'exam-taking-progress-phone');
    await tab.setViewportSize(LAPTOP);

    await menu(tab, 'Exams History').click();
    await visible(tab.getByRole('heading', { name: 'Exams History', level: 1 }));
    const item = tab.getByRole('listitem', { name: scheduleTitle });
    await visible(item.getByText('Completed', { exact: true }));
    await visible(item.getByText('75%'));
    await screenshot(tab, 'exam-taking-history-laptop');
    await item.getByRole('button', { name: 'View results' }).click();
    await visible(tab.getByRole('region', { name: 'Your result' }));
  });

  it('8. the direct link /assignment/{scheduleId} opens Practice Exams on that exam', async () => {
    expect(scheduleId).not.toBe('');
    await tab.goto(`${system.url}/assignment/${scheduleId}`);
    await visible(tab.getByRole('heading', { name: 'Practice Exams', level: 1 }));
    await visible(tab.getByRole('article', { name: scheduleTitle }).getByText('From your link'));
    expect(new URL(tab.url()).pathname).toBe('/');
    await tab.setViewportSize(PHONE_LARGE);
    expect(await hasHorizontalOverflow(tab)).toBe(false);
    await screenshot(tab, 'exam-taking-list-phone');
    expect(browser.errors.filter((e) => !e.includes('Failed to load resource'))).toEqual([]);
  });

  it('9. the tutor sees the attempt in Scheduled Exam Analytics', async () => {
    const tutorDevice = await browser.newProfile({ cookieChoiceMade: true });
    const page = await tutorDevice.context.newPage();
    await page.goto(`${system.url}/admin/`);
    await signInThroughDialog(page, tutor);
    await page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('menuitem', { name: 'Exam Analytics', exact: true })
      .click();
    // the card's button is named by what it shows, the schedule's title first
    await page.getByRole('article', { name: scheduleTitle }).getByRole('button').click();
    await visible(page.getByRole('heading', { name: fullName(student), level: 3 }));
    await visible(
      page.getByRole('button', {
        name: `View Details of attempt 1 by ${student.firstName} ${student.lastName}`,
      }),
    );
    await screenshot(page, 'exam-taking-tutor-analytics-laptop');
  });
});
