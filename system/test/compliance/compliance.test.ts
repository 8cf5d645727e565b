import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, startSystemAsAdmin, startTestSystem } from '../../src/testing/harness';
import type { TestSystem, Answer } from '../../src/testing/harness';
import { bornYearsAgo, newSignUp, signedUp } from '../../src/testing/people';

// Consent, data-subject rights and the compliance officer's register over real HTTP
// (spec 001 §§2.8, 2.9, 3, 4, 7, 8; DESIGN.md §4).

const ADMIN = { email: 'admin@example.org', password: 'admin-password-1' };
let t: TestSystem;
let admin: Client;
let officer: Client;

interface Status {
  consents: { consentType: string; status: string; consentGiven: boolean; version: string | null }[];
  needsUpdate: boolean;
  parentalConsent: { status: string };
}

beforeAll(async () => {
  ({ t, admin } = await startSystemAsAdmin(ADMIN));
  const created = await admin.request('POST', '/api/compliance/officers', {
    firstName: 'Olivia',
    lastName: 'Officer',
    email: 'dpo@example.org',
    password: 'officer-password-1',
  });
  expect(created.status).toBe(201);
  officer = new Client(t.url);
  expect((await officer.login('dpo@example.org', 'officer-password-1')).status).toBe(200);
});
afterAll(async () => {
  await t.stop();
});

describe('consent', () => {
  it('given each optional type, when granted then withdrawn, then the status shows it and the register has both', async () => {
    const { client, userId } = await signedUp(t.url, newSignUp('parent'));
    for (const consentType of [
      'cookies_analytics',
      'cookies_marketing',
      'marketing_emails',
      'data_processing',
    ]) {
      expect(
        (await client.request('POST', '/api/compliance/consent', { consentType, consentGiven: true })).status,
      ).toBe(200);
    }
    const withdrawn = await client.request<{ consent: { status: string } }>(
      'POST',
      '/api/compliance/consent',
      {
        consentType: 'cookies_analytics',
        consentGiven: false,
        source: 'cookie_banner',
      },
    );
    expect(withdrawn.body.consent).toMatchObject({
      consentType: 'cookies_analytics',
      status: 'withdrawn',
      consentGiven: false,
    });
    const status = await client.request<Status>('GET', '/api/compliance/consent/status');
    expect(status.body.consents).toHaveLength(7);
    const activities = await client.request<{ activities: { action: string; dataType: string }[] }>(
      'GET',
      '/api/compliance/processing-activities',
    );
    const labels = activities.body.activities
      .filter((a) => a.dataType === 'cookies_analytics')
      .map((a) => a.action);
    expect(labels).toEqual(['consent_withdrawn', 'consent_given']);
    const register = await officer.request<{ activities: { subjectId: string; action: string }[] }>(
      'GET',
      `/api/compliance/register?subjectId=${userId}&action=consent_withdrawn`,
    );
    expect(register.body.activities).toHaveLength(1);
  });

  it('given essential cookies, when withdrawn, then 400 and nothing recorded', async () => {
    const { client } = await signedUp(t.url, newSignUp('parent'));
    const response = await client.request<Answer>('POST', '/api/compliance/consent', {
      consentType: 'cookies_essential',
      consentGiven: false,
    });
    expect(response.status).toBe(400);
    const status = await client.request<Status>('GET', '/api/compliance/consent/status');
    expect(status.body.consents.find((c) => c.consentType === 'cookies_essential')?.status).toBe('given');
  });

  it('given an unknown consent type or a non-boolean, then 400', async () => {
    const { client } = await signedUp(t.url, newSignUp('parent'));
    expect(
      (
        await client.request('POST', '/api/compliance/consent', {
          consentType: 'selling_data',
          consentGiven: true,
        })
      ).status,
    ).toBe(400);
    expect(
      (
        await client.request('POST', '/api/compliance/consent', {
          consentType: 'marketing_emails',
          consentGiven: 'yes',
        })
      ).status,
    ).toBe(400);
  });

  it('given a child under 16 whose parent is not on record, then privacy consent needs a parent e-mail (spec message)', async () => {
    // a 12-year-old signed up before parental consent existed is modelled by a profile change of date of birth
    const form = newSignUp('student');
    const { client } = await signedUp(t.url, form);
    await client.request('PUT', '/api/profile', {
      firstName: form.firstName,
      lastName: form.lastName,
      dateOfBirth: bornYearsAgo(12),
    });
    const status = await client.request<Status>('GET', '/api/compliance/consent/status');
    expect(status.body.parentalConsent.status).toBe('required');
    const missing = await client.request<Answer>('POST', '/api/compliance/consent', {
      consentType: 'privacy_policy',
      consentGiven: true,
    });
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe('Parental consent email is required for users under 16');
    const given = await client.request('POST', '/api/compliance/consent', {
      consentType: 'privacy_policy',
      consentGiven: true,
      parentalConsentEmail: 'guardian@example.org',
    });
    expect(given.status).toBe(200);
    expect(
      (await client.request<Status>('GET', '/api/compliance/consent/status')).body.parentalConsent.status,
    ).toBe('pending');
  });
});

describe('policy versions', () => {
  it('given a new privacy policy version after restart, then needsUpdate until the person consents again', async () => {
    const own = await startTestSystem({});
    const form = newSignUp('tutor');
    await signedUp(own.url, form);
    await own.stop();
    const next = await startTestSystem({ DATA_DIR: own.dataDir, PRIVACY_POLICY_VERSION: '2027-01-01' });
    try {
      const client = new Client(next.url);
      await client.login(form.email, form.password);
      expect((await client.request<Status>('GET', '/api/compliance/consent/status')).body.needsUpdate).toBe(
        true,
      );
      await client.request('POST', '/api/compliance/consent', {
        consentType: 'privacy_policy',
        consentGiven: true,
      });
      const status = (await client.request<Status>('GET', '/api/compliance/consent/status')).body;
      expect(status.needsUpdate).toBe(false);
      expect(status.consents.find((c) => c.consentType === 'privacy_policy')?.version).toBe('2027-01-01');
    } finally {
      await next.stop();
    }
  });
});

describe('data-subject rights', () => {
  it('given data-access, then the person sees their data and the read is recorded as data_access', async () => {
    const form = newSignUp('parent');
    const { client } = await signedUp(t.url, form);
    const access = await client.request<{ data: Record<string, unknown> }>(
      'GET',
      '/api/compliance/data-access',
    );
    expect(access.body.data).toMatchObject({
      firstName: form.firstName,
      lastName: form.lastName,
      email: form.email,
      dateOfBirth: form.dateOfBirth,
      examAttempts: [],
      progress: [],
    });
    expect(access.body.data.consents).toHaveLength(3);
    const activities = await client.request<{
      activities: { action: string; actor: string; resultStatus: string }[];
    }>('GET', '/api/compliance/processing-activities');
    expect(activities.body.activities[0]).toMatchObject({
      action: 'data_access',
      actor: 'self',
      resultStatus: 'success',
    });
  });

  it('given an export, then a JSON download of the data with its activities, recorded as data_portability', async () => {
    const { client } = await signedUp(t.url, newSignUp('tutor'));
    await client.request('PUT', '/api/profile', { firstName: 'New', lastName: 'Name' });
    const exported = await client.request<{
      data: { firstName: string; activities: { action: string }[]; exportedAt: string };
    }>('POST', '/api/compliance/data-portability');
    expect(exported.headers.get('content-disposition')).toContain('my-data-export');
    expect(exported.body.data.firstName).toBe('New');
    expect(exported.body.data.activities.map((a) => a.action)).toEqual(
      expect.arrayContaining(['data_portability', 'data_rectification', 'consent_given', 'data_update']),
    );
  });

  it('given a restriction of analytics and marketing, then it is active, listed for the officer, and can be lifted', async () => {
    const { client, userId } = await signedUp(t.url, newSignUp('parent'));
    const restricted = await client.request<{ message: string; restrictions: string[] }>(
      'POST',
      '/api/compliance/restrict-processing',
      {
        dataTypes: ['analytics', 'marketing'],
        reason: 'I object to profiling',
      },
    );
    expect(restricted.body).toMatchObject({
      message: 'Processing restriction request submitted',
      restrictions: ['analytics', 'marketing'],
    });
    expect(
      (await client.request<{ data: { restrictions: string[] } }>('GET', '/api/compliance/data-access')).body
        .data.restrictions,
    ).toEqual(['analytics', 'marketing']);
    const requests = await officer.request<{
      requests: { subjectId: string; type: string; status: string }[];
    }>('GET', '/api/compliance/requests?type=restriction');
    expect(requests.body.requests.find((r) => r.subjectId === userId)).toMatchObject({
      type: 'restriction',
      status: 'active',
    });
    const lifted = await client.request<{ restrictions: string[] }>(
      'DELETE',
      '/api/compliance/restrict-processing',
      {
        dataTypes: ['analytics', 'marketing'],
      },
    );
    expect(lifted.body.restrictions).toEqual([]);
    expect(
      (await client.request('POST', '/api/compliance/restrict-processing', { dataTypes: ['everything'] }))
        .status,
    ).toBe(400);
  });
});

describe('roles: who may call the officer endpoints', () => {
  it('given each role, then only admin manages officers and only the officer reads the register', async () => {
    const { client: tutor } = await signedUp(t.url, newSignUp('tutor'));
    const { client: student } = await signedUp(t.url, newSignUp('student'));
    const matrix: [Client, string, string, number][] = [
      [tutor, 'POST', '/api/compliance/officers', 403],
      [student, 'GET', '/api/compliance/officers', 403],
      [officer, 'GET', '/api/compliance/officers', 403],
      [admin, 'GET', '/api/compliance/officers', 200],
      [admin, 'GET', '/api/compliance/register', 403],
      [tutor, 'GET', '/api/compliance/register', 403],
      [student, 'GET', '/api/compliance/consent-records', 403],
      [tutor, 'GET', '/api/compliance/requests', 403],
      [officer, 'GET', '/api/compliance/register', 200],
      [officer, 'GET', '/api/compliance/consent-records', 200],
      [officer, 'GET', '/api/compliance/requests', 200],
      [officer, 'GET', '/api/compliance/register/export?format=json', 200],
    ];
    for (const [client, method, path, status] of matrix) {
      const body =
        method === 'POST'
          ? { firstName: 'X', lastName: 'Y', email: 'x.y@example.org', password: 'password-123' }
          : undefined;
      expect((await client.request(method, path, body)).status, `${method} ${path}`).toBe(status);
    }
    const officers = await admin.request<{ officers: { email: string }[]; total: number }>(
      'GET',
      '/api/compliance/officers',
    );
    expect(officers.body.officers.map((o) => o.email)).toEqual(['dpo@example.org']);
    const invalid = await admin.request<Answer>('POST', '/api/compliance/officers', {
      firstName: '',
      email: 'bad',
      password: '1',
    });
    expect(invalid.status).toBe(400);
    expect(invalid.body.errors?.map((e) => e.field).sort()).toEqual([
      'email',
      'firstName',
      'lastName',
      'password',
    ]);
  });

  it('given the register, then it pages, filters by action, searches people by name, and exports CSV and JSON', async () => {
    const form = newSignUp('parent');
    const { client } = await signedUp(t.url, form);
    await client.request('GET', '/api/compliance/data-access');
    const page = await officer.request<{
      activities: { subjectName: string; action: string }[];
      total: number;
    }>('GET', `/api/compliance/register?q=${form.lastName}&perPage=2&page=1`);
    expect(page.body.total).toBe(5); // account + 3 consents + the read
    expect(page.body.activities).toHaveLength(2);
    expect(page.body.activities[0]).toMatchObject({
      subjectName: `${form.firstName} ${form.lastName}`,
      action: 'data_access',
    });
    const consents = await officer.request<{
      consents: { consentType: string; source: string }[];
      total: number;
    }>('GET', `/api/compliance/consent-records?q=${form.email}&consentType=privacy_policy`);
    expect(consents.body.consents).toEqual([
      expect.objectContaining({ consentType: 'privacy_policy', source: 'registration' }),
    ]);

    const csv = await fetch(`${t.url}/api/compliance/register/export?format=csv`, {
      headers: { cookie: officer.sessionCookie },
    });
    expect(csv.headers.get('content-type')).toContain('text/csv');
    expect(csv.headers.get('content-disposition')).toMatch(/processing-register-\d{4}-\d{2}-\d{2}\.csv/);
    const text = await csv.text();
    expect(text.split('\r\n')[0]).toBe(
      'createdAt,subjectId,subjectName,subjectRole,action,dataType,purpose,actor,resultStatus',
    );
    expect(text).toContain(`${form.firstName} ${form.lastName}`);
    const json = await officer.request<{ activities: unknown[] }>(
      'GET',
      '/api/compliance/register/export?format=json',
    );
    expect(json.body.activities.length).toBe(text.trim().split('\r\n').length - 1);
    expect((await officer.request('GET', '/api/compliance/register?action=$where')).status).toBe(400);
    const operator = await officer.request<{ total: number }>('GET', '/api/compliance/register?q=%24ne');
    expect(operator.body.total).toBe(0);
  });
});
