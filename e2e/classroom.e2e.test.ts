import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { uniqueEmail } from './support/api';
import { LAPTOP, PHONE_LARGE, screenshot, type BrowserProfile } from './support/browser';
import { readyStudentOfTutor, signedInTutor } from './support/standing';
import { hasHorizontalOverflow, signInThroughDialog, visible, openSignedIn } from './support/ui';
import { useJourney } from './support/journey';
import { recordSpeech, spoken } from './support/speech';
import { person } from './support/people';

// Live classroom quiz (spec 002 §2.13, §7): a tutor in one browser hosts the sample quiz, two
// students in their own browsers join by code, answer and submit; the tutor watches the answers,
// the live stats and the scores arrive, then ends the session and the students see it end.

const { system, browser } = useJourney();
let tutorTab: Page;
const studentTabs: Page[] = [];
let code = '';
/** Every socket frame the students' browsers received. */
const studentFrames: string[] = [];

const tutor = person('Grace', 'Adeyemi', 'tutor');
const students = [
  { firstName: 'Leo', lastName: 'Marsh', email: uniqueEmail('leo.student'), password: 'Leo-student-2026' },
  { firstName: 'Maya', lastName: 'Patel', email: uniqueEmail('maya.student'), password: 'Maya-student-2026' },
];
/** The sample quiz: 5 + 3, the largest planet, 6 × 7; Leo gets all three, Maya one. */
const answers = [
  ['Option C: 8', 'Option B: Jupiter', 'Option A: 42'],
  ['Option C: 8', 'Option A: Earth', 'Option D: 54'],
];

beforeAll(async () => {
  const api = await signedInTutor(system, tutor);
  for (const student of students) {
    // issue 15: the parent confirms by the e-mailed link before the child can join a classroom
    await readyStudentOfTutor(system, api, student, uniqueEmail('classroom.parent'));
  }
});

async function signedInStudent(profile: BrowserProfile, index: number): Promise<Page> {
  const student = students[index]!;
  const tab = await profile.newPage(index === 0 ? LAPTOP : PHONE_LARGE);
  tab.on('websocket', (socket) =>
    socket.on('framereceived', (frame) => studentFrames.push(String(frame.payload))),
  );
  await tab.goto(`${system.url}/`);
  await signInThroughDialog(tab, student);
  await visible(tab.getByRole('heading', { name: `Welcome back, ${student.firstName}!`, level: 1 }));
  return tab;
}

describe('a tutor hosts a live quiz that two students take', () => {
  it('1. the tutor starts a session with the sample quiz and sees its code', async () => {
    const profile = await browser.newProfile({ cookieChoiceMade: true });
    tutorTab = await openSignedIn(profile, LAPTOP, `${system.url}/admin/classroom-quiz`, tutor);
    await visible(tutorTab.getByRole('heading', { name: 'Real-time Classroom', level: 1 }));
    await visible(tutorTab.getByRole('status', { name: 'Connection: Connected' }));
    await tutorTab.getByLabel('Session title', { exact: true }).fill('Friday Maths Warm-up');
    await tutorTab.getByRole('button', { name: 'Use Sample Quiz' }).click();
    await tutorTab.getByRole('button', { name: 'Start Session' }).click();
    const shown = tutorTab.getByLabel('Session code', { exact: true });
    await visible(shown);
    code = ((await shown.textContent()) ?? '').trim();
    expect(code).toMatch(/^QUIZ-[A-Z0-9]{6}$/);
    await visible(tutorTab.getByText('No students connected yet'));
    await screenshot(tutorTab, 'classroom-tutor-started-laptop');
  });

  it('2. two students join by the code and wait; the tutor sees them arrive', async () => {
    for (const index of [0, 1]) {
      const profile = await browser.newProfile({ cookieChoiceMade: true });
      await profile.context.addInitScript(recordSpeech);
      const tab = await signedInStudent(profile, index);
      if (index === 1) {
        await tab.getByRole('button', { name: 'Open menu' }).click();
      }
      await tab
        .getByRole('navigation', { name: 'Main' })
        .getByRole('button', { name: 'Join Classroom Quiz', exact: true })
        .click();
      await visible(tab.getByRole('heading', { name: 'Join Classroom Quiz', level: 1 }));
      await tab.getByRole('button', { name: 'Join Classroom', exact: true }).click();
      await tab.getByRole('textbox', { name: 'Session code' }).fill(code);
      await tab.getByRole('button', { name: 'Join', exact: true }).click();
      studentTabs.push(tab);
    }
    for (const tab of studentTabs) {
      // the tutor broadcast the quiz on joining: the students go straight to the first question
      await visible(tab.getByText('Answered 0 / 3'));
    }
    const table = tutorTab.getByRole('table', { name: 'Students' });
    await visible(table.getByText('Leo Marsh'));
    await visible(table.getByText('Maya Patel'));
    await expect
      .poll(async () => tutorTab.getByLabel('Total Students', { exact: true }).textContent())
      .toBe('2');
    await screenshot(studentTabs[1]!, 'classroom-student-question-phone');
  });

  it('2b. on the phone, the student makes the quiz larger, high contrast, and has the question read aloud (issue 19)', async () => {
    const tab = studentTabs[1]!;
    await tab.getByRole('button', { name: 'Reading aids' }).click();
    const panel = tab.getByRole('region', { name: 'Reading aids' });
    const question = tab
      .getByRole('region', { name: /./ })
      .filter({ has: tab.locator('#classroom-question-text') });
    const size = () =>
      tab
        .locator('#classroom-question-text')
        .evaluate((element) => parseFloat(getComputedStyle(element).fontSize));
    const before = await size();
    await panel.getByRole('button', { name: 'Largest' }).click();
    await expect.poll(size).toBeCloseTo(before * 1.5, 0);
    await panel.getByRole('switch', { name: 'High contrast' }).check();
    await panel.getByRole('button', { name: 'Close the reading aids' }).click();
    await question.getByRole('button', { name: 'Read aloud' }).click();
    const [speech] = (await spoken(tab)).filter((call) => call.call === 'speak');
    expect(speech?.text).toMatch(/^Question 1 of 3\. .+ A: .+ B: .+/);
    expect(await hasHorizontalOverflow(tab)).toBe(false);
    await screenshot(tab, 'classroom-reading-aids-phone', { fullPage: false });
    await question.getByRole('button', { name: 'Stop reading' }).click();
  });

  it('3. the students answer and the tutor sees the live stats; no correct answer reached a student before submitting', async () => {
    for (const [index, tab] of studentTabs.entries()) {
      const mine = answers[index]!;
      for (const [question, option] of mine.entries()) {
        await tab.getByRole('button', { name: option }).click();
        await visible(tab.getByText(`Answered ${question + 1} / 3`));
        if (question < mine.length - 1) {
          await tab.getByRole('button', { name: 'Next' }).click();
        }
      }
    }
    // question 1: both chose C
    await visible(
      tutorTab.getByRole('list', { name: 'Answers to question 1' }).getByText('2 answers · 100%'),
    );
    await expect.poll(async () => tutorTab.getByLabel('Answered', { exact: true }).textContent()).toBe('2');
    expect(await hasHorizontalOverflow(studentTabs[1]!)).toBe(false);
    expect(studentFrames.some((frame) => frame.includes('"title":"Sample Quiz"'))).toBe(true);
    expect(studentFrames.filter((frame) => frame.includes('correctAnswer'))).toEqual([]);
    await screenshot(tutorTab, 'classroom-tutor-live-stats-laptop');
  });

  it('4. the students submit; their score and the key wait for the end of the session (issue 16); the tutor sees the scores', async () => {
    for (const tab of studentTabs) {
      await tab.getByRole('button', { name: 'Submit Quiz' }).click();
      await visible(tab.getByRole('heading', { name: 'Quiz Complete' }));
      await visible(
        tab.getByText('Your score and the correct answers appear here when your tutor ends the session.'),
      );
      await visible(tab.getByText('Answers sent: 3 of 3 questions answered.'));
    }
    expect(await studentTabs[0]!.getByText('100%').count()).toBe(0);
    expect(studentFrames.filter((frame) => frame.includes('correctAnswer'))).toEqual([]);
    const table = tutorTab.getByRole('table', { name: 'Students' });
    await visible(table.getByText('3 / 3 correct (100%)'));
    await visible(table.getByText('1 / 3 correct (33%)'));
    await expect.poll(async () => tutorTab.getByLabel('Submitted', { exact: true }).textContent()).toBe('2');
    await screenshot(studentTabs[1]!, 'classroom-student-results-phone');
    await screenshot(tutorTab, 'classroom-tutor-scores-laptop');
  });

  it('5. the tutor ends the session; the students see it end with their results', async () => {
    await tutorTab.getByRole('button', { name: 'End Session' }).click();
    await tutorTab.getByRole('dialog').getByRole('button', { name: 'End Session' }).click();
    await visible(tutorTab.getByRole('heading', { name: 'Session Ended' }));
    for (const tab of studentTabs) {
      await visible(tab.getByRole('heading', { name: 'Session Ended' }));
      await visible(tab.getByText('Session has been ended. Thank you for participating!'));
    }
    await visible(studentTabs[0]!.getByText('100%').first());
    await visible(studentTabs[1]!.getByText('33%').first());
    await visible(studentTabs[1]!.getByText('Correct answer', { exact: false }).first());
    await screenshot(studentTabs[0]!, 'classroom-student-ended-laptop');
  });
});
