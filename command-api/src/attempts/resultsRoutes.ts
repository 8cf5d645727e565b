import { Router } from 'express';
import type { AttemptResultsResponse, ExamHistoryItem } from '@portal/contracts';
import { ATTEMPT_MESSAGES, HistoryQuery } from '@portal/contracts';
import { ConflictError } from '@portal/platform';
import type { ApiDeps } from '../deps';
import { callerOf } from '../http/auth';
import { parseOrThrow } from '../http/validate';
import type { AttemptQueries } from './attemptQueries';
import { graceMinutesOf } from './grace';
import { resultAttemptOf, resultQuestionsOf } from './resultViews';
import { keyIsForStaff, releaseOfAttempt, withholdResults } from './resultsRelease';
import { historyItemOf, slotStanding } from './slotViews';

/**
 * A submitted attempt's results and a student's exam history, for whoever may see the student
 * (their own, a parent's child, a tutor's student, an admin's organisation).
 */
export function resultsRoutes(deps: ApiDeps, queries: AttemptQueries): Router {
  const router = Router();

  router.get('/exam-attempts/:attemptId/results', async (req, res) => {
    const caller = callerOf(req);
    const attempt = await queries.visibleAttempt(caller, String(req.params.attemptId));
    if (attempt.status !== 'completed' || !attempt.endTime) {
      throw new ConflictError(ATTEMPT_MESSAGES.notSubmitted);
    }
    // staff always see the key; a student or a parent once it is released (issue 16 item 1)
    const release = keyIsForStaff(caller)
      ? null
      : await releaseOfAttempt(deps.readModels, attempt, graceMinutesOf, deps.now());
    const answer = {
      success: true as const,
      exam: attempt.exam,
      resultsReleased: release?.released ?? true,
      resultsAvailableAt: release?.availableAt ?? null,
      attempt: resultAttemptOf(attempt, attempt.endTime),
      questions: resultQuestionsOf(attempt),
      // whoever may read the attempt reads what was recorded about it (docs/ARCHITECTURE.md)
      integrityEvents: attempt.integrityEvents ?? [],
    };
    res.json(
      release && !release.released ? withholdResults(answer) : (answer satisfies AttemptResultsResponse),
    );
  });

  router.get('/exam-attempts/exam-history', async (req, res) => {
    const caller = callerOf(req);
    const query = parseOrThrow(HistoryQuery, req.query);
    const studentId = await queries.historySubject(caller, query.studentId);
    const now = deps.now();
    const [own, mine, granted] = await queries.slotsOfStudent(caller, studentId);
    const tutors = await queries.users
      .find({ _id: { $in: [...new Set(own.map((schedule) => schedule.tutorId))] } })
      .toArray();
    const tutorById = new Map(tutors.map((tutor) => [tutor._id, tutor]));
    const examHistory: ExamHistoryItem[] = own.map((schedule) =>
      historyItemOf(
        schedule,
        slotStanding(schedule, mine, granted, now),
        tutorById.get(schedule.tutorId),
        now,
      ),
    );
    const filtered =
      query.filter === 'all' ? examHistory : examHistory.filter((item) => item.badge === query.filter);
    res.json({ success: true, examHistory: filtered });
  });

  return router;
}
