import type { DigestWeek } from '@portal/contracts';
import { dueDigestWeek } from '@portal/contracts';
import type {
  AttemptDocument,
  PrivacyDocument,
  StudentAnalyticsDocument,
  UserDocument,
  UserRecord,
} from '@portal/projections';
import {
  ATTEMPTS_COLLECTION,
  PRIVACY_COLLECTION,
  STUDENT_ANALYTICS_COLLECTION,
  USERS_COLLECTION,
  processingAllowed,
} from '@portal/projections';
import { live } from './audience';
import type { MailToRecord } from './decider';
import type { DigestChild, DigestExam } from './digest';
import { digestHasActivity, weakestTopics } from './digest';
import { weeklyDigestMail } from './mails';
import { standardisedScoresFromMocks } from './standardisedScores';
import type { NotificationSweepDeps, SweepMemory } from './sweepDelivery';
import { deliver, eligible, publicBase, remember, reported } from './sweepDelivery';

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
