import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';

/**
 * Keyboard-only journeys (issue 19 item 2): the person moves with Tab / Shift+Tab and acts with
 * Enter, Space, arrows and Escape; nothing here clicks. Each step checks where the focus is, as a
 * person sees it by its ring, and what the step did.
 */

/** The element that has the focus, for assertions (`:focus` follows the focus into shadow-free DOM). */
export function focused(page: Page): Locator {
  return page.locator(':focus');
}

/** Whether `target` holds the focus now. */
export async function hasFocus(target: Locator): Promise<boolean> {
  return target.evaluate((element) => element === document.activeElement).catch(() => false);
}

/** Whether the focus is on `container` or inside it. */
export async function focusWithin(container: Locator): Promise<boolean> {
  return container.evaluate((element) => element.contains(document.activeElement)).catch(() => false);
}

/** "button "Next"" — the focused element as a screen reader would name it, for failure messages. */
export async function describeFocus(page: Page): Promise<string> {
  return page.evaluate(() => {
    const element = document.activeElement;
    if (!element || element === document.body) {
      return 'nothing (the page body)';
    }
    const role = element.getAttribute('role') ?? element.tagName.toLowerCase();
    const label =
      element.getAttribute('aria-label') ??
      (element.getAttribute('aria-labelledby')
        ? document.getElementById(element.getAttribute('aria-labelledby') ?? '')?.textContent
        : null) ??
      (element as HTMLInputElement).labels?.[0]?.textContent ??
      element.textContent ??
      '';
    return `${role} "${label.trim().slice(0, 60)}"`;
  });
}

/**
 * Presses Tab (or Shift+Tab) until `target` has the focus, at most `max` times; fails naming where
 * the focus went when it never arrives (an unreachable control or a trap). Answers the presses.
 */
export async function tabTo(
  page: Page,
  target: Locator,
  options: { backwards?: boolean; max?: number } = {},
): Promise<number> {
  const max = options.max ?? 30;
  const key = options.backwards ? 'Shift+Tab' : 'Tab';
  const path: string[] = [];
  for (let presses = 0; presses <= max; presses += 1) {
    if (await hasFocus(target)) {
      return presses;
    }
    await page.keyboard.press(key);
    path.push(await describeFocus(page));
  }
  throw new Error(`${key} ×${max} never reached ${String(target)}; the focus went: ${path.join(' → ')}`);
}

/**
 * The focused element shows a focus ring a sighted keyboard user can see (WCAG 2.4.7): an outline
 * or a box shadow on it or on the control it is part of (a radio's hidden input shows the ring on
 * its round button), drawn by an element that is itself visible, or a text field's outline or
 * underline drawn 2 px thick in the focus colour.
 */
export async function expectFocusRing(page: Page): Promise<void> {
  await expect.poll(() => missingFocusRing(page), { timeout: 2_000 }).toBeNull();
}

/** null when the focused element shows its ring (see `expectFocusRing`), else the element. */
async function missingFocusRing(page: Page): Promise<string | null> {
  return page.evaluate(() => {
    // a text field shows its focus by its outline turning thick and coloured (MUI's outlined input) …
    const field = document.activeElement?.closest('.Mui-focused');
    const border = field?.querySelector(':scope > .MuiOutlinedInput-notchedOutline');
    if (border && parseFloat(getComputedStyle(border).borderTopWidth) >= 2) {
      return null;
    }
    // … or the filled input's underline drawn 2 px thick (react-admin's filled fields)
    const underline = field?.classList.contains('MuiFilledInput-root')
      ? getComputedStyle(field, '::after')
      : null;
    if (
      underline &&
      parseFloat(underline.borderBottomWidth) >= 2 &&
      underline.transform !== 'matrix(0, 0, 0, 1, 0, 0)'
    ) {
      return null;
    }
    let element: Element | null = document.activeElement;
    for (let depth = 0; element && element !== document.body && depth < 3; depth += 1) {
      const style = getComputedStyle(element);
      const outlined = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 2;
      const shadowed = style.boxShadow !== 'none' && element.classList.contains('Mui-focusVisible');
      if ((outlined || shadowed) && parseFloat(style.opacity) > 0) {
        const box = element.getBoundingClientRect();
        if (box.width > 0 && box.height > 0) {
          return null;
        }
      }
      element = element.parentElement;
    }
    const active = document.activeElement;
    return `no visible focus ring on ${active ? active.outerHTML.slice(0, 160) : 'any element'}`;
  });
}

/** Waits until `target` has the focus (after a dialog closes, a page changes …). */
export async function expectFocusOn(page: Page, target: Locator, timeout = 5_000): Promise<void> {
  await expect
    .poll(async () => ((await hasFocus(target)) ? 'focused' : await describeFocus(page)), { timeout })
    .toBe('focused');
}

/** Waits until the focus is on `container` or inside it (a dialog takes the focus when it opens). */
export async function expectFocusWithin(page: Page, container: Locator, timeout = 5_000): Promise<void> {
  await expect
    .poll(async () => ((await focusWithin(container)) ? 'inside' : await describeFocus(page)), { timeout })
    .toBe('inside');
}
