import { Router } from 'express';
import { ListQuery } from '@portal/contracts';
import { isLiveUser } from '@portal/projections';
import { callerOf, requireRole } from '../../http/auth';
import { parseOrThrow } from '../../http/validate';
import { searchTextFilter } from '../access';
import { toTutor } from '../views';
import type { TutorQueries } from './tutorQueries';
import { TUTOR_SORT_FIELD, TutorSort } from './tutorRules';

const TutorsQuery = ListQuery.extend({ sort: TutorSort.catch('createdAt') });

/** Reading tutors: a tutor their own record, an admin the organisation's list. */
export function tutorListRoutes(queries: TutorQueries): Router {
  const router = Router();
  const { users } = queries;

  router.get('/tutors/me', requireRole('tutor'), async (req, res) => {
    const caller = callerOf(req);
    res.json({ success: true, tutor: await queries.tutorView(caller.organisationId, caller.userId) });
  });

  router.get('/tutors', requireRole('admin'), async (req, res) => {
    const caller = callerOf(req);
    const query = parseOrThrow(TutorsQuery, req.query);
    const filter: Record<string, unknown> = {
      organisationId: caller.organisationId,
      role: 'tutor',
      status: 'active',
      ...(query.q && searchTextFilter(query.q)),
    };
    const order = query.order === 'asc' ? 1 : -1;
    const [page, total] = await Promise.all([
      users
        .find(filter, {
          sort: { [TUTOR_SORT_FIELD[query.sort]]: order, _id: 1 },
          skip: (query.page - 1) * query.perPage,
          limit: query.perPage,
        })
        .toArray(),
      users.countDocuments(filter),
    ]);
    const tutors = page.filter(isLiveUser);
    const counts = await queries.studentCounts(
      caller.organisationId,
      tutors.map((tutor) => tutor._id),
    );
    res.json({
      success: true,
      tutors: tutors.map((tutor) => toTutor(tutor, counts.get(tutor._id) ?? 0)),
      total,
    });
  });

  return router;
}
