import { randomUUID } from 'node:crypto';
import { Router } from 'express';
import { z } from 'zod';
import type { GroupRequest } from '@portal/contracts';
import { GROUP_MESSAGES, GroupListQuery, ListQuery, groupsStreams } from '@portal/contracts';
import type { GroupDocument } from '@portal/projections';
import type { ApiDeps } from '../deps';
import type { Caller } from '../http/auth';
import { callerOf, requireRole } from '../http/auth';
import { parseOrThrow } from '../http/validate';
import { groupDecider } from './decider';
import type { GroupQueries } from './groupQueries';
import { currentForm, groupFieldsOf, groupTutorOf, isObject, parseGroupForm } from './groupForm';
import { groupsView } from './views';

const GroupSort = z.enum(['name', 'createdAt', 'grade', 'academicYear']);
const GroupsQuery = ListQuery.extend(GroupListQuery.shape).extend({
  perPage: z.coerce.number().int().min(1).max(500).default(500),
  sort: GroupSort.catch('name').default('name'),
});

/** Listing, reading, creating and changing groups. */
export function editRoutes(deps: ApiDeps, queries: GroupQueries): Router {
  const router = Router();
  const staff = requireRole('admin', 'tutor');
  const { groups } = queries;

  /** The group's fields; an admin's choice of another tutor must be a live tutor of theirs. */
  const fieldsFrom = async (caller: Caller, form: GroupRequest, current?: GroupDocument) => {
    const tutorId = groupTutorOf(caller, form, current);
    if (caller.role !== 'tutor' && tutorId !== current?.tutorId) {
      await queries.checkTutor(caller, tutorId);
    }
    return groupFieldsOf(tutorId, form, current);
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
    res.json({ success: true, group: await queries.groupView(callerOf(req), String(req.params.id)) });
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
    await queries.settle([result]);
    deps.logger.info('group created', { groupId, by: caller.userId });
    res.status(201).json({
      success: true,
      group: await queries.groupView(caller, groupId),
      message: GROUP_MESSAGES.created,
    });
  });

  router.put('/groups/:id', staff, async (req, res) => {
    const caller = callerOf(req);
    const current = await queries.visibleGroup(caller, String(req.params.id));
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
    await queries.settle([result]);
    deps.logger.info('group updated', { groupId: current._id, by: caller.userId });
    res.json({
      success: true,
      group: await queries.groupView(caller, current._id),
      message: GROUP_MESSAGES.updated,
    });
  });

  return router;
}
