import { Router } from 'express';
import type { PracticeExamItem, PracticeExamListResponse } from '@portal/contracts';
import type { AttemptDocument } from '@portal/projections';
import { ATTEMPTS_COLLECTION } from '@portal/projections';
import type { ApiDeps } from '../deps';
import { callerOf, requireRole } from '../http/auth';
import { practiceOffer } from '../attempts/practiceOffer';

/**
 * GET /exams/practice (issue 16): the exams a student may start as practice now, the same rule
 * the start applies (practicePolicy): their own tutor's active exams marked "Available for
 * practice", without those in an open or upcoming schedule of theirs. Each with the student's
 * practice so far (submitted attempts, best percentage, one running).
 */
export function practiceExamRoutes(deps: ApiDeps): Router {
  const router = Router();
  const attempts = deps.readModels.collection<AttemptDocument>(ATTEMPTS_COLLECTION);

  router.get('/exams/practice', requireRole('student'), async (req, res) => {
    const caller = callerOf(req);
    const [offer, mine] = await Promise.all([
      practiceOffer(deps, caller, { withQuestions: false }),
      attempts
        .find(
          { studentId: caller.userId, accessType: 'practice' },
          { projection: { exam: 0, answers: 0, questionResults: 0 } },
        )
        .toArray(),
    ]);
    const items: PracticeExamItem[] = offer.exams.map((exam) => {
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
