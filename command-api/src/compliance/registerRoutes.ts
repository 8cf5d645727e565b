import { Router } from 'express';
import { z } from 'zod';
import { Id, ListQuery, ProcessingAction } from '@portal/contracts';
import type { Filter } from '@portal/platform';
import type { ApiDeps } from '../deps';
import { callerOf, requireRole } from '../http/auth';
import { parseOrThrow } from '../http/validate';
import { toCsv } from './csv';
import type { OfficerQueries } from './officerQueries';
import { pageOf } from './officerQueries';
import { REGISTER_CSV_COLUMNS, toEntry } from './registerViews';

const RegisterListQuery = ListQuery.extend({ action: ProcessingAction.optional(), subjectId: Id.optional() });
const ExportQuery = z.object({ format: z.enum(['csv', 'json']).default('csv') });

const REGISTER_SORTS = new Set(['createdAt', 'action', 'dataType', 'resultStatus']);

/** The processing register (GDPR Art. 30 style): the officer reads it a page at a time, or exports it. */
export function registerRoutes(deps: ApiDeps, queries: OfficerQueries): Router {
  const router = Router();
  const { activities, namesOf } = queries;

  const registerFilter = async (organisationId: string, query: z.infer<typeof RegisterListQuery>) => {
    const filter: Filter = { organisationId };
    if (query.action) {
      filter.action = query.action;
    }
    const subjects = await queries.subjectsMatching(organisationId, query.q);
    if (query.subjectId) {
      filter.subjectId = query.subjectId;
    } else if (subjects) {
      filter.subjectId = { $in: subjects };
    }
    return filter;
  };

  router.get('/compliance/register', requireRole('compliance'), async (req, res) => {
    const caller = callerOf(req);
    const query = parseOrThrow(RegisterListQuery, req.query);
    const filter = await registerFilter(caller.organisationId, query);
    const sortField = query.sort && REGISTER_SORTS.has(query.sort) ? query.sort : 'createdAt';
    const order = query.sort ? (query.order === 'asc' ? 1 : -1) : -1;
    const [rows, total] = await pageOf(activities, filter, { [sortField]: order, _id: 1 }, query);
    const nameOf = await namesOf(rows.map((row) => row.subjectId));
    res.json({ success: true, activities: rows.map((row) => toEntry(row, nameOf)), total });
  });

  router.get('/compliance/register/export', requireRole('compliance'), async (req, res) => {
    const caller = callerOf(req);
    const { format } = parseOrThrow(ExportQuery, req.query);
    const rows = await activities
      .find({ organisationId: caller.organisationId }, { sort: { createdAt: 1, _id: 1 } })
      .toArray();
    const nameOf = await namesOf(rows.map((row) => row.subjectId));
    const entries = rows.map((row) => toEntry(row, nameOf));
    const stamp = deps.now().toISOString().slice(0, 10);
    deps.logger.info('processing register exported', { by: caller.userId, rows: entries.length, format });
    if (format === 'json') {
      res.setHeader('Content-Disposition', `attachment; filename="processing-register-${stamp}.json"`);
      res.json({
        success: true,
        exportedAt: deps.now().toISOString(),
        organisationId: caller.organisationId,
        activities: entries,
      });
      return;
    }
    res.setHeader('Content-Disposition', `attachment; filename="processing-register-${stamp}.csv"`);
    res.type('text/csv').send(toCsv(REGISTER_CSV_COLUMNS, entries));
  });

  return router;
}
