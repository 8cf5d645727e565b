import { Router } from 'express';
import type { StudentExamItem } from '@portal/contracts';
import { peopleStreams } from '@portal/contracts';
import type { StudentExamDocument } from '@portal/projections';
import { STUDENT_EXAMS_COLLECTION } from '@portal/projections';
import type { ApiDeps } from '../deps';
import { callerOf, requireRole } from '../http/auth';
import { handleSettled } from '../http/settle';
import { studentQueries } from './students/studentQueries';
import { studentExamsDecider } from './decider';

function toItem(row: StudentExamDocument): StudentExamItem {
  return {
    id: row.sourceId,
    type: row.type,
    exam: row.exam,
    attempts: row.attempts,
    createdAt: row.createdAt,
    instructions: row.instructions,
  };
}

/** A student's assignments and schedules, and clearing them (spec 001 §2.5), for their tutor or an admin. */
export function studentExamsRoutes(deps: ApiDeps): Router {
  const router = Router();
  const staff = requireRole('admin', 'tutor');
  const rows = deps.readModels.collection<StudentExamDocument>(STUDENT_EXAMS_COLLECTION);

  const studentOf = studentQueries(deps).visibleStudent;

  const path = '/tutor-exam-assignments/student/:id/exams';

  router.get(path, staff, async (req, res) => {
    const student = await studentOf(callerOf(req), String(req.params.id));
    const items = await rows.find({ studentId: student._id }, { sort: { createdAt: -1, _id: 1 } }).toArray();
    const assignments = items.filter((row) => row.type === 'assignment').map(toItem);
    const schedules = items.filter((row) => row.type === 'schedule').map(toItem);
    res.json({
      success: true,
      assignments,
      schedules,
      message: `${assignments.length + schedules.length} exam(s) for ${student.firstName} ${student.lastName}`,
    });
  });

  router.delete(path, staff, async (req, res) => {
    const caller = callerOf(req);
    const student = await studentOf(caller, String(req.params.id));
    const items = await rows.find({ studentId: student._id }).toArray();
    const ids = (type: StudentExamDocument['type']) =>
      items.filter((row) => row.type === type).map((row) => row.sourceId);
    await handleSettled(
      deps,
      studentExamsDecider,
      peopleStreams.studentExams(student._id),
      {
        type: 'ClearStudentExams',
        data: {
          studentId: student._id,
          assignmentIds: ids('assignment'),
          scheduleIds: ids('schedule'),
          attemptIds: [...new Set(items.flatMap((row) => row.attempts.map((attempt) => attempt.id)))],
        },
        caller,
        metadata: { now: deps.now() },
      },
      { organisationId: caller.organisationId },
    );
    deps.logger.info('student exams cleared', {
      studentId: student._id,
      by: caller.userId,
      count: items.length,
    });
    res.json({
      success: true,
      deletedCount: items.length,
      message: `Successfully cleared ${items.length} exam(s) for ${student.firstName} ${student.lastName}`,
    });
  });

  return router;
}
