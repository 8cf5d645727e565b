import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_ENV, ApiClient, uniqueEmail, type Person, ok } from './support/api';
import {
  LAPTOP,
  launchBrowser,
  screenshot,
  type BrowserProfile,
  type BrowserSession,
} from './support/browser';
import { learnerMenu as menu, studentSignsIn } from './support/learner';
import { startSystem, type RunningSystem } from './support/server';
import { confirmParentViaOutbox, signedInTutor } from './support/standing';
import { hidden, recordRequiredConsents, signInThroughDialog, visible } from './support/ui';

// Practice is a choice of the tutor (issue 16 item 2): a tutor switches "Available for practice"
// on in the exam form, the card shows it; the student finds the paper under Practice papers and
// starts it; once the tutor schedules the paper for them, it is no longer offered for practice.

let system: RunningSystem;
let browser: BrowserSession;
let tutorDevice: BrowserProfile;
let studentDevice: BrowserProfile;
let tutorTab: Page;
let studentTab: Page;

const tutor: Person = {
  firstName: 'Ruth',
  lastName: 'Okafor',
  email: uniqueEmail('ruth.tutor'),
  password: 'Ruth-tutor-2026',
};
const student = {
  firstName: 'Mia',
  lastName: 'Holt',
  email: uniqueEmail('mia.student'),
  password: 'Mia-student-2026',
};
const examTitle = 'Number Facts Practice';
let examId = '';
let studentId = '';
let tutorApi: ApiClient;

beforeAll(async () => {
  system = await startSystem({ env: ADMIN_ENV });
  browser = await launchBrowser();
  tutorApi = await signedInTutor(system, tutor);
  const parentEmail = uniqueEmail('mia.parent');
  const made = await ok(
    tutorApi.call<{ student: { id: string }; temporaryPassword: string }>('POST', '/students', {
      firstName: student.firstName,
      lastName: student.lastName,
      email: student.email,
      grade: 'year-5',
      parentEmail,
    }),
    'create student',
  );
  studentId = made.student.id;
  const learner = new ApiClient(system);
  expect((await learner.login(student.email, made.temporaryPassword)).status).toBe(200);
  await ok(
    learner.call('PUT', '/profile/password', {
      currentPassword: made.temporaryPassword,
      newPassword: student.password,
      confirmPassword: student.password,
    }),
    'choose own password',
  );
  await recordRequiredConsents(learner);
  await confirmParentViaOutbox(system, parentEmail);

  const created = await ok(
    tutorApi.call<{ exam: { id: string } }>('POST', '/exams', {
      title: examTitle,
      examType: 'mathematics',
      duration: 20,
      questions: [
        { question: 'What is 9 × 6?', type: 'multiple-choice', options: ['54', '56'], correctAnswer: 'A' },
        { question: 'Is 17 a prime number?', type: 'true-false', correctAnswer: 'True' },
      ],
    }),
    'create exam',
  );
  examId = created.exam.id;
  tutorDevice = await browser.newProfile({ cookieChoiceMade: true });
  studentDevice = await browser.newProfile({ cookieChoiceMade: true });
});

afterAll(async () => {
  await browser?.close();
  await system?.stop();
});

describe('a tutor offers an exam for practice', () => {
  it('1. the student is offered nothing for practice while the switch is off', async () => {
    studentTab = await studentDevice.newPage(LAPTOP);
    await studentTab.goto(`${system.url}/`);
    await studentSignsIn(studentTab, student);
    await menu(studentTab, 'Practice Exams').click();
    await visible(studentTab.getByRole('heading', { name: 'Practice papers', level: 2 }));
    await visible(studentTab.getByText('Your tutor has not offered any papers for practice yet.'));
  });

  it('2. the tutor switches "Available for practice" on in the exam form; the card shows it', async () => {
    tutorTab = await tutorDevice.newPage(LAPTOP);
    await tutorTab.goto(`${system.url}/admin/exams`);
    await signInThroughDialog(tutorTab, tutor);
    await visible(tutorTab.getByRole('heading', { name: 'Exam Management', level: 1 }));
    const card = tutorTab.getByRole('article', { name: examTitle });
    await visible(card);
    await hidden(card.getByText('Practice', { exact: true }));
    await tutorTab.getByRole('button', { name: `Edit ${examTitle}` }).click();
    const form = tutorTab.getByRole('form', { name: 'Edit Exam' });
    await visible(form);
    const practiceSwitch = form.getByRole('switch', { name: /Available for practice/ });
    expect(await practiceSwitch.isChecked()).toBe(false);
    await practiceSwitch.check();
    await screenshot(tutorTab, 'practice-switch-laptop', { fullPage: false });
    await form.getByRole('button', { name: 'Update Exam' }).click();
    await visible(tutorTab.getByText(`Exam "${examTitle}" updated successfully`, { exact: true }).first());
    await visible(tutorTab.getByRole('article', { name: examTitle }).getByText('Practice', { exact: true }));
  });

  it('3. the student finds the paper under Practice papers and starts it', async () => {
    await studentTab.getByRole('button', { name: 'Refresh' }).click();
    const paper = studentTab.getByRole('article', { name: examTitle });
    await visible(paper);
    await visible(paper.getByText('Not practised yet'));
    await screenshot(studentTab, 'practice-papers-laptop');
    await paper.getByRole('button', { name: `Start Practice: ${examTitle}` }).click();
    await visible(studentTab.getByRole('heading', { name: 'Question 1 of 2' }));
  });

  it('4. once the tutor schedules it for the student, it is no longer offered for practice', async () => {
    await ok(
      tutorApi.call('POST', '/exam-schedules', {
        examId,
        title: 'Friday mock',
        description: '',
        scheduledStartTime: new Date(Date.now() + 24 * 3_600_000).toISOString(),
        scheduledEndTime: new Date(Date.now() + 25 * 3_600_000).toISOString(),
        duration: 20,
        instructions: 'Work alone.',
        assignmentType: 'individual',
        assigneeIds: [studentId],
        hasSpecificSchedule: true,
      }),
      'schedule the exam',
    );
    await studentTab.goto(`${system.url}/`);
    await menu(studentTab, 'Practice Exams').click();
    await visible(studentTab.getByRole('heading', { name: 'Practice papers', level: 2 }));
    await visible(studentTab.getByText('Your tutor has not offered any papers for practice yet.'));
    await hidden(studentTab.getByRole('button', { name: `Start Practice: ${examTitle}` }));
  });
});
