import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { ApiClient, ok, uniqueEmail } from './support/api';
import { axeLedger, axeSummary } from './support/axe';
import { LAPTOP, PHONE, screenshot, type Viewport } from './support/browser';
import {
  FRACTIONS_QUESTION,
  createExam,
  mathsExam,
  passageQuestion,
  scheduleNow,
  studentWithScheduledExam,
} from './support/exams';
import { useJourney } from './support/journey';
import { startScheduledExam } from './support/learner';
import { person } from './support/people';
import { recordSpeech, spoken } from './support/speech';
import { hidden, tabWithSession, visible } from './support/ui';

// Issue 19 item 3: reading aids in the exam. A student makes the text larger, turns on the
// dyslexia-friendly font and high contrast, and has the question, its options and the passage read
// aloud by the browser's own speech synthesis, with pause, resume, stop and a reading speed; the aids
// follow them to their next exam. A tutor switches read-aloud off for an English paper, and the exam
// view offers it no more. Screenshots of each aid at 1024×768 and phone width.

const { system, browser } = useJourney();
const tutor = person('Rhea', 'Banerjee', 'tutor');
const student = person('Ollie', 'Marsh', 'student');
const passage = {
  id: 'p-lighthouse',
  title: 'The Lighthouse',
  author: 'J. Penrose',
  text: 'Every night the keeper climbed ninety steps to light the lamp.\nShips far out at sea saw it and turned away from the rocks.',
};
const READING_QUESTION = passageQuestion(passage, {
  question: 'How many steps did the keeper climb?',
  type: 'multiple-choice',
  options: ['Nine', 'Nineteen', 'Ninety', 'Ninety-nine'],
  correctAnswer: 'C',
  category: 'Comprehension',
});
const mathsTitle = 'Aids practice';
const englishTitle = 'Comprehension paper';
const TABLET: Viewport = { width: 1024, height: 768 };
let tutorApi: ApiClient;
let englishScheduleId = '';
let studentApi: ApiClient;
const axe = axeLedger();

/** The view checked by axe-core, and kept at 1024×768 and at phone width. */
async function keep(page: Page, name: string): Promise<void> {
  await axe.check(page, `exam, ${name}`);
  await screenshot(page, `reading-aids-${name}-tablet`);
  await page.setViewportSize(PHONE);
  await questionText(page).scrollIntoViewIfNeeded();
  await screenshot(page, `reading-aids-${name}-phone`, { fullPage: false });
  await page.setViewportSize(TABLET);
}

/** The student's own device (speech recorded, not spoken), at their dashboard, into the exam `title`. */
async function openExam(viewport: Viewport, title: string): Promise<Page> {
  const device = await browser.newProfile({ cookieChoiceMade: true });
  await device.context.addInitScript(recordSpeech);
  const page = await tabWithSession(device, studentApi, viewport, system.url);
  await page.goto(`${system.url}/`);
  await visible(page.getByRole('heading', { name: `Welcome back, ${student.firstName}!`, level: 1 }));
  if (viewport.width < 900) {
    await page.getByRole('button', { name: 'Open menu' }).click();
  }
  await startScheduledExam(page, title);
  await visible(page.getByRole('heading', { name: /^Question 1 of \d+$/ }));
  return page;
}

/** The rendered size and font of the question's text. */
const questionText = (page: Page) => page.getByText(READING_QUESTION.question, { exact: true });
const rendered = (page: Page) =>
  questionText(page).evaluate((element) => {
    const style = getComputedStyle(element);
    return {
      fontSize: parseFloat(style.fontSize),
      fontFamily: style.fontFamily,
      wordSpacing: style.wordSpacing,
      color: style.color,
    };
  });
const background = (page: Page) =>
  page
    .getByRole('region', { name: /^Question \d+ of \d+$/ })
    .evaluate((element) => getComputedStyle(element).backgroundColor);

beforeAll(async () => {
  const journey = await studentWithScheduledExam(
    system,
    { tutor, student, parentEmail: uniqueEmail('aids.parent') },
    mathsExam('Lighthouse Mock', 30, {
      passages: [passage],
      questions: [READING_QUESTION, FRACTIONS_QUESTION],
    }),
    { title: mathsTitle, description: '', duration: 30, instructions: '', settings: {} },
  );
  tutorApi = journey.tutorApi;
  const englishExam = await createExam(
    tutorApi,
    mathsExam('English Mock', 30, {
      examType: 'english',
      passages: [passage],
      questions: [READING_QUESTION],
    }),
  );
  englishScheduleId = await scheduleNow(tutorApi, englishExam, [journey.studentId], {
    title: englishTitle,
    description: '',
    duration: 30,
    instructions: '',
    settings: {},
  });
  studentApi = new ApiClient(system);
  await studentApi.login(student.email, student.password);
});

describe('reading aids in the exam', () => {
  let tab: Page;

  it('0. while the exam opens, and when it cannot, the view has no WCAG A/AA violation', async () => {
    const device = await browser.newProfile({ cookieChoiceMade: true });
    const page = await tabWithSession(device, studentApi, TABLET, system.url);
    const errorsBefore = browser.errors.length;
    let release: (status: number) => void = () => undefined;
    const answered = new Promise<number>((resolve) => (release = resolve));
    await page.route('**/api/exam-attempts/*/start', async (route) => {
      const status = await answered;
      await route.fulfill({
        status,
        contentType: 'application/json',
        body: JSON.stringify({ success: false, message: 'Something went wrong on our side' }),
      });
    });
    await page.goto(`${system.url}/`);
    await visible(page.getByRole('heading', { name: `Welcome back, ${student.firstName}!`, level: 1 }));
    await startScheduledExam(page, mathsTitle);
    await visible(page.getByRole('status').getByText('Getting your exam ready…'));
    await axe.check(page, 'exam, opening');
    release(500);
    const retry = page.getByRole('button', { name: 'Retry' });
    await visible(retry);
    await axe.check(page, 'exam, failed to open');
    await screenshot(page, 'reading-aids-exam-failed-tablet', { fullPage: false });
    await device.close();
    // the browser reports the 500 and the app logs the failed start, as they should: nothing else
    expect(browser.errors.splice(errorsBefore)).toEqual([
      expect.stringMatching(/^console: Failed to load resource: .* 500 /),
      expect.stringMatching(/^console: Starting the exam failed/),
    ]);
  });

  it('1. larger text, the dyslexia-friendly font and high contrast change the rendered question', async () => {
    tab = await openExam(TABLET, mathsTitle);
    const standard = await rendered(tab);
    await keep(tab, 'standard');

    await tab.getByRole('button', { name: 'Reading aids' }).click();
    const panel = tab.getByRole('region', { name: 'Reading aids' });
    await visible(panel);
    await panel.getByRole('button', { name: 'Largest' }).click();
    await expect.poll(async () => (await rendered(tab)).fontSize).toBeCloseTo(standard.fontSize * 1.5, 0);
    await keep(tab, 'largest');
    await panel.getByRole('button', { name: 'Large', exact: true }).click();
    await expect.poll(async () => (await rendered(tab)).fontSize).toBeCloseTo(standard.fontSize * 1.25, 0);

    await panel.getByRole('switch', { name: 'Dyslexia-friendly font and spacing' }).check();
    await expect.poll(async () => (await rendered(tab)).fontFamily).toMatch(/^"?OpenDyslexic/);
    expect(parseFloat((await rendered(tab)).wordSpacing)).toBeGreaterThan(0);
    // the font is the app's own file, loaded from its origin (no network beyond it)
    await expect
      .poll(() => tab.evaluate(() => document.fonts.check('16px OpenDyslexic')), { timeout: 10_000 })
      .toBe(true);
    await keep(tab, 'dyslexia-font');

    expect(standard.color).not.toBe('rgb(255, 255, 255)');
    await panel.getByRole('switch', { name: 'High contrast' }).check();
    await expect.poll(() => background(tab)).toBe('rgb(0, 0, 0)');
    expect((await rendered(tab)).color).toBe('rgb(255, 255, 255)');
    await keep(tab, 'high-contrast');
  });

  it('2. read aloud speaks the question with its options, then the passage, with pause, resume, stop and speed', async () => {
    const panel = tab.getByRole('region', { name: 'Reading aids' });
    const speed = panel.getByRole('slider', { name: 'Reading speed' });
    await speed.focus();
    await tab.keyboard.press('ArrowLeft');
    await expect.poll(() => speed.getAttribute('aria-valuenow')).toBe('0.75');

    const question = tab.getByRole('region', { name: /^Question 1 of \d+$/ });
    await question.getByRole('button', { name: 'Read aloud' }).click();
    const [first] = (await spoken(tab)).filter((call) => call.call === 'speak');
    expect(first?.text).toBe(
      'Question 1 of 2. How many steps did the keeper climb? A: Nine. B: Nineteen. C: Ninety. D: Ninety-nine.',
    );
    expect(first?.rate).toBe(0.75);
    await question.getByRole('button', { name: 'Pause reading' }).click();
    await question.getByRole('button', { name: 'Resume reading' }).click();
    await question.getByRole('button', { name: 'Stop reading' }).click();
    await visible(question.getByRole('button', { name: 'Read aloud' }));
    expect((await spoken(tab)).map((call) => call.call)).toEqual(
      expect.arrayContaining(['speak', 'pause', 'resume', 'cancel']),
    );

    await tab.getByRole('button', { name: 'Read passage aloud' }).click();
    const speeches = (await spoken(tab)).filter((call) => call.call === 'speak');
    expect(speeches.at(-1)?.text).toBe(`The Lighthouse. By J. Penrose. ${passage.text}`);
    await tab.close();
  });
});

describe("the tutor's switch, and aids that follow the student", () => {
  it('3. the tutor switches read-aloud off for the English paper in the schedule form', async () => {
    const console = await browser.newProfile({ cookieChoiceMade: true });
    const page = await tabWithSession(console, tutorApi, LAPTOP, system.url);
    await page.goto(`${system.url}/admin/exam-schedules`);
    await visible(page.getByRole('heading', { name: 'Schedule Exams', level: 1 }));
    await page
      .getByRole('article', { name: englishTitle, exact: true })
      .getByRole('button', { name: `Edit ${englishTitle}` })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Edit Schedule' });
    const readAloud = dialog.getByRole('switch', { name: 'Allow read aloud' });
    expect(await readAloud.isChecked()).toBe(true);
    await readAloud.uncheck();
    await screenshot(page, 'reading-aids-schedule-switch-laptop', { fullPage: false });
    await dialog.getByRole('button', { name: 'Save changes' }).click();
    await visible(page.getByText('Exam updated successfully', { exact: true }));
    const schedule = await ok(
      tutorApi.call<{ schedule: { settings: { allowReadAloud?: boolean } } }>(
        'GET',
        `/exam-schedules/${englishScheduleId}`,
      ),
      'read the schedule',
    );
    expect(schedule.schedule.settings.allowReadAloud).toBe(false);
    await console.close();
  });

  it('4. the next exam opens with the aids kept in the profile, on a phone, and without read-aloud', async () => {
    const profile = await ok(
      studentApi.call<{ profile: { readingAids: unknown } }>('GET', '/profile'),
      'the student reads their profile',
    );
    expect(profile.profile.readingAids).toEqual({
      textSize: 'large',
      dyslexiaFont: true,
      highContrast: true,
      readAloudRate: 0.75,
    });
    const phone = await openExam(PHONE, englishTitle);
    await expect.poll(() => background(phone)).toBe('rgb(0, 0, 0)');
    expect((await rendered(phone)).fontFamily).toMatch(/^"?OpenDyslexic/);
    await screenshot(phone, 'reading-aids-kept-english-phone', { fullPage: false });
    // nothing is wider than the phone, even with large text in a wide font
    expect(await phone.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);

    await hidden(phone.getByRole('button', { name: 'Read aloud' }));
    await hidden(phone.getByRole('button', { name: 'Read passage aloud' }));
    await phone.getByRole('button', { name: 'Reading aids' }).click();
    await visible(phone.getByText('Read aloud is switched off for this exam', { exact: true }));
    expect((await spoken(phone)).filter((call) => call.call === 'speak')).toEqual([]);
    await screenshot(phone, 'reading-aids-read-aloud-off-phone', { fullPage: false });
    await phone.close();
  });

  it('5. the exam view with each aid has no WCAG A/AA violation', () => {
    for (const line of axeSummary('reading-aids', axe, 'exam views (opening, failed, each reading aid)')) {
      console.log(line);
    }
    expect(axe.linesOf('exam')).toEqual([]);
  });

  it('6. raised no uncaught errors', () => {
    const unexpected = browser.errors.filter((message) => !/Failed to load resource/.test(message));
    expect(unexpected).toEqual([]);
  });
});
