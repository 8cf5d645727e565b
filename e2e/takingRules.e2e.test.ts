import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient } from './support/api';
import { uniqueEmail, ok } from './support/api';
import { LAPTOP, PHONE_LARGE, screenshot, type BrowserProfile } from './support/browser';
import { learnerMenu as menu, openAsStudent } from './support/learner';
import { studentWithScheduledExam } from './support/exams';
import { hasHorizontalOverflow, hidden, visible } from './support/ui';
import { useJourney } from './support/journey';
import { person } from './support/people';

// Taking rules (issue 16 item 3): a schedule asking for full screen, no copy/paste, pauses and a
// shuffled order, of an exam that goes forwards only, hides its timer and offers a calculator and
// notes. The student enters full screen, leaves it and comes back, is refused a paste, pauses and
// resumes (the deadline moves), works out 12 × 3 on the calculator, moves on without going back,
// and submits; the tutor sees what the exam view recorded.

const { system, browser } = useJourney();
let device: BrowserProfile;
let tab: Page;
let tutorApi: ApiClient;
let scheduleId = '';
let attemptId = '';
let startDeadline = '';

const tutor = person('Nadia', 'Osei', 'tutor');
const student = person('Ruby', 'Clarke', 'student');
const scheduleTitle = 'Friday focus check';

beforeAll(async () => {
  ({ tutorApi, scheduleId } = await studentWithScheduledExam(
    system,
    { tutor, student, parentEmail: uniqueEmail('ruby.parent') },
    // three short answers, so whichever the shuffle puts first has a box to type (and paste) in
    {
      title: 'Times Tables Focus',
      description: 'Three quick sums',
      examType: 'mathematics',
      difficulty: 'easy',
      duration: 20,
      grade: 'year-6',
      settings: { preventBacktrack: true, allowCalculator: true, allowNotes: true, showTimer: false },
      questions: [
        { question: 'What is 12 × 3?', type: 'short-answer', correctAnswer: '36', category: 'Times tables' },
        { question: 'What is 7 × 8?', type: 'short-answer', correctAnswer: '56', category: 'Times tables' },
        { question: 'What is 9 × 6?', type: 'short-answer', correctAnswer: '54', category: 'Times tables' },
      ],
    },
    {
      title: scheduleTitle,
      description: '',
      duration: 20,
      instructions: 'Find a quiet place.',
      settings: {
        showResultsImmediately: true,
        fullScreenRequired: true,
        preventCopyPaste: true,
        allowPause: true,
        randomizeQuestions: true,
      },
    },
  ));

  device = await browser.newProfile({ cookieChoiceMade: true });
  await device.context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: system.url });
});

const isFullScreen = (page: Page) => page.evaluate(() => document.fullscreenElement !== null);

/** The question on screen: "Question 2 of 3" → its text, e.g. "What is 7 × 8?". */
async function questionText(page: Page): Promise<string> {
  const text = await page
    .getByRole('region', { name: /^Question \d of 3$/ })
    .locator('p')
    .first()
    .textContent();
  return (text ?? '').trim();
}

const ANSWERS: Record<string, string> = {
  'What is 12 × 3?': '36',
  'What is 7 × 8?': '56',
  'What is 9 × 6?': '54',
};

describe('a student takes an exam with taking rules', () => {
  it('1. the student starts the exam and is asked to enter full screen first', async () => {
    tab = await openAsStudent(device, LAPTOP, `${system.url}/`, student);
    await menu(tab, 'Practice Exams').click();
    await tab
      .getByRole('article', { name: scheduleTitle })
      .getByRole('button', { name: /^Start Exam/ })
      .click();
    const started = tab.waitForResponse(
      (response) => response.url().endsWith('/start') && response.request().method() === 'POST',
    );
    await tab.getByRole('dialog', { name: scheduleTitle }).getByRole('button', { name: 'Start now' }).click();
    const startAnswer = (await (await started).json()) as {
      attemptId: string;
      deadline: string;
      rules: { fullScreenRequired: boolean; preventBacktrack: boolean };
    };
    attemptId = startAnswer.attemptId;
    startDeadline = startAnswer.deadline;
    expect(startAnswer.rules).toMatchObject({ fullScreenRequired: true, preventBacktrack: true });

    const gate = tab.getByRole('dialog', { name: 'Ready to start?' });
    await visible(gate);
    await screenshot(tab, 'taking-rules-fullscreen-gate-laptop');
    await gate.getByRole('button', { name: 'Enter full screen' }).click();
    await hidden(gate);
    expect(await isFullScreen(tab)).toBe(true);
    await visible(tab.getByRole('heading', { name: 'Question 1 of 3' }));
  });

  it('2. the timer is hidden, there is no Previous, and only the current question can be opened', async () => {
    expect(await tab.getByRole('timer', { name: 'Time left' }).count()).toBe(0);
    expect(await tab.getByRole('button', { name: 'Previous' }).count()).toBe(0);
    await visible(tab.getByText('In this exam you go forwards only: once you move on, you cannot go back.'));
    expect(await tab.getByRole('button', { name: /^Question 2,/ }).isDisabled()).toBe(true);
    await visible(tab.getByRole('button', { name: 'Pause' }));
  });

  it('3. leaving full screen covers the exam with a way back, and is recorded', async () => {
    await tab.evaluate(() => document.exitFullscreen());
    const prompt = tab.getByRole('dialog', { name: 'You left full screen' });
    await visible(prompt);
    await visible(prompt.getByText('Your time is still running.', { exact: false }));
    await screenshot(tab, 'taking-rules-fullscreen-left-laptop');
    await prompt.getByRole('button', { name: 'Back to full screen' }).click();
    await hidden(prompt);
    expect(await isFullScreen(tab)).toBe(true);
  });

  it('4. a paste into the answer is refused with a kind word', async () => {
    await tab.evaluate(() => navigator.clipboard.writeText('36 from somewhere else'));
    const reported = tab.waitForResponse(
      (response) => response.url().endsWith('/integrity') && response.request().method() === 'POST',
    );
    const answer = tab.getByLabel('Your answer');
    await answer.click();
    await tab.keyboard.press('Control+V');
    await visible(tab.getByText('Pasting is switched off for this exam. Please type your answer.'));
    expect(await answer.inputValue()).toBe('');
    const report = await reported;
    expect(report.status()).toBe(202);
    expect(JSON.parse(report.request().postData() ?? '{}')).toMatchObject({
      kind: 'paste_blocked',
      attemptId,
    });
    // the right-click menu is refused too
    await answer.click({ button: 'right' });
    await visible(tab.getByText('The right-click menu is switched off for this exam.'));
  });

  it('5. the calculator works out 12 × 3 = 36, by buttons and by keyboard; the notes pad keeps working', async () => {
    await tab.getByRole('button', { name: 'Calculator' }).click();
    const calculator = tab.getByRole('region', { name: 'Calculator' });
    await visible(calculator);
    for (const key of ['1', '2', 'Times', '3', 'Equals']) {
      await calculator.getByRole('button', { name: key, exact: true }).click();
    }
    const display = calculator.getByTestId('calculator-display');
    expect(await display.textContent()).toBe('36');
    await calculator.getByRole('button', { name: 'Clear', exact: true }).click();
    await calculator.focus();
    await tab.keyboard.type('12*3=');
    expect(await display.textContent()).toBe('36');
    // the calculator's keys did not jump between questions or answer anything
    await visible(tab.getByRole('heading', { name: 'Question 1 of 3' }));

    await tab.getByRole('button', { name: 'Notes' }).click();
    const notes = tab.getByRole('textbox', { name: 'Your notes' });
    await visible(notes);
    await notes.fill('12 × 3 = 36');
    const stored = await tab.evaluate(() =>
      Object.keys(sessionStorage).some((key) => key.endsWith(':notes')),
    );
    expect(stored).toBe(true);
    const text = await questionText(tab);
    await tab.getByLabel('Your answer').fill(ANSWERS[text] ?? '0');
    expect(await hasHorizontalOverflow(tab)).toBe(false);
    await screenshot(tab, 'taking-rules-tools-laptop');
  });

  it('6. the student pauses: the questions are covered, saves stop, and resuming moves the deadline', async () => {
    await tab.getByRole('button', { name: 'Pause' }).click();
    const overlay = tab.getByRole('dialog', { name: 'Exam paused' });
    await visible(overlay);
    await visible(overlay.getByRole('timer', { name: 'Pause time left' }));
    // the timer is hidden in this exam, so the pause shows no exam time either
    expect(await overlay.getByTestId('pause-exam-left').count()).toBe(0);
    expect(await tab.getByRole('heading', { name: 'Question 1 of 3' }).isVisible()).toBe(false);
    await screenshot(tab, 'taking-rules-paused-laptop');
    const savesWhilePaused: string[] = [];
    const onRequest = (request: { url: () => string }) => {
      if (request.url().endsWith('/save')) {
        savesWhilePaused.push(request.url());
      }
    };
    tab.on('request', onRequest);
    await tab.waitForTimeout(3_000);
    tab.off('request', onRequest);
    expect(savesWhilePaused).toEqual([]);
    const resumed = tab.waitForResponse(
      (response) => response.url().endsWith('/resume') && response.request().method() === 'POST',
    );
    await overlay.getByRole('button', { name: 'Resume' }).click();
    const resumeAnswer = (await (await resumed).json()) as { deadline: string };
    expect(Date.parse(resumeAnswer.deadline) - Date.parse(startDeadline)).toBeGreaterThanOrEqual(2_000);
    await hidden(overlay);
    await visible(tab.getByRole('heading', { name: 'Question 1 of 3' }));
  });

  it('7. the student moves on: the first question closes; an unanswered one is left only when they say so', async () => {
    await tab.getByRole('button', { name: 'Next' }).click();
    await visible(tab.getByRole('heading', { name: 'Question 2 of 3' }));
    const first = tab.getByRole('button', { name: 'Question 1, answered, closed' });
    await visible(first);
    expect(await first.isDisabled()).toBe(true);
    // ← does not go back
    await tab.locator('body').press('ArrowLeft');
    await visible(tab.getByRole('heading', { name: 'Question 2 of 3' }));

    await tab.getByRole('button', { name: 'Next' }).click();
    const ask = tab.getByRole('dialog', { name: 'Move on without an answer?' });
    await visible(ask);
    await screenshot(tab, 'taking-rules-move-on-laptop', { fullPage: false });
    await ask.getByRole('button', { name: 'Move on' }).click();
    await visible(tab.getByRole('heading', { name: 'Question 3 of 3' }));

    await tab.setViewportSize(PHONE_LARGE);
    expect(await hasHorizontalOverflow(tab)).toBe(false);
    // what the child sees: the sticky header over the question (a full-page capture would smear it)
    await tab.evaluate(() => window.scrollTo(0, 0));
    await screenshot(tab, 'taking-rules-exam-phone', { fullPage: false });
    await tab.getByRole('region', { name: 'Calculator' }).scrollIntoViewIfNeeded();
    await screenshot(tab, 'taking-rules-calculator-phone', { fullPage: false });
    await tab.setViewportSize(LAPTOP);
  });

  it('8. looking away from the exam is recorded, and the student submits', async () => {
    const reported = tab.waitForResponse(
      (response) =>
        response.url().endsWith('/integrity') &&
        JSON.parse(response.request().postData() ?? '{}').kind === 'focus_lost',
    );
    await tab.evaluate(() => window.dispatchEvent(new Event('blur')));
    expect((await reported).status()).toBe(202);

    const text = await questionText(tab);
    await tab.getByLabel('Your answer').fill(ANSWERS[text] ?? '0');
    await tab.getByRole('button', { name: 'Finish' }).click();
    const confirm = tab.getByRole('dialog', { name: 'Submit your exam?' });
    await visible(confirm.getByText('You have answered 2 of 3 questions.'));
    await confirm.getByRole('button', { name: 'Submit Exam' }).click();
    await visible(tab.getByRole('region', { name: 'Your result' }), 20_000);
    // full screen was for the exam only; the notes went with it
    expect(await isFullScreen(tab)).toBe(false);
    const notesLeft = await tab.evaluate(() =>
      Object.keys(sessionStorage).some((key) => key.endsWith(':notes')),
    );
    expect(notesLeft).toBe(false);
  });

  it('9. the tutor sees the integrity events of the attempt and their counts on the schedule', async () => {
    const results = await ok(
      tutorApi.call<{ integrityEvents: Array<{ kind: string; at: string }> }>(
        'GET',
        `/exam-attempts/${attemptId}/results`,
      ),
      'results',
    );
    const kinds = results.integrityEvents.map((event) => event.kind);
    expect(kinds).toEqual(
      expect.arrayContaining(['fullscreen_exit', 'paste_blocked', 'context_menu_blocked', 'focus_lost']),
    );

    const progress = await ok(
      tutorApi.call<{
        studentProgress: Array<{ integrity?: { count: number; byKind: Record<string, number> } }>;
      }>('GET', `/exam-schedules/${scheduleId}/progress`),
      'progress',
    );
    const integrity = progress.studentProgress[0]?.integrity;
    expect(integrity?.count).toBe(results.integrityEvents.length);
    expect(integrity?.byKind.fullscreen_exit).toBeGreaterThanOrEqual(1);
    expect(integrity?.byKind.paste_blocked).toBe(1);
    expect(browser.errors.filter((e) => !e.includes('Failed to load resource'))).toEqual([]);
  });
});
