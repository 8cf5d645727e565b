import { readFile } from 'node:fs/promises';
import type { Download, Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { ApiClient, birthDateForAge, uniqueEmail, type Person } from './support/api';
import { LAPTOP, PHONE_LARGE, screenshot, type BrowserProfile } from './support/browser';
import { useJourney } from './support/journey';
import { verifyEmailViaOutbox } from './support/standing';
import { hasHorizontalOverflow, hidden, signInDialog, visible } from './support/ui';

// One student's whole life on the learner app (spec 001 §§2.6–2.9, 4, 5): the three-step sign-up
// with its validation, the consent gate and the cookie banner, the dashboard, a profile change, the
// phone layout, a data export and the activity log, and finally deleting the account.

const { system, browser } = useJourney({});
/** The student's own device: one browser profile for the whole journey. */
let device: BrowserProfile;
/** The student's laptop tab, from sign-up on. */
let page: Page;

const student: Person = {
  firstName: 'Ada',
  lastName: 'Lovelace-Byron',
  email: uniqueEmail('ada.student'),
  password: 'Abcdefgh1!xyz',
};

beforeAll(async () => {
  device = await browser.newProfile();
});

/** The sign-up form's helper text under a field (MUI links it with aria-describedby). */
function fieldError(scope: Locator, text: string): Locator {
  return scope.getByText(text, { exact: true });
}

/** The student's app: the sidebar on a desktop (or the drawer's copy on a phone). */
function sidebar(page: Page): Locator {
  return page.getByRole('navigation', { name: 'Main' });
}

/** GET /api/… with the browser's own session cookie. */
async function apiAsBrowser<T>(page: Page, path: string): Promise<{ status: number; body: T }> {
  const response = await page.request.get(`${system.url}/api${path}`);
  return { status: response.status(), body: (await response.json()) as T };
}

describe('a student signs up on the learner app', () => {
  it('step 1 validates names, e-mail, password strength, confirmation and role', async () => {
    page = await device.newPage(LAPTOP);
    await page.goto(`${system.url}/`);
    await signInDialog(page).getByRole('button', { name: 'Create an account' }).click();

    const dialog = page.getByRole('dialog', { name: 'Create your account' });
    const form = dialog.getByRole('form', { name: 'Create your account' });
    await visible(form.getByRole('heading', { name: /Step 1 of 3:\s*Basic Information/ }));

    await form.getByRole('button', { name: 'Next' }).click();
    for (const message of [
      'First name is required',
      'Last name is required',
      'Email is required',
      'Password is required',
      'Please select a role',
    ]) {
      await visible(fieldError(form, message));
    }
    expect(await form.getByRole('textbox', { name: 'First name' }).getAttribute('aria-invalid')).toBe('true');
    await screenshot(page, 'signup-step1-errors-desktop', { fullPage: false });

    // An error clears as soon as its field is edited (spec §5 "All forms").
    await form.getByLabel('First name', { exact: true }).fill(student.firstName);
    await hidden(fieldError(form, 'First name is required'));
    await form.getByLabel('Last name', { exact: true }).fill(student.lastName);
    await form.getByLabel('Email', { exact: true }).fill(student.email);

    // The strength label follows the password as it is typed (score 0–5, spec §5).
    const password = form.getByLabel('Password', { exact: true });
    const strength = form.getByText(/^Password strength: /);
    const steps: [string, string][] = [
      ['abc', 'Weak'],
      ['abcdefgh', 'Weak'],
      ['Abcdefgh', 'Fair'],
      ['Abcdefgh1', 'Good'],
      ['Abcdefgh1!', 'Strong'],
      [student.password, 'Very Strong'],
    ];
    for (const [typed, label] of steps) {
      await password.fill(typed);
      await expect.poll(() => strength.textContent()).toBe(`Password strength: ${label}`);
    }
    expect(
      await form.getByRole('progressbar', { name: /Password strength/ }).getAttribute('aria-valuetext'),
    ).toBe('Very Strong, 5 of 5');

    await form.getByLabel('Confirm password', { exact: true }).fill(`${student.password}?`);
    await form.getByRole('radio', { name: /^Student/ }).check();
    await form.getByRole('button', { name: 'Next' }).click();
    await visible(fieldError(form, 'Passwords do not match'));
    expect(await fieldError(form, 'Please select a role').count()).toBe(0);
    await screenshot(page, 'signup-step1-mismatch-desktop', { fullPage: false });

    await form.getByLabel('Confirm password', { exact: true }).fill(student.password);
    await form.getByRole('button', { name: 'Next' }).click();
    await visible(form.getByRole('heading', { name: /Step 2 of 3:\s*Additional Information/ }));
  });

  it('step 2 asks a parent for a child under 16, not for a 17-year-old', async () => {
    const form = page.getByRole('form', { name: 'Create your account' });
    await form.getByRole('button', { name: 'Next' }).click();
    await visible(fieldError(form, 'Date of birth is required'));

    const dateOfBirth = form.getByLabel('Date of birth', { exact: true });
    const parentEmail = form.getByLabel('Parent email', { exact: true });
    expect(await parentEmail.count()).toBe(0);

    // Ten years old: the parent's e-mail and name are required.
    await dateOfBirth.fill(birthDateForAge(10));
    await visible(form.getByText('Your parent or carer', { exact: true }));
    await visible(parentEmail);
    await form.getByRole('button', { name: 'Next' }).click();
    await visible(fieldError(form, 'Parent email is required for students under 16'));
    await visible(fieldError(form, 'Parent name is required for students under 16'));
    await parentEmail.fill('not-an-address');
    await form.getByRole('button', { name: 'Next' }).click();
    await visible(fieldError(form, 'Parent email is invalid'));
    await screenshot(page, 'signup-step2-parent-desktop', { fullPage: false });

    // Seventeen: no parent asked, and the step passes with only the date of birth.
    await dateOfBirth.fill(birthDateForAge(17));
    await hidden(parentEmail);
    expect(await form.getByLabel('Parent name', { exact: true }).count()).toBe(0);
    await form.getByRole('button', { name: 'Next' }).click();
    await visible(form.getByRole('heading', { name: /Step 3 of 3:\s*Terms & Privacy/ }));
  });

  it('step 3 requires both agreements; the account opens signed in, past the consent gate', async () => {
    const form = page.getByRole('form', { name: 'Create your account' });
    const create = form.getByRole('button', { name: 'Create account' });
    await create.click();
    await visible(fieldError(form, 'You must agree to the terms of service'));
    await visible(fieldError(form, 'You must agree to the privacy policy'));
    const marketing = form.getByRole('checkbox', { name: 'Send me news and tips by e-mail (optional)' });
    expect(await marketing.isChecked()).toBe(false); // high-privacy default
    await screenshot(page, 'signup-step3-errors-desktop', { fullPage: false });

    await form.getByRole('checkbox', { name: 'I agree to the Terms of Service' }).check();
    await form.getByRole('checkbox', { name: 'I agree to the Privacy Policy' }).check();
    await hidden(fieldError(form, 'You must agree to the terms of service'));
    await create.click();
    // issue 15: the address is verified by the e-mailed link before the account opens
    const dialog = page.getByRole('dialog', { name: 'Create your account' });
    await visible(dialog.getByRole('heading', { name: 'Check your inbox' }));
    await verifyEmailViaOutbox(system, student.email);
    await Promise.all([
      page.waitForEvent('load'),
      dialog.getByRole('button', { name: 'I have verified my e-mail' }).click(),
    ]);

    // Sign-up recorded privacy policy, terms and essential cookies: the gate lets the student in
    // (the consent form is not shown).
    const welcome = page.getByRole('heading', { name: `Welcome back, ${student.firstName}!`, level: 1 });
    await visible(welcome);
    expect(await page.getByRole('form', { name: 'Privacy choices' }).count()).toBe(0);
    expect(await signInDialog(page).count()).toBe(0);
    const status = await apiAsBrowser<{ consents: { consentType: string; status: string }[] }>(
      page,
      '/compliance/consent/status',
    );
    const given = status.body.consents.filter((c) => c.status === 'given').map((c) => c.consentType);
    expect(given).toEqual(
      expect.arrayContaining(['privacy_policy', 'terms_of_service', 'cookies_essential']),
    );
    expect(given).not.toContain('marketing_emails');
  });

  it('the cookie banner appears after a second; Settings saves with analytics off', async () => {
    const banner = page.getByRole('region', { name: 'We use cookies' });
    await visible(banner, 5_000);
    await screenshot(page, 'student-dashboard-cookie-banner-desktop', { fullPage: false });

    await banner.getByRole('button', { name: 'Settings' }).click();
    const preferences = banner.getByRole('group', { name: 'Cookie preferences' });
    await visible(preferences);
    const analytics = preferences.getByRole('switch', { name: /Analytics cookies/ });
    const marketing = preferences.getByRole('switch', { name: /Marketing cookies/ });
    expect(await analytics.isChecked()).toBe(false);
    expect(await marketing.isChecked()).toBe(false);
    expect(await preferences.getByRole('switch', { name: /Essential cookies/ }).isDisabled()).toBe(true);
    await screenshot(page, 'cookie-settings-desktop', { fullPage: false });

    await preferences.getByRole('button', { name: 'Save preferences' }).click();
    await hidden(banner);
    const stored = await page.evaluate(() => window.localStorage.getItem('cookie-consent'));
    expect(JSON.parse(stored ?? '{}')).toMatchObject({
      version: '1.0',
      preferences: { essential: true, analytics: false, marketing: false },
    });
    // Signed in, the choice is also recorded on the server as the three cookie consents.
    await expect
      .poll(async () => {
        const { body } = await apiAsBrowser<{ consents: { consentType: string; status: string }[] }>(
          page,
          '/compliance/consent/status',
        );
        return body.consents
          .filter((c) => c.consentType.startsWith('cookies_'))
          .map((c) => `${c.consentType}:${c.status}`)
          .sort();
      })
      .toEqual(['cookies_analytics:withdrawn', 'cookies_essential:given', 'cookies_marketing:withdrawn']);

    // The dashboard (spec §2.3): the welcome, the empty state and its shortcuts.
    await visible(page.getByText('No exam attempts yet'));
    for (const label of ['Take Practice Exam', 'View Progress', 'Performance Analytics']) {
      await visible(page.getByRole('button', { name: label }));
    }
    await screenshot(page, 'student-dashboard-desktop');

    // A reload keeps the session and the choice: no banner, no sign-in.
    await page.reload();
    await visible(page.getByRole('heading', { name: `Welcome back, ${student.firstName}!` }));
    await page.waitForTimeout(1_200); // the banner would show 1 s after load
    expect(await banner.count()).toBe(0);
  });
});

describe('the student looks after their account', () => {
  it('changes their school in Profile Settings', async () => {
    await sidebar(page).getByRole('button', { name: 'Profile Settings' }).click();
    await visible(page.getByRole('heading', { name: 'Profile Settings', level: 1 }));
    const tab = page.getByRole('tab', { name: 'Profile Information' });
    expect(await tab.getAttribute('aria-selected')).toBe('true');
    for (const name of ['Change Password', 'Privacy & GDPR']) {
      await visible(page.getByRole('tab', { name }));
    }

    const form = page.getByRole('form', { name: 'Profile Information' });
    await visible(form);
    expect(await form.getByLabel('First name', { exact: true }).inputValue()).toBe(student.firstName);
    const email = form.getByLabel('Email', { exact: true });
    expect(await email.inputValue()).toBe(student.email);
    expect((await email.isDisabled()) || (await email.getAttribute('readonly')) !== null).toBe(true);

    await form.getByLabel('School', { exact: true }).fill('Oakwood Primary School');
    await form.getByRole('button', { name: 'Save changes' }).click();
    await visible(page.getByText('Profile updated successfully!'));
    await screenshot(page, 'profile-updated-desktop', { fullPage: false });

    const { body } = await apiAsBrowser<{ profile: { school: string } }>(page, '/profile');
    expect(body.profile.school).toBe('Oakwood Primary School');
  });

  it('at phone width the shell fits, and the menu button opens the navigation drawer', async () => {
    const phone = await device.newPage(PHONE_LARGE);
    await phone.goto(`${system.url}/`);
    await visible(phone.getByRole('heading', { name: `Welcome back, ${student.firstName}!` }));
    expect(await hasHorizontalOverflow(phone)).toBe(false);

    const menuButton = phone.getByRole('button', { name: 'Open menu' });
    await visible(menuButton);
    expect(await menuButton.getAttribute('aria-expanded')).toBe('false');
    // The permanent sidebar is not shown at this width; only the drawer holds the navigation.
    expect(await sidebar(phone).count()).toBe(0);
    await screenshot(phone, 'student-dashboard-phone');

    await menuButton.click();
    const drawerNav = sidebar(phone);
    await visible(drawerNav);
    for (const label of [
      'Dashboard',
      'Practice Exams',
      'Exams History',
      'Join Classroom Quiz',
      'My Progress',
      'Profile Settings',
      'Privacy & Data',
    ]) {
      await visible(drawerNav.getByRole('button', { name: label, exact: true }));
    }
    await visible(phone.getByText(student.email).filter({ visible: true }));
    expect(await hasHorizontalOverflow(phone)).toBe(false);
    await screenshot(phone, 'student-menu-drawer-phone', { fullPage: false });

    await drawerNav.getByRole('button', { name: 'Privacy & Data' }).click();
    await hidden(drawerNav);
    await visible(phone.getByRole('heading', { name: 'Privacy & Data', level: 1 }));
    await visible(phone.getByRole('banner').getByText('Privacy & Data'));
    await visible(phone.getByRole('tab', { name: 'Overview' }));
    expect(await hasHorizontalOverflow(phone)).toBe(false);
    await screenshot(phone, 'privacy-overview-phone');
    await phone.close();
  });

  it('exports their data and finds it in the Activity Log', async () => {
    await sidebar(page).getByRole('button', { name: 'Privacy & Data' }).click();
    await visible(page.getByRole('heading', { name: 'Privacy & Data', level: 1 }));
    for (const name of ['Overview', 'My Data', 'Consent Settings', 'Activity Log', 'My Rights']) {
      await visible(page.getByRole('tab', { name }));
    }
    await page.getByRole('tab', { name: 'My Rights' }).click();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export my data' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^my-data-export.*\.json$/);
    const exported = JSON.parse(await readDownload(download)) as { email?: string; exportedAt?: string };
    expect(exported.email).toBe(student.email);
    expect(exported.exportedAt).toBeTruthy();
    await visible(page.getByText('Your data has been exported successfully'));
    await screenshot(page, 'privacy-exported-desktop', { fullPage: false });

    await page.getByRole('tab', { name: 'Activity Log' }).click();
    const log = page.getByRole('list', { name: 'Activity Log' });
    await visible(log);
    // data_portability and the consents of sign-up and the cookie banner, as readable labels
    await visible(log.getByRole('heading', { name: 'Data downloaded' }).first());
    await visible(log.getByRole('heading', { name: 'Consent given' }).first());
    expect(await log.getByRole('listitem').count()).toBeGreaterThan(3);
    await screenshot(page, 'privacy-activity-log-desktop');
  });

  it('deletes the account: own e-mail typed, the notice, /logout, signed out for good', async () => {
    const phone = await device.newPage(PHONE_LARGE);
    await phone.goto(`${system.url}/`);
    await phone.getByRole('button', { name: 'Open menu' }).click();
    await sidebar(phone).getByRole('button', { name: 'Privacy & Data' }).click();
    await phone.getByRole('tab', { name: 'My Rights' }).click();
    await phone.getByRole('button', { name: 'Delete my account', exact: true }).click();

    const confirm = phone.getByRole('form', { name: 'Confirm account deletion' });
    await visible(confirm);
    const typed = confirm.getByLabel('Type your email to confirm', { exact: true });
    await typed.fill('someone.else@e2e.example');
    await confirm.getByRole('button', { name: 'Delete my account for good' }).click();
    await visible(confirm.getByText('Type the email address of your account to confirm'));
    await typed.fill(student.email);
    await confirm.getByLabel('Your password', { exact: true }).fill(student.password);
    await confirm.getByLabel('Why are you leaving? (optional)').fill('Finished my exams');
    await screenshot(phone, 'delete-confirm-phone', { fullPage: false });

    const toLogout = phone.waitForRequest((request) => new URL(request.url()).pathname === '/logout', {
      timeout: 6_000,
    });
    await confirm.getByRole('button', { name: 'Delete my account for good' }).click();
    await visible(
      phone.getByText('Your account has been marked for deletion. You will be logged out shortly.'),
    );
    await screenshot(phone, 'delete-accepted-phone', { fullPage: false });

    await toLogout; // within ~5 s (the spec's 3-second redirect)
    await phone.waitForURL(`${system.url}/`);
    await visible(signInDialog(phone));
    expect(await phone.getByRole('heading', { name: /Welcome back, /, level: 1 }).count()).toBe(0);
    await screenshot(phone, 'after-deletion-signed-out-phone', { fullPage: false });

    const signIn = await new ApiClient(system).login(student.email, student.password);
    expect(signIn.status).toBe(401);
    expect(signIn.body.message).toBe('Invalid email or password');
    const me = await phone.request.get(`${system.url}/api/auth/me`);
    expect(me.status()).toBe(401);
    await phone.close();
  });

  it('raised no uncaught errors', () => {
    const unexpected = browser.errors.filter((message) => !/Failed to load resource/.test(message));
    expect(unexpected).toEqual([]);
  });
});

async function readDownload(download: Download): Promise<string> {
  return readFile(await download.path(), 'utf8');
}
