import { randomUUID } from 'node:crypto';
import type { Exam, Question } from '@portal/contracts';
import { NO_ACCOMMODATION, attemptsStreams } from '@portal/contracts';
import type { Decider, HandleCommand, Logger, ReadModelStore } from '@portal/platform';
import type { AwaitProjections, SlotCommand, SlotState, StartDetails } from '@portal/command-api';
import { graceMinutesOf, slotDecider } from '@portal/command-api';
import type { ExamDocument, ExamScheduleDocument } from '@portal/projections';
import { EXAMS_COLLECTION, EXAM_SCHEDULES_COLLECTION } from '@portal/projections';
import { DemoSession } from './seedContent';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

type ExamType = 'mathematics' | 'english' | 'verbal-reasoning' | 'non-verbal-reasoning';
type SlotEvent = Parameters<typeof slotDecider.evolve>[1];

/**
 * A pupil's ability per subject (logit scale: 0 answers a medium question right half the time),
 * how much it grows per week, the past schedules they missed (by index in PAST_SCHEDULES) and
 * the papers they practised on their own (days ago).
 */
interface Profile {
  ability: Record<ExamType, number>;
  growthPerWeek: Partial<Record<ExamType, number>>;
  missed: readonly number[];
  practice: readonly { examType: ExamType; daysAgo: number }[];
  /** share of the paper's time they use, 0.5–1 */
  pace: number;
}

/**
 * The demo class (system/src/seed.ts) by first name: Oliver strong in maths and improving in
 * English, Amelia the reverse, Noah a mathematician who struggles with comprehension, Isla
 * steady and improving everywhere, Leo (Year 4) starting low and climbing, Freya strong all round.
 */
const PROFILES: Readonly<Record<string, Profile>> = {
  Oliver: {
    ability: { mathematics: 1.7, english: -0.1, 'verbal-reasoning': 0.6, 'non-verbal-reasoning': 1.3 },
    growthPerWeek: { english: 0.35, 'verbal-reasoning': 0.15 },
    missed: [],
    practice: [
      { examType: 'english', daysAgo: 16 },
      { examType: 'mathematics', daysAgo: 9 },
      { examType: 'english', daysAgo: 2 },
    ],
    pace: 0.8,
  },
  Amelia: {
    ability: { mathematics: -0.4, english: 1.5, 'verbal-reasoning': 1.1, 'non-verbal-reasoning': 0.1 },
    growthPerWeek: { mathematics: 0.4, 'non-verbal-reasoning': 0.2 },
    missed: [],
    practice: [{ examType: 'mathematics', daysAgo: 8 }],
    pace: 0.9,
  },
  Noah: {
    ability: { mathematics: 1.7, english: -0.6, 'verbal-reasoning': 0.3, 'non-verbal-reasoning': 1.4 },
    growthPerWeek: { english: 0.1 },
    missed: [6],
    practice: [],
    pace: 0.6,
  },
  Isla: {
    ability: { mathematics: 0.5, english: 0.8, 'verbal-reasoning': 0.6, 'non-verbal-reasoning': 0.4 },
    growthPerWeek: {
      mathematics: 0.25,
      english: 0.2,
      'verbal-reasoning': 0.25,
      'non-verbal-reasoning': 0.25,
    },
    missed: [],
    practice: [{ examType: 'verbal-reasoning', daysAgo: 10 }],
    pace: 0.85,
  },
  Leo: {
    ability: { mathematics: -0.7, english: -0.5, 'verbal-reasoning': -0.9, 'non-verbal-reasoning': -0.3 },
    growthPerWeek: {
      mathematics: 0.45,
      english: 0.35,
      'verbal-reasoning': 0.4,
      'non-verbal-reasoning': 0.3,
    },
    missed: [3],
    practice: [{ examType: 'mathematics', daysAgo: 15 }],
    pace: 0.95,
  },
  Freya: {
    ability: { mathematics: 1.4, english: 1.8, 'verbal-reasoning': 1.5, 'non-verbal-reasoning': 1.1 },
    growthPerWeek: { 'non-verbal-reasoning': 0.1 },
    missed: [5],
    practice: [],
    pace: 0.7,
  },
};

/** A pupil the table does not name gets a middling profile drawn from their position. */
function fallbackProfile(index: number): Profile {
  const random = generator(`fallback-${index}`);
  const level = () => Math.round((random() * 2 - 0.6) * 10) / 10;
  return {
    ability: {
      mathematics: level(),
      english: level(),
      'verbal-reasoning': level(),
      'non-verbal-reasoning': level(),
    },
    growthPerWeek: { mathematics: 0.2, english: 0.2 },
    missed: [],
    practice: [],
    pace: 0.8,
  };
}

/**
 * The past four weeks as the demo tutor ran them: each paper once as a baseline and once as a
 * review, two a week, each open for three days from a school-day morning.
 */
const PAST_SCHEDULES: readonly { examType: ExamType; daysAgo: number; label: string }[] = [
  { examType: 'mathematics', daysAgo: 27, label: 'Baseline' },
  { examType: 'english', daysAgo: 26, label: 'Baseline' },
  { examType: 'verbal-reasoning', daysAgo: 20, label: 'Baseline' },
  { examType: 'non-verbal-reasoning', daysAgo: 19, label: 'Baseline' },
  { examType: 'mathematics', daysAgo: 13, label: 'Review' },
  { examType: 'english', daysAgo: 12, label: 'Review' },
  { examType: 'verbal-reasoning', daysAgo: 6, label: 'Review' },
  { examType: 'non-verbal-reasoning', daysAgo: 5, label: 'Review' },
];
const FIRST_DAY = Math.max(...PAST_SCHEDULES.map((schedule) => schedule.daysAgo));
const WINDOW_DAYS = 3;

/** FNV-1a, then mulberry32: the same demo on every fresh start. */
function generator(seed: string): () => number {
  let state = 0x811c9dc5;
  for (let i = 0; i < seed.length; i++) {
    state = Math.imul(state ^ seed.charCodeAt(i), 0x01000193);
  }
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

const DIFFICULTY = { easy: -1.1, medium: 0, hard: 1.1 } as const;

/** How hard a question is: its stated difficulty and a fixed nudge of its own. */
function hardness(question: Question): number {
  return DIFFICULTY[question.difficulty] + (generator(`q-${question.id}`)() - 0.5) * 0.8;
}

/** A wrong answer a child might give. */
function wrongAnswer(question: Question, random: () => number): string {
  switch (question.type) {
    case 'multiple-choice': {
      const correct = question.correctAnswer.trim().toUpperCase().charCodeAt(0) - 65;
      const others = question.options.map((_, index) => index).filter((index) => index !== correct);
      const chosen = others[Math.floor(random() * others.length)] ?? 0;
      return String.fromCharCode(65 + chosen);
    }
    case 'true-false':
      return /^t/i.test(question.correctAnswer.trim()) ? 'False' : 'True';
    case 'short-answer':
    case 'fill-in-blank':
    case 'essay': {
      const expected = question.correctAnswer.split('|')[0]!.trim();
      const value = Number(expected);
      if (expected !== '' && Number.isFinite(value)) {
        return String(value + (random() < 0.5 ? -1 : 1) * (1 + Math.floor(random() * 3)));
      }
      // a slip of spelling: two inner letters swapped (or one dropped)
      if (expected.length > 3) {
        const at = 1 + Math.floor(random() * (expected.length - 3));
        return expected.slice(0, at) + expected[at + 1] + expected[at] + expected.slice(at + 2);
      }
      return `${expected}s`;
    }
    default: {
      const unhandled: never = question.type;
      return unhandled;
    }
  }
}

/** The answers of one sitting: each question right with the pupil's chance on it, some left blank. */
function answersFor(exam: Exam, ability: number, random: () => number): Record<string, string> {
  const answers: Record<string, string> = {};
  for (const question of exam.questions) {
    const chance = 1 / (1 + Math.exp(-(ability - hardness(question))));
    if (random() < chance) {
      answers[question.id] = question.correctAnswer.split('|')[0]!.trim();
    } else if (random() < 0.85) {
      answers[question.id] = wrongAnswer(question, random);
    }
    // else: left blank, as children do with the hard ones near the end
  }
  return answers;
}

/** Several commands of one slot decided in turn and appended together (one attempt, start to submit). */
interface Sitting {
  type: 'SitAttempt';
  data: { steps: SlotCommand[] };
}
const sittingDecider: Decider<Sitting, SlotEvent, SlotState> = {
  initialState: slotDecider.initialState,
  evolve: slotDecider.evolve,
  decide: (command, state) => {
    const events: SlotEvent[] = [];
    let current = state;
    for (const step of command.data.steps) {
      for (const event of slotDecider.decide(step, current)) {
        events.push(event);
        current = slotDecider.evolve(current, event);
      }
    }
    return events;
  },
};

export interface DemoAttemptsDeps {
  readonly baseUrl: string;
  readonly tutor: { email: string; password: string };
  readonly handle: HandleCommand;
  readonly readModels: ReadModelStore;
  readonly visible: AwaitProjections;
  readonly logger: Logger;
}

/**
 * Issue 7 "Demo": four weeks of the demo class's completed attempts, so the dashboards, trends,
 * category cards and item analysis show figures at first look. The past schedules are made
 * through the HTTP API as the demo tutor (a start may be in the past); each sitting goes
 * through the attempts module's own decider with `metadata.now` set to the past moment — start,
 * two saves, submit — so the window, deadline and attempt rules are checked and the grading is
 * the server's own. A sitting's events are appended in one append, so the deadline sweeper
 * never sees a half-finished past attempt.
 */
export async function seedDemoAttempts(deps: DemoAttemptsDeps, now = new Date()): Promise<number> {
  const session = new DemoSession(deps.baseUrl);
  await session.call('POST', '/api/auth/login', deps.tutor);
  const { exams: examList } = await session.call<{ exams: { id: string; examType: string }[] }>(
    'GET',
    '/api/exams?perPage=100',
  );
  const { groups } = await session.call<{ groups: { id: string }[] }>('GET', '/api/groups');
  const { students } = await session.call<{ students: { id: string; firstName: string }[] }>(
    'GET',
    '/api/students?perPage=100&sort=lastName&order=asc',
  );
  const group = groups[0];
  if (!group || students.length === 0) {
    return 0;
  }
  const examDocuments = deps.readModels.collection<ExamDocument>(EXAMS_COLLECTION);
  const schedules = deps.readModels.collection<ExamScheduleDocument>(EXAM_SCHEDULES_COLLECTION);
  const exams = new Map<ExamType, Exam & { tutorId: string }>();
  let organisationId = '';
  for (const summary of examList) {
    const document = await examDocuments.findOne({ _id: summary.id });
    if (document) {
      // the exam as the start route hands it to the decider
      const { _id: id, organisationId: organisation, _rev: _r, _version: _v, ...content } = document;
      exams.set(summary.examType as ExamType, { ...content, id });
      organisationId = organisation;
    }
  }

  const midnight = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const created: { schedule: ExamScheduleDocument; plan: (typeof PAST_SCHEDULES)[number] }[] = [];
  for (const plan of PAST_SCHEDULES) {
    const exam = exams.get(plan.examType);
    if (!exam) {
      continue;
    }
    const opens = midnight - plan.daysAgo * DAY + 7 * HOUR;
    const { schedule } = await session.call<{ schedule: { id: string } }>('POST', '/api/exam-schedules', {
      examId: exam.id,
      title: `${exam.title} - ${plan.label}`,
      description:
        plan.label === 'Baseline'
          ? 'Where each of you starts: no preparation needed.'
          : 'The same paper again after two weeks of practice.',
      scheduledStartTime: new Date(opens).toISOString(),
      scheduledEndTime: new Date(opens + WINDOW_DAYS * DAY + 13 * HOUR).toISOString(),
      duration: exam.duration,
      instructions: 'Work on your own, in a quiet room. Read each question carefully.',
      assignmentType: 'group',
      assigneeIds: [group.id],
      hasSpecificSchedule: true,
      allowDuplicate: true,
      // the four papers of each round are one mock (issue 20): a class of six gets percentiles,
      // too few for standardised scores, as the mock's screens say
      settings: { mock: { name: `${plan.label} mock`, targetScore: 121 } },
    });
    const document = await schedules.findOne({ _id: schedule.id });
    if (document) {
      created.push({ schedule: document, plan });
    }
  }
  await session.call('POST', '/api/auth/logout');

  let count = 0;
  for (const [index, student] of students.entries()) {
    const profile = PROFILES[student.firstName] ?? fallbackProfile(index);
    const sittings: {
      examType: ExamType;
      daysAgo: number;
      schedule: ExamScheduleDocument | null;
      key: string;
    }[] = [
      ...created
        .filter(
          ({ schedule }, at) => schedule.studentIds.includes(student.id) && !profile.missed.includes(at),
        )
        .map(({ schedule, plan }, at) => ({
          examType: plan.examType,
          daysAgo: plan.daysAgo,
          schedule,
          key: `${plan.examType}-${plan.label}-${at}`,
        })),
      ...profile.practice.map((practice, at) => ({
        examType: practice.examType,
        daysAgo: practice.daysAgo,
        schedule: null,
        key: `practice-${practice.examType}-${at}`,
      })),
    ];
    for (const sitting of sittings) {
      const exam = exams.get(sitting.examType);
      if (!exam) {
        continue;
      }
      const random = generator(`${student.firstName}-${index}-${sitting.key}`);
      const week = (FIRST_DAY - sitting.daysAgo) / 7;
      const ability =
        profile.ability[sitting.examType] +
        (profile.growthPerWeek[sitting.examType] ?? 0) * week +
        (random() - 0.5) * 0.4;
      // a schedule's sitting on one of its first days after school; practice in the evening
      const dayOffset = sitting.schedule ? Math.floor(random() * WINDOW_DAYS) : 0;
      const startsAt =
        midnight -
        (sitting.daysAgo - dayOffset) * DAY +
        (sitting.schedule ? 16 : 18) * HOUR +
        Math.floor(random() * 150) * MINUTE;
      const usedMinutes = Math.min(
        exam.duration - 1,
        Math.max(4, Math.round(exam.duration * (profile.pace + (random() - 0.5) * 0.2))),
      );
      const endsAt = startsAt + usedMinutes * MINUTE;
      if (endsAt >= now.getTime()) {
        continue;
      }
      const answers = answersFor(exam, ability, random);
      const ids = exam.questions.map((question) => question.id);
      const part = (from: number, to: number) =>
        Object.fromEntries(
          ids.slice(from, to).flatMap((id) => {
            const answer = answers[id];
            return answer === undefined ? [] : [[id, answer]];
          }),
        );
      const third = Math.ceil(ids.length / 3);
      const at = (ms: number) => ({ now: new Date(ms) });
      const schedule = sitting.schedule;
      const details: StartDetails = {
        attemptId: randomUUID(),
        studentId: student.id,
        organisationId,
        tutorId: schedule?.tutorId ?? exam.tutorId,
        accessType: schedule ? (schedule.hasSpecificSchedule ? 'schedule' : 'assignment') : 'practice',
        scheduleId: schedule?._id ?? null,
        assignmentId: schedule && !schedule.hasSpecificSchedule ? schedule._id : null,
        exam,
        window: {
          scheduledStartTime: schedule?.scheduledStartTime ?? null,
          scheduledEndTime: schedule?.scheduledEndTime ?? null,
          graceMinutes: schedule ? graceMinutesOf(schedule) : 0,
        },
        durationMinutes: schedule?.duration ?? exam.duration,
        accommodation: NO_ACCOMMODATION,
        allowedAttempts: schedule ? 1 : null,
      };
      const span = endsAt - startsAt;
      const result = await deps.handle(
        sittingDecider,
        attemptsStreams.slot(student.id, details.accessType, schedule?._id ?? exam.id),
        {
          type: 'SitAttempt',
          data: {
            steps: [
              { type: 'StartAttempt', data: details, metadata: at(startsAt) },
              {
                type: 'SaveAnswers',
                data: {
                  attemptId: details.attemptId,
                  seq: 1,
                  answers: part(0, third),
                  lastQuestionIndex: third - 1,
                },
                metadata: at(startsAt + span / 3),
              },
              {
                type: 'SaveAnswers',
                data: {
                  attemptId: details.attemptId,
                  seq: 2,
                  answers: part(third, 2 * third),
                  lastQuestionIndex: Math.min(ids.length, 2 * third) - 1,
                },
                metadata: at(startsAt + (2 * span) / 3),
              },
              {
                type: 'SubmitAttempt',
                data: { attemptId: details.attemptId, answers: part(2 * third, ids.length), by: 'student' },
                metadata: at(endsAt),
              },
            ],
          },
        },
        { organisationId: details.organisationId },
      );
      const submitted = result.events.find((event) => event.type === 'AttemptSubmitted');
      if (submitted?.type !== 'AttemptSubmitted' || submitted.data.submittedBy !== 'student') {
        throw new Error('a demo sitting did not end with its submission');
      }
      await deps.visible(result.streamId, result.position);
      count++;
    }
  }
  deps.logger.info('demo attempts created', { attempts: count, students: students.length });
  return count;
}
