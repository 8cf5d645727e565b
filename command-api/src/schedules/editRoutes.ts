import { Router } from 'express';
import { z } from 'zod';
import { ScheduleListQuery, ScheduleRequest, SCHEDULE_MESSAGES } from '@portal/contracts';
import type { Filter } from '@portal/platform';
import { ConflictError } from '@portal/platform';
import type { ApiDeps } from '../deps';
import { callerOf, requireRole } from '../http/auth';
import { parseOrThrow } from '../http/validate';
import type { ScheduleQueries } from './scheduleQueries';
import { scheduleSaver } from './saveSchedule';
import { schedulesView } from './views';

const ListQuery = ScheduleListQuery.extend({
  q: z.string().trim().max(200).optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  /** absent: every schedule (the page groups them into sections) */
  perPage: z.coerce.number().int().min(1).max(500).optional(),
  sort: z.enum(['createdAt', 'scheduledStartTime', 'title', 'updatedAt']).default('createdAt'),
  order: z
    .enum(['asc', 'desc', 'ASC', 'DESC'])
    .transform((value) => value.toLowerCase())
    .default('desc'),
});

const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Listing, reading, creating and changing schedules. */
export function editRoutes(deps: ApiDeps, queries: ScheduleQueries): Router {
  const router = Router();
  const staff = requireRole('admin', 'tutor');
  const { schedules } = queries;
  const save = scheduleSaver(deps, queries);

  router.get('/exam-schedules', staff, async (req, res) => {
    const caller = callerOf(req);
    const query = parseOrThrow(ListQuery, req.query);
    const filter: Filter = {
      ...queries.ownScope(caller),
      ...(!query.showAll && { isActive: true }),
      ...(query.q && { title: { $regex: literal(query.q), $options: 'i' } }),
    };
    const direction = query.order === 'asc' ? 1 : -1;
    const [documents, total] = await Promise.all([
      schedules
        .find(filter, {
          sort: { [query.sort]: direction, _id: 1 },
          ...(query.perPage !== undefined && {
            skip: (query.page - 1) * query.perPage,
            limit: query.perPage,
          }),
        })
        .toArray(),
      schedules.countDocuments(filter),
    ]);
    res.json({
      success: true,
      schedules: await schedulesView(deps.readModels, documents, deps.now()),
      total,
    });
  });

  router.post('/exam-schedules', staff, async (req, res) => {
    const caller = callerOf(req);
    const { status, answer } = await save(caller, parseOrThrow(ScheduleRequest, req.body ?? {}), null);
    res.status(status).json(answer);
  });

  router.get('/exam-schedules/:id', staff, async (req, res) => {
    const schedule = await queries.scheduleOf(callerOf(req), String(req.params.id));
    const [view] = await schedulesView(deps.readModels, [schedule], deps.now());
    res.json({ success: true, schedule: view });
  });

  router.put('/exam-schedules/:id', staff, async (req, res) => {
    const caller = callerOf(req);
    const current = await queries.scheduleOf(caller, String(req.params.id));
    if (current.status === 'cancelled') {
      throw new ConflictError(SCHEDULE_MESSAGES.alreadyCancelled);
    }
    const { status, answer } = await save(caller, parseOrThrow(ScheduleRequest, req.body ?? {}), current);
    res.status(status).json(answer);
  });

  return router;
}
