import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { ok, uniqueEmail, type ApiClient } from './support/api';
import { LAPTOP, type BrowserProfile } from './support/browser';
import { expectFocusOn, expectFocusRing, expectFocusWithin, tabTo } from './support/keyboard';
import { useJourney } from './support/journey';
import { person } from './support/people';
import { signedInTutor } from './support/standing';
import { hidden, tabWithSession, visible } from './support/ui';

// Issue 19 item 2: a tutor builds an exam (title, type, a multiple-choice question with its options
// and correct answer, a true/false question) and schedules it for a student, with the keyboard
// alone in the console: every control is reached by Tab, shows its focus, and each dialog takes the
// focus and gives it back to the control that opened it.

const { system, browser } = useJourney();
const tutor = person('Ruth', 'Mensah', 'tutor');
const student = { firstName: 'Kofi', lastName: 'Boateng', email: uniqueEmail('kofi.student') };
const examTitle = 'Keyboard-built Mock';
let tutorApi: ApiClient;
let device: BrowserProfile;
let tab: Page;

beforeAll(async () => {
  tutorApi = await signedInTutor(system, tutor);
  await ok(tutorApi.call('POST', '/students', { ...student, grade: 'year-6' }), 'create student');
  device = await browser.newProfile({ cookieChoiceMade: true });
});

/** Tabs to a control, checks its focus ring, and presses `key` on it. */
async function press(target: Locator, key = 'Enter', options: { backwards?: boolean; max?: number } = {}) {
  await tabTo(tab, target, options);
  await expectFocusRing(tab);
  await tab.keyboard.press(key);
}

/** Tabs to a text field and types into it. */
async function typeInto(target: Locator, text: string) {
  await tabTo(tab, target);
  await expectFocusRing(tab);
  await tab.keyboard.type(text);
  expect(await target.inputValue()).toBe(text);
}

/** Opens a select (a combobox) from the keyboard and picks the option whose name matches. */
async function choose(combobox: Locator, option: RegExp) {
  await tabTo(tab, combobox);
  await expectFocusRing(tab);
  await tab.keyboard.press('Enter');
  const listbox = tab.getByRole('listbox');
  await visible(listbox);
  await expectFocusWithin(tab, listbox);
  const wanted = listbox.getByRole('option', { name: option });
  for (let step = 0; step < 12 && !(await wanted.evaluate((o) => o === document.activeElement)); step += 1) {
    await tab.keyboard.press('ArrowDown');
  }
  await tab.keyboard.press('Enter');
  await hidden(listbox);
  // the focus comes back to the select, which shows the choice
  await expectFocusOn(tab, combobox);
}

function navigation(label: string): Locator {
  return tab
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('menuitem', { name: label, exact: true });
}

describe('a tutor builds and schedules an exam with the keyboard alone', () => {
  it('1. from the dashboard to Exam Management by the menu', async () => {
    tab = await tabWithSession(device, tutorApi, LAPTOP, system.url);
    await tab.goto(`${system.url}/admin/`);
    await visible(tab.getByRole('heading', { name: `Welcome back, ${tutor.firstName}`, level: 1 }));
    // the first Tab stop is the skip link, visible (white on the page's background before)
    await tab.keyboard.press('Tab');
    const skip = tab.getByRole('button', { name: 'Skip to content' });
    await expectFocusOn(tab, skip);
    expect(await skip.evaluate((element) => getComputedStyle(element).backgroundColor)).not.toBe(
      await tab.evaluate(() => getComputedStyle(document.body).backgroundColor),
    );
    await press(navigation('Exams'));
    // the new page's heading takes the focus: the next Tab goes into the page, not down the menu
    await expectFocusOn(tab, tab.getByRole('heading', { name: 'Exam Management', level: 1 }));
  });

  it('2. the exam form: title and type', async () => {
    await press(tab.getByRole('button', { name: 'Create your first exam' }));
    const form = tab.getByRole('form', { name: 'Create Exam' });
    await visible(form);
    await expectFocusWithin(tab, form);
    await typeInto(form.getByLabel('Title', { exact: true }), examTitle);
    await choose(form.getByRole('combobox', { name: 'Exam type' }), /^English$/);
    expect(await form.getByRole('combobox', { name: 'Exam type' }).textContent()).toContain('English');
  });

  it('3. a multiple-choice question: text, four options, the correct one by its radio', async () => {
    const form = tab.getByRole('form', { name: 'Create Exam' });
    const opener = form.getByRole('button', { name: 'Add question' });
    await press(opener);
    const dialog = tab.getByRole('dialog', { name: 'Add question 1' });
    await visible(dialog);
    // the question's text has the focus as the dialog opens
    await expectFocusOn(tab, dialog.getByLabel('Question', { exact: true }));
    await tab.keyboard.type('Which word means the same as "rapid"?');
    for (const [letter, text] of [
      ['A', 'slow'],
      ['B', 'quick'],
      ['C', 'quiet'],
      ['D', 'heavy'],
    ] as const) {
      await typeInto(dialog.getByLabel(`Option ${letter}`, { exact: true }), text);
    }
    // the radios are one group: Shift+Tab back to it, then an arrow moves and chooses
    await tabTo(tab, dialog.getByRole('radio', { name: 'Option A is correct' }), { backwards: true });
    await expectFocusRing(tab);
    await tab.keyboard.press('ArrowDown');
    await expect
      .poll(() => dialog.getByRole('radio', { name: 'Option B is correct' }).isChecked())
      .toBe(true);
    await visible(dialog.getByRole('status').getByText('Correct answer: B'));
    await press(dialog.getByRole('button', { name: 'Add question' }));
    await hidden(dialog);
    await expectFocusOn(tab, opener);
    // the new question is listed, numbered 1
    await visible(
      form
        .getByRole('list', { name: 'Questions' })
        .getByRole('button', { name: /^1 Which word means the same as "rapid"\?/ }),
    );
  });

  it('4. a true/false question: its type chosen from the keyboard', async () => {
    const form = tab.getByRole('form', { name: 'Create Exam' });
    const opener = form.getByRole('button', { name: 'Add question' });
    await tab.keyboard.press('Enter');
    const dialog = tab.getByRole('dialog', { name: 'Add question 2' });
    await visible(dialog);
    await expectFocusOn(tab, dialog.getByLabel('Question', { exact: true }));
    await tab.keyboard.type('"Rapid" and "slow" mean the same.');
    await choose(dialog.getByRole('combobox', { name: 'Question type' }), /^True \/ False$/);
    await tabTo(tab, dialog.getByRole('radio', { name: 'True' }));
    await tab.keyboard.press('ArrowRight');
    await expect.poll(() => dialog.getByRole('radio', { name: 'False' }).isChecked()).toBe(true);
    await press(dialog.getByRole('button', { name: 'Add question' }));
    await hidden(dialog);
    await expectFocusOn(tab, opener);
    await visible(
      form.getByRole('list', { name: 'Questions' }).getByRole('button', { name: /^2 "Rapid" and "slow"/ }),
    );
  });

  it('5. Create Exam saves it; the focus goes back to Create Exam, not to the body', async () => {
    await press(tab.getByRole('button', { name: 'Create Exam' }));
    await visible(tab.getByText(`Exam "${examTitle}" created successfully`, { exact: true }).first());
    await visible(tab.getByRole('article', { name: examTitle }));
    // the form (and the button pressed in it) is gone; the header's Create Exam is back
    await expectFocusOn(tab, tab.getByRole('button', { name: 'Create Exam', exact: true }));
  });

  it('6. Schedule Exams: the dialog schedules the exam for the student', async () => {
    await press(navigation('Schedule Exams'), 'Enter', { backwards: true, max: 60 });
    await visible(tab.getByRole('heading', { name: 'Schedule Exams', level: 1 }));
    const opener = tab.getByRole('button', { name: 'Schedule Exam', exact: true }).first();
    await press(opener);
    const dialog = tab.getByRole('dialog', { name: 'Schedule Exam' });
    await visible(dialog);
    const exam = dialog.getByRole('combobox', { name: /^Exam/ });
    await expectFocusOn(tab, exam);
    await choose(exam, new RegExp(`^${examTitle}`));
    expect(await dialog.getByLabel('Title', { exact: true }).inputValue()).toBe(`${examTitle} - Scheduled`);

    // assign to one student: the radio group, then the student picker
    await tabTo(tab, dialog.getByRole('radio', { name: 'A group' }));
    await tab.keyboard.press('ArrowRight');
    await expect
      .poll(() => dialog.getByRole('radio', { name: 'Individual students' }).isChecked())
      .toBe(true);
    const students = dialog.getByRole('combobox', { name: /^Students/ });
    await tabTo(tab, students);
    await expectFocusRing(tab);
    await tab.keyboard.type(student.firstName);
    await visible(tab.getByRole('option', { name: new RegExp(student.firstName) }));
    await tab.keyboard.press('ArrowDown');
    await tab.keyboard.press('Enter');
    await visible(dialog.getByText('1 selected'));

    // no set start: the exam opens as soon as it is scheduled
    const specific = dialog.getByRole('switch', { name: 'Specific schedule (start and end time)' });
    if (await specific.isChecked()) {
      await press(specific, 'Space');
      await expect.poll(() => specific.isChecked()).toBe(false);
    }
    await press(dialog.getByRole('button', { name: 'Schedule Exam', exact: true }));
    await visible(tab.getByText('Exam created successfully', { exact: true }));
    await hidden(dialog);
    await visible(tab.getByRole('article', { name: `${examTitle} - Scheduled` }));
    // the focus goes back to the button that opened the dialog
    await expectFocusOn(tab, opener);
  });

  it('7. raised no uncaught errors', () => {
    expect(browser.errors.filter((message) => !/Failed to load resource/.test(message))).toEqual([]);
  });
});
