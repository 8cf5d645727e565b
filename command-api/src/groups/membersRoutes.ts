import { Router } from 'express';
import { AssignStudentsRequest, GROUP_MESSAGES, RemoveStudentsRequest } from '@portal/contracts';
import { ConflictError, NotFoundError, ValidationError } from '@portal/platform';
import type { ApiDeps } from '../deps';
import { callerOf, requireRole } from '../http/auth';
import { parseOrThrow } from '../http/validate';
import { followGroupSchedules } from '../schedules/followGroup';
import type { GroupQueries } from './groupQueries';
import { isObject } from './groupForm';
import { groupPlacement, movesOfJoins } from './placement';

const NOT_THE_TUTORS_STUDENT = "Only the group's tutor's students can join this group";

/** Placing students in a group (moving them from another) and taking them out. */
export function membersRoutes(deps: ApiDeps, queries: GroupQueries): Router {
  const router = Router();
  const staff = requireRole('admin', 'tutor');

  router.post('/groups/:groupId/students', staff, async (req, res) => {
    const caller = callerOf(req);
    const group = await queries.visibleGroup(caller, String(req.params.groupId));
    const { studentIds } = parseOrThrow(AssignStudentsRequest, req.body ?? {});
    const students = await queries.studentsInScope(caller, studentIds);
    // a group holds its tutor's students (an admin may also place a student who has no tutor)
    if (students.some((student) => student.tutorId && student.tutorId !== group.tutorId)) {
      throw new ValidationError(NOT_THE_TUTORS_STUDENT, [
        { field: 'studentIds', message: NOT_THE_TUTORS_STUDENT },
      ]);
    }
    const placement = groupPlacement(deps, caller, group, deps.now());
    const reserved = await placement.reservePlaces(studentIds);
    const placed = await queries.loadGroup(group._id);
    if (placed.status !== 'active') {
      throw new NotFoundError(GROUP_MESSAGES.notFound);
    }
    const steps = await Promise.all(studentIds.map((studentId) => placement.join(studentId, placed.places)));
    // deleted while we were placing: nobody stays in a group that is gone
    if ((await queries.loadGroup(group._id)).status !== 'active') {
      await Promise.all(studentIds.map((studentId) => placement.leave(studentId, 'group_deleted')));
      throw new ConflictError('The group was deleted meanwhile');
    }
    await queries.settle([reserved, ...steps.flat()]);
    // the group's open and upcoming schedules follow the joiners, the left group's the movers
    // (issue 16); a member assigned again is told again, which repairs a follow-up cut short
    await followGroupSchedules(deps, caller, movesOfJoins(group._id, studentIds, steps));
    const assignedCount = steps.filter((results) => results[0] && results[0].events.length > 0).length;
    deps.logger.info('students assigned to group', {
      groupId: group._id,
      by: caller.userId,
      count: assignedCount,
    });
    res.json({
      success: true,
      message:
        studentIds.length === 1
          ? 'Student assigned successfully to group'
          : `${studentIds.length} students assigned successfully`,
      assignedCount,
      group: await queries.groupView(caller, group._id),
    });
  });

  router.delete('/groups/:groupId/students', staff, async (req, res) => {
    const caller = callerOf(req);
    const group = await queries.visibleGroup(caller, String(req.params.groupId));
    const body =
      isObject(req.body) && 'studentIds' in req.body ? req.body : { studentIds: req.query.studentIds };
    const { studentIds } = parseOrThrow(RemoveStudentsRequest, body);
    const state = await queries.loadGroup(group._id);
    if (state.status !== 'active') {
      throw new NotFoundError(GROUP_MESSAGES.notFound);
    }
    const missing = studentIds.filter((id) => !state.places.has(id) && !group.studentIds.includes(id));
    if (missing.length > 0) {
      throw new NotFoundError('Student is not in this group');
    }
    const placement = groupPlacement(deps, caller, group, deps.now());
    // membership first, then the place: a group never has more members than places
    const steps = await Promise.all(
      studentIds.map(async (studentId) => {
        const left = await placement.leave(studentId, 'removed');
        return [left, await placement.releasePlace(studentId)] as const;
      }),
    );
    await queries.settle(steps.flat());
    await followGroupSchedules(
      deps,
      caller,
      steps.flatMap(([left]) =>
        left.events.flatMap((event) =>
          event.type === 'StudentRemovedFromGroup'
            ? [{ studentId: event.data.studentId, joinedGroupId: null, leftGroupId: group._id }]
            : [],
        ),
      ),
    );
    deps.logger.info('students removed from group', {
      groupId: group._id,
      by: caller.userId,
      count: studentIds.length,
    });
    res.json({
      success: true,
      message:
        studentIds.length === 1
          ? 'Student removed from group successfully'
          : `${studentIds.length} students removed from group successfully`,
      removedCount: steps.filter(([left]) => left.events.length > 0).length,
      group: await queries.groupView(caller, group._id),
    });
  });

  return router;
}
