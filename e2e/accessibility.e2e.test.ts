import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { PAGES } from '../admin-ui/src/access/pages';
import type { PageId } from '../admin-ui/src/access/pages';
import { ok } from './support/api';
import type { ApiClient } from './support/api';
import { axeLedger, axeSummary } from './support/axe';
import { DESKTOP, PHONE, type BrowserProfile, type Viewport } from './support/browser';
import { studentWithScheduledExam, FRACTIONS_QUESTION, mathsExam } from './support/exams';
import { useJourney } from './support/journey';
import { transitionsDone } from './support/motion';
import { person } from './support/people';
import { linkedParentAccount, signedInAdmin } from './support/standing';
import { learnerMenu } from './support/learner';
import { recordRequiredConsents, tabWithSession, visible } from './support/ui';
import { STUDENT_PAGES } from '../learner-ui/src/shell/pages';
import { ApiClient as Client } from './support/api';

// Issue 19 item 1: screens checked by axe-core (WCAG 2.0/2.1/2.2, A and AA) for each role that can see
// them, at desktop and phone width, with their data loaded: every console page of the page table for
// the administrator, a tutor, a parent and a compliance officer, every page of the learner app's menu
// for a student. A finding fails the role's test with the rule, the page and the element. (Loading,
// empty and error states, dialogs and menus: accessibilityStates.e2e.test.ts.)

const { system, browser } = useJourney();
const tutor = person('Ada', 'Okafor', 'tutor');
const student = person('Sam', 'Reed', 'student');
const parent = person('Jo', 'Reed', 'parent');
const officer = person('Ola', 'Banks', 'officer');
let tutorApi: ApiClient;
let adminApi: ApiClient;
let studentApi: Client;
let parentApi: Client;
let officerApi: Client;

beforeAll(async () => {
  ({ tutorApi } = await studentWithScheduledExam(
    system,
    { tutor, student, parentEmail: parent.email },
    mathsExam('Fractions check', 30, { questions: [FRACTIONS_QUESTION] }),
    { title: 'Tuesday practice', description: '', duration: 30, instructions: '', settings: {} },
  ));
  adminApi = await signedInAdmin(system);
  studentApi = new Client(system);
  await studentApi.login(student.email, student.password);
  // the child's parent makes an account and links it with the link they were mailed (issue 15)
  parentApi = await linkedParentAccount(system, parent);
  // a compliance officer the administrator appoints
  await ok(adminApi.call('POST', '/compliance/officers', officer), 'appoint officer');
  officerApi = new Client(system);
  await ok(officerApi.login(officer.email, officer.password), 'officer signs in');
  await recordRequiredConsents(officerApi);
});

/** A tab of `profile` carrying `client`'s session. */
const tabAs = (profile: BrowserProfile, client: ApiClient, viewport: Viewport): Promise<Page> =>
  tabWithSession(profile, client, viewport, system.url);

const axe = axeLedger();

async function check(page: Page, where: string): Promise<void> {
  await page.waitForLoadState('networkidle');
  await transitionsDone(page);
  await axe.check(page, where);
}

/** The findings on pages whose label starts with `who`, one line each. */
const findingsOf = (who: string) => axe.linesOf(`${who} `);

describe('axe-core on every screen', () => {
  for (const [role, api] of [
    ['admin', () => adminApi],
    ['tutor', () => tutorApi],
    ['parent', () => parentApi],
    ['compliance', () => officerApi],
  ] as const) {
    it(`the console for ${role}`, async () => {
      const profile = await browser.newProfile({ cookieChoiceMade: true });
      for (const viewport of [DESKTOP, PHONE]) {
        const page = await tabAs(profile, api(), viewport);
        for (const id of Object.keys(PAGES) as PageId[]) {
          const definition = PAGES[id];
          if (!definition.roles.includes(role)) {
            continue;
          }
          await page.goto(`${system.url}/admin${definition.path}`);
          await visible(page.getByRole('heading', { level: 1 }).first());
          await check(page, `${role} ${definition.path} ${viewport.width}px`);
        }
      }
      await profile.close();
      expect(findingsOf(role)).toEqual([]);
    }, 300_000);
  }

  it('the learner app for the student', async () => {
    const profile = await browser.newProfile({ cookieChoiceMade: true });
    for (const viewport of [DESKTOP, PHONE]) {
      const page = await tabAs(profile, studentApi, viewport);
      await page.goto(`${system.url}/`);
      await visible(page.getByRole('heading', { name: `Welcome back, ${student.firstName}!`, level: 1 }));
      for (const { label } of STUDENT_PAGES) {
        if (viewport === PHONE) {
          await page.getByRole('button', { name: 'Open menu' }).click();
        }
        await learnerMenu(page, label).click();
        await visible(page.getByRole('heading', { level: 1 }).first());
        await check(page, `student ${label} ${viewport.width}px`);
      }
    }
    await profile.close();
    expect(findingsOf('student')).toEqual([]);
  }, 300_000);

  it('checked every view with the WCAG rules that apply', () => {
    // 4 console roles' pages and 7 learner pages, each at two widths
    expect(axe.views).toBeGreaterThanOrEqual(60);
    expect(axe.rules.size).toBeGreaterThan(20);
    for (const line of axeSummary('accessibility', axe)) {
      console.log(line);
    }
    expect(axe.findings).toEqual([]);
  });
});
