import type { Page } from 'playwright-core';
import { SCREEN_TIMEOUT_MS } from './ui';

/**
 * Waits until no CSS transition is running on the page (e.g. an MUI Collapse opening a form).
 * While a Collapse grows it clips its content with `overflow: hidden`; a click on a button still
 * inside the clipped part makes playwright scroll that box, and the press and release can then land
 * on different elements (no click). Transitions always end, so this never waits for a spinner.
 */
export async function transitionsDone(page: Page, timeout = SCREEN_TIMEOUT_MS): Promise<void> {
  await page.waitForFunction(
    () =>
      document
        .getAnimations()
        .filter((animation) => animation instanceof CSSTransition)
        .every((animation) => animation.playState !== 'running'),
    undefined,
    { timeout, polling: 'raf' },
  );
}
