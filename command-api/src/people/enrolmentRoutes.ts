import { createHmac, randomInt, randomUUID } from 'node:crypto';
import type { Request, Response } from 'express';
import { Router } from 'express';
import { z } from 'zod';
import type { JoinCode, ReceivedInvitation, SentInvitation } from '@portal/contracts';
import {
  CreateJoinCodeRequest,
  ENROLMENT_LIMITS,
  ENROLMENT_MESSAGES,
  InviteStudentRequest,
  JOIN_CODE_ALPHABET,
  JOIN_CODE_LENGTH,
  ListQuery,
  RedeemJoinCodeRequest,
  enrolmentStreams,
  isJoinCode,
} from '@portal/contracts';
import type { CommandResult, RateLimit } from '@portal/platform';
import {
  ConflictError,
  ForbiddenError,
  NotFoundError,
  TooManyRequestsError,
  ValidationError,
  rateLimitKey,
} from '@portal/platform';
import type {
  GroupDocument,
  InvitationDocument,
  JoinCodeDocument,
  UserDocument,
  UserRecord,
} from '@portal/projections';
import {
  isLiveUser,
  ENROLMENT_INVITATIONS_COLLECTION,
  GROUPS_COLLECTION,
  JOIN_CODES_COLLECTION,
  USERS_COLLECTION,
} from '@portal/projections';
import type { ApiDeps } from '../deps';
import type { Caller } from '../http/auth';
import { callerOf, requireRole } from '../http/auth';
import { parseOrThrow } from '../http/validate';
import { signedInUserById } from '../http/signedInUser';
import { JoinCodeTaken, enrolmentDecider, invitationDecider, joinCodeDecider } from './enrolmentDecider';
import { placeInGroup } from './enrolmentGroupPlace';

/**
 * Redeeming join codes: every attempt counts (before the lookup, so parallel guesses cannot
 * race past the limit), per account and per address. A class joining at once from one school
 * address stays well inside the address limit; a guesser meets the account limit after 10.
 */
export const JOIN_CODE_LIMITS = {
  account: { max: 10, windowMs: 15 * 60 * 1000 },
  address: { max: 100, windowMs: 15 * 60 * 1000 },
} as const satisfies Record<string, RateLimit>;

/** Invitations a tutor may send in an hour (no e-mail is sent; this stops bulk probing of addresses). */
export const INVITATION_LIMIT: RateLimit = { max: 30, windowMs: 60 * 60 * 1000 };

const PagedQuery = ListQuery.extend({
  perPage: z.coerce.number().int().min(1).max(200).default(50),
  status: z.enum(['active', 'revoked', 'pending', 'all']).optional(),
  tutorId: z.string().trim().max(100).optional(),
});

const AnswerBody = z.object({ studentId: z.string().trim().max(100).optional() });

/** A join code: 8 characters from the unambiguous alphabet, drawn with a CSPRNG (31^8 ≈ 8.5e11). */
export function newJoinCode(): string {
  let code = '';
  for (let index = 0; index < JOIN_CODE_LENGTH; index++) {
    code += JOIN_CODE_ALPHABET[randomInt(JOIN_CODE_ALPHABET.length)];
  }
  return code;
}

function clientAddress(req: Request): string {
  return req.ip ?? req.socket.remoteAddress ?? 'unknown';
}

function tooMany(retryAfterMs: number): TooManyRequestsError {
  const seconds = Math.ceil(retryAfterMs / 1000);
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  return new TooManyRequestsError(
    `Too many attempts. Please wait ${minutes} minute${minutes === 1 ? '' : 's'} and try again.`,
    seconds,
  );
}

const fullName = (user: Pick<UserDocument, 'firstName' | 'lastName'>) =>
  `${user.firstName} ${user.lastName}`.trim();

/**
 * Enrolment (issue 15 item 4; docs/PRIVACY.md): tutors share class join codes and invite
 * students; a self-registered student joins a class by a code or by accepting an invitation.
 */
export function enrolmentRoutes(deps: ApiDeps): Router {
  const router = Router();
  const users = deps.readModels.collection<UserRecord>(USERS_COLLECTION);
  const codes = deps.readModels.collection<JoinCodeDocument>(JOIN_CODES_COLLECTION);
  const invitations = deps.readModels.collection<InvitationDocument>(ENROLMENT_INVITATIONS_COLLECTION);
  const groups = deps.readModels.collection<GroupDocument>(GROUPS_COLLECTION);
  const staff = requireRole('admin', 'tutor');

  const emailHash = (email: string) =>
    createHmac('sha256', deps.secret)
      .update(`enrolment-invitation:${email.trim().toLowerCase()}`)
      .digest('hex');

  const settle = async (results: readonly CommandResult<unknown>[]) => {
    const last = results.filter((result) => result.position > 0).sort((a, b) => b.position - a.position)[0];
    if (last) {
      await deps.awaitProjections(last.streamId, last.position);
    }
  };

  /** A tutor who may enrol students: verified by an admin and active (a pending tutor may not). */
  const liveTutor = async (organisationId: string, tutorId: string): Promise<UserDocument | null> => {
    const tutor = await users.findOne({ _id: tutorId });
    return isLiveUser(tutor) &&
      tutor.role === 'tutor' &&
      tutor.organisationId === organisationId &&
      tutor.status === 'active' &&
      tutor.isActive !== false &&
      tutor.isVerified
      ? tutor
      : null;
  };

  /** The tutor whose class the caller manages: a tutor their own (403 while pending), an admin names one. */
  const managedTutor = async (caller: Caller, requested?: string | null): Promise<string> => {
    if (caller.role === 'tutor') {
      if (!(await liveTutor(caller.organisationId, caller.userId))) {
        throw new ForbiddenError(ENROLMENT_MESSAGES.tutorPending);
      }
      return caller.userId;
    }
    if (!requested || !(await liveTutor(caller.organisationId, requested))) {
      throw new ValidationError('Tutor not found', [{ field: 'tutorId', message: 'Tutor not found' }]);
    }
    return requested;
  };

  const codeView = async (documents: JoinCodeDocument[]): Promise<JoinCode[]> => {
    const groupIds = [...new Set(documents.map((doc) => doc.groupId).filter((id): id is string => !!id))];
    const names = new Map(
      groupIds.length === 0
        ? []
        : (await groups.find({ _id: { $in: groupIds } }).toArray()).map((group) => [group._id, group.name]),
    );
    return documents.map((doc) => ({
      id: doc._id,
      code: doc.code,
      tutorId: doc.tutorId,
      groupId: doc.groupId,
      groupName: doc.groupId ? (names.get(doc.groupId) ?? null) : null,
      status: doc.status,
      createdAt: doc.createdAt,
      revokedAt: doc.revokedAt,
      redemptions: doc.redemptions,
    }));
  };

  const sentView = (doc: InvitationDocument, now: Date): SentInvitation => ({
    id: doc._id,
    email: doc.email,
    status: doc.status === 'pending' && doc.expiresAt <= now.toISOString() ? 'expired' : doc.status,
    createdAt: doc.createdAt,
    expiresAt: doc.expiresAt,
    respondedAt: doc.respondedAt,
  });

  // ---- join codes (tutor, admin) -----------------------------------------------------------------

  router.get('/enrolment/join-codes', staff, async (req, res) => {
    const caller = callerOf(req);
    const query = parseOrThrow(PagedQuery, req.query);
    const filter: Record<string, unknown> = { organisationId: caller.organisationId };
    if (caller.role === 'tutor') {
      await managedTutor(caller);
      filter.tutorId = caller.userId;
    } else if (query.tutorId) {
      filter.tutorId = query.tutorId;
    }
    if (query.status === 'active' || query.status === 'revoked') {
      filter.status = query.status;
    }
    const [page, total] = await Promise.all([
      codes
        .find(filter, {
          sort: { status: 1, createdAt: -1, _id: 1 },
          skip: (query.page - 1) * query.perPage,
          limit: query.perPage,
        })
        .toArray(),
      codes.countDocuments(filter),
    ]);
    res.json({ success: true, joinCodes: await codeView(page), total });
  });

  router.post('/enrolment/join-codes', staff, async (req, res) => {
    const caller = callerOf(req);
    const form = parseOrThrow(CreateJoinCodeRequest, req.body ?? {});
    const tutorId = await managedTutor(caller, form.tutorId);
    if (form.groupId) {
      const group = await groups.findOne({
        _id: form.groupId,
        organisationId: caller.organisationId,
        tutorId,
      });
      if (!group) {
        throw new NotFoundError('Group not found');
      }
    }
    const active = await codes.countDocuments({
      organisationId: caller.organisationId,
      tutorId,
      status: 'active',
    });
    if (active >= ENROLMENT_LIMITS.activeCodesPerTutor) {
      throw new ConflictError(ENROLMENT_MESSAGES.tooManyCodes);
    }
    const codeId = randomUUID();
    let result: CommandResult<unknown> | null = null;
    for (let attempt = 0; attempt < 5 && result === null; attempt++) {
      const code = newJoinCode();
      try {
        result = await deps.handle(
          joinCodeDecider,
          enrolmentStreams.joinCode(code),
          {
            type: 'CreateJoinCode',
            data: { codeId, code, tutorId, groupId: form.groupId },
            caller,
            metadata: { now: deps.now() },
          },
          { organisationId: caller.organisationId },
        );
      } catch (error) {
        if (!(error instanceof JoinCodeTaken)) {
          throw error;
        }
      }
    }
    if (!result) {
      throw new ConflictError('Could not create a join code. Please try again.');
    }
    await settle([result]);
    deps.logger.info('join code created', { codeId, tutorId, by: caller.userId });
    const created = await codes.findOne({ _id: codeId });
    res.status(201).json({
      success: true,
      joinCode: (await codeView(created ? [created] : []))[0],
      message: ENROLMENT_MESSAGES.codeCreated,
    });
  });

  router.delete('/enrolment/join-codes/:id', staff, async (req, res) => {
    const caller = callerOf(req);
    if (caller.role === 'tutor') {
      await managedTutor(caller);
    }
    const filter: Record<string, unknown> = {
      _id: String(req.params.id),
      organisationId: caller.organisationId,
    };
    if (caller.role === 'tutor') {
      filter.tutorId = caller.userId;
    }
    const found = await codes.findOne(filter);
    if (!found) {
      throw new NotFoundError(ENROLMENT_MESSAGES.codeNotFound);
    }
    const result = await deps.handle(
      joinCodeDecider,
      enrolmentStreams.joinCode(found.code),
      { type: 'RevokeJoinCode', caller, metadata: { now: deps.now() } },
      { organisationId: caller.organisationId },
    );
    await settle([result]);
    deps.logger.info('join code revoked', { codeId: found._id, by: caller.userId });
    const revoked = await codes.findOne({ _id: found._id });
    res.json({
      success: true,
      joinCode: (await codeView(revoked ? [revoked] : []))[0],
      message: ENROLMENT_MESSAGES.codeRevoked,
    });
  });

  // ---- a student joins with a code ----------------------------------------------------------------

  router.post('/enrolment/join', requireRole('student'), async (req, res) => {
    const caller = callerOf(req);
    // counted before anything is looked up: parallel guesses cannot race past the limit
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
    const { code } = parseOrThrow(RedeemJoinCodeRequest, req.body ?? {});
    const student = await signedInUserById(deps.readModels, caller.userId);
    const found = isJoinCode(code)
      ? await codes.findOne({ code, status: 'active', organisationId: caller.organisationId })
      : null;
    const tutor = found ? await liveTutor(caller.organisationId, found.tutorId) : null;
    const current = student.tutorId ?? null;
    // enrolled elsewhere: one answer whatever the code, so it tells nothing about other tutors' codes
    if (current !== null && (!found || !tutor || found.tutorId !== current)) {
      throw new ConflictError(ENROLMENT_MESSAGES.alreadyEnrolled);
    }
    if (!found || !tutor) {
      deps.logger.info('join code refused', { userId: caller.userId });
      throw new ValidationError(ENROLMENT_MESSAGES.invalidCode, [
        { field: 'code', message: ENROLMENT_MESSAGES.invalidCode },
      ]);
    }
    const now = deps.now();
    const enrolled = await deps.handle(
      enrolmentDecider,
      enrolmentStreams.enrolment(student._id),
      {
        type: 'EnrolStudent',
        data: {
          studentId: student._id,
          tutorId: found.tutorId,
          via: 'join_code',
          codeId: found._id,
          invitationId: null,
          groupId: found.groupId,
          registeredTutorId: current,
        },
        caller,
        metadata: { now },
      },
      { organisationId: caller.organisationId },
    );
    const results: CommandResult<unknown>[] = [enrolled];
    let group: { id: string; name: string } | null = null;
    let message = ENROLMENT_MESSAGES.joined(fullName(tutor));
    if (found.groupId) {
      const target = await groups.findOne({ _id: found.groupId, tutorId: found.tutorId });
      const placed =
        target && target.isActive
          ? await placeInGroup(deps.handle, {
              studentId: student._id,
              groupId: target._id,
              tutorId: found.tutorId,
              organisationId: caller.organisationId,
              now,
            })
          : { outcome: 'gone' as const, results: [] };
      results.push(...placed.results);
      if (placed.outcome === 'placed' && target) {
        group = { id: target._id, name: target.name };
        message = ENROLMENT_MESSAGES.joinedGroup(fullName(tutor), target.name);
      } else if (placed.outcome === 'full') {
        message = ENROLMENT_MESSAGES.groupFull(fullName(tutor));
      }
    }
    await settle(results);
    deps.logger.info('student joined a class', {
      userId: student._id,
      tutorId: found.tutorId,
      codeId: found._id,
      placed: group !== null,
    });
    res.json({ success: true, message, tutor: { id: tutor._id, name: fullName(tutor) }, group });
  });

  // ---- the student's own enrolment ----------------------------------------------------------------

  /** Open invitations addressed to the student's own address (an account holder proved it at sign-up). */
  const openInvitationsFor = async (student: UserDocument): Promise<ReceivedInvitation[]> => {
    const now = deps.now().toISOString();
    const found = (
      await invitations
        .find(
          { organisationId: student.organisationId, emailHash: emailHash(student.email), status: 'pending' },
          { sort: { createdAt: -1 }, limit: 20 },
        )
        .toArray()
    ).filter((doc) => doc.expiresAt > now);
    const tutors = new Map(
      found.length === 0
        ? []
        : (await users.find({ _id: { $in: [...new Set(found.map((doc) => doc.tutorId))] } }).toArray())
            .filter(isLiveUser)
            .map((tutor) => [tutor._id, tutor]),
    );
    return found.flatMap((doc) => {
      const tutor = tutors.get(doc.tutorId);
      return tutor
        ? [
            {
              id: doc._id,
              tutorName: fullName(tutor),
              organizationName: tutor.tutorProfile?.organizationName ?? null,
              createdAt: doc.createdAt,
              expiresAt: doc.expiresAt,
            },
          ]
        : [];
    });
  };

  router.get('/enrolment/mine', requireRole('student'), async (req, res) => {
    const student = await signedInUserById(deps.readModels, callerOf(req).userId);
    const tutorDoc = student.tutorId ? await users.findOne({ _id: student.tutorId }) : null;
    const tutor = isLiveUser(tutorDoc) ? tutorDoc : null;
    const groupDoc = student.groupId ? await groups.findOne({ _id: student.groupId }) : null;
    res.json({
      success: true,
      enrolled: student.tutorId !== null && student.tutorId !== undefined,
      tutor: tutor
        ? {
            id: tutor._id,
            name: fullName(tutor),
            organizationName: tutor.tutorProfile?.organizationName ?? null,
          }
        : null,
      group: groupDoc ? { id: groupDoc._id, name: groupDoc.name } : null,
      invitations: await openInvitationsFor(student),
    });
  });

  /** The student an answer is for: the caller, or (a parent) one of their linked children. */
  const answeringFor = async (caller: Caller, requested: string | undefined): Promise<UserDocument> => {
    if (caller.role === 'student') {
      return signedInUserById(deps.readModels, caller.userId);
    }
    const parent = await signedInUserById(deps.readModels, caller.userId);
    const child = requested ? await users.findOne({ _id: requested }) : null;
    if (
      !requested ||
      !(parent.childIds ?? []).includes(requested) ||
      !isLiveUser(child) ||
      child.role !== 'student' ||
      child.organisationId !== caller.organisationId
    ) {
      throw new NotFoundError(ENROLMENT_MESSAGES.invitationNotFound);
    }
    return child;
  };

  router.get('/enrolment/invitations/received', requireRole('student', 'parent'), async (req, res) => {
    const caller = callerOf(req);
    if (caller.role === 'student') {
      const student = await signedInUserById(deps.readModels, caller.userId);
      res.json({ success: true, invitations: await openInvitationsFor(student) });
      return;
    }
    const parent = await signedInUserById(deps.readModels, caller.userId);
    const children = (await users.find({ _id: { $in: parent.childIds ?? [] } }).toArray()).filter(
      (child): child is UserDocument =>
        isLiveUser(child) && child.role === 'student' && child.organisationId === caller.organisationId,
    );
    const perChild = await Promise.all(
      children.map(async (child) =>
        (await openInvitationsFor(child)).map((invitation) => ({
          ...invitation,
          studentId: child._id,
          studentName: fullName(child),
        })),
      ),
    );
    res.json({ success: true, invitations: perChild.flat() });
  });

  const answer = (accepted: boolean) => async (req: Request, res: Response) => {
    const caller = callerOf(req);
    const { studentId } = parseOrThrow(AnswerBody, req.body ?? {});
    const student = await answeringFor(caller, studentId);
    const invitationId = String(req.params.id);
    const hash = emailHash(student.email);
    const doc = await invitations.findOne({ _id: invitationId });
    const now = deps.now();
    if (
      !doc ||
      doc.status !== 'pending' ||
      doc.emailHash !== hash ||
      doc.organisationId !== caller.organisationId ||
      doc.expiresAt <= now.toISOString()
    ) {
      throw new NotFoundError(ENROLMENT_MESSAGES.invitationNotFound);
    }
    const results: CommandResult<unknown>[] = [];
    const tutor = await liveTutor(caller.organisationId, doc.tutorId);
    if (accepted) {
      if (!tutor) {
        throw new NotFoundError(ENROLMENT_MESSAGES.invitationNotFound);
      }
      // enrolment first: a student enrolled elsewhere is refused and the invitation stays open
      results.push(
        await deps.handle(
          enrolmentDecider,
          enrolmentStreams.enrolment(student._id),
          {
            type: 'EnrolStudent',
            data: {
              studentId: student._id,
              tutorId: doc.tutorId,
              via: 'invitation',
              codeId: null,
              invitationId,
              groupId: null,
              registeredTutorId: student.tutorId ?? null,
            },
            caller,
            metadata: { now },
          },
          { organisationId: caller.organisationId },
        ),
      );
    }
    results.push(
      await deps.handle(
        invitationDecider,
        enrolmentStreams.invitation(invitationId),
        {
          type: 'AnswerInvitation',
          data: { studentId: student._id, emailHash: hash, accepted },
          caller,
          metadata: { now },
        },
        { organisationId: caller.organisationId },
      ),
    );
    // the address is no longer needed: its key goes, so the log keeps no readable copy
    await deps.keys.destroy(invitationId);
    await settle(results);
    deps.logger.info('enrolment invitation answered', {
      invitationId,
      studentId: student._id,
      accepted,
      by: caller.userId,
    });
    res.json({
      success: true,
      message:
        accepted && tutor
          ? ENROLMENT_MESSAGES.invitationAccepted(fullName(tutor))
          : ENROLMENT_MESSAGES.invitationDeclined,
    });
  };

  router.post('/enrolment/invitations/:id/accept', requireRole('student', 'parent'), answer(true));
  router.post('/enrolment/invitations/:id/decline', requireRole('student', 'parent'), answer(false));

  // ---- invitations (tutor) ----------------------------------------------------------------------

  router.get('/enrolment/invitations', staff, async (req, res) => {
    const caller = callerOf(req);
    const query = parseOrThrow(PagedQuery, req.query);
    const filter: Record<string, unknown> = { organisationId: caller.organisationId };
    if (caller.role === 'tutor') {
      await managedTutor(caller);
      filter.tutorId = caller.userId;
    } else if (query.tutorId) {
      filter.tutorId = query.tutorId;
    }
    if (query.status !== 'all') {
      filter.status = 'pending';
    }
    const [page, total] = await Promise.all([
      invitations
        .find(filter, {
          sort: { createdAt: -1, _id: 1 },
          skip: (query.page - 1) * query.perPage,
          limit: query.perPage,
        })
        .toArray(),
      invitations.countDocuments(filter),
    ]);
    const now = deps.now();
    res.json({ success: true, invitations: page.map((doc) => sentView(doc, now)), total });
  });

  router.post('/enrolment/invitations', requireRole('tutor'), async (req, res) => {
    const caller = callerOf(req);
    const tutorId = await managedTutor(caller);
    const { email } = parseOrThrow(InviteStudentRequest, req.body ?? {});
    const limited = await deps.rateLimiter.hit(
      rateLimitKey('enrolment-invite-account', caller.userId, deps.secret),
      INVITATION_LIMIT,
    );
    if (!limited.allowed) {
      throw tooMany(limited.retryAfterMs);
    }
    const hash = emailHash(email);
    const now = deps.now();
    // the same answer for every address: whether an account uses it is never looked up here
    const existing = await invitations.findOne({
      organisationId: caller.organisationId,
      tutorId,
      emailHash: hash,
      status: 'pending',
    });
    if (existing && existing.expiresAt > now.toISOString()) {
      res
        .status(201)
        .json({ success: true, invitation: sentView(existing, now), message: ENROLMENT_MESSAGES.invited });
      return;
    }
    const pending = await invitations.countDocuments({
      organisationId: caller.organisationId,
      tutorId,
      status: 'pending',
    });
    if (pending >= ENROLMENT_LIMITS.pendingInvitationsPerTutor) {
      throw new ConflictError(ENROLMENT_MESSAGES.tooManyInvitations);
    }
    const invitationId = randomUUID();
    const result = await deps.handle(
      invitationDecider,
      enrolmentStreams.invitation(invitationId),
      {
        type: 'InviteStudent',
        data: { invitationId, tutorId, email, emailHash: hash },
        caller,
        metadata: { now },
      },
      { organisationId: caller.organisationId },
    );
    await settle([result]);
    deps.logger.info('student invited', { invitationId, tutorId });
    const created = await invitations.findOne({ _id: invitationId });
    res.status(201).json({
      success: true,
      invitation: created ? sentView(created, now) : null,
      message: ENROLMENT_MESSAGES.invited,
    });
  });

  router.delete('/enrolment/invitations/:id', staff, async (req, res) => {
    const caller = callerOf(req);
    if (caller.role === 'tutor') {
      await managedTutor(caller);
    }
    const invitationId = String(req.params.id);
    const result = await deps.handle(
      invitationDecider,
      enrolmentStreams.invitation(invitationId),
      { type: 'CancelInvitation', caller, metadata: { now: deps.now() } },
      { organisationId: caller.organisationId },
    );
    await deps.keys.destroy(invitationId);
    await settle([result]);
    deps.logger.info('enrolment invitation cancelled', { invitationId, by: caller.userId });
    res.json({ success: true, message: ENROLMENT_MESSAGES.invitationCancelled });
  });

  return router;
}
