import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient } from './support/api';
import { uniqueEmail, ok } from './support/api';
import { LAPTOP, screenshot, type BrowserProfile } from './support/browser';
import { learnerMenu as menu, openAsStudent } from './support/learner';
import { readyStudentOfTutor, signedInTutor } from './support/standing';
import { createExam } from './support/exams';
import { hidden, visible, openSignedIn } from './support/ui';
import { useJourney } from './support/journey';
import { person } from './support/people';

// Practice is a choice of the tutor (issue 16 item 2): a tutor switches "Available for practice"
// on in the exam form, the card shows it; the student finds the paper under Practice papers and
// starts it; once the tutor schedules the paper for them, it is no longer offered for practice.

const { system, browser } = useJourney();
let tutorDevice: BrowserProfile;
let studentDevice: BrowserProfile;
let tutorTab: Page;
let studentTab: Page;

const tutor = person('Ruth', 'Okafor', 'tutor');
const student = person('Mia', 'Holt', 'student');
const examTitle = 'Number Facts Practice';
let examId = '';
let studentId = '';
let tutorApi: ApiClient;

beforeAll(async () => {
  tutorApi = await signedInTutor(system, tutor);
  ({ id: studentId } = await readyStudentOfTutor(
    system,
    tutorApi,
    student,
    uniqueEmail('mia.parent'),
    'year-5',
  ));
  examId = await createExam(tutorApi, {
    title: examTitle,
    examType: 'mathematics',
    duration: 20,
    questions: [
      { question: 'What is 9 × 6?', type: 'multiple-choice', options: ['54', '56'], correctAnswer: 'A' },
      { question: 'Is 17 a prime number?', type: 'true-false', correctAnswer: 'True' },
    ],
  });
  tutorDevice = await browser.newProfile({ cookieChoiceMade: true });
  studentDevice = await browser.newProfile({ cookieChoiceMade: true });
});

describe('a tutor offers an exam for practice', () => {
  it('1. the student is offered nothing for practice while the switch is off', async () => {
    studentTab = await openAsStudent(studentDevice, LAPTOP, `${system.url}/`, student);
    await menu(studentTab, 'Practice Exams').click();
    await visible(studentTab.getByRole('heading', { name: 'Practice papers', level: 2 }));
    await visible(studentTab.getByText('Your tutor has not offered any papers for practice yet.'));
  });

  it('2. the tutor switches "Available for practice" on in the exam form; the card shows it', async () => {
    tutorTab = await openSignedIn(tutorDevice, LAPTOP, `${system.url}/admin/exams`, tutor);
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
