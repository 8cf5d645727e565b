import { Router } from 'express';
import type { ScheduleProgressResponse } from '@portal/contracts';
import type { ApiDeps } from '../deps';
import { callerOf, requireRole } from '../http/auth';
import type { ScheduleQueries } from './scheduleQueries';
import { progressStatisticsOf, studentProgressOf } from './progress';
import { namesById, schedulesView } from './views';

/** How a schedule's students are getting on, and the results of its completed attempts. */
export function progressRoutes(deps: ApiDeps, queries: ScheduleQueries): Router {
  const router = Router();
  const staff = requireRole('admin', 'tutor');

  router.get('/exam-schedules/:id/progress', staff, async (req, res) => {
    const caller = callerOf(req);
    const document = await queries.scheduleOf(caller, String(req.params.id));
    const [schedule] = await schedulesView(deps.readModels, [document], deps.now());
    const [names, rows] = await Promise.all([
      namesById(deps.readModels, document.studentIds),
      queries.attemptsOf(document._id),
    ]);
    // the erased have no name and drop out
    const studentProgress = document.studentIds.flatMap((studentId) => {
      const student = names.get(studentId);
      return student
        ? [
            studentProgressOf(
              student,
              rows.filter((row) => row.studentId === studentId),
            ),
          ]
        : [];
    });
    const answer: ScheduleProgressResponse = {
      success: true,
      schedule: schedule!,
      statistics: progressStatisticsOf(studentProgress),
      studentProgress,
    };
    res.json(answer);
  });

  router.get('/exam-schedules/:id/results', staff, async (req, res) => {
    const document = await queries.scheduleOf(callerOf(req), String(req.params.id));
    const rows = (await queries.attemptsOf(document._id)).filter((row) => row.status === 'completed');
    const names = await namesById(
      deps.readModels,
      rows.map((row) => row.studentId),
    );
    const results = rows.flatMap((row) => {
      const user = names.get(row.studentId);
      if (!user) {
        return [];
      }
      const questionResults = row.questionResults ?? [];
      return [
        {
          attempt: {
            id: row._id,
            user: { id: user.id, firstName: user.firstName, lastName: user.lastName },
            endTime: row.endTime ?? null,
            score: row.score ?? null,
            percentage: row.percentage ?? null,
          },
          totalCorrect: row.correctAnswers ?? questionResults.filter((result) => result.isCorrect).length,
          totalQuestions: row.totalQuestions ?? questionResults.length,
          questionResults,
        },
      ];
    });
    res.json({ success: true, results });
  });

  return router;
}
