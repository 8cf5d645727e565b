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
  ConsentRecordListResponse,
  CreateOfficerRequest,
  DASHBOARD_ITEMS,
  HealthResponse,
  MockResultsResponse,
  MocksResponse,
  OfficerCreatedResponse,
  OwnMocksResponse,
  OfficerListResponse,
  RecentActivityResponse,
  RegisterListResponse,
  RightsRequestListResponse,
  StaffStatsResponse,
  TutorListResponse,
  TutorResponse,
  type Activity,
  type CreateTutorRequest,
  type MockSummary,
  type StaffStats,
  type Tutor,
  type UpdateTutorRequest,
} from '@portal/contracts';
import type { AnswerSchema } from '@portal/ui-shared';
import { apiCall, apiDownload, signalOf, type ApiErrorBody } from './apiFetch';
import { clientPage } from './clientPage';

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

/** A mock exam as the console's list shows it: react-admin's rows need an `id`. */
export type MockExamRecord = MockSummary & { id: string };

/** GET /analytics/mocks/:mockId without the envelope: the cohort, its standings and names. */
export type MockResults = Omit<MockResultsResponse, 'success'>;

/** GET /analytics/students/:studentId/mocks without the envelope: one child's own mocks, oldest first. */
export type OwnMocks = Omit<OwnMocksResponse, 'success'>;

export interface MockResultsFile {
  blob: Blob;
  filename: string;
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
  /** Issue 20: the caller's mock exams (GET /analytics/mocks; tutor and admin), as the API orders them. */
  getMocks: (signal?: AbortSignal) => Promise<MockExamRecord[]>;
  /** One mock's results table (GET /analytics/mocks/{id}). */
  getMockResults: (mockId: string, signal?: AbortSignal) => Promise<MockResults>;
  /** The results table as a spreadsheet (GET /analytics/mocks/{id}/results.csv). */
  downloadMockResults: (
    mock: Pick<MockSummary, 'mockId' | 'name'>,
    signal?: AbortSignal,
  ) => Promise<MockResultsFile>;
  /** One child's own mocks (GET /analytics/students/{id}/mocks; the child, their parent, staff). */
  getStudentMocks: (studentId: string, signal?: AbortSignal) => Promise<OwnMocks>;
}

/** A contract schema, seen only through what this module needs from it. */
interface Parser<T> {
  parse: (value: unknown) => T;
}

/** A list answer of the API's convention (DESIGN.md §3): `{success, [listKey]: rows, total}`. */
type ListAnswer<K extends string> = { [key in K]: RaRecord[] } & { total: number };

/**
 * How a console resource maps onto the API's list convention: `path` answers
 * `?page&perPage&sort&order&q` + filters with the contract's list response.
 */
interface ListEndpoint {
  path: string;
  /**
   * Reads one page, parsed with the contract's list response. `params` serve an endpoint that
   * answers its whole (short) list at once, paged and sorted here.
   */
  list: (url: string, signal?: AbortSignal, params?: GetListParams) => Promise<GetListResult>;
  /** Filters the API understands besides `q`; anything else in the filter form is not sent. */
  filters: readonly string[];
  create?: {
    request: Parser<unknown>;
    /** Sends the checked request; answers the created row, parsed with the contract. */
    send: (path: string, payload: unknown) => Promise<RaRecord>;
    /** The field a 409 (duplicate) belongs to when the server names none, so the form marks it. */
    conflictField?: string;
  };
}

/** `list` of an endpoint whose rows come under `key`. */
function listOf<K extends string>(schema: AnswerSchema<ListAnswer<K>>, key: K): ListEndpoint['list'] {
  return async (url, signal) => {
    const answer = await apiCall(schema, url, signalOf(signal));
    return { data: answer[key], total: answer.total };
  };
}

const mockRecord = (mock: MockSummary): MockExamRecord => ({ ...mock, id: mock.mockId });

async function fetchMocks(signal?: AbortSignal): Promise<MockExamRecord[]> {
  return (await apiCall(MocksResponse, '/analytics/mocks', signalOf(signal))).mocks.map(mockRecord);
}

/** "mock-autumn-mock-results.csv": the mock's name, so a folder of downloads says which is which. */
export function mockResultsFilename(name: string): string {
  const slug = name
    .normalize('NFKD')
    .replace(/[^\w\s-]/g, '')
    .trim()
    .toLowerCase()
    .replace(/[\s_-]+/g, '-')
    .slice(0, 60);
  return `mock-${slug || 'exam'}-results.csv`;
}

const endpoints: Record<string, ListEndpoint> = {
  'compliance-register': {
    path: '/compliance/register',
    list: listOf(RegisterListResponse, 'activities'),
    filters: ['action', 'subjectId'],
  },
  'consent-records': {
    path: '/compliance/consent-records',
    list: listOf(ConsentRecordListResponse, 'consents'),
    filters: ['consentType'],
  },
  'rights-requests': {
    path: '/compliance/requests',
    list: listOf(RightsRequestListResponse, 'requests'),
    filters: ['type'],
  },
  // one tutor's mocks are a short list the API answers whole: paged and sorted here
  'mock-exams': {
    path: '/analytics/mocks',
    list: async (_url, signal, params) => clientPage(await fetchMocks(signal), params),
    filters: [],
  },
  'compliance-officers': {
    path: '/compliance/officers',
    list: listOf(OfficerListResponse, 'officers'),
    filters: [],
    create: {
      request: CreateOfficerRequest,
      send: async (path, body) =>
        (await apiCall(OfficerCreatedResponse, path, { method: 'POST', body })).officer,
      conflictField: 'email',
    },
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
    const page = await endpoint.list(
      `${endpoint.path}?${listQuery(endpoint, params)}`,
      params.signal,
      params,
    );
    return page as GetListResult<never>;
  },

  create: async (resource: string, params: CreateParams): Promise<CreateResult<never>> => {
    const endpoint = endpointOf(resource);
    if (!endpoint.create) {
      throw new Error(`create is not available for "${resource}"`);
    }
    const { request, send, conflictField } = endpoint.create;
    const payload = request.parse(params.data);
    try {
      return { data: (await send(endpoint.path, payload)) as never };
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

  getHealth: () => apiCall(HealthResponse, '/health'),

  getStats: async (scope, signal) => {
    const path = scope === 'admin' ? '/stats' : '/tutor-stats';
    const { totalTutors, totalUsers, totalGroups, activeExams } = await apiCall(
      StaffStatsResponse,
      path,
      signalOf(signal),
    );
    return { totalTutors, totalUsers, totalGroups, activeExams };
  },

  getRecentActivity: async (limit = DASHBOARD_ITEMS, signal) => {
    const path = `/tutor-analytics/recent-activity?limit=${limit}`;
    return (await apiCall(RecentActivityResponse, path, signalOf(signal))).activities;
  },

  getTutors: async ({ q, signal } = {}) => {
    const { tutors, total } = await apiCall(
      TutorListResponse,
      `/tutors?${tutorListQuery(q)}`,
      signalOf(signal),
    );
    return { tutors, total };
  },

  createTutor: async (request) =>
    (await apiCall(TutorResponse, '/tutors', { method: 'POST', body: request })).tutor,

  updateTutor: async (id, request) => {
    const path = `/tutors/${encodeURIComponent(id)}`;
    return (await apiCall(TutorResponse, path, { method: 'PUT', body: request })).tutor;
  },

  exportRegister: async (format, signal) => {
    const blob = await apiDownload(`/compliance/register/export?format=${format}`, {
      accept: format === 'csv' ? 'text/csv' : 'application/json',
      ...signalOf(signal),
    });
    return { blob, filename: registerExportFilename(format) };
  },

  getMocks: fetchMocks,

  getMockResults: async (mockId, signal) => {
    const path = `/analytics/mocks/${encodeURIComponent(mockId)}`;
    const { success: _success, ...results } = await apiCall(MockResultsResponse, path, signalOf(signal));
    return results;
  },

  downloadMockResults: async (mock, signal) => {
    const blob = await apiDownload(`/analytics/mocks/${encodeURIComponent(mock.mockId)}/results.csv`, {
      accept: 'text/csv',
      ...signalOf(signal),
    });
    return { blob, filename: mockResultsFilename(mock.name) };
  },

  getStudentMocks: async (studentId, signal) => {
    const path = `/analytics/students/${encodeURIComponent(studentId)}/mocks`;
    const { mocks, minCohort } = await apiCall(OwnMocksResponse, path, signalOf(signal));
    return { mocks, minCohort };
  },

  supportAbortSignal: true,
};
