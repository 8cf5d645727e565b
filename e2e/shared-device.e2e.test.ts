import { randomBytes } from 'node:crypto';
import type { Dialog, Page, Route } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient } from './support/api';
import { ADMIN_ENV, uniqueEmail, type Person, ok } from './support/api';
import { screenshot, type BrowserProfile } from './support/browser';
import { readyStudentOfTutor, signedInTutor } from './support/standing';
import { learnerMenu as menu, studentSignsIn } from './support/learner';
import { signInDialog, visible } from './support/ui';
import { useJourney } from './support/journey';
import { person } from './support/people';

// Issue 15 item 10, nothing left on a shared device: one classroom tablet (one browser context,
// one tab) used by two children in turn. Child A starts an exam and answers; the answers are kept
// in the tab while the network drops the saves, and a reload brings them back. A signs out with
// answers the server never received; then nothing of A is left in the browser's storage. Child B
// signs in on the same tab, opens the same exam and sees none of A's answers; B's own draft goes
// when the exam is submitted at the deadline, and B's sign-out leaves the storage as clean.

// a production start wants the key-encryption key from outside DATA_DIR (issue 15 item 11)
const { system, browser } = useJourney({
  env: { ...ADMIN_ENV, KEY_ENCRYPTION_KEY: randomBytes(32).toString('base64') },
});
let tablet: BrowserProfile;
let tab: Page;

/** A classroom tablet held in landscape. */
const TABLET = { width: 1180, height: 820 };

const tutor = person('Marta', 'Kowalczyk', 'tutor');

interface Child extends Person {
  id: string;
  /** What this child types into the short-answer question: easy to find in storage. */
  answer: string;
  parentEmail: string;
}

const childA: Child = {
  id: '',
  ...person('Amelia', 'Quartermaine', 'student'),
  answer: 'blackberries-amelia',
  parentEmail: uniqueEmail('amelia.parent'),
};
const childB: Child = {
  id: '',
  ...person('Bashir', 'Okonkwo', 'student'),
  answer: 'raspberries-bashir',
  parentEmail: uniqueEmail('bashir.parent'),
};

const scheduleTitle = 'Thursday tablet practice';
const DURATION_MINUTES = 20;

/**
 * A student the tutor creates, who then chooses a password and records the required consents; the
 * parent confirms by the link mailed to them (issue 15: a child takes part only after that).
 */
async function createStudent(tutorApi: ApiClient, child: Child): Promise<void> {
  ({ id: child.id } = await readyStudentOfTutor(system, tutorApi, child, child.parentEmail, 'year-5'));
}

/** Everything the tab keeps in localStorage and sessionStorage, as `where:key=value` lines. */
async function storedEntries(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const lines: string[] = [];
    for (const [where, storage] of [
      ['local', window.localStorage],
      ['session', window.sessionStorage],
    ] as const) {
      for (let index = 0; index < storage.length; index += 1) {
        const key = storage.key(index) ?? '';
        lines.push(`${where}:${key}=${storage.getItem(key) ?? ''}`);
      }
    }
    return lines.sort();
  });
}

/** Every IndexedDB database of the page's origin (the apps keep none). */
async function indexedDbNames(page: Page): Promise<string[]> {
  return page.evaluate(async () => (await indexedDB.databases()).map((db) => db.name ?? ''));
}

/** Fails with the offending entries if anything of the child is stored. */
function expectNothingOf(child: Child, entries: string[]): void {
  const traces = [child.id, child.firstName, child.lastName, child.email, child.answer];
  const found = entries.filter((entry) =>
    traces.some((trace) => entry.toLowerCase().includes(trace.toLowerCase())),
  );
  expect(found).toEqual([]);
}

const drafts = (entries: string[]) => entries.filter((entry) => entry.includes('exam-attempt-draft:'));

function saveStatus(page: Page) {
  return page.getByRole('status', { name: 'Save status' });
}

async function openExam(page: Page): Promise<void> {
  await menu(page, 'Practice Exams').click();
  await visible(page.getByRole('heading', { name: 'Practice Exams', level: 1 }));
  await page
    .getByRole('article', { name: scheduleTitle })
    .getByRole('button', { name: /^(Start|Continue|Resume)/ })
    .click();
  const dialog = page.getByRole('dialog', { name: scheduleTitle });
  await dialog.getByRole('button', { name: /^(Start now|Continue|Resume)/ }).click();
  await visible(page.getByRole('heading', { name: /^Question \d of 3$/ }));
}

/** Saves refused as if the network dropped them; the page itself stays reachable. */
const SAVES = '**/api/exam-attempts/*/save';
const dropSave = (route: Route) => route.abort('internetdisconnected');

const dialogs: string[] = [];

beforeAll(async () => {
  const tutorApi = await signedInTutor(system, tutor);
  await createStudent(tutorApi, childA);
  await createStudent(tutorApi, childB);

  const created = await ok(
    tutorApi.call<{ exam: { id: string } }>('POST', '/exams', {
      title: 'Fruit and Numbers',
      description: 'Three short questions',
      examType: 'mathematics',
      difficulty: 'easy',
      duration: DURATION_MINUTES,
      grade: 'year-5',
      questions: [
        {
          question: 'Name a fruit that grows on a bramble.',
          type: 'short-answer',
          correctAnswer: 'blackberries',
          category: 'General',
        },
        {
          question: 'What is 6 × 7?',
          type: 'multiple-choice',
          options: ['36', '42', '48', '54'],
          correctAnswer: 'B',
          category: 'Times tables',
        },
        {
          question: 'A triangle has three sides.',
          type: 'true-false',
          correctAnswer: 'True',
          category: 'Shapes',
        },
      ],
    }),
    'create exam',
  );
  await ok(
    tutorApi.call('POST', '/exam-schedules', {
      examId: created.exam.id,
      title: scheduleTitle,
      description: '',
      scheduledStartTime: new Date(Date.now() - 60_000).toISOString(),
      scheduledEndTime: new Date(Date.now() + 2 * 3_600_000).toISOString(),
      duration: DURATION_MINUTES,
      instructions: 'One tablet, one child at a time.',
      assignmentType: 'individual',
      assigneeIds: [childA.id, childB.id],
      hasSpecificSchedule: true,
      settings: {},
    }),
    'schedule the exam',
  );

  tablet = await browser.newProfile({ cookieChoiceMade: true });
  // the tablet's clock, so the deadline can come without waiting for it (time flows normally)
  await tablet.context.clock.install();
  tab = await tablet.newPage(TABLET);
  tab.on('dialog', (dialog: Dialog) => {
    dialogs.push(dialog.type());
    void dialog.accept();
  });
});

describe('two children share one tablet', () => {
  it('1. child A starts the exam and answers; the answers are kept in this tab only', async () => {
    await tab.goto(`${system.url}/`);
    await studentSignsIn(tab, childA);
    await openExam(tab);
    await visible(tab.getByRole('heading', { name: 'Question 1 of 3' }));
    // the network drops every save from here on: the draft is all there is
    await tab.route(SAVES, dropSave);
    await tab.getByLabel('Your answer').fill(childA.answer);
    await tab.getByRole('button', { name: 'Next' }).click();
    await tab.getByRole('radio', { name: '42' }).check();
    await expect.poll(() => saveStatus(tab).getAttribute('data-status'), { timeout: 15_000 }).toBe('error');

    const entries = await storedEntries(tab);
    const draft = entries.find((entry) => entry.startsWith(`session:exam-attempt-draft:${childA.id}:`));
    expect(draft).toContain(childA.answer);
    expect(entries.filter((entry) => entry.startsWith('local:exam-attempt-draft:'))).toEqual([]);
    await screenshot(tab, 'shared-device-a-answers');
  });

  it('2. a reload in the middle of the exam keeps A’s answers (never received by the server)', async () => {
    dialogs.length = 0;
    await tab.reload();
    // answers the server has not received: the browser asks before the tab is left
    expect(dialogs).toEqual(['beforeunload']);
    await visible(tab.getByText('Welcome back!'));
    await visible(tab.getByRole('heading', { name: 'Question 2 of 3' }));
    expect(await tab.getByRole('radio', { name: '42' }).isChecked()).toBe(true);
    await tab.getByRole('button', { name: /^Question 1,/ }).click();
    expect(await tab.getByLabel('Your answer').inputValue()).toBe(childA.answer);
    await screenshot(tab, 'shared-device-a-after-reload');
    // still unsent: the draft keeps them for the next try
    const entries = await storedEntries(tab);
    expect(entries.some((entry) => entry.includes(childA.answer))).toBe(true);
  });

  it('3. A signs out with answers still unsent: nothing of A stays in the browser', async () => {
    dialogs.length = 0;
    await tab.getByRole('button', { name: /^Question 3,/ }).click();
    await tab.getByRole('radio', { name: 'True' }).check();
    await tab.getByRole('button', { name: 'Sign out' }).click();
    await visible(signInDialog(tab));
    // no "Leave site?" question: signing out is leaving on purpose
    expect(dialogs).toEqual([]);
    const entries = await storedEntries(tab);
    expectNothingOf(childA, entries);
    expect(drafts(entries)).toEqual([]);
    expect(await indexedDbNames(tab)).toEqual([]);
    await screenshot(tab, 'shared-device-signed-out');
  });

  it('4. child B signs in on the same tab: no draft, answer or name of A anywhere', async () => {
    await tab.unroute(SAVES, dropSave);
    await studentSignsIn(tab, childB);
    const before = await storedEntries(tab);
    expectNothingOf(childA, before);
    expect(drafts(before)).toEqual([]);
    await openExam(tab);
    await visible(tab.getByRole('heading', { name: 'Question 1 of 3' }));
    await expect.poll(() => tab.getByLabel('Your answer').inputValue()).toBe('');
    await expect.poll(() => tab.getByText('Welcome back!').count()).toBe(0);
    for (const number of [2, 3]) {
      await visible(tab.getByRole('button', { name: `Question ${number}, not answered` }));
    }
    const html = await tab.content();
    for (const trace of [childA.answer, childA.firstName, childA.lastName, childA.email]) {
      expect(html).not.toContain(trace);
    }
    await screenshot(tab, 'shared-device-b-exam');

    await tab.getByLabel('Your answer').fill(childB.answer);
    await expect
      .poll(async () => (await storedEntries(tab)).some((entry) => entry.includes(childB.answer)))
      .toBe(true);
    const entries = await storedEntries(tab);
    expect(drafts(entries)).toEqual([
      expect.stringMatching(new RegExp(`^session:exam-attempt-draft:${childB.id}:`)),
    ]);
    expectNothingOf(childA, entries);
  });

  it('5. the exam is submitted at the deadline: B’s draft goes with it', async () => {
    await tablet.context.clock.fastForward(`${DURATION_MINUTES + 1}:00`);
    await visible(tab.getByText('Exam submitted!'), 20_000);
    await expect.poll(async () => drafts(await storedEntries(tab))).toEqual([]);
    await visible(tab.getByRole('region', { name: 'Your result' }), 20_000);
    await screenshot(tab, 'shared-device-b-submitted');
  });

  it('6. B signs out: the tablet is as clean as before either child', async () => {
    await tab.getByRole('button', { name: 'Sign out' }).click();
    await visible(signInDialog(tab));
    const entries = await storedEntries(tab);
    expectNothingOf(childA, entries);
    expectNothingOf(childB, entries);
    // what stays is the device's own: the cookie choice (no id, no name)
    expect(entries.map((entry) => entry.split('=')[0])).toEqual(['local:cookie-consent']);
    expect(browser.errors.filter((e) => !e.includes('Failed to load resource'))).toEqual([]);
  });
});
