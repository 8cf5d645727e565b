import { readFile } from 'node:fs/promises';
import type { Download, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, ApiClient, birthDateForAge, registerViaApi, uniqueEmail, type Person } from './support/api';
import { LAPTOP, PHONE_LARGE, screenshot } from './support/browser';
import { waitForMailLink } from './support/mail';
import { verifyEmailViaOutbox } from './support/standing';
import {
  acceptConsentForm,
  hasHorizontalOverflow,
  hidden,
  signInDialog,
  signInThroughDialog,
  visible,
} from './support/ui';
import { useJourney } from './support/journey';

// The other people around an account (spec 001 §§2.1, 2.6, 2.9, 4; docs/PRIVACY.md): a child under
// 16 and the parent who confirms them by e-mail, the parent's console, which app each role lands
// in, a forgotten password, and the compliance officer's processing register.

const { system, browser } = useJourney();

const child: Person = {
  firstName: 'Noor',
  lastName: 'Haddad',
  email: uniqueEmail('noor.child'),
  password: 'Noor-practice-2026',
};
const parent: Person & { name: string } = {
  firstName: 'Samira',
  lastName: 'Haddad',
  name: 'Samira Haddad',
  email: uniqueEmail('samira.parent'),
  password: 'Samira-parent-2026',
};

/** A person's own device with the cookie choice already made (the banner has its own test). */
async function deviceTab(viewport = LAPTOP): Promise<Page> {
  const profile = await browser.newProfile({ cookieChoiceMade: true });
  return profile.newPage(viewport);
}

async function downloadedText(download: Download): Promise<string> {
  const file = await download.path();
  return readFile(file, 'utf8');
}

describe('a child under 16 waits for a parent to confirm by e-mail', () => {
  let childTab: Page;

  it('signs up with a parent on a phone and is told who was e-mailed', async () => {
    childTab = await deviceTab(PHONE_LARGE);
    await childTab.goto(`${system.url}/`);
    await signInDialog(childTab).getByRole('button', { name: 'Create an account' }).click();
    const form = childTab.getByRole('form', { name: 'Create your account' });
    await visible(form);
    await form.getByLabel('First name', { exact: true }).fill(child.firstName);
    await form.getByLabel('Last name', { exact: true }).fill(child.lastName);
    await form.getByLabel('Email', { exact: true }).fill(child.email);
    await form.getByLabel('Password', { exact: true }).fill(child.password);
    await form.getByLabel('Confirm password', { exact: true }).fill(child.password);
    await form.getByRole('radio', { name: /^Student/ }).check();
    await form.getByRole('button', { name: 'Next' }).click();

    await form.getByLabel('Date of birth', { exact: true }).fill(birthDateForAge(10));
    await form.getByLabel('Parent email', { exact: true }).fill(parent.email);
    await form.getByLabel('Parent name', { exact: true }).fill(parent.name);
    expect(await hasHorizontalOverflow(childTab)).toBe(false);
    await screenshot(childTab, 'child-signup-parent-phone', { fullPage: false });
    await form.getByRole('button', { name: 'Next' }).click();

    await form.getByRole('checkbox', { name: 'I agree to the Terms of Service' }).check();
    await form.getByRole('checkbox', { name: 'I agree to the Privacy Policy' }).check();
    await form.getByRole('button', { name: 'Create account' }).click();

    const dialog = childTab.getByRole('dialog', { name: 'Create your account' });
    await visible(dialog.getByRole('heading', { name: 'We have e-mailed your parent or carer' }));
    await visible(dialog.getByText(parent.email));
    await screenshot(childTab, 'child-parent-emailed-phone', { fullPage: false });
    // issue 15: the child's own address is verified by its e-mailed link, then the app opens
    await dialog.getByRole('button', { name: 'Continue' }).click();
    await visible(dialog.getByRole('heading', { name: 'Check your inbox' }));
    await verifyEmailViaOutbox(system, child.email);
    await Promise.all([
      childTab.waitForEvent('load'),
      dialog.getByRole('button', { name: 'I have verified my e-mail' }).click(),
    ]);
  });

  it('the consent gate waits for the parent; "Check again" says not yet', async () => {
    const waiting = childTab.getByRole('heading', {
      name: 'Ask your parent or carer to check their e-mail',
      level: 1,
    });
    await visible(waiting);
    // only a hint of the parent's address, never the whole of it
    const hint = `${parent.email.charAt(0)}***@e2e.example`;
    await visible(childTab.getByText(hint));
    expect(await childTab.getByRole('heading', { name: /Welcome back/ }).count()).toBe(0);

    await childTab.getByRole('button', { name: 'Check again' }).click();
    await visible(childTab.getByText(/Not yet! Your parent or carer has not clicked the link yet/));
    expect(await hasHorizontalOverflow(childTab)).toBe(false);
    await screenshot(childTab, 'child-waiting-for-parent-phone');
  });

  it('the parent opens the link from the e-mail and confirms', async () => {
    const { mail, path } = await waitForMailLink(system, parent.email, /\/parental-consent\/[\w-]+/);
    expect(mail.subject).toBe("Please confirm your child's 11+ Portal account");
    expect(mail.text).toContain(`Hello ${parent.name},`);

    const parentTab = await deviceTab(LAPTOP);
    await parentTab.goto(`${system.url}${path}`);
    await visible(parentTab.getByRole('heading', { name: `Confirm ${child.firstName}'s account`, level: 1 }));
    await screenshot(parentTab, 'parental-consent-page-desktop');
    await parentTab
      .getByRole('button', { name: `I am ${child.firstName}'s parent or carer and I agree` })
      .click();
    await visible(parentTab.getByRole('heading', { name: 'Thank you', level: 1 }));
    await visible(parentTab.getByText(`You have confirmed ${child.firstName}'s account.`, { exact: false }));
    await screenshot(parentTab, 'parental-consent-thank-you-desktop');

    // The consent is given once; until it expires the link only offers to link a parent account.
    await parentTab.goto(`${system.url}${path}`);
    await visible(
      parentTab.getByRole('heading', { name: `${child.firstName}'s account is confirmed`, level: 1 }),
    );
    expect(await parentTab.getByRole('button', { name: /I agree/ }).count()).toBe(0);
    await parentTab.close();
  });

  it('back on the child\'s phone, "Check again" opens the app', async () => {
    await childTab.getByRole('button', { name: 'Check again' }).click();
    await visible(childTab.getByRole('heading', { name: `Welcome back, ${child.firstName}!`, level: 1 }));
    await visible(childTab.getByRole('button', { name: 'Open menu' }));
    expect(await hasHorizontalOverflow(childTab)).toBe(false);
    await screenshot(childTab, 'child-app-open-phone');
  });
});

describe('which app each role lands in', () => {
  beforeAll(async () => {
    // the parent of the child above signs up through the API (role parent, agreements accepted)
    await registerViaApi(new ApiClient(system), {
      ...parent,
      role: 'parent',
      dateOfBirth: birthDateForAge(41),
    });
    await verifyEmailViaOutbox(system, parent.email); // issue 15: a self-registered address is verified
  });

  it("a parent signs in on /admin/ and sees the parent's console", async () => {
    const page = await deviceTab(LAPTOP);
    await page.goto(`${system.url}/admin/`);
    await signInThroughDialog(page, parent);
    await visible(page.getByRole('heading', { name: `Welcome back, ${parent.firstName}`, level: 1 }));
    expect(page.url()).toBe(`${system.url}/admin/`);

    const menu = page.getByRole('navigation', { name: 'Main navigation' });
    await visible(menu);
    const labels = (await menu.getByRole('menuitem').allTextContents()).map((text) => text.trim());
    expect(labels).toEqual([
      'Dashboard',
      'My Children',
      "Child's Exams",
      "Child's Exam History",
      "Child's Progress",
      'Exam Analytics',
      'Mock Exam Scores',
      'Profile Settings',
      'Privacy & Data',
    ]);
    for (const staffOnly of ['Tutors', 'Students', 'Groups', 'System Status', 'Compliance Officers']) {
      expect(await menu.getByRole('menuitem', { name: staffOnly, exact: true }).count()).toBe(0);
    }
    await screenshot(page, 'parent-console-desktop');
    await page.close();
  });

  // react-admin's fixed sidebar box has no width of its own and grows to fit its content; the menu
  // (admin-ui/src/layout/AppMenu.tsx) is as wide as the drawer, so a long e-mail wraps in the card
  // instead of widening it past the drawer's edge.
  it('the sidebar shows the whole of a long e-mail address', async () => {
    const page = await deviceTab(LAPTOP);
    await page.goto(`${system.url}/admin/`);
    await signInThroughDialog(page, parent);
    const user = page.getByRole('group', { name: 'Signed-in user' });
    await visible(user);
    const card = await user.boundingBox();
    const email = await user.getByText(parent.email, { exact: true }).boundingBox();
    await page.close();
    // the theme's sidebar width (admin-ui/src/theme.ts sidebar.width)
    expect((card?.x ?? 0) + (card?.width ?? Infinity)).toBeLessThanOrEqual(280);
    expect((email?.x ?? 0) + (email?.width ?? Infinity)).toBeLessThanOrEqual(280);
  });

  it('a student signing in on /admin/ is sent to the learner app', async () => {
    const page = await deviceTab(LAPTOP);
    await page.goto(`${system.url}/admin/`);
    await signInThroughDialog(page, child);
    await page.waitForURL(`${system.url}/`);
    await visible(page.getByRole('heading', { name: `Welcome back, ${child.firstName}!`, level: 1 }));
    await page.close();
  });

  it('a parent signing in on / is sent to the console', async () => {
    const page = await deviceTab(PHONE_LARGE);
    await page.goto(`${system.url}/`);
    await signInThroughDialog(page, parent);
    await page.waitForURL(`${system.url}/admin/`);
    await visible(page.getByRole('heading', { name: `Welcome back, ${parent.firstName}`, level: 1 }));
    expect(await hasHorizontalOverflow(page)).toBe(false);
    await screenshot(page, 'parent-console-phone', { fullPage: false });
    await page.close();
  });
});

describe('a forgotten password', () => {
  const student: Person = {
    firstName: 'Theo',
    lastName: 'Marsh',
    email: uniqueEmail('theo.student'),
    password: 'Theo-first-password',
  };
  const newPassword = 'Theo-Second-Passw0rd!';

  beforeAll(async () => {
    await registerViaApi(new ApiClient(system), {
      ...student,
      role: 'student',
      dateOfBirth: birthDateForAge(17),
    });
  });

  it('is reset with the link from the e-mail, and the new password works', async () => {
    const page = await deviceTab(LAPTOP);
    await page.goto(`${system.url}/`);
    await signInDialog(page).getByRole('button', { name: 'Forgot password?' }).click();
    const dialog = page.getByRole('dialog', { name: 'Forgot your password?' });
    const form = dialog.getByRole('form', { name: 'Reset your password' });
    await visible(form);
    await form.getByRole('button', { name: 'Send reset link' }).click();
    await visible(form.getByText('Email is required', { exact: true }));
    await form.getByLabel('Email', { exact: true }).fill('theo-at-home');
    await form.getByRole('button', { name: 'Send reset link' }).click();
    await visible(form.getByText('Please enter a valid email address', { exact: true }));

    const askedAt = new Date().toISOString();
    await form.getByLabel('Email', { exact: true }).fill(student.email);
    await form.getByRole('button', { name: 'Send reset link' }).click();
    await visible(dialog.getByRole('heading', { name: 'Check your email' }));
    await visible(dialog.getByText(student.email));
    await visible(dialog.getByRole('button', { name: 'Send to a different email' }));
    await screenshot(page, 'forgot-password-check-email-desktop', { fullPage: false });

    const { path } = await waitForMailLink(system, student.email, /\/reset-password\/[\w-]+/, {
      after: askedAt,
    });
    await page.goto(`${system.url}${path}`);
    const resetForm = page.getByRole('form', { name: 'Choose a new password' });
    await visible(page.getByRole('heading', { name: 'Choose a new password', level: 1 }));
    await resetForm.getByLabel('New password', { exact: true }).fill(newPassword);
    await resetForm.getByLabel('Confirm new password', { exact: true }).fill(newPassword);
    await visible(resetForm.getByText('Password strength: Very Strong'));
    await screenshot(page, 'reset-password-form-desktop', { fullPage: false });
    await resetForm.getByRole('button', { name: 'Reset password' }).click();
    await visible(page.getByRole('heading', { name: 'Password changed', level: 1 }));

    await page.getByRole('button', { name: 'Back to login' }).click();
    await page.waitForURL(`${system.url}/`);
    await signInThroughDialog(page, { email: student.email, password: newPassword });
    await visible(page.getByRole('heading', { name: `Welcome back, ${student.firstName}!`, level: 1 }));

    const old = await new ApiClient(system).login(student.email, student.password);
    expect(old.status).toBe(401);
    // the link worked once
    await page.goto(`${system.url}${path}`);
    await visible(page.getByRole('heading', { name: 'Invalid Reset Link', level: 1 }));
    await page.close();
  });

  it('an unknown token shows "Invalid Reset Link"', async () => {
    const page = await deviceTab(PHONE_LARGE);
    await page.goto(`${system.url}/reset-password/${'x'.repeat(43)}`);
    await visible(page.getByRole('heading', { name: 'Invalid Reset Link', level: 1 }));
    await visible(page.getByText(/This link has expired or has already been used/));
    expect(await page.getByRole('form', { name: 'Choose a new password' }).count()).toBe(0);
    expect(await hasHorizontalOverflow(page)).toBe(false);
    await screenshot(page, 'reset-password-invalid-phone');

    await page.getByRole('button', { name: 'Back to login' }).click();
    await page.waitForURL(`${system.url}/`);
    await visible(signInDialog(page));
    await page.close();
  });
});

describe('the compliance officer', () => {
  const officer: Person = {
    firstName: 'Grace',
    lastName: 'Okafor',
    email: uniqueEmail('grace.dpo'),
    password: 'Grace-compliance-2026',
  };

  beforeAll(async () => {
    const admin = new ApiClient(system);
    expect((await admin.login(ADMIN.email, ADMIN.password)).status).toBe(200);
    const created = await admin.call('POST', '/compliance/officers', officer);
    expect(created.status, JSON.stringify(created.body)).toBe(201);
  });

  it('accepts the consent form, then reads the processing register and exports it as CSV', async () => {
    const page = await deviceTab(LAPTOP);
    await page.goto(`${system.url}/admin/`);
    await signInThroughDialog(page, officer);

    // A new staff account has consented to nothing yet: the gate shows the consent form first.
    await visible(page.getByRole('heading', { name: 'Your privacy choices', level: 1 }));
    const choices = page.getByRole('form', { name: 'Privacy choices' });
    await choices.getByRole('button', { name: 'Save and continue' }).click();
    await visible(choices.getByText('You must accept the Privacy Policy and Terms of Service to continue'));
    await screenshot(page, 'officer-consent-form-desktop');
    await acceptConsentForm(page);

    // Their home is the register.
    await visible(page.getByRole('heading', { name: 'Processing Register', level: 1 }));
    expect(page.url()).toBe(`${system.url}/admin/compliance-register`);
    const register = page.getByRole('table', { name: 'Processing register' });
    await visible(register);
    await visible(register.getByText('Consent given').first());
    const rows = register.locator('tbody tr');
    expect(await rows.count()).toBeGreaterThan(5);
    const menu = page.getByRole('navigation', { name: 'Main navigation' });
    for (const label of ['Processing Register', 'Consent Records', 'Rights Requests', 'Privacy & Data']) {
      await visible(menu.getByRole('menuitem', { name: label, exact: true }));
    }
    await screenshot(page, 'compliance-register-desktop', { fullPage: false });
    // At 1280 px the last column is past the card's edge: the table scrolls inside its card, the
    // page itself never scrolls sideways.
    expect(await hasHorizontalOverflow(page)).toBe(false);
    const result = register.getByRole('columnheader', { name: 'Result' });
    await result.scrollIntoViewIfNeeded();
    await visible(result);

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/\.csv$/);
    const csv = await downloadedText(download);
    const lines = csv.trim().split(/\r?\n/);
    expect(lines.length).toBeGreaterThan(5);
    expect(lines.join('\n')).toContain('consent_given');
    await visible(page.getByText(`Processing register downloaded as ${download.suggestedFilename()}`));
    await hidden(page.getByRole('progressbar', { name: 'Downloading CSV' }));
    await page.close();
  });

  it('raised no uncaught errors', () => {
    const unexpected = browser.errors.filter((message) => !/Failed to load resource/.test(message));
    expect(unexpected).toEqual([]);
  });
});
