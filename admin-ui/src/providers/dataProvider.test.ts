import { afterEach, describe, expect, it, vi } from 'vitest';
import { HttpError } from 'react-admin';
import { dataProvider, registerExportFilename, tutorListQuery } from './dataProvider';

const entry = {
  id: 'a1',
  subjectId: 's1',
  subjectName: 'Sarah Jones',
  subjectRole: 'student',
  action: 'data_export',
  dataType: 'personal_data',
  purpose: 'Right of access',
  createdAt: '2026-11-20T10:00:00.000Z',
  resultStatus: 'success',
  actor: 'self',
};

function answer(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

afterEach(() => vi.unstubAllGlobals());

describe('list convention', () => {
  it('sends page, perPage, sort, order, q and known filters, and reads {key, total}', async () => {
    const fetchMock = vi.fn(() =>
      Promise.resolve(answer(200, { success: true, activities: [entry], total: 41 })),
    );
    vi.stubGlobal('fetch', fetchMock);
    const result = await dataProvider.getList('compliance-register', {
      pagination: { page: 2, perPage: 25 },
      sort: { field: 'createdAt', order: 'DESC' },
      filter: { q: ' sarah ', action: 'data_export', unknown: 'x', subjectId: '' },
    });
    expect(result).toEqual({ data: [entry], total: 41 });
    const [url] = fetchMock.mock.calls[0] as unknown as [string];
    const query = new URL(url, 'http://console').searchParams;
    expect(Object.fromEntries(query)).toEqual({
      page: '2',
      perPage: '25',
      sort: 'createdAt',
      order: 'desc',
      q: 'sarah',
      action: 'data_export',
    });
    expect(url.startsWith('/api/compliance/register?')).toBe(true);
  });

  it('fails loudly when the answer does not match the contract', async () => {
    vi.stubGlobal('fetch', () =>
      Promise.resolve(answer(200, { success: true, activities: [{ id: 1 }], total: 1 })),
    );
    await expect(
      dataProvider.getList('compliance-register', {
        pagination: { page: 1, perPage: 25 },
        sort: { field: 'createdAt', order: 'DESC' },
        filter: {},
      }),
    ).rejects.toThrow();
  });

  it("keeps the server's message and status on failures", async () => {
    vi.stubGlobal('fetch', () => Promise.resolve(answer(403, { success: false, message: 'Not allowed' })));
    const failure = dataProvider.getList('consent-records', {
      pagination: { page: 1, perPage: 25 },
      sort: { field: 'createdAt', order: 'DESC' },
      filter: {},
    });
    await expect(failure).rejects.toMatchObject({ status: 403, message: 'Not allowed' });
  });
});

describe('creating a compliance officer', () => {
  const officer = {
    firstName: 'Dora',
    lastName: 'Protect',
    email: 'dora@example.org',
    password: 'long-enough',
  };

  it('turns the API field errors into form errors', async () => {
    vi.stubGlobal('fetch', () =>
      Promise.resolve(
        answer(400, {
          success: false,
          message: 'Invalid input',
          errors: [{ field: 'email', message: 'Bad domain' }],
        }),
      ),
    );
    const error = (await dataProvider
      .create('compliance-officers', { data: officer })
      .catch((e: unknown) => e)) as HttpError;
    expect(error).toBeInstanceOf(HttpError);
    expect(error.body).toMatchObject({ errors: { email: 'Bad domain' } });
  });

  it('puts a duplicate (409) on the e-mail field', async () => {
    vi.stubGlobal('fetch', () =>
      Promise.resolve(answer(409, { success: false, message: 'An account with this email already exists' })),
    );
    const error = (await dataProvider
      .create('compliance-officers', { data: officer })
      .catch((e: unknown) => e)) as HttpError;
    expect(error.body).toMatchObject({ errors: { email: 'An account with this email already exists' } });
  });

  it('answers the created officer', async () => {
    const created = {
      id: 'o1',
      firstName: 'Dora',
      lastName: 'Protect',
      email: 'dora@example.org',
      createdAt: '2026-11-22T08:00:00.000Z',
    };
    vi.stubGlobal('fetch', () => Promise.resolve(answer(201, { success: true, officer: created })));
    await expect(dataProvider.create('compliance-officers', { data: officer })).resolves.toEqual({
      data: created,
    });
  });
});

describe('register export', () => {
  it('names the file with the local date', () => {
    expect(registerExportFilename('csv', new Date(2026, 0, 5, 23, 59))).toBe(
      'processing-register-2026-01-05.csv',
    );
    expect(registerExportFilename('json', new Date(2026, 10, 22))).toBe(
      'processing-register-2026-11-22.json',
    );
  });
});

describe('dashboard and tutor calls', () => {
  const tutor = {
    id: 't1',
    firstName: 'Amelia',
    lastName: 'Hart',
    email: 'amelia@example.org',
    organizationName: null,
    specializations: [],
    qualifications: null,
    experience: 0,
    contactPhone: null,
    address: null,
    isVerified: true,
    isActive: true,
    createdAt: '2026-11-20T10:00:00.000Z',
    studentCount: 0,
  };

  it('asks /stats for admins and /tutor-stats for tutors and parents', async () => {
    const fetchMock = vi.fn(() =>
      Promise.resolve(
        answer(200, { success: true, totalTutors: 2, totalUsers: 9, totalGroups: 1, activeExams: 4 }),
      ),
    );
    vi.stubGlobal('fetch', fetchMock);
    await expect(dataProvider.getStats('admin')).resolves.toEqual({
      totalTutors: 2,
      totalUsers: 9,
      totalGroups: 1,
      activeExams: 4,
    });
    await dataProvider.getStats('staff');
    const urls = (fetchMock.mock.calls as unknown as [string][]).map(([url]) => url);
    expect(urls).toEqual(['/api/stats', '/api/tutor-stats']);
  });

  it('reads recent activity with the contract', async () => {
    const activity = {
      id: 'a1',
      kind: 'exam-created',
      icon: 'book-open',
      color: 'green',
      title: 'New exam created',
      description: 'Fractions 1',
      timestamp: '2026-11-20T10:00:00.000Z',
    };
    const fetchMock = vi.fn(() => Promise.resolve(answer(200, { success: true, activities: [activity] })));
    vi.stubGlobal('fetch', fetchMock);
    await expect(dataProvider.getRecentActivity(5)).resolves.toEqual([activity]);
    const [url] = fetchMock.mock.calls[0] as unknown as [string];
    expect(url).toBe('/api/tutor-analytics/recent-activity?limit=5');
  });

  it('lists every tutor on one page, searching with q', async () => {
    expect(Object.fromEntries(new URLSearchParams(tutorListQuery(' hart ')))).toEqual({
      page: '1',
      perPage: '500',
      sort: 'lastName',
      order: 'asc',
      q: 'hart',
    });
    expect(new URLSearchParams(tutorListQuery('')).has('q')).toBe(false);
    vi.stubGlobal('fetch', () => Promise.resolve(answer(200, { success: true, tutors: [tutor], total: 1 })));
    await expect(dataProvider.getTutors()).resolves.toEqual({ tutors: [tutor], total: 1 });
  });

  it('creates and updates tutors', async () => {
    const fetchMock = vi.fn(() =>
      Promise.resolve(answer(201, { success: true, tutor, message: 'Tutor created successfully!' })),
    );
    vi.stubGlobal('fetch', fetchMock);
    // the form's fields: the tutor as answered, without what the server keeps
    const { id: _id, isVerified: _v, isActive: _a, createdAt: _c, studentCount: _n, ...form } = tutor;
    await expect(dataProvider.createTutor({ ...form, password: 'secret1' })).resolves.toEqual(tutor);
    const { email: _email, ...profile } = form;
    await dataProvider.updateTutor('t 1', { ...profile, experience: 3, isActive: false });
    const calls = fetchMock.mock.calls as unknown as [string, RequestInit][];
    expect(calls.map(([url, init]) => [url, init.method])).toEqual([
      ['/api/tutors', 'POST'],
      ['/api/tutors/t%201', 'PUT'],
    ]);
    expect(JSON.parse(calls[1]![1].body as string)).toMatchObject({ experience: 3, isActive: false });
  });
});
