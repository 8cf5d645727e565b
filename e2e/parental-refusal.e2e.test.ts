import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { ApiClient, birthDateForAge, registerViaApi, uniqueEmail } from './support/api';
import { LAPTOP, PHONE, screenshot } from './support/browser';
import { waitForMailLink } from './support/mail';
import { verifyEmailViaOutbox } from './support/standing';
import { hasHorizontalOverflow, signInThroughDialog, visible } from './support/ui';
import { useJourney } from './support/journey';
import { person } from './support/people';

// Issue 15 item 5, a parent's "no" is honoured: a ten-year-old signs up naming a parent; the parent
// opens the mailed link and presses "I do not agree"; the child's app stays locked and says so
// (never why), offers to ask another parent or carer and refuses to ask the same one again; the
// parent changes their mind with the same link and the child's "Check again" opens the app.

const { system, browser } = useJourney({});
let childTab: Page;
let consentPath = '';

const child = person('Nia', 'Roberts', 'student');
const parentEmail = uniqueEmail('nia.parent');

beforeAll(async () => {
  await registerViaApi(new ApiClient(system), {
    ...child,
    role: 'student',
    dateOfBirth: birthDateForAge(10),
    parentEmail,
    parentName: 'Carys Roberts',
  });
  await verifyEmailViaOutbox(system, child.email);
  consentPath = (await waitForMailLink(system, parentEmail, /\/parental-consent\/[\w-]+/)).path;
});

describe("a parent's refusal", () => {
  it('the parent presses "I do not agree" on the mailed link', async () => {
    const page = await (await browser.newProfile({ cookieChoiceMade: true })).newPage(LAPTOP);
    await page.goto(`${system.url}${consentPath}`);
    await visible(page.getByRole('heading', { name: `Confirm ${child.firstName}'s account`, level: 1 }));
    await page.getByRole('button', { name: 'I do not agree' }).click();
    await visible(page.getByRole('heading', { name: 'You did not agree', level: 1 }));
    await visible(page.getByRole('button', { name: 'I have changed my mind and agree' }));
    await screenshot(page, 'parental-refusal-parent-desktop');
    await page.close();
  });

  it("the child's app stays locked, says so, and will not ask the same parent again", async () => {
    childTab = await (await browser.newProfile({ cookieChoiceMade: true })).newPage(PHONE);
    await childTab.goto(`${system.url}/`);
    await signInThroughDialog(childTab, child);
    await visible(childTab.getByRole('heading', { name: 'Your parent or carer did not agree', level: 1 }));
    expect(await childTab.getByRole('heading', { name: /Welcome back/ }).count()).toBe(0);
    const form = childTab.getByRole('form', { name: 'Send to a different parent' });
    await visible(form);
    await form.getByLabel("Parent or carer's email", { exact: true }).fill(parentEmail);
    await form.getByRole('button', { name: 'Send e-mail' }).click();
    await visible(form.getByText('This parent or carer did not agree to your account.', { exact: false }));
    expect(await hasHorizontalOverflow(childTab)).toBe(false);
    await screenshot(childTab, 'parental-refusal-child-phone');
  });

  it('the parent changes their mind with the same link; "Check again" opens the app', async () => {
    const page = await (await browser.newProfile({ cookieChoiceMade: true })).newPage(LAPTOP);
    await page.goto(`${system.url}${consentPath}`);
    await page.getByRole('button', { name: 'I have changed my mind and agree' }).click();
    await visible(page.getByRole('heading', { name: 'Thank you', level: 1 }));
    await page.close();

    await childTab.getByRole('button', { name: 'Check again' }).click();
    await visible(childTab.getByRole('heading', { name: `Welcome back, ${child.firstName}!`, level: 1 }));
  });

  it('raised no uncaught errors', () => {
    const unexpected = browser.errors.filter((message) => !/Failed to load resource/.test(message));
    expect(unexpected).toEqual([]);
  });
});
