import { classroomStreams } from '@portal/contracts';
import type { HandleCommand, Logger } from '@portal/platform';
import type { classroomAttemptData } from './attempt';
import { classroomAttemptDecider } from './attempt';
import type { LiveSession } from './decide';
import { classroomSessionDecider } from './sessionEnd';

/** What the live classroom records in the event store; a failure is logged and the session goes on. */

type RecordingDeps = { readonly handle: HandleCommand; readonly logger: Logger };

/** Appends with up to 3 tries; a failure is logged (with `context`) and the live session goes on. */
async function record(
  logger: Logger,
  append: () => Promise<unknown>,
  failure: string,
  context: Record<string, unknown>,
): Promise<boolean> {
  for (let attempt = 1; ; attempt++) {
    try {
      await append();
      return true;
    } catch (error) {
      if (attempt >= 3) {
        logger.error(failure, { ...context, error });
        return false;
      }
      await new Promise((resolve) => setTimeout(resolve, 50 * attempt));
    }
  }
}

/** The event store's record of the submission; a failure is logged and the live result stands. */
export function recordAttempt(
  deps: RecordingDeps,
  data: ReturnType<typeof classroomAttemptData>,
): Promise<boolean> {
  return record(
    deps.logger,
    () =>
      deps.handle(
        classroomAttemptDecider,
        classroomStreams.attempts(data.sessionCode, data.studentId),
        { type: 'RecordClassroomAttempt', data },
        { organisationId: data.organisationId },
      ),
    'classroom attempt not recorded',
    { attemptId: data.attemptId, code: data.sessionCode },
  );
}

/**
 * The session's end in the event store; if it cannot be recorded, its attempts' results pages
 * open when the session would have expired (the rule for sessions without a recorded end).
 */
export function recordSessionEnd(
  deps: RecordingDeps,
  session: LiveSession,
  endedBy: string,
  endedAt: string,
): Promise<boolean> {
  return record(
    deps.logger,
    () =>
      deps.handle(
        classroomSessionDecider,
        classroomStreams.session(session.code),
        { type: 'EndClassroomSession', data: { session, endedBy, endedAt } },
        { organisationId: session.organisationId },
      ),
    'classroom session end not recorded',
    { code: session.code },
  );
}
