import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { ApiClient, ok, uniqueEmail } from './support/api';
import { axeCheck } from './support/axe';
import { LAPTOP, PHONE, screenshot } from './support/browser';
import { createExam } from './support/exams';
import { learnerMenu as menu } from './support/learner';
import { useJourney } from './support/journey';
import { person } from './support/people';
import { readyStudentOfTutor, signedInTutor } from './support/standing';
import { hasHorizontalOverflow, tabWithSession, visible } from './support/ui';

// Practice that targets weak topics (issue 20 item 3): a student who got their fractions wrong
// presses "Practise my weak topics" on the practice screen, sits the set in the exam view and
// sees their result; "Review my mistakes" shows what is due; the screens at laptop and phone
// width, checked by axe-core.

const { system, browser } = useJourney();
const tutor = person('Grace', 'Adeyemi', 'tutor');
const student = person('Leo', 'Marsh', 'student');
let tab: Page;

const mc = (question: string, category: string, options: string[], correctAnswer = 'A') => ({
  question,
  type: 'multiple-choice',
  options,
  correctAnswer,
  category,
});

beforeAll(async () => {
  const tutorApi = await signedInTutor(system, tutor);
  await readyStudentOfTutor(system, tutorApi, student, uniqueEmail('leo.parent'), 'year-5');
  const paperId = await createExam(tutorApi, {
    title: 'Fractions and Shapes',
    examType: 'mathematics',
    duration: 20,
    availableForPractice: true,
    questions: [
      mc('What is half of 18?', 'Fractions', ['9', '8', '6']),
      mc('What is a quarter of 20?', 'Fractions', ['5', '4', '10']),
      mc('What is 2/3 of 12?', 'Fractions', ['8', '6', '9']),
      mc('How many sides has a hexagon?', 'Shapes', ['6', '5', '8']),
      mc('How many right angles has a square?', 'Shapes', ['4', '2', '3']),
    ],
  });
  // the student sits the paper as practice: every fraction wrong, the shapes right
  const learner = new ApiClient(system);
  await ok(learner.login(student.email, student.password), 'student signs in');
  const practice = { scheduleId: null, assignmentId: null, accessType: 'practice' };
  const started = await ok(
    learner.call<{ attemptId: string; exam: { questions: { id: string; question: string }[] } }>(
      'POST',
      `/exam-attempts/${paperId}/start`,
      practice,
    ),
    'start the practice paper',
  );
  const answers = Object.fromEntries(
    started.exam.questions.map((question) => [question.id, question.question.includes('of') ? 'C' : 'A']),
  );
  await ok(
    learner.call('POST', `/exam-attempts/${paperId}/submit`, {
      ...practice,
      attemptId: started.attemptId,
      answers,
    }),
    'submit the practice paper',
  );
  tab = await tabWithSession(
    await browser.newProfile({ cookieChoiceMade: true }),
    learner,
    LAPTOP,
    system.url,
  );
});

describe('a student practises their weak topics', () => {
  it('1. the practice screen names the weakest topic and the mistakes to review', async () => {
    await tab.goto(`${system.url}/`);
    await menu(tab, 'Practice Exams').click();
    const section = tab.getByRole('region', { name: 'Practise smarter' });
    await visible(section);
    const weak = section.getByRole('article', { name: 'Practise my weak topics' });
    await visible(weak.getByRole('list', { name: 'Your weakest topics' }).getByText('Fractions · 0%'));
    const mistakes = section.getByRole('article', { name: 'Review my mistakes' });
    await visible(mistakes.getByText('3 questions to review'));
    expect(await axeCheck(tab).then((result) => result.findings)).toEqual([]);
    expect(await hasHorizontalOverflow(tab)).toBe(false);
    await section.scrollIntoViewIfNeeded();
    await screenshot(tab, 'practice-sets-laptop', { fullPage: false });
  });

  it('2. at phone width the cards stack and nothing overflows', async () => {
    await tab.setViewportSize(PHONE);
    const section = tab.getByRole('region', { name: 'Practise smarter' });
    await section.scrollIntoViewIfNeeded();
    expect(await hasHorizontalOverflow(tab)).toBe(false);
    expect(await axeCheck(tab).then((result) => result.findings)).toEqual([]);
    await screenshot(tab, 'practice-sets-phone', { fullPage: false });
    await tab.setViewportSize(LAPTOP);
  });

  it('3. "Practise my weak topics" opens a set of the fractions questions in the exam view, by keyboard', async () => {
    const section = tab.getByRole('region', { name: 'Practise smarter' });
    await section.getByRole('button', { name: '5', exact: true }).click();
    const start = section.getByRole('button', { name: 'Practise my weak topics' });
    await start.focus();
    await tab.keyboard.press('Enter');
    await visible(tab.getByRole('heading', { name: 'Weak topics practice' }));
    // the shapes were right today: only the three fractions are asked
    await visible(tab.getByRole('heading', { name: 'Question 1 of 3' }));
    expect(await axeCheck(tab).then((result) => result.findings)).toEqual([]);
    await screenshot(tab, 'practice-sets-exam-laptop', { fullPage: false });
  });

  it('4. the student answers, submits and sees their result', async () => {
    for (let number = 1; number <= 3; number += 1) {
      await visible(tab.getByRole('heading', { name: `Question ${number} of 3` }));
      await tab.getByRole('radio').first().check();
      if (number < 3) {
        await tab.getByRole('button', { name: 'Next' }).click();
      }
    }
    await tab.getByRole('button', { name: 'Submit', exact: true }).click();
    const confirm = tab.getByRole('dialog', { name: 'Submit your exam?' });
    await visible(confirm.getByText('You have answered 3 of 3 questions.'));
    await confirm.getByRole('button', { name: 'Submit Exam' }).click();
    await visible(tab.getByRole('region', { name: 'Your result' }), 20_000);
    await visible(tab.getByRole('article', { name: 'Question 1: Correct' }));
    expect(await hasHorizontalOverflow(tab)).toBe(false);
    await screenshot(tab, 'practice-sets-result-laptop');
    await tab.setViewportSize(PHONE);
    expect(await hasHorizontalOverflow(tab)).toBe(false);
    await screenshot(tab, 'practice-sets-result-phone');
    await tab.setViewportSize(LAPTOP);
  });

  it('5. the mistakes put right today wait for another day, with words of praise', async () => {
    await menu(tab, 'Practice Exams').click();
    const mistakes = tab
      .getByRole('region', { name: 'Practise smarter' })
      .getByRole('article', { name: 'Review my mistakes' });
    await visible(mistakes.getByText('No mistakes to review right now — well done!'));
    await visible(mistakes.getByText('3 questions will come back tomorrow', { exact: false }));
    expect(await axeCheck(tab).then((result) => result.findings)).toEqual([]);
    await mistakes.scrollIntoViewIfNeeded();
    await screenshot(tab, 'practice-sets-praise-laptop', { fullPage: false });
  });
});
