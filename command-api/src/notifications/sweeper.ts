import type { CommunicationKind, DigestWeek, PolicyVersions } from '@portal/contracts';
import {
  NOTIFICATION_TIMING,
  dueDigestWeek,
  missedNoticeDue,
  notificationsStreams,
  reminderDue,
  windowClosesAt,
} from '@portal/contracts';
import type { HandleCommand, Logger, Mail, Mailer, ReadModelStore } from '@portal/platform';
import type {
  AttemptDocument,
  ExamScheduleDocument,
  PrivacyDocument,
  StudentAnalyticsDocument,
  UserDocument,
  UserRecord,
} from '@portal/projections';
import {
  ATTEMPTS_COLLECTION,
  EXAM_SCHEDULES_COLLECTION,
  PRIVACY_COLLECTION,
  STUDENT_ANALYTICS_COLLECTION,
  USERS_COLLECTION,
  processingAllowed,
} from '@portal/projections';
import { graceMinutesOf } from '../attempts/grace';
import { repeatSweep } from '../repeatSweep';
import type { AudienceMember } from './audience';
import { audienceOf, live, recipientFactsOf } from './audience';
import type { MailToRecord } from './decider';
import { communicationDecider } from './decider';
import type { DigestChild, DigestExam } from './digest';
import { digestHasActivity, weakestTopics } from './digest';
import { mailRefusal } from './eligibility';
import type { Addressee } from './mails';
import { examReminderMail, missedExamMail, weeklyDigestMail } from './mails';
import { unsubscribeToken, unsubscribeUrl } from './unsubscribeToken';
import type { StandardisedScoresOf } from './standardisedScores';
import { standardisedScoresFromMocks } from './standardisedScores';

/**
 * The reminders sweeper (issue 20 item 4), on the pattern of the deadline and completion
 * sweepers: on an interval, with the clock injected, each mail recorded on the recipient's
 * communication stream before it is sent (decider `RecordMailSent`), so a restart or a second API
 * process never sends it again. Logs carry ids and counts, never an address or a name.
 */
export interface NotificationSweepDeps {
  readonly readModels: ReadModelStore;
  readonly handle: HandleCommand;
  readonly mailer: Mailer;
  readonly now: () => Date;
  readonly logger: Logger;
  /** the deployment's secret: signs the unsubscribe links */
  readonly secret: string;
  readonly publicUrl: () => string;
  readonly policyVersions: PolicyVersions;
  /**
   * A child's standardised age scores from mocks that closed in the digest's week (issue 20 item
   * 1); default: the mock-exam module's results (`standardisedScoresFromMocks`).
   */
  readonly standardisedScoresOf?: StandardisedScoresOf;
  /** how often the sweeps run (default 30 s; tests shorten it) */
  readonly intervalMs?: number;
}

/**
 * What this process already settled (sent, or found sent): skipped without reading the stream
 * again. Lost on restart, when the communication streams answer instead.
 */
export type SweepMemory = Set<string>;

const MAX_SCHEDULES = 500;
const MEMORY_LIMIT = 200_000;

const publicBase = (deps: NotificationSweepDeps) => deps.publicUrl().replace(/\/+$/, '');

/**
 * Records the mail on the person's stream and, if this call recorded it, sends it. Answers
 * whether it sent. The recording comes first: a send that then fails is logged and not repeated
 * (a reminder retried hours later would be wrong anyway).
 */
async function deliver(
  deps: NotificationSweepDeps,
  person: UserDocument,
  kind: CommunicationKind,
  mail: MailToRecord,
  build: (addressee: Addressee) => Mail,
  now: Date,
): Promise<boolean> {
  const result = await deps.handle(
    communicationDecider,
    notificationsStreams.communication(person._id),
    {
      type: 'RecordMailSent',
      data: { userId: person._id, organisationId: person.organisationId, mail },
      metadata: { now },
    },
    { organisationId: person.organisationId },
  );
  if (result.events.length === 0) {
    return false;
  }
  const token = unsubscribeToken(deps.secret, person._id, kind);
  try {
    await deps.mailer.send(
      build({
        to: person.email,
        firstName: person.firstName,
        kind,
        unsubscribeUrl: unsubscribeUrl(publicBase(deps), token),
      }),
    );
  } catch (error) {
    deps.logger.error('notification not sent', { userId: person._id, type: mail.type, error: String(error) });
    return false;
  }
  return true;
}

/** The members of an audience who may receive `kind` now (erased, restricted… left out). */
async function eligible(
  deps: NotificationSweepDeps,
  members: readonly AudienceMember[],
  kind: CommunicationKind,
  now: Date,
): Promise<AudienceMember[]> {
  const facts = await recipientFactsOf(
    deps.readModels,
    members.map((member) => member.person._id),
  );
  return members.filter((member) => {
    const found = facts.get(member.person._id);
    return found !== undefined && mailRefusal(found, kind, deps.policyVersions, now) === null;
  });
}

function remember(memory: SweepMemory, key: string): void {
  if (memory.size >= MEMORY_LIMIT) {
    memory.clear();
  }
  memory.add(key);
}

/** A schedule's mail: its key in memory, its record on the stream, its text. */
interface ScheduleMail {
  readonly memoryKey: string;
  readonly mail: (studentIds: string[]) => MailToRecord;
  /** `children` empty: to the student; `url`: their exam, or the parent console */
  readonly build: (addressee: Addressee, children: readonly string[], url: string) => Mail;
}

/** Sends the mails of one schedule to its audience, once each; answers how many it sent. */
async function notifyAudience(
  deps: NotificationSweepDeps,
  memory: SweepMemory,
  schedule: ExamScheduleDocument,
  studentIds: readonly string[],
  what: ScheduleMail,
  now: Date,
): Promise<number> {
  const members = (await audienceOf(deps.readModels, schedule.organisationId, studentIds)).filter(
    (member) => !memory.has(`${what.memoryKey}:${member.person._id}`),
  );
  let sent = 0;
  for (const member of await eligible(deps, members, 'reminders', now)) {
    const toStudent = member.children.length === 0;
    const ids = toStudent ? [member.person._id] : member.children.map((child) => child._id);
    const url = toStudent ? `${publicBase(deps)}/assignment/${schedule._id}` : `${publicBase(deps)}/admin/`;
    const names = member.children.map((child) => child.firstName);
    try {
      const build = (addressee: Addressee) => what.build(addressee, names, url);
      sent += (await deliver(deps, member.person, 'reminders', what.mail(ids), build, now)) ? 1 : 0;
      remember(memory, `${what.memoryKey}:${member.person._id}`);
    } catch (error) {
      deps.logger.error('notification failed', {
        scheduleId: schedule._id,
        userId: member.person._id,
        error: String(error),
      });
    }
  }
  return sent;
}

/** Logs how many mails a sweep sent (a count, no one named), and answers it. */
function reported(deps: NotificationSweepDeps, sent: number, what: string): number {
  if (sent > 0) {
    deps.logger.info(what, { count: sent });
  }
  return sent;
}

/** 24 h before a scheduled exam opens: its students and their linked parents. */
export async function sweepReminders(
  deps: NotificationSweepDeps,
  memory: SweepMemory = new Set(),
): Promise<number> {
  const now = deps.now();
  const horizon = new Date(now.getTime() + NOTIFICATION_TIMING.reminderLeadMs).toISOString();
  const schedules = await deps.readModels
    .collection<ExamScheduleDocument>(EXAM_SCHEDULES_COLLECTION)
    .find(
      {
        isActive: true,
        status: { $in: ['assigned', 'scheduled'] },
        scheduledStartTime: { $ne: null, $gt: now.toISOString(), $lte: horizon },
      },
      { limit: MAX_SCHEDULES },
    )
    .toArray();
  let sent = 0;
  for (const schedule of schedules) {
    const opensAt = schedule.scheduledStartTime;
    if (!opensAt || !reminderDue(opensAt, now)) {
      continue;
    }
    const exam = { title: schedule.title, opensAt, closesAt: schedule.scheduledEndTime };
    const reminder: ScheduleMail = {
      memoryKey: `reminder:${schedule._id}:${opensAt}`,
      mail: (studentIds) => ({ type: 'ExamReminderSent', scheduleId: schedule._id, studentIds, opensAt }),
      build: (addressee, children, url) => examReminderMail(addressee, exam, children, url),
    };
    sent += await notifyAudience(deps, memory, schedule, schedule.studentIds, reminder, now);
  }
  return reported(deps, sent, 'exam reminders sent');
}

/**
 * After a schedule completed (its window closed, no attempt still running): to each of its
 * students who never submitted an attempt, and their linked parents, once; only within three
 * days of the closing, so old schedules never send notices.
 */
export async function sweepMissedExams(
  deps: NotificationSweepDeps,
  memory: SweepMemory = new Set(),
): Promise<number> {
  const now = deps.now();
  const since = new Date(now.getTime() - NOTIFICATION_TIMING.missedNoticeWithinMs).toISOString();
  const schedules = await deps.readModels
    .collection<ExamScheduleDocument>(EXAM_SCHEDULES_COLLECTION)
    .find(
      // a schedule that closed since `since` ended after it, less its grace (a day is ample)
      {
        status: 'completed',
        scheduledEndTime: { $ne: null, $gte: graceMargin(since), $lte: now.toISOString() },
      },
      { limit: MAX_SCHEDULES, sort: { scheduledEndTime: -1 } },
    )
    .toArray();
  let sent = 0;
  for (const schedule of schedules) {
    const closedAt = windowClosesAt(schedule.scheduledEndTime, graceMinutesOf(schedule));
    if (!closedAt || closedAt < since) {
      continue;
    }
    if (!missedNoticeDue(closedAt, now) || memory.has(`missed:${schedule._id}`)) {
      continue;
    }
    const submitted = new Set(
      (
        await deps.readModels
          .collection<AttemptDocument>(ATTEMPTS_COLLECTION)
          .find({ scheduleId: schedule._id, status: 'completed' }, { projection: { studentId: 1 } })
          .toArray()
      ).map((attempt) => attempt.studentId),
    );
    const missing = schedule.studentIds.filter((id) => !submitted.has(id));
    const exam = { title: schedule.title, closedAt };
    const notice: ScheduleMail = {
      memoryKey: `missed:${schedule._id}`,
      mail: (studentIds) => ({
        type: 'MissedExamNoticeSent',
        scheduleId: schedule._id,
        studentIds,
        closedAt,
      }),
      build: (addressee, children, url) => missedExamMail(addressee, exam, children, url),
    };
    sent += await notifyAudience(deps, memory, schedule, missing, notice, now);
  }
  return reported(deps, sent, 'missed-exam notices sent');
}

/** One child's week for the digest; null when the child is gone. */
async function digestChildOf(
  deps: NotificationSweepDeps,
  child: UserDocument,
  week: DigestWeek,
): Promise<DigestChild | null> {
  const [privacy, analytics, attempts, mockResults] = await Promise.all([
    deps.readModels.collection<PrivacyDocument>(PRIVACY_COLLECTION).findOne({ _id: child._id }),
    deps.readModels
      .collection<StudentAnalyticsDocument>(STUDENT_ANALYTICS_COLLECTION)
      .findOne({ _id: child._id }),
    deps.readModels
      .collection<AttemptDocument>(ATTEMPTS_COLLECTION)
      .find(
        { studentId: child._id, status: 'completed', endTime: { $gte: week.from, $lt: week.to } },
        { projection: { exam: 0, answers: 0, questionResults: 0 }, sort: { endTime: 1 } },
      )
      .toArray(),
    (deps.standardisedScoresOf ?? standardisedScoresFromMocks(deps))(
      { id: child._id, organisationId: child.organisationId },
      week,
    ),
  ]);
  if (privacy?.erased) {
    return null;
  }
  const exams: DigestExam[] = attempts.map((attempt) => ({
    examTitle: attempt.examTitle,
    examType: attempt.examType,
    endTime: attempt.endTime ?? attempt.startTime,
    score: attempt.score,
    totalMarks: attempt.totalMarks,
    percentage: attempt.percentage,
    awaitingMarking: attempt.awaitingMarking,
  }));
  return {
    firstName: child.firstName,
    exams,
    // a child who restricted analytics gets no topics worked out
    weakestTopics: processingAllowed(privacy, 'analytics')
      ? weakestTopics(analytics?.categories ?? [])
      : null,
    mockResults,
  };
}

/**
 * Sunday 18:00 London time: to each parent with a linked child, a digest of the week that
 * closes (exams with scores, SAS when any, weakest topics) and a link to the console. A parent
 * none of whose children took an exam that week gets no digest (docs/PRIVACY.md).
 */
export async function sweepDigests(
  deps: NotificationSweepDeps,
  memory: SweepMemory = new Set(),
): Promise<number> {
  const now = deps.now();
  const week = dueDigestWeek(now);
  if (!week) {
    return 0;
  }
  const users = deps.readModels.collection<UserRecord>(USERS_COLLECTION);
  const parents = live(await users.find({ role: 'parent', status: 'active' }).toArray()).filter(
    (parent) => !memory.has(`digest:${week.weekOf}:${parent._id}`),
  );
  let sent = 0;
  for (const parent of parents) {
    const memoryKey = `digest:${week.weekOf}:${parent._id}`;
    try {
      const [member] = await eligible(deps, [{ person: parent, children: [] }], 'digest', now);
      if (!member) {
        continue;
      }
      const children = live(
        await users
          .find({
            organisationId: parent.organisationId,
            role: 'student',
            status: 'active',
            parentIds: parent._id,
          })
          .toArray(),
      );
      const digests = (await Promise.all(children.map((child) => digestChildOf(deps, child, week)))).filter(
        (child): child is DigestChild => child !== null,
      );
      if (!digestHasActivity(digests)) {
        remember(memory, memoryKey);
        continue;
      }
      const mail: MailToRecord = {
        type: 'WeeklyDigestSent',
        weekOf: week.weekOf,
        childIds: children.map((c) => c._id),
      };
      sent += (await deliver(
        deps,
        parent,
        'digest',
        mail,
        (addressee) => weeklyDigestMail(addressee, week, digests, `${publicBase(deps)}/admin/`),
        now,
      ))
        ? 1
        : 0;
      remember(memory, memoryKey);
    } catch (error) {
      deps.logger.error('weekly digest failed', { userId: parent._id, error: String(error) });
    }
  }
  return reported(deps, sent, 'weekly digests sent');
}

/** A day before `iso`: how far before its closing a schedule's end may lie (its grace). */
const graceMargin = (iso: string) => new Date(Date.parse(iso) - 24 * 60 * 60_000).toISOString();

/** The three sweeps in turn, once at start and then every `intervalMs` (30 s). */
export function startNotificationSweeper(deps: NotificationSweepDeps): { stop(): Promise<void> } {
  const memory: SweepMemory = new Set();
  return repeatSweep(
    () =>
      sweepReminders(deps, memory)
        .then(() => sweepMissedExams(deps, memory))
        .then(() => sweepDigests(deps, memory)),
    {
      intervalMs: deps.intervalMs ?? 30_000,
      onError: (error) => deps.logger.error('notification sweep failed', { error: String(error) }),
    },
  );
}
