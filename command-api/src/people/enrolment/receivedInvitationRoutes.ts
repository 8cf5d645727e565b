import type { Request, Response } from 'express';
import { Router } from 'express';
import { z } from 'zod';
import { ENROLMENT_MESSAGES, enrolmentStreams } from '@portal/contracts';
import type { CommandResult } from '@portal/platform';
import { NotFoundError } from '@portal/platform';
import { isLiveUser } from '@portal/projections';
import type { ApiDeps } from '../../deps';
import { callerOf, requireRole } from '../../http/auth';
import { parseOrThrow } from '../../http/validate';
import { signedInUserById } from '../../http/signedInUser';
import { invitationDecider } from '../enrolmentDecider';
import { enrolStudent } from './enrolStudent';
import type { EnrolmentQueries } from './enrolmentQueries';
import { fullName, isOpenInvitationFor } from './enrolmentRules';

const AnswerBody = z.object({ studentId: z.string().trim().max(100).optional() });

/**
 * The student's own enrolment and the invitations addressed to them; a parent answers for a
 * linked child (issue 15 item 4; docs/PRIVACY.md).
 */
export function receivedInvitationRoutes(deps: ApiDeps, queries: EnrolmentQueries): Router {
  const router = Router();
  const { users, groups, invitations } = queries;
  const studentOrParent = requireRole('student', 'parent');

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
      invitations: await queries.openInvitationsFor(student),
    });
  });

  router.get('/enrolment/invitations/received', studentOrParent, async (req, res) => {
    const caller = callerOf(req);
    if (caller.role === 'student') {
      const student = await signedInUserById(deps.readModels, caller.userId);
      res.json({ success: true, invitations: await queries.openInvitationsFor(student) });
      return;
    }
    const perChild = await Promise.all(
      (await queries.childrenOf(caller)).map(async (child) =>
        (await queries.openInvitationsFor(child)).map((invitation) => ({
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
    const student = await queries.answeringFor(caller, studentId);
    const invitationId = String(req.params.id);
    const hash = queries.emailHash(student.email);
    const doc = await invitations.findOne({ _id: invitationId });
    const now = deps.now();
    if (!isOpenInvitationFor(doc, { emailHash: hash, organisationId: caller.organisationId }, now)) {
      throw new NotFoundError(ENROLMENT_MESSAGES.invitationNotFound);
    }
    const results: CommandResult<unknown>[] = [];
    const tutor = await queries.liveTutor(caller.organisationId, doc.tutorId);
    if (accepted) {
      if (!tutor) {
        throw new NotFoundError(ENROLMENT_MESSAGES.invitationNotFound);
      }
      // enrolment first: a student enrolled elsewhere is refused and the invitation stays open
      const via = { tutorId: doc.tutorId, via: 'invitation', codeId: null, groupId: null } as const;
      results.push(await enrolStudent(deps, caller, student, { ...via, invitationId }, now));
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
    await queries.settle(results);
    const log = { invitationId, studentId: student._id, accepted, by: caller.userId };
    deps.logger.info('enrolment invitation answered', log);
    res.json({
      success: true,
      message:
        accepted && tutor
          ? ENROLMENT_MESSAGES.invitationAccepted(fullName(tutor))
          : ENROLMENT_MESSAGES.invitationDeclined,
    });
  };

  router.post('/enrolment/invitations/:id/accept', studentOrParent, answer(true));
  router.post('/enrolment/invitations/:id/decline', studentOrParent, answer(false));

  return router;
}
