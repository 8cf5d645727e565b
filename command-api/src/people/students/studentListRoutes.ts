import { Router } from 'express';
import type { ApiDeps } from '../../deps';
import { callerOf } from '../../http/auth';
import { parseOrThrow } from '../../http/validate';
import { studentScope } from '../access';
import { studentsView } from '../views';
import type { StudentQueries } from './studentQueries';
import { STUDENT_SORT_FIELD, StudentsQuery, studentListFilter } from './studentRules';
import { isLiveUser } from '@portal/projections';

/** Reading students: tutors their own, admins all, parents their children. */
export function studentListRoutes(deps: ApiDeps, queries: StudentQueries): Router {
  const router = Router();
  const { users } = queries;

  router.get('/students', async (req, res) => {
    const scope = await studentScope(deps.readModels, callerOf(req));
    const query = parseOrThrow(StudentsQuery, req.query);
    const { filter, filtered } = studentListFilter(scope, query);
    const order = query.order === 'asc' ? 1 : -1;
    const [page, total, overallTotal] = await Promise.all([
      users
        .find(filter, {
          sort: { [STUDENT_SORT_FIELD[query.sort] ?? 'registeredAt']: order, _id: 1 },
          skip: (query.page - 1) * query.perPage,
          limit: query.perPage,
        })
        .toArray(),
      users.countDocuments(filter),
      filtered ? users.countDocuments(scope) : null,
    ]);
    res.json({
      success: true,
      students: await studentsView(deps.readModels, page.filter(isLiveUser)),
      total,
      overallTotal: overallTotal ?? total,
    });
  });

  router.get('/students/:id', async (req, res) => {
    res.json({ success: true, student: await queries.studentView(callerOf(req), String(req.params.id)) });
  });

  return router;
}
