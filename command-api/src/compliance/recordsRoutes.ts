import { Router } from 'express';
import { z } from 'zod';
import { ConsentType, ListQuery } from '@portal/contracts';
import type { Filter } from '@portal/platform';
import type { ApiDeps } from '../deps';
import { callerOf, requireRole } from '../http/auth';
import { parseOrThrow } from '../http/validate';
import type { OfficerQueries } from './officerQueries';
import { pageOf } from './officerQueries';
import { toConsentRecord, toRightsRequest } from './registerViews';

const ConsentListQuery = ListQuery.extend({ consentType: ConsentType.optional() });
const RequestListQuery = ListQuery.extend({ type: z.enum(['erasure', 'restriction']).optional() });

/** The consent records and the rights requests (erasure, restriction) the officer reads. */
export function recordsRoutes(_deps: ApiDeps, queries: OfficerQueries): Router {
  const router = Router();
  const officer = requireRole('compliance');
  const { activities, requests, namesOf } = queries;

  router.get('/compliance/consent-records', officer, async (req, res) => {
    const caller = callerOf(req);
    const query = parseOrThrow(ConsentListQuery, req.query);
    const filter: Filter = {
      organisationId: caller.organisationId,
      action: { $in: ['consent_given', 'consent_withdrawn'] },
      consentType: query.consentType ?? { $exists: true },
    };
    const subjects = await queries.subjectsMatching(caller.organisationId, query.q);
    if (subjects) {
      filter.subjectId = { $in: subjects };
    }
    const sort = { createdAt: query.order === 'asc' && query.sort ? 1 : -1, _id: 1 } as const;
    const [rows, total] = await pageOf(activities, filter, sort, query);
    const nameOf = await namesOf(rows.map((row) => row.subjectId));
    res.json({ success: true, consents: rows.map((row) => toConsentRecord(row, nameOf)), total });
  });

  router.get('/compliance/requests', officer, async (req, res) => {
    const caller = callerOf(req);
    const query = parseOrThrow(RequestListQuery, req.query);
    const filter: Filter = { organisationId: caller.organisationId };
    if (query.type) {
      filter.type = query.type;
    }
    const [rows, total] = await pageOf(requests, filter, { requestedAt: -1, _id: 1 }, query);
    const nameOf = await namesOf(rows.map((row) => row.subjectId));
    res.json({ success: true, requests: rows.map((row) => toRightsRequest(row, nameOf)), total });
  });

  return router;
}
