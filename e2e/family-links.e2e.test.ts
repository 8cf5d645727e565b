import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, ApiClient, birthDateForAge, uniqueEmail, type Person, ok } from './support/api';
import { LAPTOP, PHONE, screenshot, type BrowserProfile } from './support/browser';
import { waitForMailLink } from './support/mail';
import { hasHorizontalOverflow, hidden, recordRequiredConsents, visible, openSignedIn } from './support/ui';
import { useJourney } from './support/journey';
import { person, fullName } from './support/people';
import { verifiedParentAccount } from './support/standing';

// Issue 15 item 1, family links proven, not guessed: a tutor adds a child with a parent's e-mail;
// the parent (signed up, address verified) opens the link mailed to them while signed in, confirms,
// and finds the child under My Children; the tutor sees who is linked, links and removes a second
// carer; the parent removes their own link. A stranger who signed up with another child's parent
// address, but never confirmed through the link, sees no child and gets 404 for it.

const { system, browser } = useJourney();

const tutor = person('Helena', 'Marsh', 'tutor');
const parent = person('Grace', 'Okafor', 'parent');
/** A second carer the tutor links by hand (a parent account that exists). */
const carer = person('Daniel', 'Okafor', 'carer');
/** Signs up with the address another child gave as parentEmail, and never confirms. */
const stranger: Person = {
  firstName: 'Victor',
  lastName: 'Crane',
  email: uniqueEmail('victor.stranger'),
  password: 'Victor-parent-2026',
};
const child = {
  id: '',
  firstName: 'Maya',
  lastName: 'Okafor',
  name: 'Maya Okafor',
  email: uniqueEmail('maya.student'),
};
const otherChild = {
  id: '',
  firstName: 'Leo',
  lastName: 'Brandt',
  name: 'Leo Brandt',
  email: uniqueEmail('leo.student'),
};

const NO_PARENT_ACCOUNT = 'No parent account with this e-mail address. Ask the parent to sign up first.';

let parentDevice: BrowserProfile;
let tutorDevice: BrowserProfile;
let parentTab: Page;
let tutorTab: Page;

/** The console's sidebar (or the drawer's copy on a phone). */
function menu(page: Page): Locator {
  return page.getByRole('navigation', { name: 'Main navigation' });
}

function card(page: Page, name: string): Locator {
  return page.getByRole('article', { name, exact: true });
}

beforeAll(async () => {
  const admin = new ApiClient(system);
  expect((await admin.login(ADMIN.email, ADMIN.password)).status).toBe(200);
  await recordRequiredConsents(admin);
  await ok(admin.call('POST', '/tutors', { ...tutor, organizationName: 'Marsh Tuition' }), 'create tutor');

  const tutorApi = new ApiClient(system);
  expect((await tutorApi.login(tutor.email, tutor.password)).status).toBe(200);
  await recordRequiredConsents(tutorApi);
  for (const [who, parentEmail] of [
    [child, parent.email],
    [otherChild, stranger.email],
  ] as const) {
    const made = await ok(
      tutorApi.call<{ student: { id: string } }>('POST', '/students', {
        firstName: who.firstName,
        lastName: who.lastName,
        email: who.email,
        grade: 'year-5',
        dateOfBirth: birthDateForAge(10),
        parentEmail,
      }),
      `create ${who.firstName}`,
    );
    who.id = made.student.id;
  }

  parentDevice = await browser.newProfile({ cookieChoiceMade: true });
  tutorDevice = await browser.newProfile({ cookieChoiceMade: true });
});

describe('a parent proves the link by the e-mailed link and sees the child', () => {
  it('the parent was e-mailed a confirmation link when the tutor added the child', async () => {
    const { mail } = await waitForMailLink(system, parent.email, /\/parental-consent\/[\w-]+/);
    // the subject names nobody the sender typed (issue 15 item 7)
    expect(mail.subject).not.toContain(tutor.lastName);
    await verifiedParentAccount(system, parent, 39);
    await verifiedParentAccount(system, carer, 41);
  });

  it('signed in, before confirming, the parent has no child: the address alone links nobody', async () => {
    parentTab = await openSignedIn(parentDevice, LAPTOP, `${system.url}/admin/`, parent);
    await visible(parentTab.getByRole('heading', { name: `Welcome back, ${parent.firstName}`, level: 1 }));
    await menu(parentTab).getByRole('menuitem', { name: 'My Children', exact: true }).click();
    await visible(parentTab.getByRole('heading', { name: 'My Children', level: 1 }));
    await visible(parentTab.getByRole('heading', { name: 'No children linked' }));
    await visible(parentTab.getByText(/once you confirm through the link e-mailed to you/));
    expect(await card(parentTab, child.name).count()).toBe(0);
    expect((await parentTab.request.get(`${system.url}/api/students/${child.id}`)).status()).toBe(404);
    await screenshot(parentTab, 'family-parent-before-link-desktop');
  });

  it('the parent opens the link in the same browser, confirms, and the account is linked', async () => {
    const { path } = await waitForMailLink(system, parent.email, /\/parental-consent\/[\w-]+/);
    await parentTab.goto(`${system.url}${path}`);
    await visible(parentTab.getByRole('heading', { name: `Confirm ${child.firstName}'s account`, level: 1 }));
    await visible(
      parentTab.getByText(`You are signed in to your parent account, ${parent.firstName}`, { exact: false }),
    );
    await screenshot(parentTab, 'family-consent-page-signed-in-desktop');
    await parentTab
      .getByRole('button', { name: `I am ${child.firstName}'s parent or carer and I agree` })
      .click();
    await visible(parentTab.getByRole('heading', { name: 'Thank you', level: 1 }));
    await visible(parentTab.getByText('linked it to your parent account', { exact: false }));
    await screenshot(parentTab, 'family-consent-linked-desktop');
  });

  it('My Children now shows the child, with a Remove link action and nothing to edit', async () => {
    await parentTab.goto(`${system.url}/admin/students`);
    await visible(parentTab.getByRole('heading', { name: 'My Children', level: 1 }));
    const maya = card(parentTab, child.name);
    await visible(maya);
    expect(await card(parentTab, otherChild.name).count()).toBe(0);
    expect((await maya.getByRole('button').allTextContents()).map((text) => text.trim())).toEqual([
      'Remove link',
    ]);
    expect((await parentTab.request.get(`${system.url}/api/students/${child.id}`)).status()).toBe(200);
    expect(await hasHorizontalOverflow(parentTab)).toBe(false);
    await screenshot(parentTab, 'family-parent-my-children-desktop');

    const phone = await parentDevice.newPage(PHONE);
    await phone.goto(`${system.url}/admin/students`);
    await visible(card(phone, child.name));
    expect(await hasHorizontalOverflow(phone)).toBe(false);
    await screenshot(phone, 'family-parent-my-children-phone');
    await phone.close();
  });
});

describe("the child's tutor sees, links and removes parents", () => {
  it('the tutor opens the Parents of the child and sees the linked parent', async () => {
    tutorTab = await openSignedIn(tutorDevice, LAPTOP, `${system.url}/admin/students`, tutor);
    await visible(tutorTab.getByRole('heading', { name: 'Student Management', level: 1 }));
    await card(tutorTab, child.name)
      .getByRole('button', { name: `Parents of ${child.name}` })
      .click();
    const dialog = tutorTab.getByRole('dialog', { name: new RegExp(`Parents of ${child.name}`) });
    await visible(dialog);
    const linked = dialog.getByRole('list', { name: 'Parents' });
    await visible(linked.getByText(fullName(parent), { exact: true }));
    await visible(linked.getByText(parent.email, { exact: true }));
    // (the list is out of the accessibility tree until the confirmation has faded out)
    await expect.poll(() => linked.getByRole('listitem').count()).toBe(1);
    await screenshot(tutorTab, 'family-tutor-parents-desktop');
  });

  it('an address without a parent account is refused with the reason; a parent account is linked', async () => {
    const dialog = tutorTab.getByRole('dialog', { name: new RegExp(`Parents of ${child.name}`) });
    const address = dialog.getByRole('textbox', { name: "Parent's e-mail address" });
    await address.fill(uniqueEmail('nobody.parent'));
    await dialog.getByRole('button', { name: 'Link parent' }).click();
    await visible(dialog.getByText(NO_PARENT_ACCOUNT, { exact: false }));

    await address.fill(carer.email);
    await dialog.getByRole('button', { name: 'Link parent' }).click();
    await visible(tutorTab.getByText('Parent linked successfully'));
    const linked = dialog.getByRole('list', { name: 'Parents' });
    await visible(linked.getByText(carer.email, { exact: true }));
    await expect.poll(() => linked.getByRole('listitem').count()).toBe(2);
    expect(await address.inputValue()).toBe('');
    await screenshot(tutorTab, 'family-tutor-linked-carer-desktop');
  });

  it('the carer now sees the child; the tutor removes the link after a confirmation', async () => {
    const carerApi = new ApiClient(system);
    expect((await carerApi.login(carer.email, carer.password)).status).toBe(200);
    expect((await carerApi.call('GET', `/students/${child.id}`)).status).toBe(200);

    const dialog = tutorTab.getByRole('dialog', { name: new RegExp(`Parents of ${child.name}`) });
    await dialog.getByRole('button', { name: `Remove ${carer.firstName} ${carer.lastName}` }).click();
    const confirm = tutorTab.getByRole('dialog', { name: `Remove ${carer.firstName} ${carer.lastName}?` });
    await visible(confirm);
    await confirm.getByRole('button', { name: 'Remove link' }).click();
    await hidden(confirm);
    const linked = dialog.getByRole('list', { name: 'Parents' });
    await hidden(linked.getByText(carer.email, { exact: true }));
    await screenshot(tutorTab, 'family-tutor-removed-carer-desktop');
    await visible(linked.getByText(parent.email, { exact: true }));
    // (the list is out of the accessibility tree until the confirmation has faded out)
    await expect.poll(() => linked.getByRole('listitem').count()).toBe(1);
    expect((await carerApi.call('GET', `/students/${child.id}`)).status).toBe(404);
    await dialog.getByRole('button', { name: 'Close', exact: true }).last().click();
    await hidden(dialog);

    const phone = await tutorDevice.newPage(PHONE);
    await phone.goto(`${system.url}/admin/students`);
    await card(phone, child.name)
      .getByRole('button', { name: `Parents of ${child.name}` })
      .click();
    const phoneDialog = phone.getByRole('dialog', { name: new RegExp(`Parents of ${child.name}`) });
    await visible(phoneDialog.getByText(parent.email, { exact: true }));
    expect(await hasHorizontalOverflow(phone)).toBe(false);
    await screenshot(phone, 'family-tutor-parents-phone', { fullPage: false });
    await phone.close();
  });
});

describe('a stranger parent is linked to nobody', () => {
  it("signed up with another child's parent address, the stranger sees no children linked", async () => {
    await verifiedParentAccount(system, stranger, 45);
    const device = await browser.newProfile({ cookieChoiceMade: true });
    const page = await openSignedIn(device, LAPTOP, `${system.url}/admin/students`, stranger);
    await visible(page.getByRole('heading', { name: 'My Children', level: 1 }));
    await visible(page.getByRole('heading', { name: 'No children linked' }));
    expect(await card(page, otherChild.name).count()).toBe(0);
    // nothing of the child reaches this account: not by id, not in a list, not in a child page
    expect((await page.request.get(`${system.url}/api/students/${otherChild.id}`)).status()).toBe(404);
    const list = (await (await page.request.get(`${system.url}/api/students`)).json()) as {
      students: unknown[];
    };
    expect(list.students).toEqual([]);
    await screenshot(page, 'family-stranger-no-children-desktop');

    await menu(page).getByRole('menuitem', { name: "Child's Exams", exact: true }).click();
    await visible(page.getByRole('heading', { name: 'No children linked' }));

    const phone = await device.newPage(PHONE);
    await phone.goto(`${system.url}/admin/students`);
    await visible(phone.getByRole('heading', { name: 'No children linked' }));
    expect(await hasHorizontalOverflow(phone)).toBe(false);
    await screenshot(phone, 'family-stranger-no-children-phone');
    await device.close();
  });
});

describe('a parent removes their own link', () => {
  it('Remove link asks first, then the child leaves My Children', async () => {
    await parentTab.goto(`${system.url}/admin/students`);
    const maya = card(parentTab, child.name);
    await visible(maya);
    await maya.getByRole('button', { name: `Remove link to ${child.name}` }).click();
    const confirm = parentTab.getByRole('dialog', { name: `Remove your link to ${child.name}?` });
    await visible(confirm);
    await screenshot(parentTab, 'family-parent-remove-link-desktop', { fullPage: false });
    await confirm.getByRole('button', { name: 'Remove link' }).click();
    await hidden(confirm);
    await visible(parentTab.getByRole('heading', { name: 'No children linked' }));
    expect((await parentTab.request.get(`${system.url}/api/students/${child.id}`)).status()).toBe(404);
  });

  it('raised no uncaught errors', () => {
    // 401 from /api/auth/me while signed out, and the refused link, are logged as failed resources
    const unexpected = browser.errors.filter((message) => !/Failed to load resource/.test(message));
    expect(unexpected).toEqual([]);
  });
});
