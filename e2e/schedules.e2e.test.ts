import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { uniqueEmail, ok } from './support/api';
import { LAPTOP, PHONE_LARGE, screenshot, type BrowserProfile } from './support/browser';
import { createExam, mathsExam } from './support/exams';
import { signedInTutor } from './support/standing';
import { hasHorizontalOverflow, hidden, visible, openSignedIn } from './support/ui';
import { useJourney } from './support/journey';
import { person } from './support/people';

// Schedule Exams (spec 002 §2.3, §4, §5, §8): a tutor with an exam and a group schedules the exam
// for the group tomorrow, finds it under Upcoming, reads its progress and copies the students'
// direct link, and cancels another schedule with a reason.

const { system, browser } = useJourney();
let device: BrowserProfile;
let tab: Page;

const tutor = person('Hannah', 'Okafor', 'tutor');
const exam = { title: 'Maths Mock 3', duration: 45 };
const group = { name: 'Year 6 Falcons' };
const students = [
  { firstName: 'Amara', lastName: 'Lewis', email: uniqueEmail('amara.student') },
  { firstName: 'Tomasz', lastName: 'Nowak', email: uniqueEmail('tomasz.student') },
];
/** Made through the API in beforeAll; cancelled in the browser. */
const otherSchedule = {
  title: 'Saturday catch-up mock',
  reason: 'The tuition centre is closed this Saturday',
};

let examId = '';
let groupId = '';
let scheduledId = '';

/** Tomorrow's date in the browser's zone (Europe/London), as a datetime-local input takes it. */
function tomorrowAt(time: string): string {
  const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London' }).format(
    new Date(Date.now() + 24 * 3_600_000),
  );
  return `${day}T${time}`;
}

beforeAll(async () => {
  const api = await signedInTutor(system, tutor);
  const studentIds: string[] = [];
  for (const student of students) {
    const body = await ok(
      api.call<{ student: { id: string } }>('POST', '/students', { ...student, grade: 'year-6' }),
      'create student',
    );
    studentIds.push(body.student.id);
  }
  examId = await createExam(api, mathsExam(exam.title, exam.duration));
  const made = await ok(
    api.call<{ group: { id: string } }>('POST', '/groups', {
      name: group.name,
      grade: 'year-6',
      academicYear: '2025-2026',
      maxStudents: 12,
      subjects: ['Mathematics'],
    }),
    'create group',
  );
  groupId = made.group.id;
  await ok(api.call('POST', `/groups/${groupId}/students`, { studentIds }), 'assign students');
  // another schedule, two days ahead, for one student: the one the tutor cancels
  const start = new Date(Date.now() + 2 * 24 * 3_600_000);
  await ok(
    api.call('POST', '/exam-schedules', {
      examId,
      title: otherSchedule.title,
      description: '',
      scheduledStartTime: start.toISOString(),
      scheduledEndTime: null,
      duration: 60,
      instructions: '',
      assignmentType: 'individual',
      assigneeIds: [studentIds[1]],
      hasSpecificSchedule: true,
      settings: {},
    }),
    'create the other schedule',
  );

  device = await browser.newProfile({ cookieChoiceMade: true });
  await device.context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: system.url });
});

function section(page: Page, heading: string): Locator {
  return page.getByRole('region', { name: new RegExp(`^${heading} \\(\\d+\\)$`) });
}

function card(scope: Page | Locator, title: string): Locator {
  return scope.getByRole('article', { name: title, exact: true });
}

/** The number of a summary card (`dt` label, `dd` number). */
function counter(page: Page, label: string): Locator {
  return page
    .getByRole('term')
    .filter({ hasText: new RegExp(`^${label}$`) })
    .locator('xpath=following-sibling::dd[1]');
}

describe('a tutor schedules an exam for a group and manages schedules', () => {
  it('1. the tutor opens Schedule Exams and sees the schedule made earlier under Upcoming', async () => {
    tab = await openSignedIn(device, LAPTOP, `${system.url}/admin/`, tutor);
    await visible(tab.getByRole('heading', { name: `Welcome back, ${tutor.firstName}`, level: 1 }));
    await tab
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('menuitem', { name: 'Schedule Exams', exact: true })
      .click();
    await visible(tab.getByRole('heading', { name: 'Schedule Exams', level: 1 }));
    expect(tab.url()).toBe(`${system.url}/admin/exam-schedules`);

    const upcoming = section(tab, 'Upcoming');
    await visible(card(upcoming, otherSchedule.title));
    await visible(card(upcoming, otherSchedule.title).getByText('1 student', { exact: true }));
    await expect.poll(() => counter(tab, 'Upcoming').textContent()).toBe('1');
    expect(await counter(tab, 'Active').textContent()).toBe('0');
    expect(await counter(tab, 'Completed').textContent()).toBe('0');
    for (const heading of ['Active Scheduled', 'Past Scheduled', 'Completed']) {
      await visible(section(tab, heading));
    }
    expect(await hasHorizontalOverflow(tab)).toBe(false);
    await screenshot(tab, 'schedules-page-laptop');
  });

  it("2. the dialog checks the form with the spec's messages, then schedules the exam for the group tomorrow", async () => {
    await tab.getByRole('button', { name: 'Schedule Exam', exact: true }).first().click();
    const dialog = tab.getByRole('dialog', { name: 'Schedule Exam' });
    await visible(dialog);
    const submit = dialog.getByRole('button', { name: 'Schedule Exam', exact: true });
    await submit.click();
    await visible(
      dialog.getByText('Please fill in exam, title, and select students/groups', { exact: true }),
    );

    // choosing the exam fills the title and the duration
    await dialog.getByRole('combobox', { name: /^Exam/ }).click();
    await tab.getByRole('option', { name: new RegExp(`^${exam.title}`) }).click();
    expect(await dialog.getByLabel('Title', { exact: true }).inputValue()).toBe(`${exam.title} - Scheduled`);
    expect(await dialog.getByLabel('Duration (minutes)', { exact: true }).inputValue()).toBe(
      String(exam.duration),
    );
    await dialog.getByRole('combobox', { name: /^Group/ }).click();
    await tab.getByRole('option', { name: new RegExp(`^${group.name}`) }).click();

    await submit.click();
    await visible(
      dialog.getByText('Please specify start date and time for scheduled exams', { exact: true }),
    );

    // a start fills the empty end as start + duration
    const start = dialog.getByLabel('Start date and time', { exact: true });
    const end = dialog.getByLabel('End date and time', { exact: true });
    await start.fill(tomorrowAt('09:30'));
    expect(await end.inputValue()).toBe(tomorrowAt('10:15'));
    await end.fill(tomorrowAt('09:00'));
    await submit.click();
    await visible(dialog.getByText('End time must be after start time', { exact: true }));
    await dialog.getByRole('button', { name: 'End = start + duration' }).click();
    expect(await end.inputValue()).toBe(tomorrowAt('10:15'));
    // the settings start at their defaults
    expect(await dialog.getByRole('switch', { name: 'Prevent copy and paste' }).isChecked()).toBe(true);
    expect(await dialog.getByRole('switch', { name: 'Allow pause' }).isChecked()).toBe(false);
    await screenshot(tab, 'schedules-dialog-filled-laptop', { fullPage: false });

    await submit.click();
    await visible(tab.getByText('Exam created successfully', { exact: true }));
    await hidden(dialog);
    const scheduled = card(section(tab, 'Upcoming'), `${exam.title} - Scheduled`);
    await visible(scheduled);
    await visible(scheduled.getByText(`Group: ${group.name}`, { exact: true }));
    await visible(scheduled.getByText('45 min', { exact: true }));
    await visible(scheduled.getByText('Scheduled', { exact: true }));
    await expect.poll(() => counter(tab, 'Upcoming').textContent()).toBe('2');
    await screenshot(tab, 'schedules-created-laptop');
  });

  it('3. Progress shows both students not started and copies the direct link', async () => {
    const title = `${exam.title} - Scheduled`;
    await card(tab, title)
      .getByRole('button', { name: `Progress for ${title}` })
      .click();
    const dialog = tab.getByRole('dialog', { name: /^Progress Overview/ });
    await visible(dialog);
    const rows = dialog.getByRole('list', { name: 'Student progress' }).getByRole('listitem');
    await expect.poll(() => rows.count()).toBe(2);
    await visible(rows.filter({ hasText: 'Amara Lewis' }).getByText('Not started', { exact: true }));
    await visible(dialog.getByText('Completion rate: 0%'));

    const link = dialog.getByRole('status', { name: 'Direct link for students' });
    const shown = ((await link.textContent()) ?? '').trim();
    expect(shown).toMatch(new RegExp(`^${system.url}/assignment/[\\w-]+$`));
    scheduledId = shown.split('/').pop() ?? '';
    await dialog.getByRole('button', { name: 'Copy link' }).click();
    await visible(dialog.getByRole('button', { name: 'Link copied' }));
    await visible(dialog.getByText('Link copied to the clipboard.'));
    expect(await tab.evaluate(() => navigator.clipboard.readText())).toBe(shown);
    await screenshot(tab, 'schedules-progress-laptop', { fullPage: false });

    // no attempts yet: the detailed results say so
    await dialog.getByRole('button', { name: 'Detailed Results and Answers' }).click();
    const results = tab.getByRole('dialog', { name: /^Detailed Results and Answers/ });
    await visible(results.getByRole('heading', { name: 'No results yet' }));
    await results.getByRole('button', { name: 'Close' }).last().click();
    await hidden(results);
    await dialog.getByRole('button', { name: 'Close' }).last().click();
    await hidden(dialog);
    expect(scheduledId).not.toBe('');
  });

  it('4. the tutor cancels the other schedule with a reason and sees the banner', async () => {
    await card(tab, otherSchedule.title)
      .getByRole('button', { name: `Cancel ${otherSchedule.title}` })
      .click();
    const dialog = tab.getByRole('dialog', { name: `Cancel “${otherSchedule.title}”?` });
    await visible(dialog);
    // nobody has started: the action is safe and final
    await visible(dialog.getByText(/cancelling is safe\. It cannot be undone/));
    const reason = dialog.getByLabel('Reason (optional)', { exact: true });
    expect(await reason.inputValue()).toBe('Cancelled by tutor');
    await reason.fill(otherSchedule.reason);
    await screenshot(tab, 'schedules-cancel-laptop', { fullPage: false });
    await dialog.getByRole('button', { name: 'Cancel schedule' }).click();

    await visible(
      tab.getByText('Exam schedule cancelled. Affected students have been notified.', { exact: true }),
    );
    await hidden(dialog);
    await hidden(card(tab, otherSchedule.title));
    await expect.poll(() => counter(tab, 'Upcoming').textContent()).toBe('1');

    // the toggle brings cancelled schedules back, in their own list with the reason
    await tab.getByRole('switch', { name: 'Show inactive/cancelled schedules' }).check();
    const cancelled = card(section(tab, 'Cancelled'), otherSchedule.title);
    await visible(cancelled);
    await visible(cancelled.getByText(otherSchedule.reason, { exact: true }));
    await visible(cancelled.getByText('Cancelled', { exact: true }));
    await expect.poll(() => counter(tab, 'Cancelled').textContent()).toBe('1');
    await screenshot(tab, 'schedules-cancelled-laptop');
  });

  it('5. the search narrows the sections', async () => {
    const search = tab.getByRole('searchbox', { name: 'Search schedules' });
    await search.fill('falcons');
    await visible(card(tab, `${exam.title} - Scheduled`));
    await hidden(card(tab, otherSchedule.title));
    await search.fill('no such schedule');
    await visible(tab.getByText('No schedules match “no such schedule”'));
    await tab.getByRole('button', { name: 'Clear search' }).click();
    await visible(card(tab, otherSchedule.title));
  });

  it('6. at phone width nothing overflows and the dialog takes the whole screen', async () => {
    const phone = await device.newPage(PHONE_LARGE);
    await phone.goto(`${system.url}/admin/exam-schedules`);
    await visible(phone.getByRole('heading', { name: 'Schedule Exams', level: 1 }));
    await visible(card(phone, `${exam.title} - Scheduled`));
    expect(await hasHorizontalOverflow(phone)).toBe(false);
    await screenshot(phone, 'schedules-page-phone');

    const title = `${exam.title} - Scheduled`;
    await card(phone, title)
      .getByRole('button', { name: `Edit ${title}` })
      .click();
    const dialog = phone.getByRole('dialog', { name: 'Edit Schedule' });
    await visible(dialog);
    expect(await dialog.getByLabel('Title', { exact: true }).inputValue()).toBe(title);
    const box = await dialog.boundingBox();
    expect(box?.width).toBe(PHONE_LARGE.width);
    expect(await hasHorizontalOverflow(phone)).toBe(false);
    await screenshot(phone, 'schedules-edit-phone', { fullPage: false });
    await dialog.getByRole('button', { name: 'Save changes' }).click();
    await visible(phone.getByText('Exam updated successfully', { exact: true }));
    await phone.close();
  });

  it('7. raised no uncaught errors', () => {
    // the sign-in page's own 401 for /auth/me is a failed resource, not an error of the page
    const unexpected = browser.errors.filter((message) => !/Failed to load resource/.test(message));
    expect(unexpected).toEqual([]);
  });
});
