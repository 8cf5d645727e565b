import type { Request } from 'express';
import { Router } from 'express';
import { ENROLMENT_MESSAGES, RedeemJoinCodeRequest, isJoinCode } from '@portal/contracts';
import type { CommandResult } from '@portal/platform';
import { ConflictError, ValidationError, rateLimitKey } from '@portal/platform';
import type { JoinCodeDocument, UserDocument } from '@portal/projections';
import type { ApiDeps } from '../../deps';
import type { Caller } from '../../http/auth';
import { callerOf, requireRole } from '../../http/auth';
import { parseOrThrow } from '../../http/validate';
import { signedInUserById } from '../../http/signedInUser';
import { placeInGroup } from '../enrolmentGroupPlace';
import { enrolStudent } from './enrolStudent';
import type { EnrolmentQueries } from './enrolmentQueries';
import { JOIN_CODE_LIMITS, enrolledElsewhere, fullName, tooMany } from './enrolmentRules';

function clientAddress(req: Request): string {
  return req.ip ?? req.socket.remoteAddress ?? 'unknown';
}

/** A student joins a tutor's class with a join code (issue 15 item 4), and the code's group when it names one. */
export function joinRoutes(deps: ApiDeps, queries: EnrolmentQueries): Router {
  const router = Router();

  /** Counted before anything is looked up: parallel guesses cannot race past the limit. */
  const countAttempt = async (req: Request, caller: Caller) => {
    const [account, address] = await Promise.all([
      deps.rateLimiter.hit(
        rateLimitKey('join-code-account', caller.userId, deps.secret),
        JOIN_CODE_LIMITS.account,
      ),
      deps.rateLimiter.hit(
        rateLimitKey('join-code-address', clientAddress(req), deps.secret),
        JOIN_CODE_LIMITS.address,
      ),
    ]);
    const refused = [account, address].find((result) => !result.allowed);
    if (refused) {
      deps.logger.info('join code attempts limited', { userId: caller.userId });
      throw tooMany(refused.retryAfterMs);
    }
  };

  /** The code's group, if it names one that still takes students; 'full' leaves the student in no group. */
  const placeByCode = async (
    student: UserDocument,
    code: JoinCodeDocument & { groupId: string },
    caller: Caller,
    now: Date,
  ) => {
    const target = await queries.groups.findOne({ _id: code.groupId, tutorId: code.tutorId });
    const placed =
      target && target.isActive
        ? await placeInGroup(deps.handle, {
            studentId: student._id,
            groupId: target._id,
            tutorId: code.tutorId,
            organisationId: caller.organisationId,
            now,
          })
        : { outcome: 'gone' as const, results: [] };
    const group = placed.outcome === 'placed' && target ? { id: target._id, name: target.name } : null;
    return { group, outcome: placed.outcome, results: placed.results };
  };

  router.post('/enrolment/join', requireRole('student'), async (req, res) => {
    const caller = callerOf(req);
    await countAttempt(req, caller);
    const { code } = parseOrThrow(RedeemJoinCodeRequest, req.body ?? {});
    const student = await signedInUserById(deps.readModels, caller.userId);
    const found = isJoinCode(code)
      ? await queries.codes.findOne({ code, status: 'active', organisationId: caller.organisationId })
      : null;
    const tutor = found ? await queries.liveTutor(caller.organisationId, found.tutorId) : null;
    if (enrolledElsewhere(student.tutorId ?? null, found, tutor !== null)) {
      throw new ConflictError(ENROLMENT_MESSAGES.alreadyEnrolled);
    }
    if (!found || !tutor) {
      deps.logger.info('join code refused', { userId: caller.userId });
      throw new ValidationError(ENROLMENT_MESSAGES.invalidCode, [
        { field: 'code', message: ENROLMENT_MESSAGES.invalidCode },
      ]);
    }
    const now = deps.now();
    const via = {
      tutorId: found.tutorId,
      via: 'join_code',
      codeId: found._id,
      groupId: found.groupId,
    } as const;
    const results: CommandResult<unknown>[] = [
      await enrolStudent(deps, caller, student, { ...via, invitationId: null }, now),
    ];
    const placed = found.groupId
      ? await placeByCode(student, { ...found, groupId: found.groupId }, caller, now)
      : null;
    results.push(...(placed?.results ?? []));
    const group = placed?.group ?? null;
    const tutorName = fullName(tutor);
    const message = group
      ? ENROLMENT_MESSAGES.joinedGroup(tutorName, group.name)
      : placed?.outcome === 'full'
        ? ENROLMENT_MESSAGES.groupFull(tutorName)
        : ENROLMENT_MESSAGES.joined(tutorName);
    await queries.settle(results);
    deps.logger.info('student joined a class', {
      userId: student._id,
      tutorId: found.tutorId,
      codeId: found._id,
      placed: group !== null,
    });
    res.json({ success: true, message, tutor: { id: tutor._id, name: tutorName }, group });
  });

  return router;
}
