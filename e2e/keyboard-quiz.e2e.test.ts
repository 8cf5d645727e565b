import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { ApiClient, uniqueEmail } from './support/api';
import { LAPTOP, type BrowserProfile } from './support/browser';
import { expectFocusOn, expectFocusRing, expectFocusWithin, tabTo } from './support/keyboard';
import { learnerMenu } from './support/learner';
import { useJourney } from './support/journey';
import { person } from './support/people';
import { readyStudentOfTutor, signedInTutor } from './support/standing';
import { hidden, tabWithSession, visible } from './support/ui';

// Issue 19 item 2: the live classroom quiz with the keyboard alone on both sides. The tutor names
// the session, takes the sample quiz and starts it in the console; the student joins with the code
// in the learner app and answers (by Tab and Enter, and by the letter keys), moves between
// questions and submits; the tutor steps through the questions' answers and ends the session.

const { system, browser } = useJourney();
const tutor = person('Esi', 'Owusu', 'tutor');
const student = person('Ivy', 'Clarke', 'student');
let tutorTab: Page;
let studentTab: Page;
let code = '';

let tutorApi: ApiClient;
let studentApi: ApiClient;
let tutorProfile: BrowserProfile;
let studentProfile: BrowserProfile;

beforeAll(async () => {
  tutorApi = await signedInTutor(system, tutor);
  await readyStudentOfTutor(system, tutorApi, student, uniqueEmail('quizkeys.parent'));
  studentApi = new ApiClient(system);
  await studentApi.login(student.email, student.password);
  tutorProfile = await browser.newProfile({ cookieChoiceMade: true });
  studentProfile = await browser.newProfile({ cookieChoiceMade: true });
});

/** Tabs to a control, checks its focus ring, and presses `key` on it. */
async function press(
  page: Page,
  target: Locator,
  key = 'Enter',
  options: { backwards?: boolean; max?: number } = {},
) {
  await tabTo(page, target, options);
  await expectFocusRing(page);
  await page.keyboard.press(key);
}

describe('the live quiz with the keyboard alone, tutor and student', () => {
  it('1. the tutor names the session, takes the sample quiz and starts it', async () => {
    tutorTab = await tabWithSession(tutorProfile, tutorApi, LAPTOP, system.url);
    await tutorTab.goto(`${system.url}/admin/classroom-quiz`);
    await visible(tutorTab.getByRole('heading', { name: 'Real-time Classroom', level: 1 }));
    await visible(tutorTab.getByRole('status', { name: 'Connection: Connected' }));
    const title = tutorTab.getByLabel('Session title', { exact: true });
    await tabTo(tutorTab, title);
    await expectFocusRing(tutorTab);
    await tutorTab.keyboard.type('Keyboard Warm-up');
    await press(tutorTab, tutorTab.getByRole('button', { name: 'Use Sample Quiz' }));
    await visible(tutorTab.getByText('Selected quiz: Sample Quiz'));
    // the button pressed is gone with the choice: the focus is on the next step, not the body
    await expectFocusOn(tutorTab, tutorTab.getByRole('button', { name: 'Start Session' }));
    await tutorTab.keyboard.press('Enter');
    const shown = tutorTab.getByLabel('Session code', { exact: true });
    await visible(shown);
    code = ((await shown.textContent()) ?? '').trim();
    expect(code).toMatch(/^QUIZ-[A-Z0-9]{6}$/);
    // the setup (and Start Session) is gone: the live session's heading has the focus
    await expectFocusOn(tutorTab, tutorTab.getByRole('heading', { name: 'Keyboard Warm-up', level: 2 }));
  });

  it('2. the student joins with the code from the menu', async () => {
    studentTab = await tabWithSession(studentProfile, studentApi, LAPTOP, system.url);
    await studentTab.goto(`${system.url}/`);
    await visible(studentTab.getByRole('heading', { name: `Welcome back, ${student.firstName}!`, level: 1 }));
    await press(studentTab, learnerMenu(studentTab, 'Join Classroom Quiz'));
    await visible(studentTab.getByRole('heading', { name: 'Join Classroom Quiz', level: 1 }));
    await press(studentTab, studentTab.getByRole('button', { name: 'Join Classroom', exact: true }));
    // the new stage's heading has the focus; the code field is the next stop
    await expectFocusOn(studentTab, studentTab.getByRole('heading', { name: 'Active Quiz Sessions' }));
    const field = studentTab.getByRole('textbox', { name: 'Session code' });
    await tabTo(studentTab, field);
    await expectFocusRing(studentTab);
    await studentTab.keyboard.type(code);
    // Enter in the field sends the form
    await studentTab.keyboard.press('Enter');
    await visible(studentTab.getByText('Answered 0 / 3'));
    await visible(
      tutorTab.getByRole('table', { name: 'Students' }).getByText(`${student.firstName} ${student.lastName}`),
    );
  });

  it('3. the student answers by Tab and Enter, by letter, moves with the arrows, and submits', async () => {
    // question 1 (5 + 3): Tab to the option, Enter chooses it
    const eight = studentTab.getByRole('button', { name: 'Option C: 8' });
    await press(studentTab, eight);
    await expect.poll(() => eight.getAttribute('aria-pressed')).toBe('true');
    await visible(studentTab.getByText('Answered 1 / 3'));
    await press(studentTab, studentTab.getByRole('button', { name: 'Next', exact: true }));
    // question 2 (the largest planet): the letter key
    await visible(studentTab.getByRole('button', { name: 'Option B: Jupiter' }));
    await studentTab.keyboard.press('b');
    await expect
      .poll(() => studentTab.getByRole('button', { name: 'Option B: Jupiter' }).getAttribute('aria-pressed'))
      .toBe('true');
    // → to question 3 (6 × 7), the digit key 1 for option A
    await studentTab.keyboard.press('ArrowRight');
    await visible(studentTab.getByRole('button', { name: 'Option A: 42' }));
    await studentTab.keyboard.press('1');
    await visible(studentTab.getByText('Answered 3 / 3'));
    // ← back and → again: the answers stay
    await studentTab.keyboard.press('ArrowLeft');
    await expect
      .poll(() => studentTab.getByRole('button', { name: 'Option B: Jupiter' }).getAttribute('aria-pressed'))
      .toBe('true');
    await studentTab.keyboard.press('ArrowRight');
    await press(studentTab, studentTab.getByRole('button', { name: 'Submit Quiz' }));
    await visible(studentTab.getByRole('heading', { name: 'Quiz Complete' }));
    // the new stage's heading has the focus
    await expectFocusOn(studentTab, studentTab.getByRole('heading', { name: 'Quiz Complete' }));
    await visible(studentTab.getByText('Answers sent: 3 of 3 questions answered.'));
  });

  it("4. the tutor steps through the questions' answers and ends the session through its dialog", async () => {
    const table = tutorTab.getByRole('table', { name: 'Students' });
    await visible(table.getByText('3 / 3 correct (100%)'));
    await visible(tutorTab.getByRole('list', { name: 'Answers to question 1' }).getByText('1 answer · 100%'));
    await press(tutorTab, tutorTab.getByRole('button', { name: /^Next/ }), 'Enter', { max: 40 });
    await visible(tutorTab.getByRole('list', { name: 'Answers to question 2' }));

    const end = tutorTab.getByRole('button', { name: 'End Session' });
    await press(tutorTab, end, 'Enter', { max: 40 });
    const dialog = tutorTab.getByRole('dialog');
    await visible(dialog);
    await expectFocusWithin(tutorTab, dialog);
    // Escape keeps the session and gives the focus back to End Session
    await tutorTab.keyboard.press('Escape');
    await hidden(dialog);
    await expectFocusOn(tutorTab, end);
    await tutorTab.keyboard.press('Enter');
    await visible(dialog);
    await press(tutorTab, dialog.getByRole('button', { name: 'End Session' }));
    await visible(tutorTab.getByRole('heading', { name: 'Session Ended' }));
    await expectFocusOn(tutorTab, tutorTab.getByRole('heading', { name: 'Session Ended' }));
    await visible(studentTab.getByRole('heading', { name: 'Session Ended' }));
    await visible(studentTab.getByText('100%').first());
  });

  it('5. raised no uncaught errors', () => {
    expect(browser.errors.filter((message) => !/Failed to load resource/.test(message))).toEqual([]);
  });
});
