import { randomUUID } from 'node:crypto';
import { Router } from 'express';
import {
  ENROLMENT_LIMITS,
  ENROLMENT_MESSAGES,
  InviteStudentRequest,
  enrolmentStreams,
} from '@portal/contracts';
import { ConflictError, rateLimitKey } from '@portal/platform';
import type { ApiDeps } from '../../deps';
import { callerOf, requireRole } from '../../http/auth';
import { parseOrThrow } from '../../http/validate';
import { invitationDecider } from '../enrolmentDecider';
import type { EnrolmentQueries } from './enrolmentQueries';
import { PagedQuery, sentView } from './enrolmentQueries';
import { INVITATION_LIMIT, tooMany } from './enrolmentRules';

/** A tutor invites students by address (no e-mail is sent); staff list and cancel the invitations. */
export function invitationRoutes(deps: ApiDeps, queries: EnrolmentQueries): Router {
  const router = Router();
  const { invitations } = queries;

  router.get('/enrolment/invitations', requireRole('admin', 'tutor'), async (req, res) => {
    const caller = callerOf(req);
    const query = parseOrThrow(PagedQuery, req.query);
    const filter = await queries.staffScope(caller, query.tutorId);
    if (query.status !== 'all') {
      filter.status = 'pending';
    }
    const sort = { createdAt: -1, _id: 1 } as const;
    const [page, total] = await queries.pageOf(invitations, filter, sort, query);
    const now = deps.now();
    res.json({ success: true, invitations: page.map((doc) => sentView(doc, now)), total });
  });

  router.post('/enrolment/invitations', requireRole('tutor'), async (req, res) => {
    const caller = callerOf(req);
    const tutorId = await queries.managedTutor(caller);
    const { email } = parseOrThrow(InviteStudentRequest, req.body ?? {});
    const limited = await deps.rateLimiter.hit(
      rateLimitKey('enrolment-invite-account', caller.userId, deps.secret),
      INVITATION_LIMIT,
    );
    if (!limited.allowed) {
      throw tooMany(limited.retryAfterMs);
    }
    const emailHash = queries.emailHash(email);
    const now = deps.now();
    const mine = { organisationId: caller.organisationId, tutorId, status: 'pending' };
    // the same answer for every address: whether an account uses it is never looked up here
    const existing = await invitations.findOne({ ...mine, emailHash });
    if (existing && existing.expiresAt > now.toISOString()) {
      const invitation = sentView(existing, now);
      res.status(201).json({ success: true, invitation, message: ENROLMENT_MESSAGES.invited });
      return;
    }
    if ((await invitations.countDocuments(mine)) >= ENROLMENT_LIMITS.pendingInvitationsPerTutor) {
      throw new ConflictError(ENROLMENT_MESSAGES.tooManyInvitations);
    }
    const invitationId = randomUUID();
    const result = await deps.handle(
      invitationDecider,
      enrolmentStreams.invitation(invitationId),
      { type: 'InviteStudent', data: { invitationId, tutorId, email, emailHash }, caller, metadata: { now } },
      { organisationId: caller.organisationId },
    );
    await queries.settle([result]);
    deps.logger.info('student invited', { invitationId, tutorId });
    const created = await invitations.findOne({ _id: invitationId });
    res.status(201).json({
      success: true,
      invitation: created ? sentView(created, now) : null,
      message: ENROLMENT_MESSAGES.invited,
    });
  });

  router.delete('/enrolment/invitations/:id', requireRole('admin', 'tutor'), async (req, res) => {
    const caller = callerOf(req);
    if (caller.role === 'tutor') {
      await queries.managedTutor(caller);
    }
    const invitationId = String(req.params.id);
    const result = await deps.handle(
      invitationDecider,
      enrolmentStreams.invitation(invitationId),
      { type: 'CancelInvitation', caller, metadata: { now: deps.now() } },
      { organisationId: caller.organisationId },
    );
    await deps.keys.destroy(invitationId);
    await queries.settle([result]);
    deps.logger.info('enrolment invitation cancelled', { invitationId, by: caller.userId });
    res.json({ success: true, message: ENROLMENT_MESSAGES.invitationCancelled });
  });

  return router;
}
