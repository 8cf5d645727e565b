import { NOTIFICATION_TIMING, missedNoticeDue, reminderDue, windowClosesAt } from '@portal/contracts';
import type { Mail } from '@portal/platform';
import type { AttemptDocument, ExamScheduleDocument } from '@portal/projections';
import { ATTEMPTS_COLLECTION, EXAM_SCHEDULES_COLLECTION } from '@portal/projections';
import { graceMinutesOf } from '../attempts/grace';
import { repeatSweep } from '../repeatSweep';
import { audienceOf } from './audience';
import type { MailToRecord } from './decider';
import type { Addressee } from './mails';
import { examReminderMail, missedExamMail } from './mails';
import { sweepDigests } from './digestSweep';
import type { NotificationSweepDeps, SweepMemory } from './sweepDelivery';
import { MAX_SCHEDULES, deliver, eligible, publicBase, remember, reported } from './sweepDelivery';

/**
 * The reminders sweeper (issue 20 item 4): exam reminders and missed-exam notices here, the
 * weekly digest in digestSweep.ts, the recording and sending they share in sweepDelivery.ts.
 */

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
