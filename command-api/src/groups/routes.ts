import { randomUUID } from 'node:crypto';
import { Router } from 'express';
import { z } from 'zod';
import type { GroupRequest, GroupsEvent } from '@portal/contracts';
import {
  AdminGroupRequest,
  AssignStudentsRequest,
  GROUP_MESSAGES,
  GroupListQuery,
  GroupRequest as GroupRequestSchema,
  ListQuery,
  RemoveStudentsRequest,
  groupsStreams,
} from '@portal/contracts';
import type { CommandResult } from '@portal/platform';
import { ConflictError, NotFoundError, ValidationError } from '@portal/platform';
import type { UserDocument, UserRecord } from '@portal/projections';
import { isLiveUser } from '@portal/projections';
import type { ApiDeps } from '../deps';
import type { Caller } from '../http/auth';
import { callerOf, requireRole } from '../http/auth';
import { parseOrThrow } from '../http/validate';
import { studentScope } from '../people/access';
import type { GroupFieldsInput, GroupState } from './decider';
import { groupDecider, membershipDecider } from './decider';
import type { GroupDocument } from '@portal/projections';
import { groupsView } from './views';
import { followGroupSchedules } from '../schedules/followGroup';

const GroupSort = z.enum(['name', 'createdAt', 'grade', 'academicYear']);
const GroupsQuery = ListQuery.extend(GroupListQuery.shape).extend({
  perPage: z.coerce.number().int().min(1).max(500).default(500),
  sort: GroupSort.catch('name').default('name'),
});

/** The groups module's HTTP routes (spec 002 §§2.1, 2.2, 7; docs/api/groups.md). */
export function groupsRoutes(deps: ApiDeps): Router {
  const router = Router();
  const groups = deps.readModels.collection<GroupDocument>('groups');
  const users = deps.readModels.collection<UserRecord>('users');
  const staff = requireRole('admin', 'tutor');

  /** A group the caller manages; anyone else's is "not found", as an unknown id is. */
  const visibleGroup = async (caller: Caller, id: string): Promise<GroupDocument> => {
    const filter: Record<string, unknown> = { _id: id, organisationId: caller.organisationId };
    if (caller.role === 'tutor') {
      filter.tutorId = caller.userId;
    }
    const group = await groups.findOne(filter);
    if (!group) {
      throw new NotFoundError(GROUP_MESSAGES.notFound);
    }
    return group;
  };

  const groupView = async (caller: Caller, id: string) =>
    (await groupsView(deps.readModels, [await visibleGroup(caller, id)], true))[0]!;

  /** The group's own stream, folded: its places and whether it still exists. */
  const loadGroup = async (groupId: string): Promise<GroupState> => {
    const recorded = await deps.eventStore.readStream(groupsStreams.group(groupId));
    return recorded.reduce(
      (state, event) =>
        groupDecider.evolve(state, { type: event.type, data: event.data } as Parameters<
          typeof groupDecider.evolve
        >[1]),
      groupDecider.initialState(),
    );
  };

  /** A live tutor of the caller's organisation, for an admin's choice. */
  const checkTutor = async (caller: Caller, tutorId: string) => {
    const tutor = await users.findOne({ _id: tutorId });
    if (
      !isLiveUser(tutor) ||
      tutor.role !== 'tutor' ||
      tutor.organisationId !== caller.organisationId ||
      tutor.isActive === false
    ) {
      throw new ValidationError('Tutor not found', [{ field: 'tutorId', message: 'Tutor not found' }]);
    }
  };

  const settle = async (results: readonly CommandResult<unknown>[]) => {
    const last = results.filter((result) => result.position > 0).sort((a, b) => b.position - a.position)[0];
    if (last) {
      await deps.awaitProjections(last.streamId, last.position);
    }
  };

  const fieldsFrom = async (caller: Caller, form: GroupRequest, current?: GroupDocument) => {
    let tutorId: string;
    if (caller.role === 'tutor') {
      tutorId = caller.userId;
    } else {
      tutorId = form.tutorId ?? current?.tutorId ?? '';
      if (tutorId !== current?.tutorId) {
        await checkTutor(caller, tutorId);
      }
    }
    const fields: GroupFieldsInput = {
      tutorId,
      name: form.name,
      description: form.description,
      grade: form.grade,
      academicYear: form.academicYear,
      maxStudents: form.maxStudents,
      subjects: form.subjects,
      schedule: form.schedule,
      isActive: form.isActive ?? current?.isActive ?? true,
    };
    return fields;
  };

  router.get('/groups', staff, async (req, res) => {
    const caller = callerOf(req);
    const query = parseOrThrow(GroupsQuery, req.query);
    const filter: Record<string, unknown> = { organisationId: caller.organisationId };
    if (caller.role === 'tutor') {
      filter.tutorId = caller.userId;
    } else if (query.tutorId) {
      filter.tutorId = query.tutorId;
    }
    if (query.grade) {
      filter.grade = query.grade;
    }
    if (query.q) {
      filter.name = { $regex: query.q.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'), $options: 'i' };
    }
    const order = query.order === 'desc' ? -1 : 1;
    const [page, total] = await Promise.all([
      groups
        .find(filter, {
          sort: { [query.sort]: order, _id: 1 },
          skip: (query.page - 1) * query.perPage,
          limit: query.perPage,
        })
        .toArray(),
      groups.countDocuments(filter),
    ]);
    res.json({
      success: true,
      groups: await groupsView(deps.readModels, page, query.includeStudents ?? true),
      total,
    });
  });

  router.get('/groups/:id', staff, async (req, res) => {
    res.json({ success: true, group: await groupView(callerOf(req), String(req.params.id)) });
  });

  router.post('/groups', staff, async (req, res) => {
    const caller = callerOf(req);
    const form = parseGroupForm(caller, req.body ?? {});
    const groupId = randomUUID();
    const result = await deps.handle(
      groupDecider,
      groupsStreams.group(groupId),
      {
        type: 'CreateGroup',
        data: { groupId, fields: await fieldsFrom(caller, form) },
        caller,
        metadata: { now: deps.now() },
      },
      { organisationId: caller.organisationId },
    );
    await settle([result]);
    deps.logger.info('group created', { groupId, by: caller.userId });
    res.status(201).json({
      success: true,
      group: await groupView(caller, groupId),
      message: GROUP_MESSAGES.created,
    });
  });

  router.put('/groups/:id', staff, async (req, res) => {
    const caller = callerOf(req);
    const current = await visibleGroup(caller, String(req.params.id));
    // a field that is not sent keeps its value
    const body = { ...currentForm(current), ...(isObject(req.body) ? req.body : {}) };
    const form = parseGroupForm(caller, body);
    const result = await deps.handle(
      groupDecider,
      groupsStreams.group(current._id),
      {
        type: 'UpdateGroup',
        data: { fields: await fieldsFrom(caller, form, current) },
        caller,
        metadata: { now: deps.now() },
      },
      { organisationId: caller.organisationId },
    );
    await settle([result]);
    deps.logger.info('group updated', { groupId: current._id, by: caller.userId });
    res.json({
      success: true,
      group: await groupView(caller, current._id),
      message: GROUP_MESSAGES.updated,
    });
  });

  router.delete('/groups/:id', staff, async (req, res) => {
    const caller = callerOf(req);
    const current = await visibleGroup(caller, String(req.params.id));
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
    await settle([deleted, ...removals]);
    deps.logger.info('group deleted', { groupId: current._id, by: caller.userId, members: members.length });
    res.json({ success: true, message: GROUP_MESSAGES.deleted });
  });

  router.post('/groups/:groupId/students', staff, async (req, res) => {
    const caller = callerOf(req);
    const group = await visibleGroup(caller, String(req.params.groupId));
    const { studentIds } = parseOrThrow(AssignStudentsRequest, req.body ?? {});
    const students = await studentsInScope(caller, studentIds);
    for (const student of students) {
      // a group holds its tutor's students (an admin may also place a student who has no tutor)
      if (student.tutorId && student.tutorId !== group.tutorId) {
        throw new ValidationError("Only the group's tutor's students can join this group", [
          { field: 'studentIds', message: "Only the group's tutor's students can join this group" },
        ]);
      }
    }
    const now = deps.now();
    const meta = { organisationId: caller.organisationId };
    // 1. places, all or none, checked against maxStudents on the group's stream
    const reserved = await deps.handle(
      groupDecider,
      groupsStreams.group(group._id),
      {
        type: 'ReservePlaces',
        data: { places: studentIds.map((studentId) => ({ studentId, assignmentId: randomUUID() })) },
        caller,
        metadata: { now },
      },
      meta,
    );
    const placed = await loadGroup(group._id);
    if (placed.status !== 'active') {
      throw new NotFoundError(GROUP_MESSAGES.notFound);
    }
    // 2. each student's membership says this group now; 3. the group they left gives the place back
    const steps = await Promise.all(
      studentIds.map(async (studentId) => {
        const assignmentId = placed.places.get(studentId);
        if (assignmentId === undefined) {
          return []; // removed again meanwhile
        }
        const joined = await deps.handle(
          membershipDecider,
          groupsStreams.membership(studentId),
          {
            type: 'AssignStudent',
            data: { studentId, groupId: group._id, assignmentId },
            caller,
            metadata: { now },
          },
          meta,
        );
        const results: CommandResult<unknown>[] = [joined];
        for (const event of joined.events) {
          if (
            event.type === 'StudentAssignedToGroup' &&
            event.data.previousGroupId &&
            event.data.previousAssignmentId
          ) {
            results.push(
              await deps.handle(
                groupDecider,
                groupsStreams.group(event.data.previousGroupId),
                {
                  type: 'ReleasePlace',
                  data: { studentId, assignmentId: event.data.previousAssignmentId, reason: 'moved' },
                  metadata: { now },
                },
                meta,
              ),
            );
          }
        }
        return results;
      }),
    );
    // deleted while we were placing: nobody stays in a group that is gone
    if ((await loadGroup(group._id)).status !== 'active') {
      await Promise.all(
        studentIds.map((studentId) =>
          deps.handle(
            membershipDecider,
            groupsStreams.membership(studentId),
            {
              type: 'RemoveStudent',
              data: { studentId, groupId: group._id, reason: 'group_deleted' },
              caller,
              metadata: { now },
            },
            meta,
          ),
        ),
      );
      throw new ConflictError('The group was deleted meanwhile');
    }
    await settle([reserved, ...steps.flat()]);
    // the group's open and upcoming schedules follow the joiners, the left group's the movers
    // (issue 16); a member assigned again is told again, which repairs a follow-up cut short
    await followGroupSchedules(
      deps,
      caller,
      steps.flatMap((results, index) => {
        const joined = results[0];
        if (!joined) {
          return [];
        }
        const moved = (joined.events as GroupsEvent[]).find(
          (event) => event.type === 'StudentAssignedToGroup',
        );
        return [
          {
            studentId: studentIds[index]!,
            joinedGroupId: group._id,
            leftGroupId: moved?.type === 'StudentAssignedToGroup' ? moved.data.previousGroupId : null,
          },
        ];
      }),
    );
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
      group: await groupView(caller, group._id),
    });
  });

  router.delete('/groups/:groupId/students', staff, async (req, res) => {
    const caller = callerOf(req);
    const group = await visibleGroup(caller, String(req.params.groupId));
    const body =
      isObject(req.body) && 'studentIds' in req.body ? req.body : { studentIds: req.query.studentIds };
    const { studentIds } = parseOrThrow(RemoveStudentsRequest, body);
    const state = await loadGroup(group._id);
    if (state.status !== 'active') {
      throw new NotFoundError(GROUP_MESSAGES.notFound);
    }
    const missing = studentIds.filter((id) => !state.places.has(id) && !group.studentIds.includes(id));
    if (missing.length > 0) {
      throw new NotFoundError('Student is not in this group');
    }
    const now = deps.now();
    const meta = { organisationId: caller.organisationId };
    // membership first, then the place: a group never has more members than places
    const steps = await Promise.all(
      studentIds.map(async (studentId) => {
        const left = await deps.handle(
          membershipDecider,
          groupsStreams.membership(studentId),
          {
            type: 'RemoveStudent',
            data: { studentId, groupId: group._id, reason: 'removed' },
            caller,
            metadata: { now },
          },
          meta,
        );
        const released = await deps.handle(
          groupDecider,
          groupsStreams.group(group._id),
          { type: 'ReleasePlace', data: { studentId, reason: 'removed' }, metadata: { now } },
          meta,
        );
        return [left, released];
      }),
    );
    await settle(steps.flat());
    await followGroupSchedules(
      deps,
      caller,
      steps.flatMap(([left]) =>
        (left?.events ?? []).flatMap((event) =>
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
      removedCount: steps.filter(([left]) => left && left.events.length > 0).length,
      group: await groupView(caller, group._id),
    });
  });

  /** The students the caller may place; anyone else's is "not found", as an unknown id is. */
  async function studentsInScope(caller: Caller, ids: string[]): Promise<UserDocument[]> {
    const scope = await studentScope(deps.readModels, caller);
    const found = (await users.find({ ...scope, _id: { $in: ids } }).toArray()).filter(isLiveUser);
    if (found.length !== ids.length) {
      throw new NotFoundError(GROUP_MESSAGES.studentNotFound);
    }
    return found;
  }

  return router;
}

/** An admin must pick the tutor ('Tutor is required'); a tutor's groups are their own. */
function parseGroupForm(caller: Caller, body: unknown): GroupRequest {
  return caller.role === 'admin'
    ? parseOrThrow<typeof AdminGroupRequest>(AdminGroupRequest, body)
    : parseOrThrow<typeof GroupRequestSchema>(GroupRequestSchema, body);
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The stored group as a form, so an edit may send only what changes. */
function currentForm(group: GroupDocument): Record<string, unknown> {
  return {
    tutorId: group.tutorId,
    name: group.name,
    description: group.description,
    grade: group.grade,
    academicYear: group.academicYear,
    maxStudents: group.maxStudents,
    subjects: group.subjects,
    schedule: group.schedule,
    isActive: group.isActive,
  };
}
