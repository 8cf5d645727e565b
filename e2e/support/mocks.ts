import type { BrowserContext } from 'playwright-core';
import { startClockedSystem, type Client, type TestSystem } from '../../system/src/testing/harness';
import { createStudent, createTutor, linkedParent, studentClient } from '../../system/src/testing/people';
import { giveEssentialConsents } from '../../system/src/testing/consents';
import { createExam } from '../../system/src/testing/schedules';
import { submitAttempt } from '../../system/src/testing/analytics';

/**
 * Mock exams for browser journeys (issue 20). A cohort of 30+ children sitting every paper through
 * the exam view would take minutes, and results are only released once the windows have closed;
 * so, as the mock exams' HTTP tests do, the system runs in this process with a business clock the
 * journey moves forward, and each sitting is appended to the log as the exam-taking module appends
 * it (system/src/testing/analytics submitAttempt). Everything else (people, exams, schedules with
 * their mock settings) goes through the real API. The system serves the built console at /admin/.
 */

const ADMIN = { email: 'admin@mock-journeys.example.org', password: 'admin-password-mocks-1' };

/** First names of the cohort, so the table reads like a class. */
const FIRST_NAMES = [
  'Amara',
  'Ben',
  'Chloe',
  'Dev',
  'Ella',
  'Farah',
  'George',
  'Hana',
  'Isaac',
  'Jade',
  'Kofi',
  'Lily',
  'Mateo',
  'Nia',
  'Oscar',
  'Priya',
  'Quinn',
  'Rosa',
  'Sami',
  'Tara',
  'Umar',
  'Vera',
  'Wes',
  'Xena',
  'Yusuf',
  'Zara',
  'Alfie',
  'Bea',
  'Cal',
  'Daisy',
  'Eli',
  'Freya',
];

export type MockChild = Awaited<ReturnType<typeof createStudent>>;

export interface MockJourney {
  t: TestSystem;
  tutor: Client;
  children: MockChild[];
  /** children[0]'s parent, linked and past the consent form */
  parent: Client;
  /** moves the business clock: windows close, results are released */
  advance: (ms: number) => void;
  stop: () => Promise<void>;
}

export interface MockPaperPlan {
  title: string;
  /** the marks of child i out of ten */
  marks: (i: number) => number;
}

export interface MockPlan {
  name: string;
  targetScore: number | null;
  papers: MockPaperPlan[];
  /** when the window opened and the children sat, minutes from now (negative: past) */
  satMinutesAgo: number;
}

/** Ten one-mark questions, `correct` of them right. */
const tenQuestions = (correct: number) =>
  Array.from({ length: 10 }, (_, i) => ({ questionId: `q${i}`, category: 'Mixed', isCorrect: i < correct }));

/**
 * The system with a tutor and `cohort` children (born across a year, so ages differ by month;
 * children listed in `withoutBirthDate` have none on record), and children[0]'s parent linked.
 */
export async function startMockJourney(
  cohort: number,
  options: { withoutBirthDate?: number[] } = {},
): Promise<MockJourney> {
  let offsetMs = 0;
  const { t, admin } = await startClockedSystem(ADMIN, () => offsetMs);
  try {
    const tutor = await createTutor(t.url, admin, { firstName: 'Hannah', lastName: 'Okafor' });
    const children: MockChild[] = [];
    for (let i = 0; i < cohort; i++) {
      const month = String((i % 12) + 1).padStart(2, '0');
      const child = await createStudent(tutor.client, {
        firstName: FIRST_NAMES[i % FIRST_NAMES.length],
        lastName: `Pupil${i + 1}`,
        dateOfBirth: options.withoutBirthDate?.includes(i) ? undefined : `2015-${month}-${10 + (i % 9)}`,
      });
      children.push(child);
    }
    const first = children[0]!;
    const parent = (
      await linkedParent(t.url, first.form.parentEmail, { firstName: 'Grace', lastName: 'Pupil1' })
    ).client;
    await giveEssentialConsents(parent);
    return {
      t,
      tutor: tutor.client,
      children,
      parent,
      advance: (ms) => {
        offsetMs += ms;
      },
      stop: () => t.stop(),
    };
  } catch (error) {
    await t.stop();
    throw error;
  }
}

/**
 * The tutor schedules each paper of `plan` for the children as one mock (the schedule's mock
 * setting), and every child's sitting of it is appended. Windows close 30 minutes from now.
 */
export async function sitMock(journey: MockJourney, plan: MockPlan): Promise<void> {
  const { t, tutor, children } = journey;
  const ids = children.map((child) => child.id);
  const at = (minutes: number) => new Date(Date.now() + minutes * 60_000).toISOString();
  for (const paper of plan.papers) {
    const examId = await createExam(tutor, paper.title);
    const scheduled = await tutor.request<{ schedule: { id: string } }>('POST', '/api/exam-schedules', {
      examId,
      title: `${plan.name}: ${paper.title}`,
      scheduledStartTime: at(plan.satMinutesAgo - 30),
      scheduledEndTime: at(30),
      duration: 45,
      assignmentType: 'individual',
      assigneeIds: ids,
      hasSpecificSchedule: true,
      settings: { mock: { name: plan.name, targetScore: plan.targetScore } },
    });
    if (scheduled.status !== 201) {
      throw new Error(`mock paper not scheduled: ${scheduled.status} ${JSON.stringify(scheduled.body)}`);
    }
    for (const [i, studentId] of ids.entries()) {
      await submitAttempt(t, {
        studentId,
        examId,
        examTitle: paper.title,
        examType: 'mathematics',
        scheduleId: scheduled.body.schedule.id,
        endTime: at(plan.satMinutesAgo),
        timeSpent: 1500,
        questions: tenQuestions(Math.max(0, Math.min(10, paper.marks(i)))),
      });
    }
  }
}

/** A child restricts the use of their data for analytics, as from their privacy page. */
export async function restrictAnalytics(journey: MockJourney, child: MockChild): Promise<void> {
  const client = await studentClient(journey.t.url, child.form.email, child.temporaryPassword);
  const answer = await client.request('POST', '/api/compliance/restrict-processing', {
    dataTypes: ['analytics'],
    reason: 'I object to profiling',
  });
  if (answer.status >= 300) {
    throw new Error(`restriction refused: ${answer.status} ${JSON.stringify(answer.body)}`);
  }
}

/** The browser profile carries `client`'s session for the system (a person whose sign-in is not the journey). */
export async function carrySession(context: BrowserContext, client: Client, url: string): Promise<void> {
  const cookie = client.sessionCookie;
  const split = cookie.indexOf('=');
  await context.addCookies([{ name: cookie.slice(0, split), value: cookie.slice(split + 1), url }]);
}
