import { Router } from 'express';
import { GROUP_MESSAGES, groupsStreams } from '@portal/contracts';
import type { ApiDeps } from '../deps';
import { callerOf, requireRole } from '../http/auth';
import { groupDecider, membershipDecider } from './decider';
import type { GroupQueries } from './groupQueries';

/** Deleting a group: its members return to unassigned. */
export function deleteRoutes(deps: ApiDeps, queries: GroupQueries): Router {
  const router = Router();
  const staff = requireRole('admin', 'tutor');

  router.delete('/groups/:id', staff, async (req, res) => {
    const caller = callerOf(req);
    const current = await queries.visibleGroup(caller, String(req.params.id));
    const now = deps.now();
    const deleted = await deps.handle(
      groupDecider,
      groupsStreams.group(current._id),
      { type: 'DeleteGroup', caller, metadata: { now } },
      { organisationId: caller.organisationId },
    );
    const members = deleted.events.flatMap((event) =>
      event.type === 'GroupDeleted' ? event.data.members : [],
    );
    // its students return to unassigned (unless a later move has put them elsewhere)
    const removals = await Promise.all(
      members.map((member) =>
        deps.handle(
          membershipDecider,
          groupsStreams.membership(member.studentId),
          {
            type: 'RemoveStudent',
            data: { ...member, groupId: current._id, reason: 'group_deleted' },
            caller,
            metadata: { now },
          },
          { organisationId: caller.organisationId },
        ),
      ),
    );
    await queries.settle([deleted, ...removals]);
    deps.logger.info('group deleted', { groupId: current._id, by: caller.userId, members: members.length });
    res.json({ success: true, message: GROUP_MESSAGES.deleted });
  });

  return router;
}
