import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { PAGES } from '../admin-ui/src/access/pages';
import type { PageId } from '../admin-ui/src/access/pages';
import { uniqueEmail } from './support/api';
import type { ApiClient } from './support/api';
import { axeCheck } from './support/axe';
import type { AxeFinding } from './support/axe';
import { DESKTOP, PHONE, type BrowserProfile, type Viewport } from './support/browser';
import { studentWithScheduledExam } from './support/exams';
import { useJourney } from './support/journey';
import { transitionsDone } from './support/motion';
import { person } from './support/people';
import { signedInAdmin } from './support/standing';
import { learnerMenu } from './support/learner';
import { visible } from './support/ui';
import { STUDENT_PAGES } from '../learner-ui/src/shell/pages';
import { ApiClient as Client } from './support/api';

// Issue 19 item 1: screens checked by axe-core (WCAG 2.0/2.1/2.2, A and AA) for each role that can see
// them, at desktop and phone width, with their data loaded: every console page of the page table for
// the administrator and a tutor, every page of the learner app's menu for a student. A finding fails
// the role's test with the rule, the page and the element. (Still to come, issue 19: the parent's and
// the officer's console, empty and error states, dialogs and the exam view.)

const { system, browser } = useJourney();
const tutor = person('Ada', 'Okafor', 'tutor');
const student = person('Sam', 'Reed', 'student');
let tutorApi: ApiClient;
let adminApi: ApiClient;
let studentApi: Client;

beforeAll(async () => {
  ({ tutorApi } = await studentWithScheduledExam(
    system,
    { tutor, student, parentEmail: uniqueEmail('axe.parent') },
    {
      title: 'Fractions check',
      description: 'Fractions and a short reading',
      examType: 'mathematics',
      difficulty: 'medium',
      duration: 30,
      grade: 'year-6',
      questions: [
        {
          question: 'What is 3/4 of 20?',
          type: 'multiple-choice',
          options: ['12', '15', '16', '18'],
          correctAnswer: 'B',
          category: 'Fractions',
        },
      ],
    },
    { title: 'Tuesday practice', description: '', duration: 30, instructions: '', settings: {} },
  ));
  adminApi = await signedInAdmin(system);
  studentApi = new Client(system);
  await studentApi.login(student.email, student.password);
});

/** A tab of `profile` carrying `api`'s session. */
async function tabAs(profile: BrowserProfile, api: ApiClient, viewport: Viewport): Promise<Page> {
  const [name, value] = api.cookieHeader.split(';')[0]!.split('=');
  await profile.context.addCookies([{ name: name!, value: value!, url: system.url }]);
  return profile.newPage(viewport);
}

const findings: (AxeFinding & { where: string })[] = [];
let views = 0;
const rules = new Set<string>();

async function check(page: Page, where: string): Promise<void> {
  await page.waitForLoadState('networkidle');
  await transitionsDone(page);
  const { findings: found, rulesApplied } = await axeCheck(page);
  views += 1;
  rulesApplied.forEach((rule) => rules.add(rule));
  findings.push(...found.map((finding) => ({ ...finding, where })));
}

/** The findings on pages whose label starts with `who`, one line each. */
const findingsOf = (who: string) =>
  findings
    .filter((finding) => finding.where.startsWith(`${who} `))
    .map((finding) => `${finding.rule} on ${finding.where} at ${finding.target}: ${finding.summary}`);

describe('axe-core on every screen', () => {
  for (const [role, api] of [
    ['admin', () => adminApi],
    ['tutor', () => tutorApi],
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
    // 2 console roles' pages and 7 learner pages, each at two widths
    expect(views).toBeGreaterThanOrEqual(40);
    expect(rules.size).toBeGreaterThan(20);
    console.log(
      `axe-core: ${views} page views, ${rules.size} WCAG A/AA rules applied, ${findings.length} violations`,
    );
    expect(findings).toEqual([]);
  });
});
