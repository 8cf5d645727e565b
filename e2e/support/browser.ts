import fs from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { repoRoot } from './server';

/** Debian's chromium; the suites never download a browser. */
export const CHROMIUM_PATH = '/usr/bin/chromium';

const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-quic',
  '--no-first-run',
  '--disable-component-update',
  '--disable-sync',
];

/** How long a click, fill or wait may take before the step fails. */
export const ACTION_TIMEOUT_MS = 10_000;

export const screenshotDir = path.join(repoRoot, 'test-results');

export interface Viewport {
  width: number;
  height: number;
}

export const PHONE: Viewport = { width: 375, height: 812 };
export const DESKTOP: Viewport = { width: 1440, height: 900 };
/** The account journeys' sizes: a laptop and a large phone (iPhone 12–15). */
export const LAPTOP: Viewport = { width: 1280, height: 800 };
export const PHONE_LARGE: Viewport = { width: 390, height: 844 };

export interface BrowserProfile {
  context: BrowserContext;
  /** A new tab of the given size; uncaught page errors are collected in the session's `errors`. */
  newPage: (viewport: Viewport) => Promise<Page>;
  close: () => Promise<void>;
}

export interface ProfileOptions {
  /**
   * Stores a cookie choice ("Reject All") in localStorage before any page loads, so the cookie
   * banner stays away; for journeys that are not about the banner.
   */
  cookieChoiceMade?: boolean;
}

export interface BrowserSession extends BrowserProfile {
  /**
   * Another profile (its own cookies and storage, like a second person's device); it is closed
   * with the session.
   */
  newProfile: (options?: ProfileOptions) => Promise<BrowserProfile>;
  /** Uncaught exceptions and console errors of every page opened through any `newPage`. */
  errors: string[];
}

/** What the cookie banner stores after "Reject All" (ui-shared cookieConsentStorage, version "1.0"). */
const COOKIES_REJECTED = JSON.stringify({
  timestamp: new Date().toISOString(),
  preferences: { essential: true, analytics: false, marketing: false },
  version: '1.0',
});

/**
 * One chromium; the default profile and every `newProfile()` are fresh, throw-away contexts, so no
 * state leaks between runs or between the people of one test.
 */
export async function launchBrowser(): Promise<BrowserSession> {
  if (!fs.existsSync(CHROMIUM_PATH)) {
    throw new Error(`${CHROMIUM_PATH} is missing: install it with \`apt-get install -y chromium\``);
  }
  const browser: Browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: CHROMIUM_ARGS,
  });
  const errors: string[] = [];

  const openProfile = async (options: ProfileOptions = {}): Promise<BrowserProfile> => {
    const context = await browser.newContext({
      locale: 'en-GB',
      timezoneId: 'Europe/London',
      reducedMotion: 'reduce',
      viewport: DESKTOP,
      acceptDownloads: true,
    });
    if (options.cookieChoiceMade) {
      await context.addInitScript((record: string) => {
        if (!window.localStorage.getItem('cookie-consent')) {
          window.localStorage.setItem('cookie-consent', record);
        }
      }, COOKIES_REJECTED);
    }
    const newPage = async (viewport: Viewport) => {
      const page = await context.newPage();
      await page.setViewportSize(viewport);
      // a step that cannot happen fails in seconds, not after the test's whole budget
      page.setDefaultTimeout(ACTION_TIMEOUT_MS);
      page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
      page.on('console', (message) => {
        if (message.type() === 'error') {
          errors.push(`console: ${message.text()} (${message.location().url})`);
        }
      });
      return page;
    };
    return { context, newPage, close: () => context.close() };
  };

  const main = await openProfile();
  const close = async () => {
    await browser.close();
  };
  return { ...main, newProfile: openProfile, errors, close };
}

/**
 * PNG under test-results/, e.g. `learner-home-phone` → test-results/learner-home-phone.png; the
 * full page unless `fullPage: false` (to show what is in view, e.g. a focused element).
 */
export async function screenshot(
  page: Page,
  name: string,
  options: { fullPage?: boolean } = {},
): Promise<string> {
  fs.mkdirSync(screenshotDir, { recursive: true });
  const file = path.join(screenshotDir, `${name}.png`);
  await page.screenshot({ path: file, fullPage: options.fullPage ?? true, animations: 'disabled' });
  return file;
}
