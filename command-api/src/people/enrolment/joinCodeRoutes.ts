import { randomUUID } from 'node:crypto';
import { Router } from 'express';
import {
  CreateJoinCodeRequest,
  ENROLMENT_LIMITS,
  ENROLMENT_MESSAGES,
  enrolmentStreams,
} from '@portal/contracts';
import type { CommandResult } from '@portal/platform';
import { ConflictError, NotFoundError } from '@portal/platform';
import type { ApiDeps } from '../../deps';
import type { Caller } from '../../http/auth';
import { callerOf, requireRole } from '../../http/auth';
import { parseOrThrow } from '../../http/validate';
import { JoinCodeTaken, joinCodeDecider } from '../enrolmentDecider';
import type { EnrolmentQueries } from './enrolmentQueries';
import { PagedQuery } from './enrolmentQueries';
import { newJoinCode } from './enrolmentRules';

/**
 * A new code's stream is named by the code, so a drawn code already in use is refused by the
 * decider; another is drawn, five times at most.
 */
async function createJoinCode(
  deps: ApiDeps,
  caller: Caller,
  data: { codeId: string; tutorId: string; groupId: string | null },
): Promise<CommandResult<unknown>> {
  for (let attempt = 0; attempt < 5; attempt++) {
    const code = newJoinCode();
    try {
      return await deps.handle(
        joinCodeDecider,
        enrolmentStreams.joinCode(code),
        { type: 'CreateJoinCode', data: { ...data, code }, caller, metadata: { now: deps.now() } },
        { organisationId: caller.organisationId },
      );
    } catch (error) {
      if (!(error instanceof JoinCodeTaken)) {
        throw error;
      }
    }
  }
  throw new ConflictError('Could not create a join code. Please try again.');
}

/** Class join codes (issue 15 item 4): a tutor shares them; an admin manages any tutor's. */
export function joinCodeRoutes(deps: ApiDeps, queries: EnrolmentQueries): Router {
  const router = Router();
  const staff = requireRole('admin', 'tutor');
  const { codes, groups } = queries;

  router.get('/enrolment/join-codes', staff, async (req, res) => {
    const caller = callerOf(req);
    const query = parseOrThrow(PagedQuery, req.query);
    const filter = await queries.staffScope(caller, query.tutorId);
    if (query.status === 'active' || query.status === 'revoked') {
      filter.status = query.status;
    }
    const sort = { status: 1, createdAt: -1, _id: 1 } as const;
    const [page, total] = await queries.pageOf(codes, filter, sort, query);
    res.json({ success: true, joinCodes: await queries.codeView(page), total });
  });

  router.post('/enrolment/join-codes', staff, async (req, res) => {
    const caller = callerOf(req);
    const form = parseOrThrow(CreateJoinCodeRequest, req.body ?? {});
    const tutorId = await queries.managedTutor(caller, form.tutorId);
    const { organisationId } = caller;
    if (form.groupId && !(await groups.findOne({ _id: form.groupId, organisationId, tutorId }))) {
      throw new NotFoundError('Group not found');
    }
    const active = await codes.countDocuments({ organisationId, tutorId, status: 'active' });
    if (active >= ENROLMENT_LIMITS.activeCodesPerTutor) {
      throw new ConflictError(ENROLMENT_MESSAGES.tooManyCodes);
    }
    const codeId = randomUUID();
    const result = await createJoinCode(deps, caller, { codeId, tutorId, groupId: form.groupId });
    await queries.settle([result]);
    deps.logger.info('join code created', { codeId, tutorId, by: caller.userId });
    res.status(201).json({
      success: true,
      joinCode: await queries.codeViewById(codeId),
      message: ENROLMENT_MESSAGES.codeCreated,
    });
  });

  router.delete('/enrolment/join-codes/:id', staff, async (req, res) => {
    const caller = callerOf(req);
    const filter = await queries.staffScope(caller);
    const found = await codes.findOne({ ...filter, _id: String(req.params.id) });
    if (!found) {
      throw new NotFoundError(ENROLMENT_MESSAGES.codeNotFound);
    }
    const result = await deps.handle(
      joinCodeDecider,
      enrolmentStreams.joinCode(found.code),
      { type: 'RevokeJoinCode', caller, metadata: { now: deps.now() } },
      { organisationId: caller.organisationId },
    );
    await queries.settle([result]);
    deps.logger.info('join code revoked', { codeId: found._id, by: caller.userId });
    res.json({
      success: true,
      joinCode: await queries.codeViewById(found._id),
      message: ENROLMENT_MESSAGES.codeRevoked,
    });
  });

  return router;
}
