import { Router } from 'express';
import {
  resultsWithheldMessage,
  teachingRecommendations,
  topicAnalysis,
  type DetailedAnswersResponse,
} from '@portal/contracts';
import { ForbiddenError } from '@portal/platform';
import { graceMinutesOf } from '../attempts/grace';
import { releaseOfAttempt } from '../attempts/resultsRelease';
import type { ApiDeps } from '../deps';
import { callerOf, requireRole } from '../http/auth';
import { attemptInView } from './attemptResults';
import { questionAnalysis } from './views';

/** One student's answers at a scheduled exam, with topics and teaching recommendations. */
export function detailedAnswersRoutes(deps: ApiDeps): Router {
  const router = Router();

  router.get(
    '/scheduled-exam-analytics/attempt/:id/detailed-answers',
    requireRole('admin', 'tutor', 'parent'),
    async (req, res) => {
      const caller = callerOf(req);
      const { attempt, student } = await attemptInView(deps, caller, req.params.id as string);
      // issue 16 item 1: a parent reads their child's answer key by the results page's rule
      if (caller.role === 'parent') {
        const release = await releaseOfAttempt(deps.readModels, attempt, graceMinutesOf, deps.now());
        if (!release.released) {
          throw new ForbiddenError(resultsWithheldMessage(release.availableAt, (iso) => iso));
        }
      }
      const exam = attempt.exam;
      const questions = questionAnalysis(attempt, exam);
      const topics = topicAnalysis(questions.map((q) => ({ category: q.topic, isCorrect: q.isCorrect })));
      const correct = questions.filter((q) => q.isCorrect === true).length;
      const answer: DetailedAnswersResponse = {
        success: true,
        student: { id: student._id, firstName: student.firstName, lastName: student.lastName },
        exam: { id: attempt.examId, title: exam.title },
        results: {
          percentage: attempt.percentage ?? 0,
          correctAnswers: attempt.correctAnswers ?? correct,
          incorrectAnswers: attempt.incorrectAnswers ?? questions.filter((q) => q.isCorrect === false).length,
          totalQuestions: attempt.totalQuestions ?? questions.length,
        },
        topicAnalysis: topics,
        questionAnalysis: questions,
        teachingRecommendations: teachingRecommendations(topics),
      };
      res.json(answer);
    },
  );

  return router;
}
