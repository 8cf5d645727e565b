import type { Locator, Page } from 'playwright-core';
import type { ApiClient, Person } from './api';
import type { BrowserProfile, Viewport } from './browser';

/** The longest a screen may take to appear (a first load builds the bundle's chunks). */
export const SCREEN_TIMEOUT_MS = 15_000;

export async function visible(locator: Locator, timeout = SCREEN_TIMEOUT_MS): Promise<void> {
  await locator.waitFor({ state: 'visible', timeout });
}

export async function hidden(locator: Locator, timeout = SCREEN_TIMEOUT_MS): Promise<void> {
  await locator.waitFor({ state: 'hidden', timeout });
}

export async function hasHorizontalOverflow(page: Page): Promise<boolean> {
  return page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
}

/** The sign-in dialog (ui-shared AuthModal), on `/` and on `/admin/`. */
export function signInDialog(page: Page): Locator {
  return page.getByRole('dialog', { name: 'Welcome back' });
}

/** Types the person's e-mail and password into the open sign-in dialog and presses Sign in. */
export async function signInThroughDialog(
  page: Page,
  person: Pick<Person, 'email' | 'password'>,
): Promise<void> {
  const dialog = signInDialog(page);
  await visible(dialog);
  await dialog.getByLabel('Email', { exact: true }).fill(person.email);
  await dialog.getByLabel('Password', { exact: true }).fill(person.password);
  await dialog.getByRole('button', { name: 'Sign in', exact: true }).click();
}

/** A new tab of `viewport` in `profile` at `url`, where `person` signs in through the dialog. */
export async function openSignedIn(
  profile: Pick<BrowserProfile, 'newPage'>,
  viewport: Viewport,
  url: string,
  person: Pick<Person, 'email' | 'password'>,
): Promise<Page> {
  const page = await profile.newPage(viewport);
  await page.goto(url);
  await signInThroughDialog(page, person);
  return page;
}

/**
 * Records what the consent gate asks of a new staff account (privacy policy, terms, essential
 * cookies), as the consent form would, so journeys about other screens start past the gate.
 */
export async function recordRequiredConsents(client: ApiClient): Promise<void> {
  for (const consentType of ['privacy_policy', 'terms_of_service', 'cookies_essential']) {
    const answer = await client.call('POST', '/compliance/consent', {
      consentType,
      consentGiven: true,
      source: 'consent_form',
    });
    if (answer.status !== 200 && answer.status !== 201) {
      throw new Error(`consent ${consentType}: ${answer.status} ${JSON.stringify(answer.body)}`);
    }
  }
}

/** The first setup form of the consent gate: accept the policy and terms, leave the rest off. */
export async function acceptConsentForm(page: Page): Promise<void> {
  const form = page.getByRole('form', { name: 'Privacy choices' });
  await visible(form);
  await form.getByRole('checkbox', { name: 'I accept the Privacy Policy' }).check();
  await form.getByRole('checkbox', { name: 'I accept the Terms of Service' }).check();
  await form.getByRole('button', { name: 'Save and continue' }).click();
  await hidden(form);
}

/**
 * A new tab of `viewport` in `profile` carrying the session `client` signed in with through the
 * API, for the system at `systemUrl`: a screen for someone whose sign-in is not the journey.
 */
export async function tabWithSession(
  profile: Pick<BrowserProfile, 'context' | 'newPage'>,
  client: ApiClient,
  viewport: Viewport,
  systemUrl: string,
): Promise<Page> {
  const [name, value] = client.cookieHeader.split(';')[0]!.split('=');
  await profile.context.addCookies([{ name: name!, value: value!, url: systemUrl }]);
  return profile.newPage(viewport);
}
