import { Router } from 'express';
import type { PracticeExamItem, PracticeExamListResponse } from '@portal/contracts';
import type { AttemptDocument, ExamScheduleDocument, UserRecord } from '@portal/projections';
import type { ApiDeps } from '../deps';
import { callerOf, requireRole } from '../http/auth';
import { graceMinutesOf } from '../attempts/grace';
import { practiceRefusal } from '../attempts/practicePolicy';
import type { ExamDocument } from './views';
import {
  ATTEMPTS_COLLECTION,
  EXAMS_COLLECTION,
  EXAM_SCHEDULES_COLLECTION,
  USERS_COLLECTION,
} from '@portal/projections';

/** The student's tutor, from their user record (null: none). */
const tutorOf = (user: UserRecord | null | undefined): string | null =>
  user && 'tutorId' in user && typeof user.tutorId === 'string' ? user.tutorId : null;

/**
 * GET /exams/practice (issue 16): the exams a student may start as practice now, the same rule
 * the start applies (practicePolicy): their own tutor's active exams marked "Available for
 * practice", without those in an open or upcoming schedule of theirs. Each with the student's
 * practice so far (submitted attempts, best percentage, one running).
 */
export function practiceExamRoutes(deps: ApiDeps): Router {
  const router = Router();
  const exams = deps.readModels.collection<ExamDocument>(EXAMS_COLLECTION);
  const schedules = deps.readModels.collection<ExamScheduleDocument>(EXAM_SCHEDULES_COLLECTION);
  const attempts = deps.readModels.collection<AttemptDocument>(ATTEMPTS_COLLECTION);
  const users = deps.readModels.collection<UserRecord>(USERS_COLLECTION);

  router.get('/exams/practice', requireRole('student'), async (req, res) => {
    const caller = callerOf(req);
    const tutorId = tutorOf(await users.findOne({ _id: caller.userId }));
    if (tutorId === null) {
      const empty: PracticeExamListResponse = { success: true, exams: [], total: 0 };
      res.json(empty);
      return;
    }
    const [offered, own, mine] = await Promise.all([
      exams
        .find(
          { organisationId: caller.organisationId, tutorId, availableForPractice: true, isActive: true },
          { sort: { title: 1, _id: 1 }, projection: { questions: 0, passages: 0 } },
        )
        .toArray(),
      schedules.find({ organisationId: caller.organisationId, studentIds: caller.userId }).toArray(),
      attempts
        .find(
          { studentId: caller.userId, accessType: 'practice' },
          { projection: { exam: 0, answers: 0, questionResults: 0 } },
        )
        .toArray(),
    ]);
    const now = deps.now();
    const studentSchedules = own.map((schedule) => ({ ...schedule, graceMinutes: graceMinutesOf(schedule) }));
    const items: PracticeExamItem[] = offered
      .filter(
        (exam) =>
          practiceRefusal({
            examId: exam._id,
            exam,
            studentTutorId: tutorId,
            schedules: studentSchedules,
            now,
          }) === null,
      )
      .map((exam) => {
        const practised = mine.filter((attempt) => attempt.examId === exam._id);
        const done = practised.filter((attempt) => attempt.status === 'completed');
        const percentages = done
          .map((attempt) => attempt.percentage)
          .filter((value): value is number => typeof value === 'number');
        return {
          id: exam._id,
          title: exam.title,
          description: exam.description,
          examType: exam.examType,
          difficulty: exam.difficulty,
          duration: exam.duration,
          grade: exam.grade,
          totalMarks: exam.totalMarks,
          questionCount: exam.questionCount,
          attemptsTaken: done.length,
          bestPercentage: percentages.length > 0 ? Math.max(...percentages) : null,
          inProgress: practised.some((attempt) => attempt.status === 'in_progress'),
        };
      });
    const answer: PracticeExamListResponse = { success: true, exams: items, total: items.length };
    res.json(answer);
  });

  return router;
}
