import { randomUUID } from 'node:crypto';
import { Router } from 'express';
import type { CreateOfficerRequest } from '@portal/contracts';
import { CreateOfficerRequest as CreateOfficerSchema, ListQuery } from '@portal/contracts';
import { isLiveUser } from '@portal/projections';
import { registerUser } from '../accounts/registerUser';
import type { ApiDeps } from '../deps';
import { callerOf, requireRole } from '../http/auth';
import { parseOrThrow, validateBody } from '../http/validate';
import type { OfficerQueries } from './officerQueries';
import { pageOf } from './officerQueries';
import { toOfficer } from './registerViews';

/** The admin's management of the organisation's compliance officers. */
export function officersRoutes(deps: ApiDeps, queries: OfficerQueries): Router {
  const router = Router();
  const { users } = queries;

  router.post(
    '/compliance/officers',
    requireRole('admin'),
    validateBody(CreateOfficerSchema),
    async (req, res) => {
      const caller = callerOf(req);
      const body = req.body as CreateOfficerRequest;
      const userId = randomUUID();
      const result = await registerUser(
        deps.handle,
        { userId, organisationId: caller.organisationId, ...body, role: 'compliance', createdBy: 'admin' },
        deps.now(),
      );
      await deps.awaitProjections(result.streamId, result.position);
      const user = await users.findOne({ _id: userId });
      deps.logger.info('compliance officer created', { userId, by: caller.userId });
      res.status(201).json({
        success: true,
        officer: isLiveUser(user) ? toOfficer(user) : null,
        message: 'Compliance officer created',
      });
    },
  );

  router.get('/compliance/officers', requireRole('admin'), async (req, res) => {
    const caller = callerOf(req);
    const query = parseOrThrow(ListQuery, req.query);
    const filter = {
      organisationId: caller.organisationId,
      role: 'compliance' as const,
      status: 'active' as const,
    };
    const sort = { registeredAt: query.order === 'asc' ? 1 : -1 } as const;
    const [found, total] = await pageOf(users, filter, sort, query);
    res.json({ success: true, officers: found.filter(isLiveUser).map(toOfficer), total });
  });

  return router;
}
