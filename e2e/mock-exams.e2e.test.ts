import fs from 'node:fs';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MOCK_MESSAGES, PRACTICE_SET_MESSAGES } from '@portal/contracts';
import { studentClient } from '../system/src/testing/people';
import { learnerMenu } from './support/learner';
import { axeLedger, axeSummary } from './support/axe';
import { LAPTOP, PHONE_LARGE, launchBrowser, screenshot, type BrowserSession } from './support/browser';
import {
  carrySession,
  restrictAnalytics,
  sitMock,
  startMockJourney,
  type MockJourney,
} from './support/mocks';
import { hasHorizontalOverflow, visible } from './support/ui';

// Issue 20, the mock exam screens. 32 children sit a two-paper "Autumn mock" (target 121) and a
// one-paper "Spring mock"; one child has no date of birth, one restricts the use of their data for
// analytics. Their tutor reads the mock list, the results with the SAS histogram and its target
// line, sorts by the combined SAS, opens a child's breakdown and downloads the CSV; the parent of
// the first child reads their child's scores with the explanation and the trend across the two
// mocks, on a laptop and on a phone; the child reads their own on My Progress. axe-core on each view.

const COHORT = 32;
const NO_BIRTH_DATE = 2;
const RESTRICTED = 1;

let journey: MockJourney;
let browser: BrowserSession;
const axe = axeLedger();

const check = async (page: Page, where: string) => {
  const findings = await axe.check(page, where);
  expect(findings, JSON.stringify(findings, null, 2)).toEqual([]);
};

beforeAll(async () => {
  journey = await startMockJourney(COHORT, { withoutBirthDate: [NO_BIRTH_DATE] });
  // the autumn mock three days ago, the spring mock today: the trend reads left to right
  await sitMock(journey, {
    name: 'Autumn mock',
    targetScore: 121,
    satMinutesAgo: -3 * 24 * 60,
    papers: [
      { title: 'English paper', marks: (i) => (i * 3) % 11 },
      { title: 'Maths paper', marks: (i) => (i * 7 + 2) % 11 },
    ],
  });
  await sitMock(journey, {
    name: 'Spring mock',
    targetScore: 121,
    satMinutesAgo: -20,
    papers: [{ title: 'Reasoning paper', marks: (i) => (i * 5 + 4) % 11 }],
  });
  await restrictAnalytics(journey, journey.children[RESTRICTED]!);
  // every window closed: the results are final and released to the families
  journey.advance(2 * 60 * 60_000);
  browser = await launchBrowser();
}, 300_000);

afterAll(async () => {
  await browser?.close();
  await journey?.stop();
});

const nameOf = (i: number) => `${journey.children[i]!.form.firstName} ${journey.children[i]!.form.lastName}`;

describe('the tutor’s mock exams', () => {
  let tab: Page;

  beforeAll(async () => {
    const profile = await browser.newProfile({ cookieChoiceMade: true });
    await carrySession(profile.context, journey.tutor, journey.t.url);
    tab = await profile.newPage(LAPTOP);
  });

  it('lists the mocks with their papers, students, target and state, from the menu', async () => {
    await tab.goto(`${journey.t.url}/admin/`);
    await tab
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('menuitem', { name: 'Mock Exams' })
      .click();
    await visible(tab.getByRole('heading', { name: 'Mock Exams', level: 1 }));
    const autumn = tab.getByRole('link', { name: 'Autumn mock' });
    await visible(autumn);
    await visible(tab.getByRole('link', { name: 'Spring mock' }));
    const row = tab.getByRole('row').filter({ has: autumn });
    await expect(row.textContent()).resolves.toMatch(/2 papers: English paper, Maths paper.*32.*121.*Closed/);
    await screenshot(tab, 'mock-exams-list-tutor');
    await check(tab, 'tutor mock list 1280px');
  });

  it('opens a mock: the histogram with the target line, the table, no provisional alert once closed', async () => {
    await tab.getByRole('link', { name: 'Autumn mock' }).click();
    await visible(tab.getByRole('heading', { name: 'Autumn mock', level: 1 }));
    const histogram = tab.getByRole('region', { name: 'Spread of standardised scores' });
    await visible(histogram);
    await visible(histogram.locator('[data-testid="target-line"]'));
    await expect(histogram.locator('[data-testid="target-line"]').textContent()).resolves.toBe('Target 121');
    // the bars' figures for screen readers: the cohort less the restricted child
    const listed = await histogram.locator('li').allTextContents();
    const counted = listed.reduce((sum, line) => sum + Number(/(\d+) child/.exec(line)?.[1] ?? 0), 0);
    expect(counted).toBe(COHORT - 1);
    expect(listed.some((line) => line.includes('the target, 121, is in this range'))).toBe(true);
    expect(await tab.getByText(MOCK_MESSAGES.provisional).count()).toBe(0);
    const table = tab.getByRole('table', { name: 'Results' });
    await visible(table);
    await expect(table.getByRole('row').count()).resolves.toBe(COHORT + 2);
    await visible(table.getByText(MOCK_MESSAGES.restricted));
    await visible(
      table
        .getByRole('row')
        .filter({ hasText: nameOf(NO_BIRTH_DATE) })
        .getByText(MOCK_MESSAGES.noDateOfBirth),
    );
    await screenshot(tab, 'mock-exam-results-tutor');
    await check(tab, 'tutor mock results 1280px');
  });

  it('sorts by the combined SAS, highest first, then the other way', async () => {
    const table = tab.getByRole('table', { name: 'Results' });
    const header = table.getByRole('columnheader', { name: 'Combined SAS' });
    await header.getByRole('button').click();
    await expect(header.getAttribute('aria-sort')).resolves.toBe('descending');
    // two papers of three figures each, then the combined SAS: the seventh figure of a row
    const combined = async () =>
      (
        await table
          .locator('tbody tr')
          .evaluateAll((rows) => rows.map((row) => row.querySelectorAll('td')[6]?.textContent ?? ''))
      )
        .filter((text) => /^\d+$/.test(text))
        .map(Number);
    const descending = await combined();
    expect(descending).toHaveLength(COHORT - 1);
    expect(descending).toEqual([...descending].sort((a, b) => b - a));
    await header.getByRole('button').click();
    await expect(header.getAttribute('aria-sort')).resolves.toBe('ascending');
    const ascending = await combined();
    expect(ascending).toEqual([...ascending].sort((a, b) => a - b));
    await header.getByRole('button').click();
    await screenshot(tab, 'mock-exam-results-sorted', { fullPage: false });
  });

  it("opens a child's breakdown paper by paper, by keyboard too", async () => {
    const child = nameOf(NO_BIRTH_DATE);
    const button = tab.getByRole('table', { name: 'Results' }).getByRole('button', { name: child });
    await button.focus();
    await tab.keyboard.press('Enter');
    const dialog = tab.getByRole('dialog', { name: child });
    await visible(dialog);
    for (const heading of ['Combined', 'English paper', 'Maths paper']) {
      await visible(dialog.getByRole('heading', { name: heading }));
    }
    expect(await dialog.getByText('Age at sitting', { exact: true }).count()).toBe(2);
    expect(await dialog.getByText('Make-up', { exact: true }).count()).toBe(2);
    expect(await dialog.getByText(MOCK_MESSAGES.noDateOfBirth).count()).toBe(2);
    await visible(
      dialog.getByText(/SAS points (above|below) the target of 121|Exactly on the target of 121/),
    );
    await screenshot(tab, 'mock-exam-breakdown-tutor', { fullPage: false });
    await check(tab, 'tutor mock breakdown 1280px');
    await tab.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    // the figures of another child: their marks, SAS and age in months
    await tab
      .getByRole('table', { name: 'Results' })
      .getByRole('button', { name: nameOf(5) })
      .click();
    const other = tab.getByRole('dialog', { name: nameOf(5) });
    await visible(other.getByText(/\(\d+ months\)/).first());
    await other.getByRole('button', { name: 'Close' }).first().click();
    await other.waitFor({ state: 'hidden' });
  });

  it('downloads the results as CSV, a row per child', async () => {
    const [download] = await Promise.all([
      tab.waitForEvent('download'),
      tab.getByRole('button', { name: 'Download CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('mock-autumn-mock-results.csv');
    const file = await download.path();
    const lines = fs.readFileSync(file, 'utf8').trim().split('\r\n');
    expect(lines[0]).toMatch(
      /^Student,English paper marks,English paper SAS,.*Combined SAS,.*Target,Against target,Distance$/,
    );
    expect(lines).toHaveLength(COHORT + 1);
    expect(lines.some((line) => line.startsWith(`${nameOf(RESTRICTED)},restricted`))).toBe(true);
  });

  it('at phone width the table scrolls on its own and the page does not', async () => {
    const phone = await (async () => {
      const profile = await browser.newProfile({ cookieChoiceMade: true });
      await carrySession(profile.context, journey.tutor, journey.t.url);
      return profile.newPage(PHONE_LARGE);
    })();
    await phone.goto(tab.url());
    const table = phone.getByRole('table', { name: 'Results' });
    await visible(table);
    expect(await hasHorizontalOverflow(phone)).toBe(false);
    const region = phone.getByRole('region', { name: 'Results' }).last();
    const scrolls = await region.evaluate((element) => element.scrollWidth > element.clientWidth);
    expect(scrolls).toBe(true);
    await screenshot(phone, 'mock-exam-results-tutor-phone');
    await check(phone, 'tutor mock results 390px');
  });
});

describe('the parent’s mock exam scores', () => {
  const open = async (width: typeof LAPTOP) => {
    const profile = await browser.newProfile({ cookieChoiceMade: true });
    await carrySession(profile.context, journey.parent, journey.t.url);
    const page = await profile.newPage(width);
    await page.goto(`${journey.t.url}/admin/mock-scores`);
    await visible(page.getByRole('heading', { name: 'Mock Exam Scores', level: 1 }));
    return page;
  };

  it('shows the child’s SAS per paper and combined with the explanation, the target and the trend of two mocks', async () => {
    const page = await open(LAPTOP);
    await visible(page.getByText(MOCK_MESSAGES.explanationParent));
    const autumn = page.getByRole('listitem', { name: 'Autumn mock' });
    await visible(autumn);
    await visible(autumn.getByText(/^SAS \d+$/));
    await visible(autumn.getByText(/^English paper$/));
    await visible(autumn.getByText(/SAS \d+ · \d+(st|nd|rd|th) percentile/).first());
    await visible(autumn.getByText(/the target of 121/));
    await visible(page.getByRole('listitem', { name: 'Spring mock' }));
    const trend = page.getByRole('region', { name: 'Trend across mocks' });
    await visible(trend.getByTestId('mock-trend-chart'));
    await expect(trend.locator('li').count()).resolves.toBe(2);
    const chartText = await trend.getByTestId('mock-trend-chart').textContent();
    expect(chartText).toContain('Average 100');
    expect(chartText).toContain('Target 121');
    // nobody else's name on the page
    const text = (await page.locator('body').textContent()) ?? '';
    for (const i of [1, 3, 4, 5]) {
      expect(text).not.toContain(nameOf(i));
    }
    await screenshot(page, 'mock-scores-parent');
    await check(page, 'parent mock scores 1280px');
  });

  it('reads at phone width without sideways scrolling', async () => {
    const page = await open(PHONE_LARGE);
    await visible(page.getByText(MOCK_MESSAGES.explanationParent));
    await visible(page.getByRole('region', { name: 'Trend across mocks' }).getByTestId('mock-trend-chart'));
    expect(await hasHorizontalOverflow(page)).toBe(false);
    await screenshot(page, 'mock-scores-parent-phone');
    await check(page, 'parent mock scores 390px');
  });
});

describe('the child’s own mock scores on My Progress', () => {
  let client: Awaited<ReturnType<typeof studentClient>>;

  beforeAll(async () => {
    const child = journey.children[0]!;
    client = await studentClient(journey.t.url, child.form.email, child.temporaryPassword);
  });

  const open = async (width: typeof LAPTOP) => {
    const profile = await browser.newProfile({ cookieChoiceMade: true });
    await carrySession(profile.context, client, journey.t.url);
    const page = await profile.newPage(width);
    await page.goto(`${journey.t.url}/`);
    if (width === PHONE_LARGE) {
      await page.getByRole('button', { name: 'Open menu' }).click();
    }
    await learnerMenu(page, 'My Progress').click();
    await visible(page.getByRole('heading', { name: 'My mock exams' }));
    return page;
  };

  it('shows their SAS per mock in encouraging words, the explanation, the goal and the trend; nobody else', async () => {
    const page = await open(LAPTOP);
    const section = page.getByRole('region', { name: 'My mock exams' });
    await visible(section.getByText(MOCK_MESSAGES.explanation, { exact: false }));
    const autumn = section.getByRole('listitem', { name: 'Autumn mock' });
    await visible(autumn.getByTestId('overall-sas'));
    await visible(autumn.getByText(/(Outstanding|Great|Good) work|Keep going/));
    await visible(autumn.getByText(/goal of 121/));
    await visible(autumn.getByText(/^English paper: Score \d+$/));
    await visible(section.getByRole('listitem', { name: 'Spring mock' }));
    // the trend of the two mocks, with the average and the goal as lines
    await visible(section.getByText('Your scores across mocks'));
    await visible(section.locator('svg').first());
    const chartText = (await section.locator('.MuiChartsLegend-root').first().textContent()) ?? '';
    expect(chartText).toContain('Average (100)');
    expect(chartText).toContain('Your goal (121)');
    const text = (await section.textContent()) ?? '';
    expect(text).not.toMatch(/percentile|rank/i);
    for (const i of [1, 3, 4, 5]) {
      expect(text).not.toContain(nameOf(i));
    }
    await visible(page.getByRole('button', { name: 'Practise my weak topics' }));
    await screenshot(page, 'mock-scores-child');
    await check(page, 'child mock scores 1280px');
  });

  it('asks for a weak-topics set from My Progress and says kindly when the tutor has offered no papers', async () => {
    const page = await open(LAPTOP);
    await page.getByRole('button', { name: 'Practise my weak topics' }).click();
    await visible(page.getByRole('status').filter({ hasText: PRACTICE_SET_MESSAGES.noQuestions }));
  });

  it('reads at phone width without sideways scrolling', async () => {
    const page = await open(PHONE_LARGE);
    await visible(
      page
        .getByRole('region', { name: 'My mock exams' })
        .getByText(MOCK_MESSAGES.explanation, { exact: false }),
    );
    expect(await hasHorizontalOverflow(page)).toBe(false);
    await screenshot(page, 'mock-scores-child-phone');
    await check(page, 'child mock scores 390px');
  });

  it('axe summary', () => {
    for (const line of axeSummary('mock-exams', axe)) {
      console.log(line);
    }
    expect(axe.findings).toEqual([]);
  });
});
