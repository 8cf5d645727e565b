import { afterAll, beforeAll } from 'vitest';
import { ADMIN_ENV } from './api';
import { launchBrowser, type BrowserSession } from './browser';
import { startSystem, type RunningSystem, type StartSystemOptions } from './server';

/** What every browser test file stands on: the running system and the chromium its people use. */
export interface Journey {
  system: RunningSystem;
  browser: BrowserSession;
}

/**
 * One real system (with the first administrator unless `options` say otherwise) and one chromium
 * for the test file that calls this at its top: started before its tests, stopped after them.
 * The two objects are filled in by the first before-hook, so the file's own `beforeAll` (registered
 * after this call; vitest runs before-hooks in that order) and its tests can use them directly.
 */
export function useJourney(options: StartSystemOptions = { env: ADMIN_ENV }): Journey {
  const system = {} as RunningSystem;
  const browser = {} as BrowserSession;
  beforeAll(async () => {
    Object.assign(system, await startSystem(options));
    Object.assign(browser, await launchBrowser());
  });
  afterAll(async () => {
    await browser.close?.();
    await system.stop?.();
  });
  return { system, browser };
}
