import type { Locator, Page, Route } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, PHONE, launchBrowser, screenshot, type BrowserSession } from './support/browser';
import { startSystem, type RunningSystem } from './support/server';

// The two UI shells against the real system (embedded adapters, no demo data).

const SUBJECTS = ['Mathematics', 'English', 'Verbal Reasoning', 'Non-Verbal Reasoning'];
const ADAPTER_CARDS = ['Event store', 'Message bus', 'Read models', 'Sessions'];
const CONSOLE_LINK = 'Staff and parents: open the console';

let system: RunningSystem;
let browser: BrowserSession;

beforeAll(async () => {
  system = await startSystem();
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await system?.stop();
});

async function open(path: string, viewport = DESKTOP): Promise<Page> {
  const page = await browser.newPage(viewport);
  await page.goto(`${system.url}${path}`);
  return page;
}

async function visible(locator: Locator): Promise<void> {
  await locator.waitFor({ state: 'visible', timeout: 15_000 });
}

/** Holds /api/health requests until `release()`, or fails them while `fail` is set. */
function controlHealth(page: Page) {
  let releaseAll: () => void = () => undefined;
  const released = new Promise<void>((resolve) => {
    releaseAll = resolve;
  });
  const state = { hold: false, fail: false };
  const handler = async (route: Route) => {
    if (state.hold) {
      await released;
    }
    if (state.fail) {
      await route.abort('connectionrefused');
      return;
    }
    await route.continue();
  };
  return {
    state,
    install: () => page.route('**/api/health', handler),
    release: () => releaseAll(),
    uninstall: () => page.unroute('**/api/health', handler),
  };
}

async function hasHorizontalOverflow(page: Page): Promise<boolean> {
  return page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
}

describe('learner-ui shell', () => {
  it('shows the branded loading screen while it checks the server', async () => {
    const page = await browser.newPage(PHONE);
    const health = controlHealth(page);
    health.state.hold = true;
    await health.install();
    await page.goto(`${system.url}/`);

    const loading = page.getByRole('status');
    await visible(loading.getByText('Checking authentication status'));
    expect(await loading.getByText('11+ Portal').count()).toBe(1);
    await screenshot(page, 'learner-loading-phone');

    health.release();
    await visible(page.getByRole('heading', { level: 1 }));
    await page.close();
  });

  it('welcomes students at phone width with the four subjects', async () => {
    const page = await open('/', PHONE);
    const heading = page.getByRole('heading', { level: 1 });
    await visible(heading);
    expect(await heading.textContent()).toContain('11+');
    expect(await page.getByRole('banner').getByText('11+ Portal').count()).toBe(1);

    for (const subject of SUBJECTS) {
      await visible(page.getByRole('article', { name: subject, exact: true }));
      expect(await page.getByRole('heading', { name: subject, level: 3, exact: true }).count()).toBe(1);
    }
    expect(await hasHorizontalOverflow(page)).toBe(false);

    const footer = page.getByRole('contentinfo');
    expect(await footer.getByRole('link', { name: 'Privacy Policy' }).getAttribute('href')).toBe(
      '/privacy-policy',
    );
    expect(await footer.getByRole('link', { name: 'Terms of Service' }).getAttribute('href')).toBe(
      '/terms-of-service',
    );
    expect(await page.getByRole('link', { name: CONSOLE_LINK }).getAttribute('href')).toBe('/admin/');

    await screenshot(page, 'learner-home-phone');
    await page.close();
  });

  it('lays the subjects out in one row on a desktop', async () => {
    const page = await open('/', DESKTOP);
    await visible(page.getByRole('heading', { level: 1 }));
    const tops = await Promise.all(
      SUBJECTS.map(
        async (subject) => (await page.getByRole('article', { name: subject, exact: true }).boundingBox())?.y,
      ),
    );
    expect(new Set(tops).size).toBe(1);
    expect(await hasHorizontalOverflow(page)).toBe(false);
    await screenshot(page, 'learner-home-desktop');
    await page.close();
  });

  it('is keyboard usable: tabbing reaches the console link with a visible focus ring', async () => {
    const page = await open('/', PHONE);
    await visible(page.getByRole('heading', { level: 1 }));

    const visited: string[] = [];
    let reached = false;
    for (let step = 0; step < 20 && !reached; step += 1) {
      await page.keyboard.press('Tab');
      const focused = await page.evaluate(() => {
        const element = document.activeElement as HTMLElement | null;
        const style = element ? getComputedStyle(element) : null;
        return {
          text: element?.textContent?.trim() ?? '',
          outline: style ? `${style.outlineStyle} ${style.outlineWidth}` : '',
        };
      });
      visited.push(focused.text);
      if (focused.text === CONSOLE_LINK) {
        reached = true;
        // a real ring, not the browser's default being suppressed
        expect(focused.outline).toMatch(/^solid [1-9]/);
      }
    }
    expect(reached, `tab order: ${visited.join(' → ')}`).toBe(true);
    expect(visited[0]).toBe('Skip to main content');
    await screenshot(page, 'learner-console-link-focused-phone', { fullPage: false });

    await page.keyboard.press('Enter');
    await page.waitForURL(`${system.url}/admin/`);
    await visible(page.getByRole('heading', { name: 'System status', level: 1 }));
    await page.close();
  });

  it('says when the server is unreachable and recovers on Retry', async () => {
    const page = await browser.newPage(PHONE);
    const health = controlHealth(page);
    health.state.fail = true;
    await health.install();
    await page.goto(`${system.url}/`);

    const alert = page.getByRole('alert');
    await visible(alert.getByText('Unable to connect to server'));
    expect(await hasHorizontalOverflow(page)).toBe(false);
    await screenshot(page, 'learner-error-phone');

    health.state.fail = false;
    await alert.getByRole('button', { name: 'Retry' }).click();
    await visible(page.getByRole('article', { name: 'Mathematics' }));
    await health.uninstall();
    await page.close();
  });
});

describe('admin-ui shell', () => {
  it('shows the system status from /api/health', async () => {
    const expected = (await (await fetch(`${system.url}/api/health`)).json()) as {
      projections: { name: string }[];
    };
    const page = await open('/admin/', DESKTOP);
    await visible(page.getByRole('heading', { name: 'System status', level: 1 }));
    expect(await page.getByRole('banner').getByText('11+ Portal').count()).toBeGreaterThan(0);

    for (const name of ADAPTER_CARDS) {
      const card = page.getByRole('article', { name });
      await visible(card);
      expect(await card.textContent()).toContain('embedded');
    }
    await visible(page.getByText('All systems operational'));

    const table = page.getByRole('table', { name: 'Projections' });
    await visible(table);
    const headers = await table.getByRole('columnheader').allTextContents();
    expect(headers.join(' | ')).toMatch(/Projection.*Position.*Lag.*Status/);
    expect(expected.projections.length).toBeGreaterThan(0);
    expect(await table.locator('tbody tr').count()).toBe(expected.projections.length);
    for (const { name } of expected.projections) {
      expect(await table.getByRole('cell', { name, exact: true }).count()).toBe(1);
    }

    await screenshot(page, 'admin-status-desktop');
    await page.close();
  });

  it('fits a phone and keeps real paths under /admin/ on reload', async () => {
    const page = await open('/admin/system-status', PHONE);
    await visible(page.getByRole('heading', { name: 'System status', level: 1 }));
    await visible(page.getByRole('article', { name: 'Event store' }));
    expect(await hasHorizontalOverflow(page)).toBe(false);
    await screenshot(page, 'admin-status-phone');
    await page.close();
  });

  it('shows a skeleton while loading, an error with Retry, and recovers', async () => {
    const page = await browser.newPage(DESKTOP);
    const health = controlHealth(page);
    health.state.hold = true;
    await health.install();
    await page.goto(`${system.url}/admin/`);
    await visible(page.getByLabel('Loading system status'));
    await screenshot(page, 'admin-status-loading-desktop');

    health.state.fail = true;
    health.release();
    const alert = page.getByRole('alert');
    await visible(alert.getByText('Unable to connect to server'));
    await screenshot(page, 'admin-status-error-desktop');

    health.state.fail = false;
    await alert.getByRole('button', { name: 'Retry' }).click();
    await visible(page.getByRole('article', { name: 'Event store' }));
    await health.uninstall();
    await page.close();
  });

  it('raised no uncaught errors in either app', () => {
    // Failed requests we forced above are logged by chromium as console errors; nothing else may be.
    const unexpected = browser.errors.filter(
      (message) => !/Failed to load resource|ERR_CONNECTION_REFUSED/.test(message),
    );
    expect(unexpected).toEqual([]);
  });
});
