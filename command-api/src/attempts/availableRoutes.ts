import { Router } from 'express';
import type { AvailableExam } from '@portal/contracts';
import { AvailableQuery } from '@portal/contracts';
import { ForbiddenError } from '@portal/platform';
import type { ApiDeps } from '../deps';
import { callerOf } from '../http/auth';
import { parseOrThrow } from '../http/validate';
import type { AttemptQueries } from './attemptQueries';
import { availableExamOf, matchesFilter, slotStanding } from './slotViews';

/** Available exams: the student's own list; a parent reads their child's (Child's Exams). */
export function availableRoutes(deps: ApiDeps, queries: AttemptQueries): Router {
  const router = Router();
  const { exams, users } = queries;

  // staff use their own screens
  router.get('/exam-attempts/available', async (req, res) => {
    const caller = callerOf(req);
    if (caller.role !== 'student' && caller.role !== 'parent') {
      throw new ForbiddenError();
    }
    const { filter, studentId: asked } = parseOrThrow(AvailableQuery, req.query);
    const studentId = await queries.historySubject(caller, asked);
    const now = deps.now();
    const [own, mine, granted] = await queries.slotsOfStudent(caller, studentId);
    const [examRows, tutors] = await Promise.all([
      exams
        .find(
          { _id: { $in: [...new Set(own.map((schedule) => schedule.examId))] } },
          { projection: { questions: 0, passages: 0 } },
        )
        .toArray(),
      users.find({ _id: { $in: [...new Set(own.map((schedule) => schedule.tutorId))] } }).toArray(),
    ]);
    const examById = new Map(examRows.map((exam) => [exam._id, exam]));
    const tutorById = new Map(tutors.map((tutor) => [tutor._id, tutor]));
    const items: AvailableExam[] = own.map((schedule) =>
      availableExamOf(
        schedule,
        slotStanding(schedule, mine, granted, now),
        examById.get(schedule.examId),
        tutorById.get(schedule.tutorId),
        now,
      ),
    );
    const shown = items.filter((item) => matchesFilter(item, filter));
    res.json({
      success: true,
      exams: shown,
      filter,
      totalAvailable: items.length,
      filteredCount: shown.length,
    });
  });

  return router;
}
