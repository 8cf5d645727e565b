import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type BrowserContext, type Page } from 'playwright-core';
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

export const screenshotDir = path.join(repoRoot, 'test-results');

export interface Viewport {
  width: number;
  height: number;
}

export const PHONE: Viewport = { width: 375, height: 812 };
export const DESKTOP: Viewport = { width: 1440, height: 900 };

export interface BrowserSession {
  context: BrowserContext;
  /** A new tab of the given size; uncaught page errors are collected in `errors`. */
  newPage: (viewport: Viewport) => Promise<Page>;
  /** Uncaught exceptions and console errors of every page opened through `newPage`. */
  errors: string[];
  close: () => Promise<void>;
}

/** One chromium with a fresh, throw-away profile, so no state leaks between runs. */
export async function launchBrowser(): Promise<BrowserSession> {
  if (!fs.existsSync(CHROMIUM_PATH)) {
    throw new Error(`${CHROMIUM_PATH} is missing: install it with \`apt-get install -y chromium\``);
  }
  const userDataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-e2e-chromium-'));
  const context = await chromium.launchPersistentContext(userDataDir, {
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: CHROMIUM_ARGS,
    locale: 'en-GB',
    timezoneId: 'Europe/London',
    reducedMotion: 'reduce',
    viewport: DESKTOP,
  });
  const errors: string[] = [];

  const newPage = async (viewport: Viewport) => {
    const page = await context.newPage();
    await page.setViewportSize(viewport);
    page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
    page.on('console', (message) => {
      if (message.type() === 'error') {
        errors.push(`console: ${message.text()}`);
      }
    });
    return page;
  };

  const close = async () => {
    await context.close();
    fs.rmSync(userDataDir, { recursive: true, force: true });
  };

  // The persistent context opens one blank tab; tests use their own.
  await Promise.all(context.pages().map((page) => page.close()));
  return { context, newPage, errors, close };
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
