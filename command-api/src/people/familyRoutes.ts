import { Router } from 'express';
import { z } from 'zod';
import type { ParentLinkMethod, Role } from '@portal/contracts';
import { emailField, peopleStreams } from '@portal/contracts';
import { ForbiddenError, NotFoundError } from '@portal/platform';
import type { UserDocument, UserRecord } from '@portal/projections';
import { isLiveUser, USERS_COLLECTION } from '@portal/projections';
import type { ApiDeps } from '../deps';
import type { Caller } from '../http/auth';
import { callerOf } from '../http/auth';
import { validateBody } from '../http/validate';
import { studentScope } from './access';
import { familyDecider } from './familyDecider';

export const NO_PARENT_ACCOUNT =
  'No parent account with this e-mail address. Ask the parent to sign up first.';

const LinkParentRequest = z.object({ email: emailField('Email is required', 'Email is invalid') });

/** A linked parent as staff and the parent see it: who, not how to reach the child. */
export interface LinkedParentView {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
}

/** Appends the link and waits for the read models (the next screen shows it). */
export async function linkParent(
  deps: Pick<ApiDeps, 'handle' | 'awaitProjections'>,
  link: { childId: string; parentId: string; organisationId: string; method: ParentLinkMethod },
  by: { userId: string; role: Role },
  now: Date,
): Promise<boolean> {
  const result = await deps.handle(
    familyDecider,
    peopleStreams.family(link.childId),
    { type: 'LinkParent', data: link, by, metadata: { now } },
    { organisationId: link.organisationId },
  );
  if (result.events.length > 0) {
    await deps.awaitProjections(result.streamId, result.position);
  }
  return result.events.length > 0;
}

/**
 * Family links (issue 15): staff (an admin, or the child's own tutor) link a parent account they
 * vouch for and see who is linked; staff and the parent themself remove a link. Parents are
 * linked otherwise only by the link e-mailed to the child's parent address.
 */
export function familyRoutes(deps: ApiDeps): Router {
  const router = Router();
  const users = deps.readModels.collection<UserRecord>(USERS_COLLECTION);

  /** The child as the caller may manage their links: staff in scope, or a parent linked to them. */
  const childFor = async (caller: Caller, id: string): Promise<UserDocument> => {
    if (caller.role !== 'admin' && caller.role !== 'tutor' && caller.role !== 'parent') {
      throw new ForbiddenError();
    }
    const scope = await studentScope(deps.readModels, caller);
    const child = await users.findOne({ ...scope, _id: id });
    if (!isLiveUser(child)) {
      throw new NotFoundError('Student not found');
    }
    return child;
  };

  router.get('/students/:id/parents', async (req, res) => {
    const caller = callerOf(req);
    if (caller.role === 'parent') {
      throw new ForbiddenError(); // a parent sees their own links, not the other parent's address
    }
    const child = await childFor(caller, String(req.params.id));
    const parents = (await users.find({ _id: { $in: child.parentIds ?? [] } }).toArray()).filter(isLiveUser);
    const view: LinkedParentView[] = parents.map((parent) => ({
      id: parent._id,
      firstName: parent.firstName,
      lastName: parent.lastName,
      email: parent.email,
    }));
    res.json({ success: true, parents: view });
  });

  router.post('/students/:id/parents', validateBody(LinkParentRequest), async (req, res) => {
    const caller = callerOf(req);
    if (caller.role !== 'admin' && caller.role !== 'tutor') {
      throw new ForbiddenError();
    }
    const child = await childFor(caller, String(req.params.id));
    const { email } = req.body as z.infer<typeof LinkParentRequest>;
    const parent = await users.findOne({
      email,
      role: 'parent',
      status: 'active',
      organisationId: caller.organisationId,
    });
    if (!isLiveUser(parent)) {
      throw new NotFoundError(NO_PARENT_ACCOUNT);
    }
    await linkParent(
      deps,
      { childId: child._id, parentId: parent._id, organisationId: child.organisationId, method: 'staff' },
      caller,
      deps.now(),
    );
    deps.logger.info('parent linked', { childId: child._id, parentId: parent._id, by: caller.userId });
    res.status(201).json({
      success: true,
      parent: { id: parent._id, firstName: parent.firstName, lastName: parent.lastName, email: parent.email },
      message: 'Parent linked successfully',
    });
  });

  router.delete('/students/:id/parents/:parentId', async (req, res) => {
    const caller = callerOf(req);
    const child = await childFor(caller, String(req.params.id));
    const parentId = String(req.params.parentId);
    if (caller.role === 'parent' && parentId !== caller.userId) {
      throw new ForbiddenError();
    }
    const result = await deps.handle(
      familyDecider,
      peopleStreams.family(child._id),
      {
        type: 'UnlinkParent',
        data: { childId: child._id, parentId, organisationId: child.organisationId },
        by: caller,
        metadata: { now: deps.now() },
      },
      { organisationId: child.organisationId },
    );
    await deps.awaitProjections(result.streamId, result.position);
    deps.logger.info('parent unlinked', { childId: child._id, parentId, by: caller.userId });
    res.json({ success: true, message: 'Link removed' });
  });

  return router;
}
