import { Router } from 'express';
import { CheckDuplicateRequest, SCHEDULE_MESSAGES, suggestedTitles } from '@portal/contracts';
import { NotFoundError } from '@portal/platform';
import type { ApiDeps } from '../deps';
import { callerOf, requireRole } from '../http/auth';
import { parseOrThrow } from '../http/validate';
import { studentScope } from '../people/access';
import type { ScheduleQueries } from './scheduleQueries';
import { existingView } from './scheduleQueries';

/** Whether a student already has the exam: asked before giving it to them again. */
export function duplicateRoutes(deps: ApiDeps, queries: ScheduleQueries): Router {
  const router = Router();
  const staff = requireRole('admin', 'tutor');

  router.post('/tutor-exam-assignments/check-duplicate', staff, async (req, res) => {
    const caller = callerOf(req);
    const body = parseOrThrow(CheckDuplicateRequest, req.body ?? {});
    const exam = await queries.examOf(caller, body.examId);
    const scope = await studentScope(deps.readModels, caller);
    if (!(await queries.users.findOne({ ...scope, _id: body.studentId }))) {
      throw new NotFoundError(SCHEDULE_MESSAGES.studentNotFound);
    }
    const found = await queries.existingFor(caller, exam._id, [body.studentId]);
    const view = existingView(found, [body.studentId]);
    res.json({
      success: true,
      hasDuplicates: found.length > 0,
      examTitle: exam.title,
      existingCount: found.length,
      suggestions:
        found.length > 0 ? suggestedTitles(exam.title, await queries.takenTitles(caller, exam._id)) : [],
      ...view,
    });
  });

  return router;
}
