import { createHmac } from 'node:crypto';
import { z } from 'zod';
import type { JoinCode, ReceivedInvitation, SentInvitation } from '@portal/contracts';
import { ENROLMENT_MESSAGES, ListQuery } from '@portal/contracts';
import type { Collection, CommandResult, Document, Filter, SortSpec } from '@portal/platform';
import { ForbiddenError, NotFoundError, ValidationError } from '@portal/platform';
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
import type { ApiDeps } from '../../deps';
import type { Caller } from '../../http/auth';
import { settle as settleAll } from '../../http/settle';
import { signedInUserById } from '../../http/signedInUser';
import { fullName } from './enrolmentRules';

/** The staff lists' query: a page, a status and (for an admin) the tutor whose list it is. */
export const PagedQuery = ListQuery.extend({
  perPage: z.coerce.number().int().min(1).max(200).default(50),
  status: z.enum(['active', 'revoked', 'pending', 'all']).optional(),
  tutorId: z.string().trim().max(100).optional(),
});
export type PagedQuery = z.infer<typeof PagedQuery>;

export const sentView = (doc: InvitationDocument, now: Date): SentInvitation => ({
  id: doc._id,
  email: doc.email,
  status: doc.status === 'pending' && doc.expiresAt <= now.toISOString() ? 'expired' : doc.status,
  createdAt: doc.createdAt,
  expiresAt: doc.expiresAt,
  respondedAt: doc.respondedAt,
});

/** The lookups and views the enrolment routes share. */
export function enrolmentQueries(deps: ApiDeps) {
  const users = deps.readModels.collection<UserRecord>(USERS_COLLECTION);
  const codes = deps.readModels.collection<JoinCodeDocument>(JOIN_CODES_COLLECTION);
  const invitations = deps.readModels.collection<InvitationDocument>(ENROLMENT_INVITATIONS_COLLECTION);
  const groups = deps.readModels.collection<GroupDocument>(GROUPS_COLLECTION);

  /** An invitation names its addressee by a keyed hash of the address, never the address itself. */
  const emailHash = (email: string) =>
    createHmac('sha256', deps.secret)
      .update(`enrolment-invitation:${email.trim().toLowerCase()}`)
      .digest('hex');

  /** Waits for the read models to show the newest of the commands' events. */
  const settle = (results: readonly CommandResult<unknown>[]) => settleAll(deps, ...results);

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

  /** The staff's scope: a tutor their own (403 while pending), an admin the organisation's or one tutor's. */
  const staffScope = async (caller: Caller, tutorId?: string): Promise<Filter> => {
    const filter: Filter = { organisationId: caller.organisationId };
    if (caller.role === 'tutor') {
      await managedTutor(caller);
      filter.tutorId = caller.userId;
    } else if (tutorId) {
      filter.tutorId = tutorId;
    }
    return filter;
  };

  /** One page of a staff list, and how many match. */
  const pageOf = <T extends Document>(
    collection: Collection<T>,
    filter: Filter,
    sort: SortSpec,
    query: PagedQuery,
  ): Promise<[T[], number]> =>
    Promise.all([
      collection
        .find(filter, { sort, skip: (query.page - 1) * query.perPage, limit: query.perPage })
        .toArray(),
      collection.countDocuments(filter),
    ]);

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

  /** A code as the read model shows it now, for the answer after a command. */
  const codeViewById = async (codeId: string): Promise<JoinCode | undefined> => {
    const found = await codes.findOne({ _id: codeId });
    return (await codeView(found ? [found] : []))[0];
  };

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

  /** A parent's linked children who are live students of the caller's organisation. */
  const childrenOf = async (caller: Caller): Promise<UserDocument[]> => {
    const parent = await signedInUserById(deps.readModels, caller.userId);
    return (await users.find({ _id: { $in: parent.childIds ?? [] } }).toArray()).filter(
      (child): child is UserDocument =>
        isLiveUser(child) && child.role === 'student' && child.organisationId === caller.organisationId,
    );
  };

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

  return {
    users,
    codes,
    invitations,
    groups,
    emailHash,
    settle,
    liveTutor,
    managedTutor,
    staffScope,
    pageOf,
    codeView,
    codeViewById,
    openInvitationsFor,
    childrenOf,
    answeringFor,
  };
}

export type EnrolmentQueries = ReturnType<typeof enrolmentQueries>;
