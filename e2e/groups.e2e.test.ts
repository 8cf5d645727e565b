import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, ApiClient, uniqueEmail } from './support/api';
import { LAPTOP, PHONE_LARGE, screenshot } from './support/browser';
import {
  hasHorizontalOverflow,
  hidden,
  recordRequiredConsents,
  signInThroughDialog,
  visible,
} from './support/ui';
import { useJourney } from './support/journey';
import { person, fullName } from './support/people';

// Groups (spec 002 §§2.1, 2.2; docs/api/groups.md): a tutor creates a group in Group Management,
// then places several students in it at once with Bulk Mode on the Student-Group Assignments page.

const { system, browser } = useJourney();
let tab: Page;

const tutor = person('Helen', 'Marsh', 'tutor');
const students = [
  { firstName: 'Amara', lastName: 'Okafor' },
  { firstName: 'Ben', lastName: 'Whitfield' },
  { firstName: 'Chloe', lastName: 'Ng' },
];
const groupName = 'Saturday Maths Stars';

beforeAll(async () => {
  const admin = new ApiClient(system);
  expect((await admin.login(ADMIN.email, ADMIN.password)).status).toBe(200);
  const created = await admin.call('POST', '/tutors', { ...tutor, organizationName: 'Marsh Tuition' });
  expect(created.status).toBe(201);
  const client = new ApiClient(system);
  expect((await client.login(tutor.email, tutor.password)).status).toBe(200);
  await recordRequiredConsents(client);
  for (const student of students) {
    const answer = await client.call('POST', '/students', {
      ...student,
      email: uniqueEmail(student.firstName.toLowerCase()),
      grade: 'year-5',
    });
    expect(answer.status).toBe(201);
  }
  const profile = await browser.newProfile({ cookieChoiceMade: true });
  tab = await profile.newPage(LAPTOP);
});

function groupCard(page: Page): Locator {
  return page.getByRole('article', { name: groupName });
}

describe('a tutor creates a group and fills it with Bulk Mode', () => {
  it('1. Group Management: the form checks its fields, then the new group shows with its real capacity', async () => {
    await tab.goto(`${system.url}/admin/groups`);
    await signInThroughDialog(tab, tutor);
    await visible(tab.getByRole('heading', { name: 'Group Management', level: 1 }));
    await visible(tab.getByRole('heading', { name: 'No groups yet' }));

    await tab.getByRole('button', { name: 'Create Group' }).first().click();
    const dialog = tab.getByRole('dialog', { name: 'Create Group' });
    await visible(dialog);
    // the tutor is fixed to the signed-in tutor; the defaults are the spec's
    expect(await dialog.getByLabel('Tutor').inputValue()).toBe(fullName(tutor));
    expect(await dialog.getByLabel('Max students').inputValue()).toBe('20');
    await visible(dialog.getByText('2024-2025'));
    await dialog.getByRole('button', { name: 'Create Group' }).click();
    await visible(dialog.getByText('Group name is required', { exact: true }));
    await visible(dialog.getByText('Grade is required', { exact: true }));
    await dialog.getByLabel('Max students').fill('0');
    await dialog.getByRole('button', { name: 'Create Group' }).click();
    await visible(dialog.getByText('Valid max students required', { exact: true }));
    await screenshot(tab, 'groups-form-errors-laptop', { fullPage: false });

    await dialog.getByLabel('Group name').fill(groupName);
    await dialog.getByLabel('Grade').click();
    await tab.getByRole('option', { name: 'Year 5' }).click();
    await dialog.getByLabel('Max students').fill('12');
    await dialog.getByRole('checkbox', { name: 'Mathematics', exact: true }).check();
    await dialog.getByRole('checkbox', { name: 'Verbal Reasoning', exact: true }).check();
    await dialog.getByRole('button', { name: 'Create Group' }).click();
    await visible(tab.getByText('Group created successfully!'));
    await hidden(dialog);

    const card = groupCard(tab);
    await visible(card);
    await visible(card.getByText('Capacity: 0 / 12'));
    await visible(card.getByText('Active', { exact: true }));
    await visible(card.getByText('Mathematics', { exact: true }));
    await expect
      .poll(async () =>
        tab
          .getByRole('term')
          .filter({ hasText: /^Total Capacity$/ })
          .locator('xpath=following-sibling::dd[1]')
          .textContent(),
      )
      .toBe('12');
    expect(await hasHorizontalOverflow(tab)).toBe(false);
    await screenshot(tab, 'groups-management-laptop');
  });

  it('2. Assignments: Bulk Mode assigns the three students, the banner says so, and the count is real', async () => {
    await tab.goto(`${system.url}/admin/assignments`);
    await visible(tab.getByRole('heading', { name: 'Student-Group Assignments', level: 1 }));
    await visible(tab.getByText(/^Unassigned students: /));
    await tab.getByLabel('Bulk Mode').check();
    for (const student of students) {
      await tab.getByRole('checkbox', { name: `Select ${student.firstName} ${student.lastName}` }).check();
    }
    await visible(tab.getByText('3 selected'));
    await tab.getByLabel('Assign to group').click();
    await tab.getByRole('option', { name: new RegExp(groupName) }).click();
    await tab.getByRole('button', { name: 'Assign Selected' }).click();
    await visible(tab.getByText('3 students assigned successfully'));
    await screenshot(tab, 'groups-bulk-assigned-laptop');

    const row = tab.getByRole('button', { name: new RegExp(groupName) });
    await visible(row.getByText('Year 5 · 3 / 12 students'));
    await row.click();
    for (const student of students) {
      await visible(
        tab.getByRole('button', {
          name: `Remove ${student.firstName} ${student.lastName} from ${groupName}`,
        }),
      );
    }
    await visible(tab.getByText('Assigned: 3'));
    // banners clear after 3 seconds
    await hidden(tab.getByText('3 students assigned successfully'), 6000);
    await screenshot(tab, 'groups-assignments-expanded-laptop');

    await tab.goto(`${system.url}/admin/groups`);
    await visible(groupCard(tab).getByText('Capacity: 3 / 12'));
  });

  it('3. at phone width both pages fit without sideways scrolling', async () => {
    await tab.setViewportSize(PHONE_LARGE);
    await tab.goto(`${system.url}/admin/groups`);
    await visible(groupCard(tab));
    expect(await hasHorizontalOverflow(tab)).toBe(false);
    await screenshot(tab, 'groups-management-phone');
    await tab.goto(`${system.url}/admin/assignments`);
    await visible(tab.getByRole('heading', { name: 'Student-Group Assignments', level: 1 }));
    await visible(tab.getByText('Assigned: 3'));
    expect(await hasHorizontalOverflow(tab)).toBe(false);
    await screenshot(tab, 'groups-assignments-phone');
    // the one 401 is the console asking who is signed in before the sign-in dialog
    expect(browser.errors.filter((error) => !error.includes('/api/auth/me'))).toEqual([]);
  });
});
