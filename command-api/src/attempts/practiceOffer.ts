import type { ExamScheduleDocument, UserRecord } from '@portal/projections';
import { EXAMS_COLLECTION, EXAM_SCHEDULES_COLLECTION, USERS_COLLECTION } from '@portal/projections';
import type { ApiDeps } from '../deps';
import type { ExamDocument } from '../exams/views';
import type { Caller } from '../http/auth';
import { graceMinutesOf } from './grace';
import { practiceRefusal } from './practicePolicy';
import { tutorOf } from './slotViews';

/** What a student may practise now: their tutor (null: none) and the papers offered to them. */
export interface PracticeOffer {
  tutorId: string | null;
  exams: ExamDocument[];
}

/**
 * The papers a student may start as practice now, by the rule a start applies (practicePolicy):
 * their own tutor's active exams marked "Available for practice", without those in an open or
 * upcoming schedule of theirs; by title. Lists leave the questions out (`withQuestions` false);
 * a practice set needs them.
 */
export async function practiceOffer(
  deps: Pick<ApiDeps, 'readModels' | 'now'>,
  caller: Pick<Caller, 'userId' | 'organisationId'>,
  options: { withQuestions: boolean },
): Promise<PracticeOffer> {
  const exams = deps.readModels.collection<ExamDocument>(EXAMS_COLLECTION);
  const schedules = deps.readModels.collection<ExamScheduleDocument>(EXAM_SCHEDULES_COLLECTION);
  const users = deps.readModels.collection<UserRecord>(USERS_COLLECTION);
  const tutorId = tutorOf(await users.findOne({ _id: caller.userId }));
  if (tutorId === null) {
    return { tutorId, exams: [] };
  }
  const [offered, own] = await Promise.all([
    exams
      .find(
        { organisationId: caller.organisationId, tutorId, availableForPractice: true, isActive: true },
        {
          sort: { title: 1, _id: 1 },
          ...(!options.withQuestions && { projection: { questions: 0, passages: 0 } }),
        },
      )
      .toArray(),
    schedules.find({ organisationId: caller.organisationId, studentIds: caller.userId }).toArray(),
  ]);
  const now = deps.now();
  const studentSchedules = own.map((schedule) => ({ ...schedule, graceMinutes: graceMinutesOf(schedule) }));
  return {
    tutorId,
    exams: offered.filter(
      (exam) =>
        practiceRefusal({
          examId: exam._id,
          exam,
          studentTutorId: tutorId,
          schedules: studentSchedules,
          now,
        }) === null,
    ),
  };
}
