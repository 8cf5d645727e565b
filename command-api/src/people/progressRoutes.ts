import { Router } from 'express';
import type { DashboardAttempt } from '@portal/contracts';
import { ProgressQuery, progressStats } from '@portal/contracts';
import type { ReadModelStore } from '@portal/platform';
import { NotFoundError } from '@portal/platform';
import type { UserRecord } from '@portal/projections';
import type { ApiDeps } from '../deps';
import type { Caller } from '../http/auth';
import { callerOf } from '../http/auth';
import { parseOrThrow } from '../http/validate';
import { studentScope } from './access';

/**
 * A completed attempt as the exam-taking module's `attempts` read model keeps it; the
 * dashboard reads only these fields.
 */
type AttemptRow = {
  _id: string;
  studentId: string;
  status: string;
  examId: string;
  examTitle: string;
  examType: string;
  endTime: string;
  timeSpent: number;
  percentage: number;
  score: number;
  totalQuestions: number;
};

/** Whose figures: a student's own; a parent's child, a tutor's student or any for an admin (`?studentId`). */
async function subjectOf(
  readModels: ReadModelStore,
  caller: Caller,
  studentId: string | undefined,
): Promise<string> {
  if (caller.role === 'student') {
    if (studentId !== undefined && studentId !== caller.userId) {
      throw new NotFoundError('Student not found');
    }
    return caller.userId;
  }
  const scope = await studentScope(readModels, caller);
  if (studentId === undefined) {
    throw new NotFoundError('Student not found');
  }
  const student = await readModels.collection<UserRecord>('users').findOne({ ...scope, _id: studentId });
  if (!student) {
    throw new NotFoundError('Student not found');
  }
  return student._id;
}

export function progressRoutes(deps: ApiDeps): Router {
  const router = Router();
  const attempts = deps.readModels.collection<AttemptRow>('attempts');

  const completed = (studentId: string, limit?: number) =>
    attempts
      .find(
        { studentId, status: 'completed' },
        { sort: { endTime: -1, _id: 1 }, ...(limit !== undefined && { limit }) },
      )
      .toArray();

  router.get('/progress/overview', async (req, res) => {
    const query = parseOrThrow(ProgressQuery, req.query);
    const studentId = await subjectOf(deps.readModels, callerOf(req), query.studentId);
    res.json({ success: true, stats: progressStats(await completed(studentId)) });
  });

  router.get('/progress/history', async (req, res) => {
    const query = parseOrThrow(ProgressQuery, req.query);
    const studentId = await subjectOf(deps.readModels, callerOf(req), query.studentId);
    const rows = await completed(studentId, query.limit);
    const list: DashboardAttempt[] = rows.map((row) => ({
      id: row._id,
      exam: { id: row.examId, title: row.examTitle, examType: row.examType },
      endTime: row.endTime,
      timeSpent: Math.round(row.timeSpent),
      percentage: row.percentage,
      score: row.score,
      totalQuestions: row.totalQuestions,
    }));
    res.json({ success: true, attempts: list });
  });

  return router;
}
