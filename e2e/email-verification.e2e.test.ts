import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { birthDateForAge, uniqueEmail, type Person } from './support/api';
import { LAPTOP, PHONE_LARGE, screenshot } from './support/browser';
import { readOutbox, waitForMailLink } from './support/mail';
import { useJourney } from './support/journey';
import { hasHorizontalOverflow, hidden, signInDialog, visible } from './support/ui';

// Issue 15, item 2: the sign-up's "verify your e-mail" step is real. A 17-year-old signs up on the
// learner app, is told to check their inbox, sees the notice (with a resend) until they press the
// button on the page the e-mailed link opens, and then gets in.

const { system, browser } = useJourney({});
let page: Page;

const student: Person = {
  firstName: 'Mary',
  lastName: 'Somerville',
  email: uniqueEmail('mary.student'),
  password: 'Somerville-1780!',
};

describe('a self-sign-up verifies its e-mail address', () => {
  it('signs up and is told to check the inbox, with the address the link went to', async () => {
    const device = await browser.newProfile({ cookieChoiceMade: true });
    page = await device.newPage(PHONE_LARGE);
    await page.goto(`${system.url}/`);
    await signInDialog(page).getByRole('button', { name: 'Create an account' }).click();
    const form = page.getByRole('form', { name: 'Create your account' });
    await visible(form);
    await form.getByLabel('First name', { exact: true }).fill(student.firstName);
    await form.getByLabel('Last name', { exact: true }).fill(student.lastName);
    await form.getByLabel('Email', { exact: true }).fill(student.email);
    await form.getByLabel('Password', { exact: true }).fill(student.password);
    await form.getByLabel('Confirm password', { exact: true }).fill(student.password);
    await form.getByRole('radio', { name: /^Student/ }).check();
    await form.getByRole('button', { name: 'Next' }).click();
    await form.getByLabel('Date of birth', { exact: true }).fill(birthDateForAge(17));
    await form.getByRole('button', { name: 'Next' }).click();
    await form.getByRole('checkbox', { name: 'I agree to the Terms of Service' }).check();
    await form.getByRole('checkbox', { name: 'I agree to the Privacy Policy' }).check();
    await form.getByRole('button', { name: 'Create account' }).click();

    const dialog = page.getByRole('dialog', { name: 'Create your account' });
    await visible(dialog.getByRole('heading', { name: 'Check your inbox' }));
    await visible(dialog.getByText(student.email));
    expect(await hasHorizontalOverflow(page)).toBe(false);
    await screenshot(page, 'signup-check-inbox-phone', { fullPage: false });

    const mails = readOutbox(system).filter((mail) => mail.to === student.email);
    expect(mails.map((mail) => mail.subject)).toEqual(['Verify your e-mail address for 11+ Portal']);
    await Promise.all([page.waitForEvent('load'), dialog.getByRole('button', { name: 'Continue' }).click()]);
  });

  it('until verified, the app shows only the notice; "I have verified" says not yet, and a resend too soon says why', async () => {
    await visible(page.getByRole('heading', { name: 'Verify your e-mail address', level: 1 }));
    expect(await page.getByRole('heading', { name: /Welcome back/ }).count()).toBe(0);
    await page.getByRole('button', { name: 'I have verified my e-mail' }).click();
    await visible(page.getByText(/^Not yet!/));
    await page.getByRole('button', { name: 'Send me a new link' }).click();
    await visible(
      page.getByText(/^We sent you a link a few minutes ago\. Please look in your inbox and spam folder/),
    );
    expect(await hasHorizontalOverflow(page)).toBe(false);
    await screenshot(page, 'verify-email-notice-phone');
  });

  it('the link opens a page with a button (opening it verifies nothing); the button verifies; the app then opens', async () => {
    const { path } = await waitForMailLink(system, student.email, /\/verify-email\/[\w-]+/);
    const tab = await (await browser.newProfile({ cookieChoiceMade: true })).newPage(LAPTOP);
    await tab.goto(`${system.url}${path}`);
    await visible(tab.getByRole('heading', { name: 'Verify your e-mail address', level: 1 }));
    await screenshot(tab, 'verify-email-page-desktop');
    await page.getByRole('button', { name: 'I have verified my e-mail' }).click();
    await visible(page.getByText(/^Not yet!/));

    await tab.getByRole('button', { name: 'Verify my e-mail address' }).click();
    await visible(tab.getByRole('heading', { name: 'E-mail address verified', level: 1 }));

    await page.getByRole('button', { name: 'I have verified my e-mail' }).click();
    await hidden(page.getByRole('heading', { name: 'Verify your e-mail address', level: 1 }));
    const me = await page.request.get(`${system.url}/api/auth/me`);
    expect(((await me.json()) as { user: { emailVerified: boolean } }).user.emailVerified).toBe(true);
    await screenshot(page, 'verified-student-in-phone');
  });
});
