import { Router } from 'express';
import type { DashboardAttempt, ProgressOverviewStats } from '@portal/contracts';
import {
  CategoriesQuery,
  ProgressQuery,
  TrendsQuery,
  categoryAnalysis,
  pickAttemptFigures,
  progressStats,
  trendPoints,
} from '@portal/contracts';
import type { ApiDeps } from '../deps';
import { callerOf } from '../http/auth';
import { parseOrThrow } from '../http/validate';
import { progressSubject } from './access';
import type { StudentAnalyticsDocument } from '@portal/projections';
import { studentFigures } from '@portal/projections';
import { keyVisibleAttempts } from './keyVisibleAttempts';
import { COLLECTIONS } from './readModels';

const DAY_MS = 86_400_000;

/** The first UTC date of the last `period` days, today included. */
export function periodStart(now: Date, period: number): string {
  return new Date(now.getTime() - (period - 1) * DAY_MS).toISOString().slice(0, 10);
}

/**
 * The student's progress pages (spec 001 §2.3, spec 002 §2.9), from `student_analytics`: one
 * document read per call, whatever the number of attempts.
 */
export function progressRoutes(deps: ApiDeps): Router {
  const router = Router();
  const analytics = deps.readModels.collection<StudentAnalyticsDocument>(COLLECTIONS.studentAnalytics);
  const documentOf = (studentId: string) => analytics.findOne({ _id: studentId });

  router.get('/progress/overview', async (req, res) => {
    const query = parseOrThrow(ProgressQuery, req.query);
    const studentId = await progressSubject(deps.readModels, callerOf(req), query.studentId);
    const stats: ProgressOverviewStats = (await documentOf(studentId))?.overview ?? progressStats([]);
    res.json({ success: true, stats });
  });

  router.get('/progress/history', async (req, res) => {
    const query = parseOrThrow(ProgressQuery, req.query);
    const studentId = await progressSubject(deps.readModels, callerOf(req), query.studentId);
    const attempts = [...((await documentOf(studentId))?.attempts ?? [])].reverse().slice(0, query.limit);
    const list: DashboardAttempt[] = attempts.map((attempt) => ({
      id: attempt.attemptId,
      exam: { id: attempt.examId, title: attempt.examTitle, examType: attempt.examType },
      endTime: attempt.endTime,
      timeSpent: attempt.timeSpent,
      ...pickAttemptFigures(attempt, [
        'percentage',
        'score',
        'totalMarks',
        'correctAnswers',
        'totalQuestions',
      ]),
    }));
    res.json({ success: true, attempts: list });
  });

  router.get('/progress/trends', async (req, res) => {
    const query = parseOrThrow(TrendsQuery, req.query);
    const studentId = await progressSubject(deps.readModels, callerOf(req), query.studentId);
    const since = periodStart(deps.now(), query.period);
    const days = ((await documentOf(studentId))?.days ?? []).filter(
      (day) => day.date >= since && (query.examType === undefined || day.examType === query.examType),
    );
    res.json({ success: true, trends: trendPoints(days) });
  });

  router.get('/progress/categories', async (req, res) => {
    const query = parseOrThrow(CategoriesQuery, req.query);
    const caller = callerOf(req);
    const studentId = await progressSubject(deps.readModels, caller, query.studentId);
    const document = await documentOf(studentId);
    const attempts = document?.attempts ?? [];
    const visible = await keyVisibleAttempts(deps.readModels, caller, studentId, attempts, deps.now());
    const categories =
      visible.length === attempts.length ? (document?.categories ?? []) : studentFigures(visible).categories;
    const rows = categories.filter((row) => query.examType === undefined || row.examType === query.examType);
    res.json({ success: true, categoryAnalysis: categoryAnalysis(rows) });
  });

  return router;
}
