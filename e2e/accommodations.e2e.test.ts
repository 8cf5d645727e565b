import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient } from './support/api';
import { uniqueEmail, ok } from './support/api';
import { LAPTOP, PHONE, screenshot, type BrowserProfile } from './support/browser';
import { startScheduledExam, openAsStudent } from './support/learner';
import { createExam, scheduleNow } from './support/exams';
import { readyStudentOfTutor, signedInTutor } from './support/standing';
import { hasHorizontalOverflow, hidden, visible, openSignedIn } from './support/ui';
import { useJourney } from './support/journey';
import { person, fullName } from './support/people';

// Accommodations in the console (issue 16 item 4) and the server-searched student picker (item 9).
// A student is taking a scheduled exam in one browser; their tutor, in another, opens the
// schedule's progress view, presses "Adjust time" on the student's row and gives 10 extra
// minutes: the student's timer shows the longer time at once, without a reload. The tutor then
// finds the student by typing in the schedule page's "Adjust exam time" dialog. Last, the
// student opens the context menu (blocked: no copy and paste): the tutor sees the integrity event
// on the student's row and, after the submission, in the attempt's detail (item 3).

const { system, browser } = useJourney();
let studentDevice: BrowserProfile;
let tutorDevice: BrowserProfile;
let studentTab: Page;
let tutorTab: Page;
let tutorApi: ApiClient;
let scheduleId: string;

const tutor = person('Priya', 'Raman', 'tutor');
const student = person('Oscar', 'Flynn', 'student');
const scheduleTitle = 'Wednesday arithmetic';
const DURATION = 20;

beforeAll(async () => {
  const api = await signedInTutor(system, tutor);
  const made = await readyStudentOfTutor(system, api, student, uniqueEmail('oscar.parent'));
  // classmates, so the picker has to search rather than show one name
  for (const [firstName, lastName] of [
    ['Olivia', 'Flint'],
    ['Omar', 'Shah'],
  ] as const) {
    await ok(
      api.call('POST', '/students', {
        firstName,
        lastName,
        email: uniqueEmail(firstName.toLowerCase()),
        grade: 'year-6',
        parentEmail: uniqueEmail(`${firstName.toLowerCase()}.parent`),
      }),
      'create classmate',
    );
  }

  const examId = await createExam(api, {
    title: 'Mental arithmetic',
    examType: 'mathematics',
    duration: DURATION,
    questions: [
      {
        question: 'What is 8 × 7?',
        type: 'multiple-choice',
        options: ['54', '56', '58'],
        correctAnswer: 'B',
      },
      { question: 'Is 12 × 12 = 144?', type: 'true-false', correctAnswer: 'True' },
    ],
  });
  tutorApi = api;
  scheduleId = await scheduleNow(api, examId, [made.id], {
    title: scheduleTitle,
    duration: DURATION,
    settings: { showResultsImmediately: true, gracePeriodMinutes: 10 },
  });
  studentDevice = await browser.newProfile({ cookieChoiceMade: true });
  tutorDevice = await browser.newProfile({ cookieChoiceMade: true });
}, 120_000);

/** The timer's "mm:ss" (or "h:mm:ss") as seconds. */
async function timerSeconds(page: Page): Promise<number> {
  const text = (await page.getByRole('timer', { name: 'Time left' }).textContent()) ?? '';
  return text
    .replace(/[^0-9:]/g, '')
    .split(':')
    .reduce((total, part) => total * 60 + Number(part), 0);
}

describe('a tutor adjusts a student’s exam time while they sit it', () => {
  it('1. the student starts the exam: the timer shows at most the 20 minutes', async () => {
    studentTab = await openAsStudent(studentDevice, LAPTOP, `${system.url}/`, student);
    await startScheduledExam(studentTab, scheduleTitle);
    await visible(studentTab.getByRole('heading', { name: 'Question 1 of 2' }));
    await visible(studentTab.getByRole('timer', { name: 'Time left' }));
    expect(await timerSeconds(studentTab)).toBeLessThanOrEqual(DURATION * 60);
  });

  it('2. the tutor sees the grace period on the card and the student in progress', async () => {
    tutorTab = await openSignedIn(tutorDevice, LAPTOP, `${system.url}/admin/exam-schedules`, tutor);
    await visible(tutorTab.getByRole('heading', { name: 'Schedule Exams', level: 1 }));
    const card = tutorTab.getByRole('article', { name: scheduleTitle });
    await visible(card.getByText('10 minutes after the end'));
    await card.getByRole('button', { name: `Progress for ${scheduleTitle}` }).click();
    const progress = tutorTab.getByRole('dialog', { name: /Progress Overview/ });
    const row = progress.getByRole('listitem').filter({ hasText: fullName(student) });
    await visible(row.getByText('In progress'));
    await screenshot(tutorTab, 'accommodations-progress-laptop');
  });

  it('3. "Adjust time" on the student’s row: 10 extra minutes, saved with a notification', async () => {
    const before = await timerSeconds(studentTab);
    const progress = tutorTab.getByRole('dialog', { name: /Progress Overview/ });
    await progress
      .getByRole('button', { name: `Adjust time for ${student.firstName} ${student.lastName}` })
      .click();
    const dialog = tutorTab.getByRole('dialog', { name: /Adjust exam time/ });
    await visible(dialog.getByText(`For ${scheduleTitle}`));
    await visible(dialog.getByText('Current: No adjustments'));
    await dialog.getByLabel('Extra minutes').fill('10');
    await visible(dialog.getByText(`A ${DURATION}-minute exam lasts 30 minutes for this student.`));
    await screenshot(tutorTab, 'accommodations-dialog-laptop');
    await dialog.getByRole('button', { name: 'Save adjustment' }).click();
    await visible(
      tutorTab.getByText(
        /^Exam time accommodation saved\. The running exam's timer now shows the new time\./,
      ),
    );

    // the student's timer follows without a reload
    await expect.poll(() => timerSeconds(studentTab), { timeout: 10_000 }).toBeGreaterThan(before + 9 * 60);
    await screenshot(studentTab, 'accommodations-student-timer-laptop');
  });

  it('4. opened again, the dialog shows the adjustment now in force', async () => {
    const progress = tutorTab.getByRole('dialog', { name: /Progress Overview/ });
    await progress
      .getByRole('button', { name: `Adjust time for ${student.firstName} ${student.lastName}` })
      .click();
    const dialog = tutorTab.getByRole('dialog', { name: /Adjust exam time/ });
    await visible(dialog.getByText('Current: 10 extra minutes'));
    expect(await dialog.getByLabel('Extra minutes').inputValue()).toBe('10');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await hidden(dialog);
    await progress.getByRole('button', { name: 'Close', exact: true }).last().click();
    await hidden(progress);
  });

  it('5. on a phone, "Adjust exam time" finds the student by typing (server search) and lists their exams', async () => {
    await tutorTab.setViewportSize(PHONE);
    // a fresh page at phone width (the console's sidebar becomes a drawer)
    await tutorTab.goto(`${system.url}/admin/exam-schedules`);
    await visible(tutorTab.getByRole('heading', { name: 'Schedule Exams', level: 1 }));
    await tutorTab.getByRole('button', { name: 'Adjust exam time' }).click();
    const dialog = tutorTab.getByRole('dialog', { name: /Adjust exam time/ });
    const picker = dialog.getByRole('combobox', { name: 'Student' });
    // before typing: the first page of the tutor's students, all three
    await picker.click();
    await visible(tutorTab.getByRole('option', { name: /Olivia Flint/ }));
    await picker.fill('flyn');
    // "Flint" does not contain "flyn": once typing pauses the server's answer leaves her out
    await expect.poll(() => tutorTab.getByRole('option', { name: /Olivia Flint/ }).count()).toBe(0);
    await visible(tutorTab.getByRole('option', { name: /Oscar Flynn/ }));
    await picker.fill('zzz');
    await visible(tutorTab.getByText('No students match'));
    await picker.fill('flynn');
    await tutorTab.getByRole('option', { name: /Oscar Flynn/ }).click();
    await visible(dialog.getByText('Current: No adjustments'));
    await dialog.getByRole('combobox', { name: 'For', exact: true }).click();
    await visible(tutorTab.getByRole('option', { name: 'All exams of this student' }));
    await visible(tutorTab.getByRole('option', { name: 'Mental arithmetic' }));
    await tutorTab.getByRole('option', { name: 'Mental arithmetic' }).click();
    await visible(dialog.getByText('Current: 10 extra minutes'));
    expect(await hasHorizontalOverflow(tutorTab)).toBe(false);
    await screenshot(tutorTab, 'accommodations-picker-phone');
  });

  it('6. the student opens the context menu (blocked): the tutor sees "1 integrity event" on the student’s row', async () => {
    await studentTab.getByRole('heading', { name: 'Question 1 of 2' }).click({ button: 'right' });
    await tutorTab.setViewportSize(LAPTOP);
    await tutorTab.goto(`${system.url}/admin/exam-schedules`);
    await tutorTab
      .getByRole('article', { name: scheduleTitle })
      .getByRole('button', { name: `Progress for ${scheduleTitle}` })
      .click();
    const progress = tutorTab.getByRole('dialog', { name: /Progress Overview/ });
    await visible(progress.getByText('1 integrity event'));
    await visible(progress.getByText(/Opened the context menu ×1 · last at /));
    await screenshot(tutorTab, 'accommodations-integrity-progress-laptop');
    // on a phone (a fresh page: the console's sidebar becomes a drawer) the row stacks
    await tutorTab.setViewportSize(PHONE);
    await tutorTab.goto(`${system.url}/admin/exam-schedules`);
    await tutorTab
      .getByRole('article', { name: scheduleTitle })
      .getByRole('button', { name: `Progress for ${scheduleTitle}` })
      .click();
    await visible(progress.getByText('1 integrity event'));
    await progress.getByText('1 integrity event').scrollIntoViewIfNeeded();
    expect(await hasHorizontalOverflow(tutorTab)).toBe(false);
    await screenshot(tutorTab, 'accommodations-integrity-progress-phone', { fullPage: false });
    await tutorTab.setViewportSize(LAPTOP);
  });

  it('7. after the submission the attempt’s detail lists the event in plain words', async () => {
    await studentTab.getByRole('button', { name: 'Submit', exact: true }).click();
    await studentTab
      .getByRole('dialog', { name: 'Submit your exam?' })
      .getByRole('button', { name: 'Submit Exam' })
      .click();
    await visible(studentTab.getByRole('region', { name: 'Your result' }), 20_000);
    const results = await ok(
      tutorApi.call<{ results: { attempt: { id: string } }[] }>(
        'GET',
        `/exam-schedules/${scheduleId}/results`,
      ),
      'schedule results',
    );
    const attemptId = results.results[0]!.attempt.id;
    await tutorTab.goto(`${system.url}/admin/exam-results/${attemptId}`);
    const section = tutorTab.getByRole('region', { name: 'Integrity events' });
    await visible(
      section.getByRole('list', { name: 'Integrity events' }).getByText('Opened the context menu'),
    );
    await visible(section.getByText(/^1 integrity event\./));
    await screenshot(tutorTab, 'accommodations-integrity-detail-laptop');
  });

  it('8. the Schedule Exam dialog chooses individual students by the same server search', async () => {
    await tutorTab.goto(`${system.url}/admin/exam-schedules`);
    await tutorTab.getByRole('button', { name: 'Schedule Exam' }).first().click();
    const dialog = tutorTab.getByRole('dialog', { name: 'Schedule Exam' });
    await dialog.getByLabel('Individual students').check();
    const picker = dialog.getByRole('combobox', { name: 'Students' });
    await picker.fill('sha');
    await tutorTab.getByRole('option', { name: /Omar Shah/ }).click();
    await visible(dialog.getByRole('button', { name: 'Omar Shah' }));
    await visible(dialog.getByText('1 selected'));
    await picker.fill('flynn');
    await tutorTab.getByRole('option', { name: /Oscar Flynn/ }).click();
    await visible(dialog.getByText('2 selected'));
    await screenshot(tutorTab, 'accommodations-schedule-picker-laptop');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
  });
});
