import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient } from './support/api';
import { uniqueEmail, ok } from './support/api';
import { LAPTOP, screenshot, type BrowserProfile } from './support/browser';
import { signedInTutor } from './support/standing';
import { hidden, visible, openSignedIn } from './support/ui';
import { useJourney } from './support/journey';
import { person } from './support/people';

// Deleting an exam with live schedules (issue 16 item 6): the server answers 409 naming them;
// the console lists them and offers to cancel them first (students notified), then deletes.

const { system, browser } = useJourney();
let device: BrowserProfile;
let page: Page;
let api: ApiClient;
let scheduleId: string;

const tutor = person('Imran', 'Shah', 'tutor');
const examTitle = 'Decimals check';
const scheduleTitle = 'Monday decimals';

beforeAll(async () => {
  api = await signedInTutor(system, tutor);
  const made = await ok(
    api.call<{ student: { id: string } }>('POST', '/students', {
      firstName: 'Ruby',
      lastName: 'Fenn',
      email: uniqueEmail('ruby.student'),
      grade: 'year-6',
      parentEmail: uniqueEmail('ruby.parent'),
    }),
    'create student',
  );
  const exam = await ok(
    api.call<{ exam: { id: string } }>('POST', '/exams', {
      title: examTitle,
      examType: 'mathematics',
      duration: 20,
      questions: [
        { question: '0.5 + 0.25?', type: 'multiple-choice', options: ['0.75', '0.3'], correctAnswer: 'A' },
      ],
    }),
    'create exam',
  );
  const schedule = await ok(
    api.call<{ schedule: { id: string } }>('POST', '/exam-schedules', {
      examId: exam.exam.id,
      title: scheduleTitle,
      scheduledStartTime: new Date(Date.now() + 3_600_000).toISOString(),
      scheduledEndTime: new Date(Date.now() + 2 * 3_600_000).toISOString(),
      duration: 20,
      assignmentType: 'individual',
      assigneeIds: [made.student.id],
      hasSpecificSchedule: true,
      settings: {},
    }),
    'schedule the exam',
  );
  scheduleId = schedule.schedule.id;
  device = await browser.newProfile({ cookieChoiceMade: true });
}, 120_000);

describe('an exam with an upcoming schedule', () => {
  it('is not deleted at once: the console names the schedule, cancels it on request and then deletes the exam', async () => {
    page = await openSignedIn(device, LAPTOP, `${system.url}/admin/exams`, tutor);
    await visible(page.getByRole('heading', { name: 'Exam Management', level: 1 }));

    await page.getByRole('button', { name: `Delete ${examTitle}` }).click();
    const confirm = page.getByRole('dialog', { name: `Delete the exam "${examTitle}"?` });
    await visible(confirm);
    await confirm.getByRole('button', { name: 'Delete exam' }).click();

    const inUse = page.getByRole('dialog', { name: `“${examTitle}” still has schedules` });
    await visible(inUse);
    await visible(
      inUse.getByText(
        `This exam has an open or upcoming schedule: "${scheduleTitle}". Cancel it first, then delete the exam.`,
      ),
    );
    await visible(
      inUse.getByRole('list', { name: 'Schedules to cancel' }).getByText(scheduleTitle, { exact: true }),
    );
    await screenshot(page, 'exam-deletion-schedules-named');
    // nothing was deleted yet
    expect((await api.call('GET', `/exam-schedules/${scheduleId}`)).status).toBe(200);
    const before = await ok(api.call<{ exams: { title: string }[] }>('GET', '/exams'), 'list exams');
    expect(before.exams.map((exam) => exam.title)).toEqual([examTitle]);

    await inUse.getByLabel('Reason', { exact: true }).fill('Exam withdrawn');
    await inUse.getByRole('button', { name: 'Cancel the schedule and delete' }).click();
    await hidden(inUse);
    await visible(page.getByText(`Exam "${examTitle}" deleted successfully`, { exact: true }).first());
    await hidden(page.getByRole('article', { name: examTitle }));

    const schedule = await ok(
      api.call<{ schedule: { status: string; cancellationReason: string | null } }>(
        'GET',
        `/exam-schedules/${scheduleId}`,
      ),
      'read the schedule',
    );
    expect(schedule.schedule).toMatchObject({ status: 'cancelled', cancellationReason: 'Exam withdrawn' });
    const after = await ok(api.call<{ exams: unknown[] }>('GET', '/exams'), 'list exams');
    expect(after.exams).toEqual([]);
  });
});
