import type { RequestHandler } from 'express';
import { Router } from 'express';
import type { ReleaseResultsResponse } from '@portal/contracts';
import { CancelScheduleRequest, SCHEDULE_MESSAGES, schedulesStreams } from '@portal/contracts';
import { NotFoundError } from '@portal/platform';
import type { ApiDeps } from '../deps';
import { callerOf, requireRole } from '../http/auth';
import { parseOrThrow } from '../http/validate';
import { scheduleDecider } from './decider';
import { scheduleCancelledMail } from './mails';
import type { ScheduleQueries } from './scheduleQueries';

/** Cancelling a schedule (its students told by e-mail) and releasing its results early. */
export function cancelRoutes(deps: ApiDeps, queries: ScheduleQueries): Router {
  const router = Router();
  const staff = requireRole('admin', 'tutor');

  /** E-mails each affected student who still has a working account; answers how many were sent. */
  const mailStudents = async (
    studentIds: readonly string[],
    title: string,
    reason: string,
  ): Promise<number> => {
    const students = await queries.users
      .find({ _id: { $in: [...studentIds] }, role: 'student', status: 'active' })
      .toArray();
    let sent = 0;
    for (const student of students) {
      if (student.status !== 'active' || student.isActive === false || !student.email) {
        continue;
      }
      try {
        await deps.mailer.send(
          scheduleCancelledMail(student.email, student.firstName, title, reason, `${deps.publicUrl()}/`),
        );
        sent += 1;
      } catch (error) {
        deps.logger.error('schedule cancellation mail failed', { studentId: student._id, error });
      }
    }
    return sent;
  };

  const cancel: RequestHandler = async (req, res) => {
    const caller = callerOf(req);
    const { reason } = parseOrThrow(CancelScheduleRequest, req.body ?? {});
    const current = await queries.scheduleOf(caller, String(req.params.id));
    const hasAttempts = (await queries.attempts.countDocuments({ scheduleId: current._id })) > 0;
    const result = await deps.handle(
      scheduleDecider,
      schedulesStreams.schedule(current._id),
      { type: 'CancelSchedule', data: { reason, hasAttempts }, caller, metadata: { now: deps.now() } },
      { organisationId: caller.organisationId },
    );
    await deps.awaitProjections(result.streamId, result.position);
    const cancelled = result.events[0];
    const notifiedCount =
      cancelled?.type === 'ExamScheduleCancelled'
        ? await mailStudents(cancelled.data.studentIds, cancelled.data.title, cancelled.data.reason)
        : 0;
    deps.logger.info('exam schedule cancelled', {
      scheduleId: current._id,
      by: caller.userId,
      notifiedCount,
    });
    res.json({ success: true, message: SCHEDULE_MESSAGES.cancelled, notifiedCount });
  };

  /**
   * Release results (issue 16 item 1): students (and their parents) see the correct answers of
   * this schedule's attempts before its window closes. Event-sourced, idempotent: a second press
   * answers the first release.
   */
  router.post('/exam-schedules/:id/release-results', staff, async (req, res) => {
    const caller = callerOf(req);
    const current = await queries.scheduleOf(caller, String(req.params.id));
    const result = await deps.handle(
      scheduleDecider,
      schedulesStreams.schedule(current._id),
      { type: 'ReleaseResults', data: {}, caller, metadata: { now: deps.now() } },
      { organisationId: caller.organisationId },
    );
    if (result.events.length > 0) {
      await deps.awaitProjections(result.streamId, result.position);
      deps.logger.info('exam schedule results released', { scheduleId: current._id, by: caller.userId });
    }
    const released = result.state.status === 'none' ? null : result.state.resultsReleased;
    if (!released) {
      throw new NotFoundError(SCHEDULE_MESSAGES.notFound);
    }
    const answer: ReleaseResultsResponse = {
      success: true,
      message: SCHEDULE_MESSAGES.resultsReleased,
      resultsReleasedAt: released.at,
      resultsReleasedBy: released.by,
    };
    res.json(answer);
  });

  router.put('/exam-schedules/:id/cancel', staff, cancel);
  router.post('/exam-schedules/:id/cancel', staff, cancel);

  return router;
}
