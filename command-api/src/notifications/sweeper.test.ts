import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { POLICY_VERSIONS } from '@portal/contracts';
import type { EventStore, OutboxMailer, ReadModelStore } from '@portal/platform';
import {
  commandHandler,
  openOutboxMailer,
  openSqliteEventStore,
  openSqliteReadModelStore,
  silentLogger,
} from '@portal/platform';
import {
  ATTEMPTS_COLLECTION,
  EXAM_SCHEDULES_COLLECTION,
  PRIVACY_COLLECTION,
  STUDENT_ANALYTICS_COLLECTION,
  USERS_COLLECTION,
} from '@portal/projections';
import { notificationsStreams } from '@portal/contracts';
import { communicationDecider } from './decider';
import type { NotificationSweepDeps } from './sweepDelivery';
import { sweepMissedExams, sweepReminders } from './sweeper';
import { sweepDigests } from './digestSweep';
import { NOTIFICATION_SUBJECTS } from './mails';

// Issue 20 item 4: the sweepers on a fake clock, over the embedded stores (no projections run:
// the read models are written as the projections would leave them).

const OPENS = '2026-03-10T09:00:00.000Z';
const CLOSES = '2026-03-10T10:00:00.000Z';
const minutesFrom = (iso: string, minutes: number) => new Date(Date.parse(iso) + minutes * 60_000);
const DAY_MINUTES = 24 * 60;

let dir: string;
let readModels: ReadModelStore;
let eventStore: EventStore;
let mailer: OutboxMailer;
let clock: Date;
const stores: EventStore[] = [];

function depsOn(store: EventStore, extra: Partial<NotificationSweepDeps> = {}): NotificationSweepDeps {
  return {
    readModels,
    handle: commandHandler(store),
    mailer,
    now: () => clock,
    logger: silentLogger,
    secret: 'test-secret',
    publicUrl: () => 'https://portal.test/',
    policyVersions: POLICY_VERSIONS,
    ...extra,
  };
}

const consented = {
  privacy_policy: {
    given: true,
    version: POLICY_VERSIONS.privacy_policy,
    source: 'consent_form',
    updatedAt: 't',
  },
  terms_of_service: {
    given: true,
    version: POLICY_VERSIONS.terms_of_service,
    source: 'consent_form',
    updatedAt: 't',
  },
  cookies_essential: { given: true, version: null, source: 'consent_form', updatedAt: 't' },
};

async function person(
  id: string,
  role: 'student' | 'parent',
  firstName: string,
  extra: { parentIds?: string[]; privacy?: Record<string, unknown>; consents?: Record<string, unknown> } = {},
) {
  await readModels.collection(USERS_COLLECTION).insertOne({
    _id: id,
    organisationId: 'main',
    role,
    status: 'active',
    isActive: true,
    isVerified: false,
    emailVerified: true,
    email: `${firstName.toLowerCase()}@families.test`,
    firstName,
    lastName: 'Lovelace',
    dateOfBirth: role === 'student' ? '2016-03-04' : null,
    parentIds: extra.parentIds ?? [],
  });
  await readModels.collection(PRIVACY_COLLECTION).insertOne({
    _id: id,
    organisationId: 'main',
    consents: { ...consented, ...extra.consents },
    parental: { status: role === 'student' ? 'confirmed' : 'not_required' },
    restrictions: [],
    erased: false,
    ...extra.privacy,
  });
}

async function schedule(id: string, fields: Record<string, unknown> = {}) {
  await readModels.collection(EXAM_SCHEDULES_COLLECTION).insertOne({
    _id: id,
    organisationId: 'main',
    tutorId: 't1',
    examId: 'e1',
    title: 'Fractions mock',
    scheduledStartTime: OPENS,
    scheduledEndTime: CLOSES,
    studentIds: ['s1', 's2'],
    status: 'scheduled',
    isActive: true,
    settings: {},
    ...fields,
  });
}

const sent = async () => mailer.list();
const recipients = async () => (await sent()).map((mail) => mail.to).sort();

beforeEach(async () => {
  dir = mkdtempSync(join(tmpdir(), 'notifications-'));
  readModels = openSqliteReadModelStore({ file: ':memory:' });
  eventStore = openSqliteEventStore({ file: join(dir, 'events.db') });
  stores.push(eventStore);
  mailer = openOutboxMailer({ dir: join(dir, 'outbox') });
  // Ada (s1) has a linked parent, Sam (p1); Ben (s2) has none
  await person('p1', 'parent', 'Sam');
  await person('s1', 'student', 'Ada', { parentIds: ['p1'] });
  await person('s2', 'student', 'Ben');
});

afterEach(async () => {
  await Promise.all(stores.splice(0).map((store) => store.close()));
  await readModels.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('exam reminders', () => {
  it('given an exam opening in 24 h and 1 min, when swept, then no reminder yet; at exactly 24 h one each to the students and the linked parent; a minute later and after a restart, none again', async () => {
    await schedule('sch1');
    const deps = depsOn(eventStore);
    const memory = new Set<string>();

    clock = minutesFrom(OPENS, -DAY_MINUTES - 1);
    expect(await sweepReminders(deps, memory)).toBe(0);
    expect(await sent()).toEqual([]);

    clock = minutesFrom(OPENS, -DAY_MINUTES);
    expect(await sweepReminders(deps, memory)).toBe(3);
    expect(await recipients()).toEqual(['ada@families.test', 'ben@families.test', 'sam@families.test']);
    const toSam = (await sent()).find((mail) => mail.to === 'sam@families.test')!;
    expect(toSam.subject).toBe(NOTIFICATION_SUBJECTS.reminder);
    expect(toSam.text).toContain(
      'Ada has an exam on 11+ Portal: "Fractions mock" opens on Tuesday 10 March at 09:00',
    );
    expect(toSam.text).toContain('https://portal.test/admin/');
    expect(toSam.text).not.toContain('Ben');
    const toAda = (await sent()).find((mail) => mail.to === 'ada@families.test')!;
    expect(toAda.text).toContain('Your exam "Fractions mock" opens on Tuesday 10 March at 09:00');
    expect(toAda.text).toContain('https://portal.test/assignment/sch1');
    expect(toAda.headers?.['List-Unsubscribe']).toMatch(
      /^<https:\/\/portal\.test\/unsubscribe\/r\.[\w-]+\.[\w-]{43}>$/,
    );
    expect(toAda.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');

    clock = minutesFrom(OPENS, -DAY_MINUTES + 1);
    expect(await sweepReminders(deps, memory)).toBe(0);
    // a restart: a new process, nothing remembered but the event store
    expect(await sweepReminders(depsOn(eventStore))).toBe(0);
    expect(await sent()).toHaveLength(3);
    const recorded = await eventStore.readStream(notificationsStreams.communication('p1'));
    expect(recorded.map((event) => [event.type, event.data])).toEqual([
      [
        'ExamReminderSent',
        {
          userId: 'p1',
          organisationId: 'main',
          scheduleId: 'sch1',
          studentIds: ['s1'],
          opensAt: OPENS,
          sentAt: minutesFrom(OPENS, -DAY_MINUTES).toISOString(),
        },
      ],
    ]);
  });

  it('given two API processes sweeping at the same moment, then each person gets exactly one reminder', async () => {
    await schedule('sch1');
    const other = openSqliteEventStore({ file: join(dir, 'events.db') });
    stores.push(other);
    clock = minutesFrom(OPENS, -60);
    const counts = await Promise.all([sweepReminders(depsOn(eventStore)), sweepReminders(depsOn(other))]);
    expect(counts[0] + counts[1]).toBe(3);
    expect(await recipients()).toEqual(['ada@families.test', 'ben@families.test', 'sam@families.test']);
  });

  it('given a parent who withdrew marketing_emails and a student who restricted marketing, then neither gets a reminder; the other student does', async () => {
    await readModels.collection(PRIVACY_COLLECTION).updateOne(
      { _id: 'p1' },
      {
        $set: {
          'consents.marketing_emails': {
            given: false,
            version: null,
            source: 'privacy_page',
            updatedAt: 't',
          },
        },
      },
    );
    await readModels
      .collection(PRIVACY_COLLECTION)
      .updateOne({ _id: 's2' }, { $set: { restrictions: ['marketing'] } });
    await schedule('sch1');
    clock = minutesFrom(OPENS, -60);
    expect(await sweepReminders(depsOn(eventStore))).toBe(1);
    expect(await recipients()).toEqual(['ada@families.test']);
  });

  it('given an erased student, then neither they nor (for them) their parent get a reminder, nor does a student whose parent has not confirmed', async () => {
    await readModels
      .collection(USERS_COLLECTION)
      .replaceOne(
        { _id: 's1' },
        { _id: 's1', organisationId: 'main', role: 'student', status: 'erased', erasedAt: 't' },
      );
    await readModels.collection(PRIVACY_COLLECTION).updateOne({ _id: 's1' }, { $set: { erased: true } });
    await readModels
      .collection(PRIVACY_COLLECTION)
      .updateOne({ _id: 's2' }, { $set: { 'parental.status': 'pending' } });
    await schedule('sch1');
    clock = minutesFrom(OPENS, -60);
    expect(await sweepReminders(depsOn(eventStore))).toBe(0);
    expect(await sent()).toEqual([]);
  });

  it('given the parent unsubscribed from reminders on their stream (the read model not yet caught up), then no reminder to them', async () => {
    const deps = depsOn(eventStore);
    await deps.handle(communicationDecider, notificationsStreams.communication('p1'), {
      type: 'Unsubscribe',
      data: { userId: 'p1', organisationId: 'main', kind: 'reminders', via: 'link' },
      metadata: { now: new Date(OPENS) },
    });
    await schedule('sch1');
    clock = minutesFrom(OPENS, -60);
    expect(await sweepReminders(deps)).toBe(2);
    expect(await recipients()).toEqual(['ada@families.test', 'ben@families.test']);
  });
});

describe('missed-exam notices', () => {
  it('given a completed schedule Ben submitted and Ada never started, when swept after the closing, then Ada and her parent are told once, Ben nothing', async () => {
    await schedule('sch1', { status: 'completed', settings: { gracePeriodMinutes: 10 } });
    await readModels.collection(ATTEMPTS_COLLECTION).insertOne({
      _id: 'a1',
      organisationId: 'main',
      studentId: 's2',
      scheduleId: 'sch1',
      status: 'completed',
    });
    const deps = depsOn(eventStore);
    clock = minutesFrom(CLOSES, 9); // still in the grace minutes
    expect(await sweepMissedExams(deps)).toBe(0);
    clock = minutesFrom(CLOSES, 11);
    expect(await sweepMissedExams(deps)).toBe(2);
    expect(await recipients()).toEqual(['ada@families.test', 'sam@families.test']);
    const toSam = (await sent()).find((mail) => mail.to === 'sam@families.test')!;
    expect(toSam.subject).toBe(NOTIFICATION_SUBJECTS.missed);
    expect(toSam.text).toContain(
      'The exam "Fractions mock" closed on Tuesday 10 March at 10:10 (UK time), and Ada did not take it.',
    );
    expect(await sweepMissedExams(depsOn(eventStore))).toBe(0);
    expect(await sent()).toHaveLength(2);
  });

  it('given a schedule that closed more than three days ago, then no notice (no notices for old exams)', async () => {
    await schedule('sch1', { status: 'completed' });
    clock = minutesFrom(CLOSES, 3 * DAY_MINUTES + 1);
    expect(await sweepMissedExams(depsOn(eventStore))).toBe(0);
  });
});

describe('weekly digest', () => {
  const SUNDAY_18 = '2026-03-01T18:00:00.000Z'; // Sunday, GMT
  const attempt = (id: string, studentId: string, endTime: string, fields: Record<string, unknown> = {}) =>
    readModels.collection(ATTEMPTS_COLLECTION).insertOne({
      _id: id,
      organisationId: 'main',
      studentId,
      scheduleId: null,
      status: 'completed',
      examTitle: 'Fractions 1',
      examType: 'mathematics',
      startTime: endTime,
      endTime,
      score: 14,
      totalMarks: 20,
      percentage: 70,
      awaitingMarking: 0,
      ...fields,
    });
  const category = (name: string, correct: number) => ({
    examType: 'mathematics',
    category: name,
    correct,
    total: 10,
    attempts: 1,
    recent: [correct * 10],
  });

  it("given Ada took an exam this week, then her parent's digest lists it with its score, her SAS, her weakest topics and the console link; a parent whose child took nothing gets none", async () => {
    await person('p2', 'parent', 'Kim');
    await person('s3', 'student', 'Cleo', { parentIds: ['p2'] });
    await attempt('a1', 's1', '2026-02-25T16:00:00.000Z');
    await attempt('a0', 's1', '2026-02-20T16:00:00.000Z', { examTitle: 'Last week exam' });
    await attempt('a2', 's3', '2026-02-20T16:00:00.000Z', { examTitle: 'Cleo old exam' });
    await readModels.collection(STUDENT_ANALYTICS_COLLECTION).insertOne({
      _id: 's1',
      organisationId: 'main',
      studentId: 's1',
      attempts: [],
      categories: [
        category('Fractions', 3),
        category('Decimals', 9),
        category('Ratio', 6),
        category('Area', 5),
        category('Angles', 7),
      ],
    });
    const deps = depsOn(eventStore, {
      standardisedScoresOf: (child) =>
        Promise.resolve(child.id === 's1' ? [{ title: 'Spring mock', sas: 112, percentile: 78 }] : []),
    });

    clock = new Date(Date.parse(SUNDAY_18) - 60_000);
    expect(await sweepDigests(deps)).toBe(0); // 17:59: last week's digest is more than a day late

    clock = new Date(SUNDAY_18);
    expect(await sweepDigests(deps)).toBe(1);
    const [digest] = await sent();
    expect(digest?.to).toBe('sam@families.test');
    expect(digest?.subject).toBe(NOTIFICATION_SUBJECTS.digest);
    const text = digest!.text;
    expect(text).toContain(
      "Here is Ada's week on 11+ Portal, from Sunday 22 February at 18:00 to Sunday 1 March at 18:00.",
    );
    expect(text).toContain('Exams Ada took this week\n- Fractions 1 (Mathematics): 14 / 20 marks (70%)');
    expect(text).not.toContain('Last week exam');
    expect(text).toContain(
      'Ada: Standardised age scores (100 is the average for children of the same age)\n- Spring mock: standardised score 112 (78th percentile)',
    );
    expect(text).toContain(
      'Ada: Topics to practise\n- Fractions: 30% correct so far\n- Area: 50% correct so far\n- Ratio: 60% correct so far\n',
    );
    expect(text).not.toContain('Decimals');
    expect(text).toContain('https://portal.test/admin/');
    expect(text).toMatch(/https:\/\/portal\.test\/unsubscribe\/d\./);
    expect(digest!.html).toContain('<li>Fractions 1 (Mathematics): 14 / 20 marks (70%)</li>');

    expect(await sweepDigests(depsOn(eventStore))).toBe(0); // once a week, after a restart too
    expect(await sent()).toHaveLength(1);
  });

  it('given the child restricted analytics, then the digest lists her exams but works out no topics', async () => {
    await readModels
      .collection(PRIVACY_COLLECTION)
      .updateOne({ _id: 's1' }, { $set: { restrictions: ['analytics'] } });
    await attempt('a1', 's1', '2026-02-25T16:00:00.000Z', {
      score: 7.5,
      percentage: 37.5,
      awaitingMarking: 2,
    });
    clock = new Date(SUNDAY_18);
    expect(await sweepDigests(depsOn(eventStore))).toBe(1);
    const [digest] = await sent();
    expect(digest?.text).toContain(
      '- Fractions 1 (Mathematics): 7.5 / 20 marks (38%), 2 answers still to be marked',
    );
    expect(digest?.text).not.toContain('Topics to practise');
  });
});
