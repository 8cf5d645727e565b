import type { Page, Route } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { ApiClient, uniqueEmail } from './support/api';
import { LAPTOP, PHONE_LARGE, type BrowserProfile } from './support/browser';
import {
  AREA_QUESTION,
  FRACTIONS_QUESTION,
  createExam,
  mathsExam,
  passageQuestion,
  scheduleNow,
  studentWithScheduledExam,
} from './support/exams';
import {
  expectFocusOn,
  expectFocusRing,
  expectFocusWithin,
  focused,
  hasFocus,
  tabTo,
} from './support/keyboard';
import { learnerMenu } from './support/learner';
import { useJourney } from './support/journey';
import { person } from './support/people';
import { hidden, tabWithSession, visible } from './support/ui';

// Issue 19 item 2: a student takes a whole exam with the keyboard alone (menu, the exam's card, the
// start dialog, the question grid, options by arrows and by letter, a written answer, a flag, a
// reading passage, moving between questions, the submit dialog, the result), and a screen reader
// hears the timer's warnings (politely, never each second) and a failed save.

const { system, browser } = useJourney();
const tutor = person('Nia', 'Adebayo', 'tutor');
const student = person('Theo', 'Grant', 'student');
const passage = {
  id: 'p-owl',
  title: 'The Night Owl',
  author: 'M. Reed',
  text: 'The owl waited on the old gate until the moon rose.\nThen she flew without a sound over the barley field.',
};
const READING_QUESTION = passageQuestion(passage, {
  question: 'Where did the owl wait?',
  type: 'multiple-choice',
  options: ['In a barn', 'On the old gate', 'In the barley', 'On the roof'],
  correctAnswer: 'B',
  category: 'Comprehension',
});
const scheduleTitle = 'Keyboard practice';
const timedTitle = 'Timed practice';
const forwardTitle = 'Forward practice';
let studentApi: ApiClient;
let device: BrowserProfile;
let tab: Page;

beforeAll(async () => {
  const journey = await studentWithScheduledExam(
    system,
    { tutor, student, parentEmail: uniqueEmail('keys.parent') },
    mathsExam('Keyboard Mock', 30, {
      passages: [passage],
      questions: [FRACTIONS_QUESTION, AREA_QUESTION, READING_QUESTION],
    }),
    {
      title: scheduleTitle,
      description: '',
      duration: 30,
      instructions: 'Use the keyboard.',
      settings: { showResultsImmediately: true },
    },
  );
  // another exam, for the screen-reader checks on a clock of their own
  const timedExamId = await createExam(journey.tutorApi, mathsExam('Timed Mock', 30));
  await scheduleNow(journey.tutorApi, timedExamId, [journey.studentId], {
    title: timedTitle,
    description: '',
    duration: 30,
    instructions: '',
    settings: {},
  });
  // and a forward-only exam with a calculator, for the Move on dialog and the calculator's keys
  const forwardExamId = await createExam(
    journey.tutorApi,
    mathsExam('Forward Mock', 30, { settings: { preventBacktrack: true, allowCalculator: true } }),
  );
  await scheduleNow(journey.tutorApi, forwardExamId, [journey.studentId], {
    title: forwardTitle,
    description: '',
    duration: 30,
    instructions: '',
    settings: {},
  });
  studentApi = new ApiClient(system);
  await studentApi.login(student.email, student.password);
  device = await browser.newProfile({ cookieChoiceMade: true });
});

/** Tabs (or Shift+Tabs) to a control, checks its focus ring, and presses `key` on it. */
async function press(
  page: Page,
  target: ReturnType<Page['getByRole']>,
  key = 'Enter',
  options: { backwards?: boolean; max?: number } = {},
): Promise<void> {
  await tabTo(page, target, options);
  await expectFocusRing(page);
  await page.keyboard.press(key);
}

/**
 * By keyboard: Practice Exams (from the dashboard, after the skip link; from another page, back up
 * to the menu), the schedule's Start Exam, the dialog's Start now.
 */
async function startByKeyboard(page: Page, title: string, from: 'dashboard' | 'page' = 'dashboard') {
  if (from === 'dashboard') {
    await visible(page.getByRole('heading', { name: `Welcome back, ${student.firstName}!`, level: 1 }));
    // the first Tab shows the skip link
    await page.keyboard.press('Tab');
    await expect.poll(() => focused(page).textContent()).toBe('Skip to main content');
    await press(page, learnerMenu(page, 'Practice Exams'));
  } else {
    await press(page, learnerMenu(page, 'Practice Exams'), 'Enter', { backwards: true, max: 80 });
  }
  await visible(page.getByRole('heading', { name: 'Practice Exams', level: 1 }));
  // the new page's content has the focus, so the next Tab starts there, not at the menu's top
  await expectFocusOn(page, page.getByRole('main'));
  await press(
    page,
    page.getByRole('article', { name: title }).getByRole('button', { name: `Start Exam: ${title}` }),
  );
  const dialog = page.getByRole('dialog', { name: title });
  await visible(dialog);
  await expectFocusWithin(page, dialog);
  await press(page, dialog.getByRole('button', { name: 'Start now' }));
  await visible(page.getByRole('heading', { name: /^Question 1 of \d+$/ }));
}

describe('a student takes a whole exam with the keyboard alone', () => {
  it('1. from the dashboard to the first question: menu, card, start dialog', async () => {
    tab = await tabWithSession(device, studentApi, LAPTOP, system.url);
    await tab.goto(`${system.url}/`);
    await startByKeyboard(tab, scheduleTitle);
    // the focus is not lost on the page's body
    expect(await tab.evaluate(() => document.activeElement !== document.body)).toBe(true);
  });

  it('2. options by arrows and by letter, a flag, then Next', async () => {
    const options = tab.getByRole('radiogroup', { name: 'Your answer' });
    await tabTo(tab, options.getByRole('radio').first());
    await expectFocusRing(tab);
    // an arrow moves between the options and chooses, as radio buttons do
    await tab.keyboard.press('ArrowDown');
    await expect.poll(() => options.getByRole('radio', { name: /15/ }).isChecked()).toBe(true);
    await expect.poll(() => hasFocus(options.getByRole('radio', { name: /15/ }))).toBe(true);
    // the letter keys choose too (A–D)
    await tab.keyboard.press('c');
    await expect.poll(() => options.getByRole('radio', { name: /16/ }).isChecked()).toBe(true);
    await tab.keyboard.press('b');
    await expect.poll(() => options.getByRole('radio', { name: /15/ }).isChecked()).toBe(true);

    // the flag sits before the options: back one stop
    const flag = tab.getByRole('button', { name: 'Flag for review' });
    await tabTo(tab, flag, { backwards: true });
    await expectFocusRing(tab);
    await tab.keyboard.press('Space');
    await visible(tab.getByRole('button', { name: 'Flagged for review' }));
    expect(await hasFocus(tab.getByRole('button', { name: 'Flagged for review' }))).toBe(true);

    await press(tab, tab.getByRole('button', { name: 'Next', exact: true }));
    await visible(tab.getByRole('heading', { name: 'Question 2 of 3' }));
    // the focus goes to the new question, so its text is read and the next Tab reaches its answer
    await expectFocusOn(tab, tab.getByRole('heading', { name: 'Question 2 of 3' }));
    await visible(tab.getByRole('button', { name: 'Question 1, answered, flagged' }));
  });

  it('3. a written answer: the letter and arrow keys type, they do not move or choose', async () => {
    const answer = tab.getByRole('textbox', { name: 'Your answer' });
    await tabTo(tab, answer);
    await expectFocusRing(tab);
    // a letter is typed, not taken as option A; the arrows move the caret, not the question
    await tab.keyboard.type('4a');
    await tab.keyboard.press('Backspace');
    await tab.keyboard.type('9');
    await tab.keyboard.press('ArrowLeft');
    await tab.keyboard.press('ArrowRight');
    expect(await answer.inputValue()).toBe('49');
    await visible(tab.getByRole('heading', { name: 'Question 2 of 3' }));
    // out of the field, → moves on
    await tab.keyboard.press('Tab');
    await tab.keyboard.press('ArrowRight');
    await visible(tab.getByRole('heading', { name: 'Question 3 of 3' }));
    await expectFocusOn(tab, tab.getByRole('heading', { name: 'Question 3 of 3' }));
  });

  it('4. a reading passage beside its question, folded on a phone and opened by keyboard; the phone menu', async () => {
    const region = tab.getByRole('region', { name: `Passage: ${passage.title}` });
    await visible(region);
    // the passage comes before its question: Shift+Tab from the question reaches it when it scrolls
    await tab.keyboard.press('b');
    await expect.poll(() => tab.getByRole('radio', { name: /On the old gate/ }).isChecked()).toBe(true);

    await tab.setViewportSize(PHONE_LARGE);
    const fold = tab.getByRole('button', { name: passage.title });
    await visible(fold);
    expect(await fold.getAttribute('aria-expanded')).toBe('true');
    await tabTo(tab, fold, { backwards: true, max: 15 });
    await expectFocusRing(tab);
    await tab.keyboard.press('Enter');
    await expect.poll(() => fold.getAttribute('aria-expanded')).toBe('false');
    await tab.keyboard.press('Space');
    await expect.poll(() => fold.getAttribute('aria-expanded')).toBe('true');
    await visible(tab.getByText(/The owl waited on the old gate/));

    // the phone's menu: it opens with the focus in it, Escape closes it and gives the focus back
    const menuButton = tab.getByRole('button', { name: 'Open menu' });
    await press(tab, menuButton, 'Enter', { backwards: true, max: 20 });
    const menu = tab.locator('#student-menu').getByRole('navigation', { name: 'Main' });
    await visible(menu);
    await expectFocusWithin(tab, tab.locator('#student-menu'));
    await tab.keyboard.press('Escape');
    await hidden(menu);
    await expectFocusOn(tab, menuButton);
    await tab.setViewportSize(LAPTOP);
  });

  it('5. the question grid: Tab to a square, Enter opens its question', async () => {
    const grid = tab.getByRole('navigation', { name: 'Questions' });
    const first = grid.getByRole('button', { name: /^Question 1,/ });
    await tabTo(tab, first);
    await expectFocusRing(tab);
    await tab.keyboard.press('Enter');
    await visible(tab.getByRole('heading', { name: 'Question 1 of 3' }));
    await expectFocusOn(tab, tab.getByRole('heading', { name: 'Question 1 of 3' }));
    expect(await tab.getByRole('radio', { name: /15/ }).isChecked()).toBe(true);
    // the number keys jump too
    await tab.keyboard.press('3');
    await visible(tab.getByRole('heading', { name: 'Question 3 of 3' }));
    await expectFocusOn(tab, tab.getByRole('heading', { name: 'Question 3 of 3' }));
  });

  it('6. the submit dialog: the focus goes in, Escape and Keep working bring it back, Submit Exam submits', async () => {
    const finish = tab.getByRole('button', { name: 'Finish' });
    await press(tab, finish);
    const dialog = tab.getByRole('dialog', { name: 'Submit your exam?' });
    await visible(dialog);
    // the safe choice has the focus; the counts are the dialog's description, read as it opens
    await expectFocusOn(tab, dialog.getByRole('button', { name: 'Keep working' }));
    const described = await dialog.evaluate(
      (element) => document.getElementById(element.getAttribute('aria-describedby') ?? '')?.textContent ?? '',
    );
    expect(described).toContain('You have answered 3 of 3 questions.');
    await visible(dialog.getByText('You have answered 3 of 3 questions.'));
    await visible(dialog.getByText('1 question is flagged for review.'));
    // Escape closes it and the focus returns to Finish
    await tab.keyboard.press('Escape');
    await hidden(dialog);
    await expectFocusOn(tab, finish);
    // the focus cannot leave the open dialog
    await tab.keyboard.press('Enter');
    await visible(dialog);
    for (let step = 0; step < 4; step += 1) {
      await tab.keyboard.press('Tab');
      await expectFocusWithin(tab, dialog);
    }
    await tabTo(tab, dialog.getByRole('button', { name: 'Keep working' }));
    await tab.keyboard.press('Enter');
    await hidden(dialog);
    await expectFocusOn(tab, finish);

    await tab.keyboard.press('Enter');
    await visible(dialog);
    await press(tab, dialog.getByRole('button', { name: 'Submit Exam' }));
    await visible(tab.getByText('Exam submitted!'));
    const result = tab.getByRole('region', { name: 'Your result' });
    await visible(result, 20_000);
    await visible(tab.getByRole('article', { name: 'Question 1: Correct' }));
    await visible(tab.getByRole('article', { name: 'Question 2: Correct' }));
    await visible(tab.getByRole('article', { name: 'Question 3: Correct' }));
    // the result page starts at its content, not at the top of the menu
    await expectFocusWithin(tab, tab.getByRole('main'));
  });
});

describe('a forward-only exam with a calculator, by keyboard', () => {
  it('7. the calculator opens with the focus in it, takes its keys, and Escape gives the focus back', async () => {
    // from the result page, back up to the menu
    await startByKeyboard(tab, forwardTitle, 'page');
    const toggle = tab.getByRole('button', { name: 'Calculator' });
    await press(tab, toggle);
    const calculator = tab.getByRole('region', { name: 'Calculator' });
    await visible(calculator);
    await expectFocusWithin(tab, calculator);
    // digits and operators go to the calculator, not to the exam's shortcuts
    await tab.keyboard.type('6*7');
    await tab.keyboard.press('Enter');
    await expect.poll(() => tab.getByTestId('calculator-display').textContent()).toBe('42');
    await visible(tab.getByRole('heading', { name: 'Question 1 of 2' }));
    await tab.keyboard.press('Escape');
    await hidden(calculator);
    await expectFocusOn(tab, toggle);
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
  });

  it('8. moving on without an answer asks first; Move on lands on the next question', async () => {
    await tab.keyboard.press('ArrowRight');
    const dialog = tab.getByRole('dialog', { name: 'Move on without an answer?' });
    await visible(dialog);
    // the safe choice has the focus
    await expectFocusOn(tab, dialog.getByRole('button', { name: 'Stay here' }));
    await tab.keyboard.press('Escape');
    await hidden(dialog);
    await visible(tab.getByRole('heading', { name: 'Question 1 of 2' }));
    await expectFocusOn(tab, tab.getByRole('button', { name: 'Calculator' }));

    await press(tab, tab.getByRole('button', { name: 'Next', exact: true }));
    await visible(dialog);
    await press(tab, dialog.getByRole('button', { name: 'Move on' }));
    await hidden(dialog);
    await visible(tab.getByRole('heading', { name: 'Question 2 of 2' }));
    await expectFocusOn(tab, tab.getByRole('heading', { name: 'Question 2 of 2' }));
    // ← does not go back, and the grid shows question 1 closed
    await tab.keyboard.press('ArrowLeft');
    await visible(tab.getByRole('heading', { name: 'Question 2 of 2' }));
    await visible(tab.getByRole('button', { name: 'Question 1, not answered, closed' }));
  });
});

/**
 * Records, from now on, each new text of the page's polite live regions (the time warnings and the
 * save status, as a screen reader reads them: without what is aria-hidden) and of the clock, by
 * the name of each; `announced` reads them back.
 */
async function recordAnnouncements(page: Page): Promise<void> {
  await page.evaluate(() => {
    const spoken = (node: Node): string => {
      if (node instanceof Element && node.getAttribute('aria-hidden') === 'true') {
        return '';
      }
      if (node.nodeType === Node.TEXT_NODE) {
        return node.textContent ?? '';
      }
      return Array.from(node.childNodes, spoken).join('');
    };
    const log: Record<string, string[]> = {};
    (window as unknown as { announced: typeof log }).announced = log;
    for (const region of Array.from(document.querySelectorAll('[role="status"], [role="timer"]'))) {
      const name = region.getAttribute('aria-label') ?? '';
      log[name] = [];
      let last = spoken(region).trim();
      new MutationObserver(() => {
        const text = spoken(region).trim();
        if (text !== last) {
          last = text;
          log[name]!.push(text);
        }
      }).observe(region, { subtree: true, childList: true, characterData: true, attributes: true });
    }
  });
}

async function announced(page: Page, name: string): Promise<string[]> {
  return page.evaluate(
    (region) => (window as unknown as { announced: Record<string, string[]> }).announced[region] ?? [],
    name,
  );
}

/** The seconds the exam clock shows ("29:41" → 1781). */
async function clockSeconds(page: Page): Promise<number> {
  const text = (await page.getByRole('timer', { name: 'Time left' }).textContent()) ?? '';
  return text
    .replace(/[^0-9:]/g, '')
    .split(':')
    .reduce((total, part) => total * 60 + Number(part), 0);
}

describe('a screen reader hears the time warnings and a failed save, politely', () => {
  let clockTab: Page;
  let saveCalls = 0;
  const failSaves = async (route: Route) => {
    saveCalls += 1;
    await route.fulfill({ status: 500, json: { success: false, message: 'Internal server error' } });
  };

  it('9. the clock is not a live region; its warnings and the save status are polite ones', async () => {
    // a browser of its own: its clock is the test's (installed for the whole profile)
    const profile = await browser.newProfile({ cookieChoiceMade: true });
    clockTab = await tabWithSession(profile, studentApi, LAPTOP, system.url);
    await clockTab.clock.install();
    await clockTab.route('**/exam-attempts/*/save', failSaves);
    await clockTab.goto(`${system.url}/`);
    await startByKeyboard(clockTab, timedTitle);

    const timer = clockTab.getByRole('timer', { name: 'Time left' });
    // role timer is not live by itself (aria-live off); nothing live wraps it either
    expect(
      await timer.evaluate((element) =>
        element.closest('[aria-live]:not([aria-live="off"]), [role="status"], [role="alert"], [role="log"]'),
      ),
    ).toBeNull();
    const warnings = clockTab.getByRole('status', { name: 'Time warnings' });
    expect(await warnings.textContent()).toBe('');
    expect(
      await warnings.evaluate((element) => element.contains(document.querySelector('[role="timer"]'))),
    ).toBe(false);
    await recordAnnouncements(clockTab);
  });

  it('10. a failed save is announced once: its retries say nothing new', async () => {
    // the letter answers the question (the focus is on the page, not in a field)
    await clockTab.keyboard.press('b');
    await expect.poll(() => clockTab.getByRole('radio', { name: /15/ }).isChecked()).toBe(true);
    const status = clockTab.getByRole('status', { name: 'Save status' });
    await expect.poll(() => status.getAttribute('data-status'), { timeout: 10_000 }).toBe('error');
    await visible(status.getByText('Save failed', { exact: true }).first());
    // two retries, 5 s apart, fail too
    for (const calls of [2, 3]) {
      await clockTab.clock.runFor(5_000);
      await expect.poll(() => saveCalls).toBeGreaterThanOrEqual(calls);
      await expect.poll(() => status.getAttribute('data-status')).toBe('error');
    }
    expect(await announced(clockTab, 'Save status')).toEqual(['Save failed']);
  });

  it('11. "5 minutes left" and "1 minute left" are said once each while the clock ticks on', async () => {
    const left = await clockSeconds(clockTab);
    await clockTab.clock.fastForward((left - 304) * 1000);
    await clockTab.clock.runFor(8_000);
    await expect.poll(() => clockSeconds(clockTab)).toBeLessThan(299);
    expect(await announced(clockTab, 'Time warnings')).toEqual(['5 minutes left']);
    // the clock itself moved each second meanwhile (it is read when asked, not announced)
    expect((await announced(clockTab, 'Time left')).length).toBeGreaterThanOrEqual(8);

    const before = (await announced(clockTab, 'Time left')).length;
    await clockTab.clock.fastForward(((await clockSeconds(clockTab)) - 64) * 1000);
    await clockTab.clock.runFor(8_000);
    await expect.poll(() => clockSeconds(clockTab)).toBeLessThan(59);
    expect(await announced(clockTab, 'Time warnings')).toEqual(['5 minutes left', '1 minute left']);
    expect((await announced(clockTab, 'Time left')).length - before).toBeGreaterThanOrEqual(8);
    expect(await clockTab.getByRole('status', { name: 'Time warnings' }).textContent()).toBe('1 minute left');
    // the saves that failed meanwhile said nothing new
    expect(await announced(clockTab, 'Save status')).toEqual(['Save failed']);
  });

  it('12. when saving works again, "Saved" is announced', async () => {
    await clockTab.unroute('**/exam-attempts/*/save', failSaves);
    await clockTab.clock.runFor(6_000);
    const status = clockTab.getByRole('status', { name: 'Save status' });
    await expect.poll(() => status.getAttribute('data-status'), { timeout: 10_000 }).toBe('saved');
    expect(await announced(clockTab, 'Save status')).toEqual(['Save failed', 'Saved']);
  });
});

describe('and nothing broke', () => {
  it('13. raised no uncaught errors', () => {
    // the saves the test failed on purpose are failed resources, not errors of the page
    expect(browser.errors.filter((message) => !/Failed to load resource/.test(message))).toEqual([]);
  });
});
