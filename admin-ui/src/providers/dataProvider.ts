import { HttpError } from 'react-admin';
import type {
  CreateParams,
  CreateResult,
  DataProvider,
  GetListParams,
  GetListResult,
  RaRecord,
} from 'react-admin';
import {
  ConsentRecord,
  CreateOfficerRequest,
  DASHBOARD_ITEMS,
  HealthResponse,
  Officer,
  RecentActivityResponse,
  RegisterEntry,
  RightsRequest,
  StaffStatsResponse,
  TutorListResponse,
  TutorResponse,
  type Activity,
  type CreateTutorRequest,
  type StaffStats,
  type Tutor,
  type UpdateTutorRequest,
} from '@portal/contracts';
import { DOWNLOAD_TIMEOUT_MS, apiFetch, apiRequest, type ApiErrorBody } from './apiFetch';

export type RegisterExportFormat = 'csv' | 'json';

export interface RegisterExport {
  blob: Blob;
  filename: string;
}

/** Whose figures the dashboard shows: the admin's organisation, or a tutor's or parent's own. */
export type StatsScope = 'admin' | 'staff';

export interface TutorQuery {
  /** over names and e-mail */
  q?: string;
  signal?: AbortSignal;
}

export interface TutorPage {
  tutors: Tutor[];
  /** tutors matching `q` */
  total: number;
}

/** Every tutor of the organisation fits on one page of Tutor Management. */
export const TUTORS_PER_PAGE = 500;

/** react-admin's CRUD methods plus the console's non-CRUD calls, as named methods (STYLE.md). */
export interface PortalDataProvider extends DataProvider {
  getHealth: () => Promise<HealthResponse>;
  /** Dashboard cards: GET /stats (admin) or GET /tutor-stats (tutor, parent). */
  getStats: (scope: StatsScope, signal?: AbortSignal) => Promise<StaffStats>;
  /** Dashboard list, newest first (GET /tutor-analytics/recent-activity). */
  getRecentActivity: (limit?: number, signal?: AbortSignal) => Promise<Activity[]>;
  /** Tutor Management (admin): GET /tutors, POST /tutors, PUT /tutors/{id}. */
  getTutors: (query?: TutorQuery) => Promise<TutorPage>;
  createTutor: (request: CreateTutorRequest) => Promise<Tutor>;
  updateTutor: (id: string, request: UpdateTutorRequest) => Promise<Tutor>;
  /** The whole processing register as a file (GET /compliance/register/export). */
  exportRegister: (format: RegisterExportFormat, signal?: AbortSignal) => Promise<RegisterExport>;
}

/** A contract schema, seen only through what this module needs from it. */
interface Parser<T> {
  parse: (value: unknown) => T;
}

/**
 * How a console resource maps onto the API's list convention (DESIGN.md §3): `path` answers
 * `?page&perPage&sort&order&q` + filters with `{success, [listKey]: rows, total}`.
 */
interface ListEndpoint {
  path: string;
  listKey: string;
  row: Parser<RaRecord>;
  /** Filters the API understands besides `q`; anything else in the filter form is not sent. */
  filters: readonly string[];
  create?: {
    key: string;
    request: Parser<unknown>;
    /** The field a 409 (duplicate) belongs to when the server names none, so the form marks it. */
    conflictField?: string;
  };
}

const endpoints: Record<string, ListEndpoint> = {
  'compliance-register': {
    path: '/compliance/register',
    listKey: 'activities',
    row: RegisterEntry,
    filters: ['action', 'subjectId'],
  },
  'consent-records': {
    path: '/compliance/consent-records',
    listKey: 'consents',
    row: ConsentRecord,
    filters: ['consentType'],
  },
  'rights-requests': {
    path: '/compliance/requests',
    listKey: 'requests',
    row: RightsRequest,
    filters: ['type'],
  },
  'compliance-officers': {
    path: '/compliance/officers',
    listKey: 'officers',
    row: Officer,
    filters: [],
    create: { key: 'officer', request: CreateOfficerRequest, conflictField: 'email' },
  },
};

function endpointOf(resource: string): ListEndpoint {
  const endpoint = endpoints[resource];
  if (!endpoint) {
    throw new Error(`Unknown resource "${resource}"`);
  }
  return endpoint;
}

const unsupported = (method: string) => (resource: string) =>
  Promise.reject(new Error(`${method} is not available for "${resource}"`));

/** `?page=1&perPage=25&sort=createdAt&order=DESC&q=…&action=…`, empty values left out. */
export function listQuery(endpoint: ListEndpoint, params: GetListParams): string {
  const query = new URLSearchParams();
  const { page, perPage } = params.pagination ?? { page: 1, perPage: 25 };
  query.set('page', String(page));
  query.set('perPage', String(perPage));
  if (params.sort?.field) {
    query.set('sort', params.sort.field);
    query.set('order', params.sort.order === 'ASC' ? 'asc' : 'desc');
  }
  const filter = (params.filter ?? {}) as Record<string, unknown>;
  for (const key of ['q', ...endpoint.filters]) {
    const value = filter[key];
    if (
      typeof value === 'string'
        ? value.trim() !== ''
        : typeof value === 'number' || typeof value === 'boolean'
    ) {
      query.set(key, String(value).trim());
    }
  }
  return query.toString();
}

function readList(endpoint: ListEndpoint, answer: unknown): GetListResult {
  const body = (answer ?? {}) as Record<string, unknown>;
  const rows = body[endpoint.listKey];
  if (!Array.isArray(rows)) {
    throw new Error(`Unexpected answer from the server: no "${endpoint.listKey}" list`);
  }
  // Parsed with the contract so a server/UI mismatch fails loudly here, not deep in a component.
  const data = rows.map((row) => endpoint.row.parse(row));
  const total = typeof body.total === 'number' ? body.total : data.length;
  return { data, total };
}

/** `?perPage=500&sort=lastName&order=asc&q=…`: the whole organisation, by surname. */
export function tutorListQuery(q: string | undefined): string {
  const query = new URLSearchParams({
    page: '1',
    perPage: String(TUTORS_PER_PAGE),
    sort: 'lastName',
    order: 'asc',
  });
  const search = q?.trim();
  if (search) {
    query.set('q', search);
  }
  return query.toString();
}

const withSignal = (signal: AbortSignal | undefined) => (signal ? { signal } : {});

/** "processing-register-2026-11-23.csv": the local date, so a folder of exports sorts by day. */
export function registerExportFilename(format: RegisterExportFormat, now: Date = new Date()): string {
  const day = [now.getFullYear(), now.getMonth() + 1, now.getDate()]
    .map((part) => String(part).padStart(2, '0'))
    .join('-');
  return `processing-register-${day}.${format}`;
}

/** A 409 without field errors ("An account with this email already exists") marks `field`. */
function withConflictField(error: unknown, field: string | undefined): unknown {
  if (!field || !(error instanceof HttpError) || error.status !== 409) {
    return error;
  }
  const body = error.body as ApiErrorBody;
  if (body.errors && Object.keys(body.errors).length) {
    return error;
  }
  return new HttpError(error.message, 409, { ...body, errors: { [field]: error.message } });
}

export const dataProvider: PortalDataProvider = {
  getList: async (resource, params) => {
    const endpoint = endpointOf(resource);
    const answer = await apiFetch(`${endpoint.path}?${listQuery(endpoint, params)}`, {
      signal: params.signal,
    });
    return readList(endpoint, answer) as GetListResult<never>;
  },

  create: async (resource: string, params: CreateParams): Promise<CreateResult<never>> => {
    const endpoint = endpointOf(resource);
    if (!endpoint.create) {
      throw new Error(`create is not available for "${resource}"`);
    }
    const { key, request, conflictField } = endpoint.create;
    const payload = request.parse(params.data);
    try {
      const answer = (await apiFetch(endpoint.path, { method: 'POST', json: payload })) as Record<
        string,
        unknown
      >;
      return { data: endpoint.row.parse(answer[key]) as never };
    } catch (error) {
      throw withConflictField(error, conflictField);
    }
  },

  getOne: unsupported('getOne'),
  getMany: unsupported('getMany'),
  getManyReference: unsupported('getManyReference'),
  update: unsupported('update'),
  updateMany: unsupported('updateMany'),
  delete: unsupported('delete'),
  deleteMany: unsupported('deleteMany'),

  getHealth: async () => HealthResponse.parse(await apiFetch('/health')),

  getStats: async (scope, signal) => {
    const answer = await apiFetch(scope === 'admin' ? '/stats' : '/tutor-stats', withSignal(signal));
    const { totalTutors, totalUsers, totalGroups, activeExams } = StaffStatsResponse.parse(answer);
    return { totalTutors, totalUsers, totalGroups, activeExams };
  },

  getRecentActivity: async (limit = DASHBOARD_ITEMS, signal) => {
    const answer = await apiFetch(`/tutor-analytics/recent-activity?limit=${limit}`, withSignal(signal));
    return RecentActivityResponse.parse(answer).activities;
  },

  getTutors: async ({ q, signal } = {}) => {
    const answer = await apiFetch(`/tutors?${tutorListQuery(q)}`, withSignal(signal));
    const { tutors, total } = TutorListResponse.parse(answer);
    return { tutors, total };
  },

  createTutor: async (request) =>
    TutorResponse.parse(await apiFetch('/tutors', { method: 'POST', json: request })).tutor,

  updateTutor: async (id, request) =>
    TutorResponse.parse(await apiFetch(`/tutors/${encodeURIComponent(id)}`, { method: 'PUT', json: request }))
      .tutor,

  exportRegister: async (format, signal) => {
    const response = await apiRequest(
      `/compliance/register/export?format=${format}`,
      { headers: { Accept: format === 'csv' ? 'text/csv' : 'application/json' }, signal },
      DOWNLOAD_TIMEOUT_MS,
    );
    return { blob: await response.blob(), filename: registerExportFilename(format) };
  },

  supportAbortSignal: true,
};
