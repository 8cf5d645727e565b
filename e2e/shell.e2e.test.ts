import type { Page, Route } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { ADMIN } from './support/api';
import { DESKTOP, PHONE, screenshot, type BrowserProfile } from './support/browser';
import { hasHorizontalOverflow, signInDialog, visible, openSignedIn } from './support/ui';
import { signedInAdmin } from './support/standing';
import { useJourney } from './support/journey';

// The two UI shells against the real system (embedded adapters, no demo data, one admin from
// ADMIN_EMAIL/ADMIN_PASSWORD). Signed out, both show the sign-in dialog that cannot be closed
// (spec 001 §2.2); the console's system status is for a signed-in admin.

const SUBJECTS = ['Mathematics', 'English', 'Verbal Reasoning', 'Non-Verbal Reasoning'];
const ADAPTER_CARDS = ['Event store', 'Message bus', 'Read models', 'Sessions'];

const { system, browser } = useJourney();
/** The admin's own browser profile: signed in once, cookie choice already made. */
let adminProfile: BrowserProfile;

beforeAll(async () => {
  // the first admin's required consents, as the consent form records them (the gate has its own test)
  await signedInAdmin(system);
  adminProfile = await browser.newProfile({ cookieChoiceMade: true });
});

async function open(path: string, viewport = DESKTOP): Promise<Page> {
  const page = await browser.newPage(viewport);
  await page.goto(`${system.url}${path}`);
  return page;
}

/** Holds requests to `pattern` until `release()`, or fails them while `fail` is set. */
function controlRequests(page: Page, pattern: string) {
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
    install: () => page.route(pattern, handler),
    release: () => releaseAll(),
    uninstall: () => page.unroute(pattern, handler),
  };
}

/** "solid 3px": the focused element's outline (MUI marks keyboard focus a moment after it moves). */
function focusOutline(page: Page): Promise<string> {
  return page.evaluate(() => {
    const element = document.activeElement;
    const style = element ? getComputedStyle(element) : null;
    return style ? `${style.outlineStyle} ${style.outlineWidth}` : '';
  });
}

describe('learner-ui shell', () => {
  it('shows the branded loading screen while it checks the session', async () => {
    const page = await browser.newPage(PHONE);
    const me = controlRequests(page, '**/api/auth/me');
    me.state.hold = true;
    await me.install();
    await page.goto(`${system.url}/`);

    const loading = page.getByRole('status');
    await visible(loading.getByText('Checking authentication status'));
    expect(await loading.getByText('11+ Portal').count()).toBe(1);
    await screenshot(page, 'learner-loading-phone');

    me.release();
    await visible(signInDialog(page));
    await me.uninstall();
    await page.close();
  });

  it('signed out at phone width: only the sign-in dialog, full screen, over the landing page', async () => {
    const page = await open('/', PHONE);
    const dialog = signInDialog(page);
    await visible(dialog);
    expect(await dialog.getByText('Sign in to carry on practising.').count()).toBe(1);
    expect(await dialog.getByRole('textbox', { name: 'Email', exact: true }).count()).toBe(1);
    expect(await dialog.getByRole('button', { name: 'Create an account' }).count()).toBe(1);
    const box = await dialog.boundingBox();
    expect(box?.width).toBe(PHONE.width); // full screen on a phone

    // The landing page is rendered behind it but hidden from assistive technology (aria-hidden).
    const heading = page.getByRole('heading', { level: 1, includeHidden: true });
    expect(await heading.first().textContent()).toContain('11+');
    expect(await page.getByRole('heading', { level: 1 }).count()).toBe(0);
    for (const subject of SUBJECTS) {
      expect(
        await page.getByRole('article', { name: subject, exact: true, includeHidden: true }).count(),
      ).toBe(1);
    }
    const footer = page.getByRole('contentinfo', { includeHidden: true });
    expect(
      await footer.getByRole('link', { name: 'Privacy Policy', includeHidden: true }).getAttribute('href'),
    ).toBe('/privacy-policy');
    expect(
      await footer.getByRole('link', { name: 'Terms of Service', includeHidden: true }).getAttribute('href'),
    ).toBe('/terms-of-service');
    expect(await hasHorizontalOverflow(page)).toBe(false);

    await screenshot(page, 'learner-signin-phone', { fullPage: false });
    await page.close();
  });

  it('on a desktop the dialog sits over the landing page, subjects in one row', async () => {
    const page = await open('/', DESKTOP);
    const dialog = signInDialog(page);
    await visible(dialog);
    expect((await dialog.boundingBox())?.width).toBeLessThan(600);
    const tops = await Promise.all(
      SUBJECTS.map(
        async (subject) =>
          (await page.getByRole('article', { name: subject, exact: true, includeHidden: true }).boundingBox())
            ?.y,
      ),
    );
    expect(new Set(tops).size).toBe(1);
    expect(await hasHorizontalOverflow(page)).toBe(false);
    await screenshot(page, 'learner-signin-desktop', { fullPage: false });
    await page.close();
  });

  it('is keyboard usable: focus starts in Email, stays in the dialog, with a visible focus ring', async () => {
    const page = await open('/', PHONE);
    const dialog = signInDialog(page);
    await visible(dialog);
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('type'))).toBe('email');

    const visited: string[] = [];
    let reached = false;
    for (let step = 0; step < 12 && !reached; step += 1) {
      await page.keyboard.press('Tab');
      const focused = await page.evaluate(() => {
        const element = document.activeElement as HTMLElement | null;
        return {
          text:
            element?.getAttribute('aria-label') ??
            ((element as HTMLInputElement | null)?.labels?.[0]?.textContent?.trim() ||
              element?.textContent?.trim() ||
              ''),
          inDialog: Boolean(element?.closest('[role="dialog"]')),
        };
      });
      visited.push(focused.text);
      expect(focused.inDialog, `focus left the dialog at ${focused.text}`).toBe(true);
      if (focused.text === 'Sign in') {
        // the theme's ring, not the browser's default being suppressed
        await expect.poll(() => focusOutline(page)).toMatch(/^solid [1-9]/);
      }
      if (focused.text === 'Create an account') {
        reached = true;
        // MUI's text-link buttons keep chromium's own ring ('auto'): visible, if not the theme's
        await expect.poll(() => focusOutline(page)).toMatch(/^(solid|auto) [1-9]/);
      }
    }
    expect(reached, `tab order: ${visited.join(' → ')}`).toBe(true);
    expect(visited).toEqual([
      'Password',
      'Show password',
      'Remember me',
      'Forgot password?',
      'Sign in',
      'Create an account',
    ]);
    await screenshot(page, 'learner-create-account-focused-phone', { fullPage: false });

    await page.keyboard.press('Enter');
    await visible(page.getByRole('dialog', { name: 'Create your account' }));
    await page.close();
  });

  it('says when the server is unreachable and recovers on Retry', async () => {
    const page = await browser.newPage(PHONE);
    const me = controlRequests(page, '**/api/auth/me');
    me.state.fail = true;
    await me.install();
    await page.goto(`${system.url}/`);

    const alert = page.getByRole('alert');
    await visible(alert.getByText('Unable to connect to server'));
    expect(await hasHorizontalOverflow(page)).toBe(false);
    await screenshot(page, 'learner-error-phone');

    me.state.fail = false;
    await alert.getByRole('button', { name: 'Retry' }).click();
    await visible(signInDialog(page));
    await me.uninstall();
    await page.close();
  });
});

describe('admin-ui shell', () => {
  it('signed out, the console shows its own sign-in dialog', async () => {
    const page = await open('/admin/', DESKTOP);
    const dialog = signInDialog(page);
    await visible(dialog);
    expect(await dialog.getByText('Sign in to the staff and parent console.').count()).toBe(1);
    await page.close();
  });

  it('an admin signs in and sees the system status from /api/health', async () => {
    const expected = (await (await fetch(`${system.url}/api/health`)).json()) as {
      projections: { name: string }[];
    };
    const page = await openSignedIn(adminProfile, DESKTOP, `${system.url}/admin/system-status`, ADMIN);
    await visible(page.getByRole('heading', { name: 'System status', level: 1 }));
    expect(page.url()).toBe(`${system.url}/admin/system-status`);
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

  it("the admin's dashboard embeds the status under a welcome", async () => {
    const page = await adminProfile.newPage(DESKTOP);
    await page.goto(`${system.url}/admin/`);
    await visible(page.getByRole('heading', { name: 'Welcome back, Platform', level: 1 }));
    await visible(page.getByRole('heading', { name: 'System status', level: 2 }));
    const menu = page.getByRole('navigation', { name: 'Main navigation' });
    for (const label of ['Dashboard', 'Tutors', 'Compliance Officers', 'System Status']) {
      await visible(menu.getByRole('menuitem', { name: label, exact: true }));
    }
    await page.close();
  });

  it('fits a phone and keeps real paths under /admin/ on reload', async () => {
    const page = await adminProfile.newPage(PHONE);
    await page.goto(`${system.url}/admin/system-status`);
    await visible(page.getByRole('heading', { name: 'System status', level: 1 }));
    await visible(page.getByRole('article', { name: 'Event store' }));
    await page.reload();
    await visible(page.getByRole('heading', { name: 'System status', level: 1 }));
    expect(page.url()).toBe(`${system.url}/admin/system-status`);
    expect(await hasHorizontalOverflow(page)).toBe(false);
    await screenshot(page, 'admin-status-phone');
    await page.close();
  });

  it('shows a skeleton while loading, an error with Retry, and recovers', async () => {
    const page = await adminProfile.newPage(DESKTOP);
    const health = controlRequests(page, '**/api/health');
    health.state.hold = true;
    await health.install();
    await page.goto(`${system.url}/admin/system-status`);
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
    // Failed requests (forced above, or 401 from /api/auth/me while signed out) are logged by
    // chromium as console errors; nothing else may be.
    const unexpected = browser.errors.filter(
      (message) => !/Failed to load resource|ERR_CONNECTION_REFUSED/.test(message),
    );
    expect(unexpected).toEqual([]);
  });
});
