import type { Page } from 'playwright-core';
import type { Person } from './api';
import type { BrowserProfile, Viewport } from './browser';
import { acceptConsentForm, signInThroughDialog, visible } from './ui';

/** An entry of the learner app's main menu. */
export function learnerMenu(page: Page, label: string) {
  return page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: label, exact: true });
}

/**
 * Signs the student in through the learner app's dialog (the page is already there) and waits for
 * their dashboard, accepting the consent form first when it is asked for.
 */
export async function studentSignsIn(
  page: Page,
  student: Pick<Person, 'firstName' | 'email' | 'password'>,
): Promise<void> {
  await signInThroughDialog(page, student);
  const form = page.getByRole('form', { name: 'Privacy choices' });
  const welcome = page.getByRole('heading', { name: `Welcome back, ${student.firstName}!`, level: 1 });
  await Promise.race([visible(form), visible(welcome)]);
  if (await form.isVisible()) {
    await acceptConsentForm(page);
  }
  await visible(welcome);
}

/** A new tab of `viewport` in `profile` at the learner app (`url`), with `student` signed in. */
export async function openAsStudent(
  profile: Pick<BrowserProfile, 'newPage'>,
  viewport: Viewport,
  url: string,
  student: Pick<Person, 'firstName' | 'email' | 'password'>,
): Promise<Page> {
  const page = await profile.newPage(viewport);
  await page.goto(url);
  await studentSignsIn(page, student);
  return page;
}

/** In Practice Exams, starts the scheduled exam: its card's Start Exam, then the dialog's Start now. */
export async function startScheduledExam(page: Page, scheduleTitle: string): Promise<void> {
  await learnerMenu(page, 'Practice Exams').click();
  await page
    .getByRole('article', { name: scheduleTitle })
    .getByRole('button', { name: /^Start Exam/ })
    .click();
  await page.getByRole('dialog', { name: scheduleTitle }).getByRole('button', { name: 'Start now' }).click();
}
