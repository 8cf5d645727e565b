import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { ENROLMENT_MESSAGES } from '@portal/contracts';
import { ADMIN, ApiClient, birthDateForAge, registerViaApi, type Person, ok } from './support/api';
import { LAPTOP, PHONE, screenshot, type BrowserProfile } from './support/browser';
import { confirmParentViaOutbox, verifiedParentAccount, verifyEmailViaOutbox } from './support/standing';
import { hasHorizontalOverflow, hidden, recordRequiredConsents, visible, openSignedIn } from './support/ui';
import { useJourney } from './support/journey';
import { person, fullName } from './support/people';

// Issue 15 item 4, the parent's side of invitations: a child signs up by themself and names a
// parent; the parent (signed up, verified) confirms through the e-mailed link while signed in, so
// the accounts are linked. Two tutors invite the child's address. The parent finds both in the
// console, declines one after a confirmation (by keyboard) and accepts the other; the child is then
// that tutor's student, and the child's card under My Children names the tutor.

const { system, browser } = useJourney();
let parentDevice: BrowserProfile;
let parentTab: Page;

const tutor = person('Ruth', 'Adeyemi', 'tutor');
const otherTutor = person('Ben', 'Carver', 'tutor');
const parent = person('Grace', 'Lindqvist', 'parent');
const child = person('Maya', 'Lindqvist', 'student');
const tutorName = fullName(tutor);
const otherTutorName = fullName(otherTutor);
const childName = fullName(child);

const tutorApi = () => signedIn(tutor);

let childId = '';
let declinedInvitationId = '';

async function signedIn(person: Person): Promise<ApiClient> {
  const client = new ApiClient(system);
  expect((await client.login(person.email, person.password)).status).toBe(200);
  return client;
}

function panel(page: Page): Locator {
  return page.getByRole('region', { name: 'Class invitations' });
}

function invitationList(page: Page): Locator {
  return panel(page).getByRole('list', { name: 'Open class invitations' });
}

beforeAll(async () => {
  const admin = await signedIn(ADMIN);
  await recordRequiredConsents(admin);
  await ok(admin.call('POST', '/tutors', { ...tutor, organizationName: 'Adeyemi Tuition' }), 'create tutor');
  await ok(admin.call('POST', '/tutors', otherTutor), 'create other tutor');
  for (const person of [tutor, otherTutor]) {
    await recordRequiredConsents(await signedIn(person));
  }

  // the parent signs up first and verifies the address
  const parentApi = await verifiedParentAccount(system, parent);

  // the child signs up by themself (under 16: names the parent), and verifies the address
  await registerViaApi(new ApiClient(system), {
    ...child,
    role: 'student',
    dateOfBirth: birthDateForAge(11),
    parentEmail: parent.email,
    parentName: fullName(parent),
  });
  await verifyEmailViaOutbox(system, child.email);

  // the parent, signed in, confirms through the link mailed to them: the accounts are linked
  await confirmParentViaOutbox(system, parent.email, parentApi);
  const children = await ok(
    parentApi.call<{ students: { id: string; email: string }[] }>('GET', '/students'),
    'list children',
  );
  childId = children.students.find((student) => student.email === child.email)?.id ?? '';
  expect(childId).not.toBe('');

  // both tutors invite the child's address
  for (const who of [tutor, otherTutor]) {
    const sent = await ok(
      (await signedIn(who)).call<{ message: string }>('POST', '/enrolment/invitations', {
        email: child.email,
      }),
      `invite by ${who.firstName}`,
    );
    expect(sent.message).toBe(ENROLMENT_MESSAGES.invited);
  }

  parentDevice = await browser.newProfile({ cookieChoiceMade: true });
});

describe("a parent answers tutors' class invitations for their child", () => {
  it('the dashboard lists each open invitation with the child, the tutor and when it closes', async () => {
    parentTab = await openSignedIn(parentDevice, LAPTOP, `${system.url}/admin/`, parent);
    await visible(parentTab.getByRole('heading', { name: `Welcome back, ${parent.firstName}`, level: 1 }));
    const list = invitationList(parentTab);
    await visible(list);
    await expect.poll(() => list.getByRole('listitem').count()).toBe(2);
    await visible(list.getByText(`${tutorName} invited ${childName} to their class`));
    await visible(list.getByText(`${otherTutorName} invited ${childName} to their class`));
    await visible(list.getByText(/Adeyemi Tuition · Open until .+ \(14 days left\)/));
    expect(await hasHorizontalOverflow(parentTab)).toBe(false);
    await screenshot(parentTab, 'parent-invitations-dashboard-desktop');
  });

  it('fits a 375 px phone, on the dashboard and on top of My Children', async () => {
    const phone = await parentDevice.newPage(PHONE);
    await phone.goto(`${system.url}/admin/`);
    await visible(invitationList(phone));
    expect(await hasHorizontalOverflow(phone)).toBe(false);
    await screenshot(phone, 'parent-invitations-dashboard-phone', { fullPage: false });
    await phone.goto(`${system.url}/admin/students`);
    await visible(phone.getByRole('heading', { name: 'My Children', level: 1 }));
    await visible(invitationList(phone));
    await visible(phone.getByRole('article', { name: childName, exact: true }).getByText('No tutor'));
    expect(await hasHorizontalOverflow(phone)).toBe(false);
    await screenshot(phone, 'parent-invitations-my-children-phone');
    await phone.close();
  });

  it('Decline asks first and works from the keyboard; the invitation then leaves the list', async () => {
    const list = invitationList(parentTab);
    const decline = list.getByRole('button', {
      name: `Decline ${otherTutorName}'s invitation for ${childName}`,
    });
    await decline.focus();
    await parentTab.keyboard.press('Enter');
    const confirm = parentTab.getByRole('dialog', {
      name: `Decline ${otherTutorName}'s invitation for ${childName}?`,
    });
    await visible(confirm);
    await visible(
      confirm.getByText(`${childName} will not join ${otherTutorName}'s class`, { exact: false }),
    );
    await screenshot(parentTab, 'parent-invitations-decline-confirm-desktop', { fullPage: false });
    // the safe choice has the focus: Tab to the decline button, Enter
    expect(
      await confirm.getByRole('button', { name: 'Cancel' }).evaluate((el) => el === document.activeElement),
    ).toBe(true);
    await parentTab.keyboard.press('Tab');
    await parentTab.keyboard.press('Enter');
    await hidden(confirm);
    await visible(parentTab.getByText(ENROLMENT_MESSAGES.invitationDeclined));
    await expect.poll(() => list.getByRole('listitem').count()).toBe(1);
    await hidden(list.getByText(`${otherTutorName} invited ${childName} to their class`));
  });

  it("Accept puts the child in the tutor's class, announced politely", async () => {
    const list = invitationList(parentTab);
    await list.getByRole('button', { name: `Accept ${tutorName}'s invitation for ${childName}` }).click();
    await visible(parentTab.getByText(`${childName} has joined ${tutorName}'s class.`));
    await visible(panel(parentTab).getByText('No open invitations left.'));
    await screenshot(parentTab, 'parent-invitations-accepted-desktop');
  });

  it("the child's card under My Children names the new tutor; the panel is gone", async () => {
    await parentTab.goto(`${system.url}/admin/students`);
    const card = parentTab.getByRole('article', { name: childName, exact: true });
    await visible(card.getByText(tutorName, { exact: true }));
    expect(await panel(parentTab).count()).toBe(0);
    await screenshot(parentTab, 'parent-invitations-my-children-after-desktop');
  });

  it("the child is the tutor's student, not the other tutor's", async () => {
    const mine = await ok(
      (await tutorApi()).call<{ students: { id: string }[] }>('GET', '/students'),
      'tutor lists students',
    );
    expect(mine.students.map((student) => student.id)).toContain(childId);
    const theirs = await ok(
      (await signedIn(otherTutor)).call<{ students: { id: string }[] }>('GET', '/students'),
      'other tutor lists students',
    );
    expect(theirs.students.map((student) => student.id)).not.toContain(childId);
  });

  it('an answered invitation cannot be answered again; nothing is open any more', async () => {
    const parentApi = await signedIn(parent);
    const sent = await ok(
      (await signedIn(otherTutor)).call<{ invitations: { id: string; status: string }[] }>(
        'GET',
        '/enrolment/invitations?status=all',
      ),
      'other tutor lists invitations',
    );
    declinedInvitationId = sent.invitations[0]?.id ?? '';
    expect(sent.invitations[0]?.status).toBe('declined');
    const again = await parentApi.call<{ success: boolean; message: string }>(
      'POST',
      `/enrolment/invitations/${declinedInvitationId}/accept`,
      { studentId: childId },
    );
    expect(again.status).toBe(404);
    expect(again.body).toEqual({ success: false, message: ENROLMENT_MESSAGES.invitationNotFound });
    const open = await ok(
      parentApi.call<{ invitations: unknown[] }>('GET', '/enrolment/invitations/received'),
      'open invitations',
    );
    expect(open.invitations).toEqual([]);
  });

  it('raised no uncaught errors', () => {
    // 401 from /api/auth/me while signed out is logged as a failed resource
    const unexpected = browser.errors.filter((message) => !/Failed to load resource/.test(message));
    expect(unexpected).toEqual([]);
  });
});
