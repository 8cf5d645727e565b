import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, ApiClient, birthDateForAge, registerViaApi } from './support/api';
import { LAPTOP, PHONE, screenshot, type BrowserProfile } from './support/browser';
import { waitForMailLink } from './support/mail';
import {
  hasHorizontalOverflow,
  hidden,
  recordRequiredConsents,
  signInDialog,
  signInThroughDialog,
  visible,
  openSignedIn,
} from './support/ui';
import { signedInAdmin } from './support/standing';
import { useJourney } from './support/journey';
import { person, fullName } from './support/people';

// Issue 15 items 2 and 3, vetted staff: a tutor who signs up on their own first sees that their
// address needs verifying, then, verified, that an administrator must verify them; they reach only
// their profile and privacy pages meanwhile. An admin verifies them in Tutor Management and they see
// their screens; withdrawing the verification signs them out and makes them Pending again.

const { system, browser } = useJourney();

const tutor = person('Rowan', 'Achebe', 'tutor');
const tutorName = fullName(tutor);

const EMAIL_UNVERIFIED =
  'Please verify your e-mail address first: open the link we sent you (you can ask for a new one on your profile).';
const TUTOR_PENDING =
  'Your tutor account is waiting for an administrator to verify it. Until then you cannot see or create students, groups, exams, schedules or classrooms.';

let tutorDevice: BrowserProfile;
let adminDevice: BrowserProfile;
let tutorTab: Page;
let adminTab: Page;

beforeAll(async () => {
  // the first admin's required consents, as the consent form records them (the gate has its own test)
  await signedInAdmin(system);
  // the tutor signs up on their own (agreements accepted at sign-up)
  const client = new ApiClient(system);
  await registerViaApi(client, { ...tutor, role: 'tutor', dateOfBirth: birthDateForAge(34) });
  await recordRequiredConsents(client);
  tutorDevice = await browser.newProfile({ cookieChoiceMade: true });
  adminDevice = await browser.newProfile({ cookieChoiceMade: true });
});

function menu(page: Page): Locator {
  return page.getByRole('navigation', { name: 'Main navigation' });
}

async function menuLabels(page: Page): Promise<string[]> {
  return (await menu(page).getByRole('menuitem').allTextContents()).map((text) => text.trim());
}

function tutorCard(page: Page): Locator {
  return page.getByRole('article', { name: tutorName, exact: true });
}

describe('a self-registered tutor waits for verification', () => {
  it('with the address not yet verified, the console says so and offers a new link', async () => {
    tutorTab = await openSignedIn(tutorDevice, LAPTOP, `${system.url}/admin/`, tutor);
    await visible(tutorTab.getByRole('heading', { name: 'Verify your e-mail address', level: 1 }));
    await visible(tutorTab.getByText(EMAIL_UNVERIFIED));
    await tutorTab.getByRole('button', { name: 'Resend verification e-mail' }).click();
    // a fresh link is still pending from sign-up: the server says when to ask again
    await visible(tutorTab.getByRole('alert').filter({ hasText: 'We sent you a link recently' }));
    await screenshot(tutorTab, 'vetting-email-unverified-desktop');
  });

  it('verified by the mailed link, the tutor sees the pending notice, and only profile and privacy', async () => {
    const { path } = await waitForMailLink(system, tutor.email, /\/verify-email\/[\w-]+/);
    const verifyTab = await tutorDevice.newPage(LAPTOP);
    await verifyTab.goto(`${system.url}${path}`);
    await verifyTab.getByRole('button', { name: 'Verify my e-mail address' }).click();
    await visible(verifyTab.getByRole('heading', { name: 'E-mail address verified', level: 1 }));
    await verifyTab.close();

    await tutorTab.getByRole('button', { name: 'Check again' }).click();
    await visible(
      tutorTab.getByRole('heading', { name: 'Your account is waiting for verification', level: 1 }),
    );
    await visible(tutorTab.getByText(TUTOR_PENDING));
    expect(await menuLabels(tutorTab)).toEqual(['Dashboard', 'Profile Settings', 'Privacy & Data']);
    expect(await hasHorizontalOverflow(tutorTab)).toBe(false);
    await screenshot(tutorTab, 'vetting-tutor-pending-desktop');

    // a staff page by its address shows the notice too, not a screen the server refuses
    await tutorTab.goto(`${system.url}/admin/students`);
    await visible(
      tutorTab.getByRole('heading', { name: 'Your account is waiting for verification', level: 1 }),
    );
    expect(await tutorTab.getByRole('heading', { name: 'Student Management' }).count()).toBe(0);
    expect((await tutorTab.request.get(`${system.url}/api/students`)).status()).toBe(403);

    // the profile stays open
    await tutorTab.getByRole('link', { name: 'Profile Settings' }).first().click();
    await visible(tutorTab.getByRole('heading', { name: 'Profile Settings', level: 1 }));

    const phone = await tutorDevice.newPage(PHONE);
    await phone.goto(`${system.url}/admin/`);
    await visible(phone.getByRole('heading', { name: 'Your account is waiting for verification', level: 1 }));
    expect(await hasHorizontalOverflow(phone)).toBe(false);
    await screenshot(phone, 'vetting-tutor-pending-phone');
    await phone.close();
  });
});

describe('an admin verifies the tutor in Tutor Management', () => {
  it('the tutor is Pending, with a Verify action beside the badge', async () => {
    adminTab = await openSignedIn(adminDevice, LAPTOP, `${system.url}/admin/tutors`, ADMIN);
    await visible(adminTab.getByRole('heading', { name: 'Tutor Management', level: 1 }));
    const card = tutorCard(adminTab);
    await visible(card.getByText('Pending', { exact: true }));
    await screenshot(adminTab, 'vetting-admin-pending-tutor-desktop');
    await card.getByRole('button', { name: `Verify ${tutorName}` }).click();
    await visible(card.getByText('Verified', { exact: true }));
    await visible(card.getByRole('button', { name: `Withdraw verification of ${tutorName}` }));
    await screenshot(adminTab, 'vetting-admin-verified-tutor-desktop');
  });

  it('reloaded, the console serves the tutor their own screens', async () => {
    await tutorTab.goto(`${system.url}/admin/`);
    await visible(tutorTab.getByRole('heading', { name: `Welcome back, ${tutor.firstName}`, level: 1 }));
    expect(await menuLabels(tutorTab)).toContain('Students');
    await menu(tutorTab).getByRole('menuitem', { name: 'Students', exact: true }).click();
    await visible(tutorTab.getByRole('heading', { name: 'Student Management', level: 1 }));
    await visible(tutorTab.getByRole('heading', { name: 'No students yet' }));
    expect((await tutorTab.request.get(`${system.url}/api/students`)).status()).toBe(200);
    await screenshot(tutorTab, 'vetting-tutor-verified-desktop');

    const phone = await tutorDevice.newPage(PHONE);
    await phone.goto(`${system.url}/admin/students`);
    await visible(phone.getByRole('heading', { name: 'Student Management', level: 1 }));
    expect(await hasHorizontalOverflow(phone)).toBe(false);
    await screenshot(phone, 'vetting-tutor-verified-phone');
    await phone.close();
  });

  it('withdrawing the verification asks first, signs the tutor out and makes them Pending again', async () => {
    const card = tutorCard(adminTab);
    await card.getByRole('button', { name: `Withdraw verification of ${tutorName}` }).click();
    const confirm = adminTab.getByRole('dialog', { name: `Withdraw the verification of ${tutorName}?` });
    await visible(confirm);
    await screenshot(adminTab, 'vetting-admin-withdraw-confirm-desktop', { fullPage: false });
    await confirm.getByRole('button', { name: 'Withdraw verification' }).click();
    await hidden(confirm);
    await visible(card.getByText('Pending', { exact: true }));

    // signed out everywhere: the tutor's next page asks for a sign-in, and then shows the notice
    await tutorTab.goto(`${system.url}/admin/`);
    await visible(signInDialog(tutorTab));
    await signInThroughDialog(tutorTab, tutor);
    await visible(
      tutorTab.getByRole('heading', { name: 'Your account is waiting for verification', level: 1 }),
    );
  });

  it('raised no uncaught errors', () => {
    // 401 from /api/auth/me while signed out and the refused calls are logged as failed resources
    const unexpected = browser.errors.filter((message) => !/Failed to load resource/.test(message));
    expect(unexpected).toEqual([]);
  });
});
