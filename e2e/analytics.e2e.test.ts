import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { ApiClient, uniqueEmail, ok } from './support/api';
import { LAPTOP, PHONE_LARGE, screenshot, type BrowserProfile } from './support/browser';
import { confirmParentViaOutbox, linkedParentAccount, signedInTutor } from './support/standing';
import { hasHorizontalOverflow, recordRequiredConsents, visible, openSignedIn } from './support/ui';
import { useJourney } from './support/journey';
import { person } from './support/people';

// Analytics (spec 002 §§2.8, 2.10–2.12, §4, §8, §9): two students take a scheduled maths exam
// through the API; their tutor reads Scheduled Exam Analytics (the schedule, the students'
// attempts, one student's answers with topic bars and recommendations, the item analysis),
// then Student Performance Analytics and the tutor-exam-results page; the parent of one student
// reads Child's Exam History and opens the results from there.

const { system, browser } = useJourney();
let device: BrowserProfile;
let tab: Page;

const tutor = person('Hannah', 'Okafor', 'tutor');
const parent = person('Grace', 'Lewis', 'parent');
const amara = { firstName: 'Amara', lastName: 'Lewis', email: uniqueEmail('amara.student') };
const tomasz = { firstName: 'Tomasz', lastName: 'Nowak', email: uniqueEmail('tomasz.student') };
const tomaszParent = uniqueEmail('tomasz.parent');
const exam = { title: 'Maths Mock 4' };
const scheduleTitle = 'Maths Mock 4 - Thursday';

/** The exam's questions: text, answer, topic; each student's answers by question text. */
const questions = [
  {
    question: 'What is 3/4 of 20?',
    options: ['12', '15', '16', '18'],
    correctAnswer: 'B',
    category: 'Fractions',
  },
  {
    question: 'What is 1/2 + 1/4?',
    options: ['1/4', '2/6', '3/4', '1'],
    correctAnswer: 'C',
    category: 'Fractions',
  },
  {
    question: 'How many sides has a hexagon?',
    options: ['5', '6', '7', '8'],
    correctAnswer: 'B',
    category: 'Geometry',
  },
  {
    question: 'A square has sides of 7 cm. What is its area in cm²?',
    options: ['14', '28', '49', '56'],
    correctAnswer: 'C',
    category: 'Geometry',
  },
];
const answersOf: Record<'amara' | 'tomasz', string[]> = {
  // Amara: fractions right, one geometry wrong → 75%
  amara: ['B', 'C', 'B', 'A'],
  // Tomasz: one fraction right → 25%
  tomasz: ['B', 'A', 'A', 'A'],
};

let examId = '';
let scheduleId = '';
const attemptIds: Record<string, string> = {};

/** A student made by the tutor signs in with the temporary password, replaces it and consents. */
async function studentClient(
  email: string,
  temporaryPassword: string,
  parentEmail: string,
): Promise<ApiClient> {
  const client = new ApiClient(system);
  expect((await client.login(email, temporaryPassword)).status).toBe(200);
  await ok(
    client.call('PUT', '/profile/password', {
      currentPassword: temporaryPassword,
      newPassword: 'Student-2026-pass',
    }),
    'replace the temporary password',
  );
  await recordRequiredConsents(client);
  // issue 15: the parent the tutor named confirms by the e-mailed link before the child can sit exams
  await confirmParentViaOutbox(system, parentEmail);
  return client;
}

async function takeExam(client: ApiClient, who: 'amara' | 'tomasz'): Promise<void> {
  const started = await ok(
    client.call<{ attemptId: string; exam: { questions: { id: string; question: string }[] } }>(
      'POST',
      `/exam-attempts/${examId}/start`,
      { scheduleId, accessType: 'schedule' },
    ),
    `${who} starts the exam`,
  );
  const answers: Record<string, string> = {};
  for (const question of started.exam.questions) {
    const index = questions.findIndex((q) => q.question === question.question);
    answers[question.id] = answersOf[who][index] ?? '';
  }
  await ok(
    client.call('POST', `/exam-attempts/${examId}/submit`, {
      scheduleId,
      accessType: 'schedule',
      attemptId: started.attemptId,
      answers,
      completedAt: new Date().toISOString(),
      timeSpent: 600,
    }),
    `${who} submits the exam`,
  );
  attemptIds[who] = started.attemptId;
}

beforeAll(async () => {
  const api = await signedInTutor(system, tutor);
  const made: Record<string, { id: string; temporaryPassword: string }> = {};
  for (const [key, student] of [
    ['amara', { ...amara, parentEmail: parent.email }],
    ['tomasz', { ...tomasz, parentEmail: tomaszParent }],
  ] as const) {
    const body = await ok(
      api.call<{ student: { id: string }; temporaryPassword: string }>('POST', '/students', {
        ...student,
        grade: 'year-6',
      }),
      'create student',
    );
    made[key] = { id: body.student.id, temporaryPassword: body.temporaryPassword };
  }
  const created = await ok(
    api.call<{ exam: { id: string } }>('POST', '/exams', {
      title: exam.title,
      description: 'Fractions and shapes',
      examType: 'mathematics',
      difficulty: 'medium',
      duration: 30,
      grade: 'year-6',
      questions: questions.map((q) => ({
        ...q,
        type: 'multiple-choice',
        explanation: `Topic: ${q.category}`,
      })),
    }),
    'create exam',
  );
  examId = created.exam.id;
  const schedule = await ok(
    api.call<{ schedule: { id: string } }>('POST', '/exam-schedules', {
      examId,
      title: scheduleTitle,
      description: '',
      scheduledStartTime: new Date(Date.now() - 60_000).toISOString(),
      scheduledEndTime: new Date(Date.now() + 2 * 3_600_000).toISOString(),
      duration: 30,
      instructions: '',
      assignmentType: 'individual',
      assigneeIds: [made.amara!.id, made.tomasz!.id],
      hasSpecificSchedule: true,
      // the parent reads the answers in step 6: this schedule shows results at once (issue 16 item 1)
      settings: { showResultsImmediately: true },
    }),
    'create schedule',
  );
  scheduleId = schedule.schedule.id;

  await takeExam(await studentClient(amara.email, made.amara!.temporaryPassword, parent.email), 'amara');
  await takeExam(await studentClient(tomasz.email, made.tomasz!.temporaryPassword, tomaszParent), 'tomasz');

  // the parent makes an account and, signed in, opens the consent link again: it links them to Amara
  // (issue 15)
  await linkedParentAccount(system, parent);

  device = await browser.newProfile({ cookieChoiceMade: true });
});

function menu(page: Page, label: string) {
  return page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('menuitem', { name: label, exact: true });
}

describe('a tutor reads the analytics of a scheduled exam two students took', () => {
  it('1. Exam Analytics lists the schedule with its participation and average', async () => {
    tab = await openSignedIn(device, LAPTOP, `${system.url}/admin/`, tutor);
    await visible(tab.getByRole('heading', { name: `Welcome back, ${tutor.firstName}`, level: 1 }));
    await menu(tab, 'Exam Analytics').click();
    await visible(tab.getByRole('heading', { name: 'Scheduled Exam Analytics', level: 1 }));
    const card = tab.getByRole('article', { name: scheduleTitle });
    await visible(card);
    await visible(card.getByText(`${exam.title} · 30 min`, { exact: true }));
    await visible(card.getByText('100%', { exact: true }));
    await visible(card.getByText('50%', { exact: true }));
    expect(await hasHorizontalOverflow(tab)).toBe(false);
    await screenshot(tab, 'analytics-scheduled-list-laptop');
  });

  it("2. the schedule's students show their attempts; View Details opens one student's answers", async () => {
    // the card's button is named by what it shows, the schedule's title first
    await tab.getByRole('article', { name: scheduleTitle }).getByRole('button').click();
    await visible(tab.getByRole('heading', { name: scheduleTitle, level: 2 }));
    expect(tab.url()).toContain(`schedule=${scheduleId}`);
    await visible(tab.getByRole('heading', { name: 'Amara Lewis', level: 3 }));
    await visible(tab.getByRole('heading', { name: 'Tomasz Nowak', level: 3 }));
    await screenshot(tab, 'analytics-schedule-students-laptop');
    await tab.getByRole('button', { name: 'View Details of attempt 1 by Amara Lewis' }).click();
    await visible(tab.getByRole('heading', { name: 'Amara Lewis', level: 2 }));
    await visible(tab.getByRole('heading', { name: 'Topic analysis' }));
    await visible(tab.getByRole('progressbar', { name: 'Fractions: 2 / 2 correct, 100%' }));
    await visible(tab.getByRole('progressbar', { name: 'Geometry: 1 / 2 correct, 50%' }));
    await visible(tab.getByRole('heading', { name: 'Teaching recommendations' }));
    await visible(tab.getByRole('heading', { name: 'Strengths', level: 3 }));
    await visible(tab.getByRole('heading', { name: 'Needs improvement', level: 3 }));
    await visible(tab.getByRole('heading', { name: 'Question-by-question analysis' }));
    await visible(tab.getByRole('heading', { name: questions[3]!.question }));
    expect(
      await tab
        .getByRole('term')
        .filter({ hasText: /^Percentage$/ })
        .locator('xpath=following-sibling::dd[1]')
        .textContent(),
    ).toBe('75%');
    await screenshot(tab, 'analytics-attempt-details-laptop');
    await tab.getByRole('button', { name: 'Back to Students' }).click();
    await visible(tab.getByRole('heading', { name: 'Tomasz Nowak', level: 3 }));
  });

  it('3. the Item analysis tab explains facility, discrimination and KR-20 and offers the CSV', async () => {
    await tab.getByRole('tab', { name: 'Item analysis' }).click();
    await visible(tab.getByRole('heading', { name: 'Reliability (KR-20)' }));
    await visible(tab.getByText(/KR-20 measures how consistently/));
    const download = tab.getByRole('link', { name: 'Download results (CSV)' });
    await visible(download);
    expect(await download.getAttribute('href')).toBe(
      `/api/scheduled-exam-analytics/schedule/${scheduleId}/results.csv`,
    );
    const table = tab.getByRole('table');
    await visible(table);
    await visible(table.getByRole('cell', { name: questions[0]!.question }));
    const csv = await tab.evaluate(
      async (href) => (await fetch(href)).text(),
      `/api/scheduled-exam-analytics/schedule/${scheduleId}/results.csv`,
    );
    expect(csv).toContain('Amara');
    expect(await hasHorizontalOverflow(tab)).toBe(false);
    await screenshot(tab, 'analytics-item-analysis-laptop');
  });

  it('4. on a phone the details and the item analysis fit the screen', async () => {
    const phone = await device.newPage(PHONE_LARGE);
    await phone.goto(`${system.url}/admin/scheduled-exam-analytics?schedule=${scheduleId}&tab=items`);
    await visible(phone.getByRole('heading', { name: 'Reliability (KR-20)' }));
    expect(await hasHorizontalOverflow(phone)).toBe(false);
    await screenshot(phone, 'analytics-item-analysis-phone');
    await phone.goto(
      `${system.url}/admin/scheduled-exam-analytics?schedule=${scheduleId}&attempt=${attemptIds.amara}`,
    );
    await visible(phone.getByRole('heading', { name: 'Topic analysis' }));
    expect(await hasHorizontalOverflow(phone)).toBe(false);
    await screenshot(phone, 'analytics-attempt-details-phone');
    await phone.close();
  });

  it("5. Student Analytics shows a student's figures and recent exams; View Results opens the review", async () => {
    await menu(tab, 'Student Analytics').click();
    await visible(tab.getByRole('heading', { name: 'Student Performance Analytics', level: 1 }));
    const list = tab.getByRole('navigation', { name: 'Choose a student' });
    await visible(list);
    await list.getByLabel('Search students').fill('amara');
    await list.getByRole('button', { name: /Amara Lewis/ }).click();
    await visible(tab.getByRole('heading', { name: 'Amara Lewis', level: 2 }));
    await visible(tab.getByRole('heading', { name: 'Recent exams' }));
    await visible(tab.getByRole('term').filter({ hasText: /^Average score$/ }));
    expect(
      await tab
        .getByRole('term')
        .filter({ hasText: /^Best score$/ })
        .locator('xpath=following-sibling::dd[1]')
        .textContent(),
    ).toBe('75%');
    await visible(tab.getByRole('heading', { name: 'Performance by exam type' }));
    expect(await hasHorizontalOverflow(tab)).toBe(false);
    await screenshot(tab, 'analytics-student-laptop');

    await tab
      .getByRole('button', { name: `View Results of ${exam.title}` })
      .first()
      .click();
    await visible(tab.getByRole('heading', { name: exam.title, level: 1 }));
    expect(tab.url()).toContain(`/admin/exam-results/${attemptIds.amara}?returnTo=analytics`);
    await visible(tab.getByText('1 of 4 questions'));
    await visible(tab.getByRole('term').filter({ hasText: /^Time taken$/ }));
    await screenshot(tab, 'analytics-exam-results-laptop');
    await tab.getByRole('button', { name: /^Incorrect \(1\)$/ }).click();
    await visible(tab.getByText('1 of 1 questions'));
    await visible(tab.getByRole('heading', { name: questions[3]!.question }));
    await tab.getByRole('button', { name: 'Hide Answers' }).click();
    await visible(tab.getByRole('button', { name: 'Show Answers' }));
    await tab.getByRole('button', { name: /^All \(4\)$/ }).click();
    await tab.getByRole('button', { name: 'Next' }).click();
    await visible(tab.getByText('2 of 4 questions'));
    await tab.getByRole('button', { name: 'Back to Analytics' }).click();
    await visible(tab.getByRole('heading', { name: 'Amara Lewis', level: 2 }));
  });
});

describe("a parent reads their child's exam history", () => {
  it("6. Child's Exam History shows the completed exam with its badge and opens the results; Child's Exams and Progress", async () => {
    const parentDevice = await browser.newProfile({ cookieChoiceMade: true });
    const page = await openSignedIn(parentDevice, PHONE_LARGE, `${system.url}/admin/`, parent);
    await visible(page.getByRole('heading', { name: `Welcome back, ${parent.firstName}`, level: 1 }));
    await screenshot(page, 'analytics-parent-dashboard-phone');
    await page.goto(`${system.url}/admin/exam-history`);
    await visible(page.getByRole('heading', { name: "Child's Exam History", level: 1 }));
    const entry = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: exam.title }) });
    await visible(entry);
    await visible(entry.getByText('Completed', { exact: true }));
    await page.getByRole('button', { name: 'Missed', exact: true }).click();
    await visible(page.getByText('No exams match these filters.'));
    await page.getByRole('button', { name: 'Completed', exact: true }).click();
    await visible(entry);
    expect(await hasHorizontalOverflow(page)).toBe(false);
    await screenshot(page, 'analytics-child-history-phone');
    await entry.getByRole('button', { name: `View Results of ${exam.title}` }).click();
    await visible(page.getByRole('heading', { name: exam.title, level: 1 }));
    await visible(page.getByText(/of 4 questions/));
    expect(await hasHorizontalOverflow(page)).toBe(false);
    await screenshot(page, 'analytics-child-results-phone');
    await page.getByRole('button', { name: 'Back to Exam History' }).click();
    await visible(page.getByRole('heading', { name: "Child's Exam History", level: 1 }));
    await page.goto(`${system.url}/admin/exams`);
    await visible(page.getByRole('heading', { name: "Child's Exams", level: 1 }));
    const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: exam.title }) });
    await visible(card);
    await visible(card.getByText('Completed', { exact: true }));
    expect(await hasHorizontalOverflow(page)).toBe(false);
    await screenshot(page, 'analytics-child-exams-phone');
    await page.goto(`${system.url}/admin/analytics`);
    await visible(page.getByRole('heading', { name: "Child's Progress", level: 1 }));
    await visible(page.getByRole('heading', { name: 'Amara Lewis', level: 2 }));
    expect(await hasHorizontalOverflow(page)).toBe(false);
    await screenshot(page, 'analytics-child-progress-phone');
    await parentDevice.close();
  });
});
