import { beforeAll, describe, expect, it } from 'vitest';
import type { Locator, Page, Route } from 'playwright-core';
import { PAGES } from '../admin-ui/src/access/pages';
import type { PageDefinition, PageId } from '../admin-ui/src/access/pages';
import { STUDENT_PAGES } from '../learner-ui/src/shell/pages';
import { ApiClient, ok, uniqueEmail } from './support/api';
import { axeLedger, axeSummary } from './support/axe';
import { DESKTOP, PHONE, screenshot, type BrowserProfile, type Viewport } from './support/browser';
import { studentWithScheduledExam, FRACTIONS_QUESTION, mathsExam } from './support/exams';
import { useJourney } from './support/journey';
import { learnerMenu } from './support/learner';
import { expectFocusOn, expectFocusWithin } from './support/keyboard';
import { transitionsDone } from './support/motion';
import { person } from './support/people';
import {
  linkedParentAccount,
  readyStudentOfTutor,
  signedInAdmin,
  signedInTutor,
  verifiedParentAccount,
} from './support/standing';
import { recordRequiredConsents, tabWithSession, visible } from './support/ui';

// Issue 19 item 1, the states the loaded pages of accessibility.e2e.test.ts do not show: axe-core
// (WCAG 2.0/2.1/2.2 A and AA) on every page of each console role and of the learner app while its
// data is still loading and when its data calls fail (500), on the empty pages of a new tutor, a
// parent with no child linked and a student with nothing scheduled, and with dialogs and menus
// open; focus moves into a dialog, stays there and comes back to the opener (WCAG 2.4.3); toasts
// are live regions; prefers-reduced-motion stops the motion of both apps (issue 19 item 4).

const { system, browser } = useJourney();
const tutor = person('Ada', 'Okafor', 'tutor');
const newTutor = person('Ben', 'Carver', 'tutor');
const student = person('Sam', 'Reed', 'student');
const idleStudent = person('Ola', 'Reed', 'student');
const parent = person('Jo', 'Reed', 'parent');
const loneParent = person('Kit', 'Lane', 'parent');
const officer = person('Ola', 'Banks', 'officer');
const scheduleTitle = 'Tuesday practice';

const api: Record<'admin' | 'tutor' | 'newTutor' | 'parent' | 'loneParent' | 'officer', ApiClient> =
  {} as never;
const axe = axeLedger();

beforeAll(async () => {
  ({ tutorApi: api.tutor } = await studentWithScheduledExam(
    system,
    { tutor, student, parentEmail: parent.email },
    mathsExam('Fractions check', 30, { questions: [FRACTIONS_QUESTION] }),
    { title: scheduleTitle, description: '', duration: 30, instructions: '', settings: {} },
  ));
  await readyStudentOfTutor(system, api.tutor, idleStudent, uniqueEmail('ola.parent'));
  api.admin = await signedInAdmin(system);
  api.newTutor = await signedInTutor(system, newTutor);
  api.parent = await linkedParentAccount(system, parent);
  api.loneParent = await verifiedParentAccount(system, loneParent);
  await ok(api.admin.call('POST', '/compliance/officers', officer), 'appoint officer');
  api.officer = new ApiClient(system);
  await ok(api.officer.login(officer.email, officer.password), 'officer signs in');
  await recordRequiredConsents(api.officer);
});

/** A tab of `profile` carrying `client`'s session. */
const tabAs = (profile: BrowserProfile, client: ApiClient, viewport: Viewport): Promise<Page> =>
  tabWithSession(profile, client, viewport, system.url);

/** A person whose session a tab carries, signed in through the API beforehand. */
async function signedInStudent(who: typeof student): Promise<ApiClient> {
  const client = new ApiClient(system);
  await ok(client.login(who.email, who.password), `${who.firstName} signs in`);
  return client;
}

/** What the apps' shells ask before any page shows: the session and the consent gate's answer. */
const SHELL_CALLS = ['/api/auth/', '/api/compliance/consent/status'];

/**
 * The page's data calls (every /api/ call but the shell's own): passed on, held
 * (the page keeps loading) or answered 500 with a JSON error, as a failing server would.
 */
function dataCalls(page: Page) {
  let mode: 'pass' | 'hold' | 'fail' = 'pass';
  const held: Route[] = [];
  const fail = (route: Route) =>
    route
      .fulfill({
        status: 500,
        contentType: 'application/json',
        body: JSON.stringify({
          success: false,
          error: 'Internal server error',
          message: 'Internal server error',
        }),
      })
      .catch(() => undefined);
  const install = () =>
    page.route(
      (url) => url.pathname.startsWith('/api/') && !SHELL_CALLS.some((call) => url.pathname.startsWith(call)),
      async (route) => {
        if (mode === 'hold') {
          heldSinceHold += 1;
          held.push(route);
        } else if (mode === 'fail') {
          await fail(route);
        } else {
          await route.continue().catch(() => undefined);
        }
      },
    );
  let heldSinceHold = 0;
  return {
    install,
    hold: () => {
      mode = 'hold';
      heldSinceHold = 0;
    },
    /** How many data calls the page made since `hold()`. */
    heldCount: () => heldSinceHold,
    /** Answers every held call with the failure, and fails the calls to come. */
    fail: async () => {
      mode = 'fail';
      await Promise.all(held.splice(0).map(fail));
    },
    pass: async () => {
      mode = 'pass';
      await Promise.all(held.splice(0).map((route) => route.continue().catch(() => undefined)));
    },
  };
}

/** Anything that says "loading" to assistive technology: a status region or a progress bar. */
const BUSY = '[role="status"], [role="progressbar"]';
/** How long a page may take to show its loading state or its failure. */
const STATE_TIMEOUT_MS = 4_000;
/**
 * A page that has asked for no data by then has none to ask for (the settings page). As long as
 * the state timeout: three lanes share two cores, and a page's first call (after its code is
 * loaded) once took over a second, which read as "asks for nothing".
 */
const FIRST_CALL_MS = STATE_TIMEOUT_MS;

/** Moves the console to `path` inside the app (react-router follows history), as a menu link does. */
async function consoleGoes(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, `/admin${path}`);
}

interface StateOutcome {
  /** pages that asked for no data: nothing to load, nothing to fail */
  static: string[];
  /** pages whose calls only check something in the background: they show their content meanwhile */
  background: string[];
  /** pages that showed their failure in an alert */
  failed: string[];
}

/**
 * The loading and the failed state of one page just opened with its data calls held: axe while it
 * loads (something says so: a status region or a progress bar), then the calls fail and axe runs
 * again on the failure, which an alert must say in words.
 */
async function loadingThenFailure(
  page: Page,
  calls: ReturnType<typeof dataCalls>,
  where: string,
  outcome: StateOutcome,
  /** screenshots of the two states, e.g. `a11y-console` → a11y-console-loading-desktop.png */
  shots?: string,
): Promise<void> {
  const busy = page.locator(BUSY).first();
  const firstCall = Date.now() + FIRST_CALL_MS;
  while (calls.heldCount() === 0 && Date.now() < firstCall) {
    await page.waitForTimeout(100);
  }
  if (calls.heldCount() === 0) {
    outcome.static.push(where);
    return;
  }
  if (
    !(await busy.waitFor({ state: 'attached', timeout: STATE_TIMEOUT_MS }).then(
      () => true,
      () => false,
    ))
  ) {
    outcome.background.push(where);
    await axe.check(page, `${where} background call held`);
    return;
  }
  await axe.check(page, `${where} loading`);
  if (shots) {
    await screenshot(page, `${shots}-loading-desktop`, { fullPage: false });
  }
  await calls.fail();
  const alert = page.locator('[role="alert"]:visible').first();
  await visible(alert, STATE_TIMEOUT_MS);
  // the failure is said in words, not only by colour or an icon
  expect((await alert.innerText()).trim().length, `${where}: the alert says what failed`).toBeGreaterThan(3);
  await transitionsDone(page);
  await axe.check(page, `${where} error`);
  if (shots) {
    await screenshot(page, `${shots}-error-desktop`, { fullPage: false });
  }
  outcome.failed.push(where);
}

/**
 * The console's pages checked loading and failing: each page once, with the role that shows its
 * own version of it (the administrator sees most; a tutor's dashboard and classroom, the parent's
 * pages about their child, the compliance screens and the shared profile and privacy pages).
 */
const STATE_PAGES = {
  admin: () => ({ client: api.admin, pages: pagesOf('admin') }),
  tutor: () => ({ client: api.tutor, pages: pick(['dashboard', 'classroom-quiz', 'profile', 'privacy']) }),
  parent: () => ({
    client: api.parent,
    pages: pick([
      'dashboard',
      'students',
      'exams',
      'exam-history',
      'analytics',
      'scheduled-exam-analytics',
      'mock-scores',
    ]),
  }),
  compliance: () => ({
    client: api.officer,
    pages: pick(['compliance-register', 'consent-records', 'rights-requests']),
  }),
} as const;

const pagesOf = (role: string): PageDefinition[] =>
  Object.values(PAGES).filter((definition) => definition.roles.includes(role as never));
const pick = (ids: PageId[]): PageDefinition[] => ids.map((id) => PAGES[id]);

/** The console role's chosen pages, each opened afresh (nothing cached) with its data calls held. */
async function consoleStates(
  role: keyof typeof STATE_PAGES,
  outcome: StateOutcome,
  part: 'all' | 'first half' | 'second half' = 'all',
): Promise<void> {
  const { client, pages: all } = STATE_PAGES[role]();
  const half = Math.ceil(all.length / 2);
  const pages = part === 'all' ? all : part === 'first half' ? all.slice(0, half) : all.slice(half);
  const profile = await browser.newProfile({ cookieChoiceMade: true });
  const page = await tabAs(profile, client, DESKTOP);
  const calls = dataCalls(page);
  await calls.install();
  // The administrator's pages share no answers: moving inside the app (no reload, less work for
  // the machine) still opens each with nothing cached. The others' dashboards read what their
  // other pages show, so each of their pages is opened by a reload.
  const inApp = role === 'admin';
  if (inApp) {
    await page.goto(`${system.url}/admin${PAGES.settings.path}`);
    await visible(page.getByRole('heading', { level: 1 }).first());
  }
  for (const definition of pages) {
    calls.hold();
    if (inApp) {
      await consoleGoes(page, definition.path);
    } else {
      await page.goto(`${system.url}/admin${definition.path}`);
    }
    await visible(page.getByRole('heading', { level: 1 }).first());
    const shots = role === 'admin' && definition.path === '/groups' ? 'a11y-console' : undefined;
    await loadingThenFailure(page, calls, `${role} ${definition.path}`, outcome, shots);
    await calls.pass();
  }
  await profile.close();
}

/** Every page of the learner app's menu, reached from the page before it (so it mounts afresh). */
async function learnerStates(outcome: StateOutcome): Promise<void> {
  const profile = await browser.newProfile({ cookieChoiceMade: true });
  const page = await tabAs(profile, await signedInStudent(student), DESKTOP);
  const calls = dataCalls(page);
  await calls.install();
  await page.goto(`${system.url}/`);
  await visible(page.getByRole('heading', { name: `Welcome back, ${student.firstName}!`, level: 1 }));
  for (const [index, { label }] of STUDENT_PAGES.entries()) {
    const before = STUDENT_PAGES[index === 0 ? STUDENT_PAGES.length - 1 : index - 1]!;
    await learnerMenu(page, before.label).click();
    await visible(page.getByRole('heading', { level: 1 }).first());
    calls.hold();
    await learnerMenu(page, label).click();
    const shots = label === 'Practice Exams' ? 'a11y-learner' : undefined;
    await loadingThenFailure(page, calls, `student ${label}`, outcome, shots);
    await calls.pass();
  }
  await profile.close();
}

describe('axe-core on loading and error states', () => {
  it('every console role and the learner app: each page loading, then failing', async () => {
    const outcome: StateOutcome = { static: [], background: [], failed: [] };
    // three lanes side by side (own browser profiles): while one waits for the console's retry of a
    // failed call (a second), the others go on
    await Promise.all([
      (async () => {
        await consoleStates('admin', outcome, 'first half');
        await consoleStates('compliance', outcome);
      })(),
      (async () => {
        await consoleStates('admin', outcome, 'second half');
        await consoleStates('tutor', outcome);
      })(),
      (async () => {
        await consoleStates('parent', outcome);
        await learnerStates(outcome);
      })(),
    ]);
    expect(axe.findings.map((finding) => `${finding.rule} on ${finding.where} at ${finding.target}`)).toEqual(
      [],
    );
    // only pages that ask for nothing have no loading or failed state
    expect(outcome.static).toEqual(['admin /settings']);
    // the classroom page shows itself while the class membership is read in the background
    expect(outcome.background).toEqual(['student Join Classroom Quiz']);
    expect(outcome.failed).toHaveLength(32);
  }, 150_000);
});

/** Waits until nothing on the page is loading any more (no skeleton or spinning progress). */
async function settled(page: Page): Promise<void> {
  await page.waitForFunction(
    () =>
      !document.querySelector(
        '.MuiSkeleton-root, .MuiCircularProgress-indeterminate, .MuiLinearProgress-indeterminate',
      ),
    undefined,
    { timeout: STATE_TIMEOUT_MS, polling: 100 },
  );
  await transitionsDone(page);
}

/** Pages that look the same with or without anything to show (checked loaded elsewhere). */
const WHATEVER_THE_DATA: string[] = ['profile', 'privacy'];

async function emptyConsole(role: 'tutor' | 'parent', client: ApiClient): Promise<void> {
  const profile = await browser.newProfile({ cookieChoiceMade: true });
  const page = await tabAs(profile, client, DESKTOP);
  await page.goto(`${system.url}/admin/`);
  await visible(page.getByRole('heading', { level: 1 }).first());
  for (const definition of pagesOf(role).filter(({ id }) => !WHATEVER_THE_DATA.includes(id))) {
    await consoleGoes(page, definition.path);
    await visible(page.getByRole('heading', { level: 1 }).first());
    await settled(page);
    await axe.check(page, `empty ${role} ${definition.path}`);
  }
  await profile.close();
}

async function emptyLearner(): Promise<void> {
  const profile = await browser.newProfile({ cookieChoiceMade: true });
  const page = await tabAs(profile, await signedInStudent(idleStudent), DESKTOP);
  await page.goto(`${system.url}/`);
  await visible(page.getByRole('heading', { name: `Welcome back, ${idleStudent.firstName}!`, level: 1 }));
  for (const { label } of STUDENT_PAGES.filter((entry) => !WHATEVER_THE_DATA.includes(entry.id))) {
    await learnerMenu(page, label).click();
    await visible(page.getByRole('heading', { level: 1 }).first());
    await settled(page);
    await axe.check(page, `empty student ${label}`);
  }
  await profile.close();
}

describe('axe-core on empty states', () => {
  it('a new tutor, a parent with no child linked, a student with nothing scheduled: every page', async () => {
    await Promise.all([
      (async () => {
        await emptyConsole('tutor', api.newTutor);
      })(),
      (async () => {
        await emptyConsole('parent', api.loneParent);
        await emptyLearner();
      })(),
    ]);
    expect(axe.linesOf('empty ')).toEqual([]);
  }, 120_000);
});

/**
 * Tabs forward past the dialog's last control and back past its first (one more press than it has
 * controls, each way): answers whether focus stayed inside the dialog at every press.
 */
async function focusStaysIn(page: Page, dialog: Locator): Promise<boolean> {
  const controls = await dialog.evaluate(
    (element) =>
      element.querySelectorAll(
        'button:not([disabled]), input:not([disabled]), [tabindex="0"], a[href], textarea',
      ).length,
  );
  for (const key of ['Tab', 'Shift+Tab']) {
    for (let press = 0; press <= controls; press += 1) {
      await page.keyboard.press(key);
      if (!(await dialog.evaluate((element) => element.contains(document.activeElement)))) {
        return false;
      }
    }
  }
  return true;
}

/**
 * A dialog opened by keyboard from `opener`: the focus moves in and stays in, axe finds nothing
 * (`where`), and Escape closes it with the focus back on the opener.
 */
async function dialogRoundTrip(
  page: Page,
  opener: Locator,
  dialog: Locator,
  where: string,
  screenshotName?: string,
): Promise<void> {
  await opener.focus();
  await page.keyboard.press('Enter');
  await visible(dialog);
  await expectFocusWithin(page, dialog);
  expect(await focusStaysIn(page, dialog)).toBe(true);
  await transitionsDone(page);
  await axe.check(page, where);
  if (screenshotName) {
    await screenshot(page, screenshotName, { fullPage: false });
  }
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'hidden' });
  await expectFocusOn(page, opener);
}

const LIVE = '[role="alert"], [role="status"], [role="log"], [aria-live="polite"], [aria-live="assertive"]';

/** Whether `locator`'s text is in a live region (role alert/status/log or aria-live): the region
 *  is the element, one around it, or one inside it holding its words. */
const inLiveRegion = (locator: Locator) =>
  locator.evaluate((element, live) => {
    const region = element.closest(live) ?? element.querySelector(live);
    return Boolean(region && (region.textContent ?? '').trim().length > 0);
  }, LIVE);

describe('dialogs, menus and toasts', () => {
  it('the console: a form dialog and a select menu keep focus and pass axe; a toast is a live region', async () => {
    const profile = await browser.newProfile({ cookieChoiceMade: true });
    const page = await tabAs(profile, api.newTutor, DESKTOP);
    await page.goto(`${system.url}/admin/groups`);
    await visible(page.getByRole('heading', { name: 'Group Management', level: 1 }));
    await page.waitForLoadState('networkidle');

    // the select's menu: opened by keyboard, checked open, closed with Escape back on its field
    const grade = page.getByRole('combobox', { name: 'Grade' });
    await grade.focus();
    await page.keyboard.press('Enter');
    const listbox = page.getByRole('listbox');
    await visible(listbox);
    expect(await listbox.evaluate((element) => element.contains(document.activeElement))).toBe(true);
    await transitionsDone(page);
    await axe.check(page, 'dialogs console grade menu open');
    await page.keyboard.press('Escape');
    await expect.poll(() => grade.evaluate((element) => element === document.activeElement)).toBe(true);

    // the form dialog: focus moves in, stays in, and comes back to the button that opened it
    const opener = page.getByRole('button', { name: 'Create Group' }).first();
    const dialog = page.getByRole('dialog', { name: 'Create Group' });
    await dialogRoundTrip(
      page,
      opener,
      dialog,
      'dialogs console create group dialog',
      'a11y-console-dialog-desktop',
    );

    // a saved group is told by a toast in a live region
    await opener.click();
    await visible(dialog);
    await dialog.getByRole('textbox', { name: 'Group name' }).fill('Year 6 Tuesday');
    await dialog.getByRole('combobox', { name: 'Grade' }).click();
    await page.getByRole('option').first().click();
    await dialog.getByRole('button', { name: 'Create Group' }).click();
    await dialog.waitFor({ state: 'hidden' });
    const toast = page.locator('.MuiSnackbar-root').first();
    await visible(toast);
    expect(await inLiveRegion(toast)).toBe(true);
    await transitionsDone(page);
    await axe.check(page, 'dialogs console toast');
    await profile.close();
    expect(axe.linesOf('dialogs console')).toEqual([]);
  }, 60_000);

  it('the learner app: the start-exam dialog and the phone menu keep focus and pass axe; a toast is a live region', async () => {
    const profile = await browser.newProfile({ cookieChoiceMade: true });
    const client = await signedInStudent(student);
    const page = await tabAs(profile, client, DESKTOP);
    await page.goto(`${system.url}/`);
    await visible(page.getByRole('heading', { name: `Welcome back, ${student.firstName}!`, level: 1 }));
    await learnerMenu(page, 'Practice Exams').click();
    const start = page
      .getByRole('article', { name: scheduleTitle })
      .getByRole('button', { name: /^Start Exam/ });
    await dialogRoundTrip(
      page,
      start,
      page.getByRole('dialog', { name: scheduleTitle }),
      'dialogs learner start exam dialog',
    );

    // a saved profile is told by a toast in a live region
    await learnerMenu(page, 'Profile Settings').click();
    await page.getByRole('button', { name: 'Save changes' }).click();
    const toast = page.getByText('Profile updated successfully!');
    await visible(toast);
    expect(await inLiveRegion(toast)).toBe(true);
    await transitionsDone(page);
    await axe.check(page, 'dialogs learner toast');

    // the phone's menu drawer: focus moves in and comes back to its button
    const phone = await tabAs(profile, client, PHONE);
    await phone.goto(`${system.url}/`);
    const openMenu = phone.getByRole('button', { name: 'Open menu' });
    await visible(openMenu);
    await dialogRoundTrip(phone, openMenu, phone.getByRole('dialog').first(), 'dialogs learner phone menu');
    await profile.close();
    expect(axe.linesOf('dialogs learner')).toEqual([]);
  }, 60_000);
});

/** The longest of a computed duration list ("0.225s, 1e-05s"), in seconds. */
function longest(durations: string): number {
  return Math.max(
    ...durations.split(',').map((value) => {
      const trimmed = value.trim();
      return trimmed.endsWith('ms') ? parseFloat(trimmed) / 1000 : parseFloat(trimmed);
    }),
  );
}

type Motion = { spinner: number; dialog: number; collapse: number };

/**
 * The motion of one app's first screen, as the browser computes it (in seconds) for a person whose
 * system asks for less motion and for one whose system does not (the setting switched on the same
 * screen): the spinner while the session is checked (its animation), the sign-in dialog's fade and
 * the cookie banner's settings sliding open (their transitions).
 */
async function motionOf(
  profile: BrowserProfile,
  url: string,
): Promise<{ reduce: Motion; 'no-preference': Motion }> {
  const page = await profile.newPage(DESKTOP);
  const seen = { reduce: {} as Motion, 'no-preference': {} as Motion };
  /** Reads `style` of `selector` under each setting, ending with reduced motion (the profile's). */
  const read = async (
    part: keyof Motion,
    selector: string,
    style: 'animationDuration' | 'transitionDuration',
  ) => {
    for (const reducedMotion of ['no-preference', 'reduce'] as const) {
      await page.emulateMedia({ reducedMotion });
      seen[reducedMotion][part] = longest(
        await page
          .locator(selector)
          .first()
          .evaluate((element, name) => getComputedStyle(element)[name], style),
      );
    }
  };
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/api/auth/me', async (route) => {
    await released;
    await route.continue().catch(() => undefined);
  });
  await page.goto(url);
  await page.locator('.MuiCircularProgress-root').first().waitFor({ state: 'attached' });
  await read('spinner', '.MuiCircularProgress-root', 'animationDuration');
  release();
  await visible(page.getByRole('dialog', { name: 'Welcome back' }));
  await read('dialog', '.MuiDialog-container', 'transitionDuration');
  // the banner sits behind the modal dialog (hidden from its role queries): pressed directly
  await page
    .locator('button', { hasText: /^Settings$/ })
    .first()
    .dispatchEvent('click');
  await page.locator('.MuiCollapse-root').first().waitFor({ state: 'attached' });
  await read('collapse', '.MuiCollapse-root', 'transitionDuration');
  await page.close();
  return seen;
}

describe('prefers-reduced-motion (issue 19 item 4)', () => {
  it('cuts the spinners, dialogs and collapses of both apps to nothing, and only then', async () => {
    // a fresh visitor: no session (the sign-in dialog opens) and no cookie choice (the banner shows)
    const profile = await browser.newProfile();
    for (const url of [`${system.url}/admin/`, `${system.url}/`]) {
      const motion = await motionOf(profile, url);
      // the shared theme's baseline: 0.01 ms for every animation and transition
      expect(motion.reduce, url).toEqual({ spinner: 0.00001, dialog: 0.00001, collapse: 0.00001 });
      expect(motion['no-preference'].spinner, `${url} spinner`).toBeGreaterThan(0.5);
      expect(motion['no-preference'].dialog, `${url} dialog`).toBeGreaterThan(0.1);
      expect(motion['no-preference'].collapse, `${url} collapse`).toBeGreaterThan(0.1);
    }
    await profile.close();
  }, 60_000);
});

describe('summary', () => {
  it('checked every state with the WCAG rules that apply', () => {
    expect(axe.views).toBeGreaterThanOrEqual(60);
    expect(axe.rules.size).toBeGreaterThan(20);
    for (const line of axeSummary(
      'accessibilityStates',
      axe,
      'views of loading, error and empty states, dialogs and menus',
    )) {
      console.log(line);
    }
    expect(axe.findings).toEqual([]);
  });
});
