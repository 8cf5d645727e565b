import { Router } from 'express';
import { itemStatistics, kr20, type ItemAnalysisResponse } from '@portal/contracts';
import type { ApiDeps } from '../deps';
import { callerOf, requireRole } from '../http/auth';
import { analyticsAllowed } from './access';
import type { ScheduleAnalyticsQueries } from './scheduleAnalyticsQueries';
import { responseMatrixOf } from './scheduleRoster';

/**
 * Item analysis of a schedule (staff): each question's statistics over the first sitting of the
 * students in view, students restricting analytics left out, and the paper's reliability.
 */
export function itemAnalysisRoutes(deps: ApiDeps, queries: ScheduleAnalyticsQueries): Router {
  const router = Router();

  router.get(
    '/scheduled-exam-analytics/schedule/:id/item-analysis',
    requireRole('admin', 'tutor'),
    async (req, res) => {
      const { schedule, studentIds } = await queries.scheduleOf(callerOf(req), req.params.id as string);
      const row = await queries.scheduleAnalytics.findOne({ _id: schedule._id });
      const allowed = await analyticsAllowed(deps.readModels, studentIds);
      const questions = row?.questions ?? [];
      const exam = await queries.exams.findOne({ _id: row?.examId ?? schedule.examId });
      const texts = new Map((exam?.questions ?? []).map((question) => [question.id, question.question]));
      const matrix = responseMatrixOf(row, (id) => allowed.has(id) && studentIds.includes(id));
      const statistics = itemStatistics(matrix, questions.length);
      const answer: ItemAnalysisResponse = {
        success: true,
        items: questions.map((question, index) => ({
          questionId: question.questionId,
          number: question.number,
          questionText: texts.get(question.questionId) ?? null,
          category: question.category,
          ...statistics[index]!,
        })),
        reliability: kr20(matrix),
      };
      res.json(answer);
    },
  );

  return router;
}
