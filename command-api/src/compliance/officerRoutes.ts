import { randomUUID } from 'node:crypto';
import { Router } from 'express';
import { z } from 'zod';
import type {
  ConsentRecord,
  CreateOfficerRequest,
  Officer,
  RegisterEntry,
  RightsRequest,
} from '@portal/contracts';
import {
  ConsentType,
  CreateOfficerRequest as CreateOfficerSchema,
  ListQuery,
  ProcessingAction,
  Id,
} from '@portal/contracts';
import type { Filter } from '@portal/platform';
import type { ActivityDocument, RightsRequestDocument, UserDocument, UserRecord } from '@portal/projections';
import {
  isLiveUser,
  PROCESSING_ACTIVITIES_COLLECTION,
  RIGHTS_REQUESTS_COLLECTION,
  USERS_COLLECTION,
} from '@portal/projections';
import type { ApiDeps } from '../deps';
import { requireRole, callerOf } from '../http/auth';
import { parseOrThrow, validateBody } from '../http/validate';
import { registerUser } from '../accounts/registerUser';
import { toActivity } from './rightsRoutes';
import { toCsv } from './csv';

const RegisterListQuery = ListQuery.extend({ action: ProcessingAction.optional(), subjectId: Id.optional() });
const ConsentListQuery = ListQuery.extend({ consentType: ConsentType.optional() });
const RequestListQuery = ListQuery.extend({ type: z.enum(['erasure', 'restriction']).optional() });
const ExportQuery = z.object({ format: z.enum(['csv', 'json']).default('csv') });

const REGISTER_SORTS = new Set(['createdAt', 'action', 'dataType', 'resultStatus']);

function escapeRegex(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

function personName(user: UserRecord | undefined): { name: string; role: string } {
  if (!user) {
    return { name: 'Unknown person', role: 'unknown' };
  }
  return isLiveUser(user)
    ? { name: `${user.firstName} ${user.lastName}`.trim(), role: user.role }
    : { name: 'Erased user', role: user.role };
}

/**
 * The compliance officer's view (GDPR Art. 30 style register) and the admin's management of
 * officers. Officers read registers; they never see exam content or change anyone's data.
 */
export function officerRoutes(deps: ApiDeps): Router {
  const router = Router();
  const users = deps.readModels.collection<UserRecord>(USERS_COLLECTION);
  const activities = deps.readModels.collection<ActivityDocument>(PROCESSING_ACTIVITIES_COLLECTION);
  const requests = deps.readModels.collection<RightsRequestDocument>(RIGHTS_REQUESTS_COLLECTION);

  const namesOf = async (ids: string[]) => {
    const found = await users.find({ _id: { $in: [...new Set(ids)] } }).toArray();
    const byId = new Map(found.map((user) => [user._id, user]));
    return (id: string) => personName(byId.get(id));
  };

  /** `q` matches people by name or e-mail; the register itself holds no names to search. */
  const subjectsMatching = async (
    organisationId: string,
    q: string | undefined,
  ): Promise<string[] | null> => {
    if (!q) {
      return null;
    }
    const pattern = { $regex: escapeRegex(q), $options: 'i' };
    const found = await users
      .find(
        {
          organisationId,
          $or: [{ firstName: pattern }, { lastName: pattern }, { email: pattern }, { _id: q }],
        },
        { limit: 1_000 },
      )
      .toArray();
    return found.map((user) => user._id);
  };

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
    const [found, total] = await Promise.all([
      users
        .find(filter, {
          sort: { registeredAt: query.order === 'asc' ? 1 : -1 },
          skip: (query.page - 1) * query.perPage,
          limit: query.perPage,
        })
        .toArray(),
      users.countDocuments(filter),
    ]);
    res.json({ success: true, officers: found.filter(isLiveUser).map(toOfficer), total });
  });

  const registerFilter = async (organisationId: string, query: z.infer<typeof RegisterListQuery>) => {
    const filter: Filter = { organisationId };
    if (query.action) {
      filter.action = query.action;
    }
    const subjects = await subjectsMatching(organisationId, query.q);
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
    const [rows, total] = await Promise.all([
      activities
        .find(filter, {
          sort: { [sortField]: order, _id: 1 },
          skip: (query.page - 1) * query.perPage,
          limit: query.perPage,
        })
        .toArray(),
      activities.countDocuments(filter),
    ]);
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
    res
      .type('text/csv')
      .send(
        toCsv(
          [
            'createdAt',
            'subjectId',
            'subjectName',
            'subjectRole',
            'action',
            'dataType',
            'purpose',
            'actor',
            'resultStatus',
          ],
          entries,
        ),
      );
  });

  router.get('/compliance/consent-records', requireRole('compliance'), async (req, res) => {
    const caller = callerOf(req);
    const query = parseOrThrow(ConsentListQuery, req.query);
    const filter: Filter = {
      organisationId: caller.organisationId,
      action: { $in: ['consent_given', 'consent_withdrawn'] },
      consentType: query.consentType ?? { $exists: true },
    };
    const subjects = await subjectsMatching(caller.organisationId, query.q);
    if (subjects) {
      filter.subjectId = { $in: subjects };
    }
    const [rows, total] = await Promise.all([
      activities
        .find(filter, {
          sort: { createdAt: query.order === 'asc' && query.sort ? 1 : -1, _id: 1 },
          skip: (query.page - 1) * query.perPage,
          limit: query.perPage,
        })
        .toArray(),
      activities.countDocuments(filter),
    ]);
    const nameOf = await namesOf(rows.map((row) => row.subjectId));
    const consents: ConsentRecord[] = rows.map((row) => ({
      id: row._id,
      subjectId: row.subjectId,
      subjectName: nameOf(row.subjectId).name,
      consentType: row.consentType as ConsentRecord['consentType'],
      consentGiven: row.consentGiven === true,
      version: row.version ?? null,
      source: row.source ?? 'consent_form',
      createdAt: row.createdAt,
    }));
    res.json({ success: true, consents, total });
  });

  router.get('/compliance/requests', requireRole('compliance'), async (req, res) => {
    const caller = callerOf(req);
    const query = parseOrThrow(RequestListQuery, req.query);
    const filter: Filter = { organisationId: caller.organisationId };
    if (query.type) {
      filter.type = query.type;
    }
    const [rows, total] = await Promise.all([
      requests
        .find(filter, {
          sort: { requestedAt: -1, _id: 1 },
          skip: (query.page - 1) * query.perPage,
          limit: query.perPage,
        })
        .toArray(),
      requests.countDocuments(filter),
    ]);
    const nameOf = await namesOf(rows.map((row) => row.subjectId));
    const list: RightsRequest[] = rows.map((row) => ({
      id: row._id,
      subjectId: row.subjectId,
      subjectName: nameOf(row.subjectId).name,
      type: row.type,
      status: row.status,
      dataTypes: row.dataTypes,
      requestedAt: row.requestedAt,
      completedAt: row.completedAt,
    }));
    res.json({ success: true, requests: list, total });
  });

  return router;
}

function toOfficer(user: UserDocument): Officer {
  return {
    id: user._id,
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    createdAt: user.registeredAt,
  };
}

function toEntry(
  row: ActivityDocument,
  nameOf: (id: string) => { name: string; role: string },
): RegisterEntry {
  const person = nameOf(row.subjectId);
  return { ...toActivity(row), subjectId: row.subjectId, subjectName: person.name, subjectRole: person.role };
}
