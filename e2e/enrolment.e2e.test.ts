import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { ENROLMENT_MESSAGES } from '@portal/contracts';
import { ApiClient, birthDateForAge, registerViaApi, type Person } from './support/api';
import { LAPTOP, PHONE_LARGE, screenshot } from './support/browser';
import { verifyEmailViaOutbox, signedInTutor } from './support/standing';
import { hidden, visible, openSignedIn } from './support/ui';
import { useJourney } from './support/journey';
import { person, fullName } from './support/people';

// Issue 15 item 4: a student who signed up by themself belongs to no tutor. Their dashboard says
// how to join a class; the tutor creates a class code in the console; the student types it and is
// in the class (a wrong code first gets the one generic answer).

const { system, browser } = useJourney();
let tutorTab: Page;
let studentTab: Page;
let classCode = '';

const tutor = person('Ruth', 'Okafor', 'tutor');
const student = person('Sami', 'Brook', 'student');
const invited = person('Nia', 'Holt', 'student');

/**
 * The one place a student signs up by themself: POST /auth/register, then what a self-registered
 * account needs before it may use anything (the e-mailed verification link).
 */
async function selfRegisteredStudent(person: Person): Promise<void> {
  const client = new ApiClient(system);
  await registerViaApi(client, { ...person, role: 'student', dateOfBirth: birthDateForAge(17) });
  await verifyEmailViaOutbox(system, person.email);
}

beforeAll(async () => {
  await signedInTutor(system, tutor);
  await selfRegisteredStudent(student);
  await selfRegisteredStudent(invited);
});

describe('a student joins a class with a code', () => {
  it('1. the tutor creates a class code in the console', async () => {
    const profile = await browser.newProfile({ cookieChoiceMade: true });
    tutorTab = await openSignedIn(profile, LAPTOP, `${system.url}/admin/students`, tutor);
    await tutorTab.getByRole('link', { name: 'Class codes' }).click();
    await visible(tutorTab.getByRole('heading', { name: 'Class codes and invitations', level: 1 }));
    await visible(tutorTab.getByText('No class codes yet.'));
    await tutorTab.getByRole('button', { name: 'New class code' }).click();
    const table = tutorTab.getByRole('table', { name: 'Class codes' });
    await visible(table);
    const cell = table.getByRole('row').nth(1).getByRole('cell').first();
    classCode = ((await cell.textContent()) ?? '').trim();
    expect(classCode).toMatch(/^[A-HJKMNP-Z2-9]{4}-[A-HJKMNP-Z2-9]{4}$/);
    await visible(table.getByText('Whole class'));
    await screenshot(tutorTab, 'enrolment-tutor-class-code-laptop');
  });

  it('2. the student, in no class yet, sees how to join one on the dashboard and the classroom page', async () => {
    const profile = await browser.newProfile({ cookieChoiceMade: true });
    studentTab = await openSignedIn(profile, PHONE_LARGE, `${system.url}/`, student);
    await visible(studentTab.getByRole('heading', { name: "Join your tutor's class" }));
    await visible(studentTab.getByRole('textbox', { name: 'Class code' }));
    await screenshot(studentTab, 'enrolment-student-empty-state-phone');
    await studentTab.getByRole('button', { name: 'Open menu' }).click();
    await studentTab
      .getByRole('navigation', { name: 'Main' })
      .getByRole('button', { name: 'Join Classroom Quiz', exact: true })
      .click();
    await visible(studentTab.getByRole('heading', { name: "Join your tutor's class" }));
    await visible(
      studentTab.getByText("Once you are in a class, you can join your tutor's live quizzes here."),
    );
    expect(await studentTab.getByRole('button', { name: 'Join Classroom', exact: true }).count()).toBe(0);
  });

  it('3. a wrong code gets the one generic answer; the right one puts the student in the class', async () => {
    const field = studentTab.getByRole('textbox', { name: 'Class code' });
    await field.fill('zzzz-zzzz');
    await studentTab.getByRole('button', { name: 'Join class' }).click();
    await visible(studentTab.getByText(ENROLMENT_MESSAGES.invalidCode));
    await field.fill(classCode.toLowerCase());
    await studentTab.getByRole('button', { name: 'Join class' }).click();
    await visible(studentTab.getByText(ENROLMENT_MESSAGES.joined(fullName(tutor))));
    await hidden(studentTab.getByRole('heading', { name: "Join your tutor's class" }));
    // the classroom itself is open now
    await visible(studentTab.getByRole('heading', { name: 'Join Classroom Quiz', level: 1 }));
    await screenshot(studentTab, 'enrolment-student-joined-phone');
  });

  it('4. the tutor sees the student among their students and the code used once', async () => {
    await tutorTab.reload();
    const table = tutorTab.getByRole('table', { name: 'Class codes' });
    await visible(table);
    const row = table.getByRole('row').nth(1);
    await expect.poll(async () => (await row.getByRole('cell').nth(2).textContent())?.trim()).toBe('1');
    await tutorTab.goto(`${system.url}/admin/students`);
    await visible(tutorTab.getByText(fullName(student)).first());
  });

  it('5. the tutor invites a student by e-mail; the student accepts on their dashboard and is in the class', async () => {
    await tutorTab.getByRole('link', { name: 'Class codes' }).click();
    await tutorTab.getByRole('textbox', { name: "Student's e-mail" }).fill(invited.email);
    await tutorTab.getByRole('button', { name: 'Invite', exact: true }).click();
    await visible(tutorTab.getByText(ENROLMENT_MESSAGES.invited));
    await visible(tutorTab.getByRole('list', { name: 'Pending invitations' }).getByText(invited.email));

    const profile = await browser.newProfile({ cookieChoiceMade: true });
    const tab = await openSignedIn(profile, LAPTOP, `${system.url}/`, invited);
    const list = tab.getByRole('list', { name: 'Invitations from tutors' });
    await visible(list.getByText(`${tutor.firstName} ${tutor.lastName} invited you to their class`));
    await screenshot(tab, 'enrolment-student-invitation-laptop');
    await list.getByRole('button', { name: 'Accept' }).click();
    await visible(tab.getByText(ENROLMENT_MESSAGES.invitationAccepted(fullName(tutor))));
    await hidden(tab.getByRole('heading', { name: "Join your tutor's class" }));
    await tutorTab.reload();
    await visible(tutorTab.getByText('No pending invitations.'));
  });
});
