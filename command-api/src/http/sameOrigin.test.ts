import http from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CROSS_SITE_MESSAGE, isCrossSiteRequest } from '@portal/contracts';
import { silentLogger } from '@portal/platform';
import { errorHandler } from './errorHandler';
import { JSON_REQUIRED_MESSAGE, sameOriginApi } from './sameOrigin';

const HOST = 'portal.example:8080';

describe('isCrossSiteRequest', () => {
  it.each([
    ['no Origin, no Sec-Fetch-Site (curl, server to server)', {}, false],
    ['the same origin', { origin: 'http://portal.example:8080' }, false],
    [
      'the same origin, Sec-Fetch-Site same-origin',
      { origin: 'http://portal.example:8080', secFetchSite: 'same-origin' },
      false,
    ],
    ['a typed address (Sec-Fetch-Site none)', { secFetchSite: 'none' }, false],
    ['another site', { origin: 'https://evil.example' }, true],
    ['another port of the same host', { origin: 'http://portal.example:9090' }, true],
    ['a sibling subdomain', { origin: 'http://a.portal.example:8080' }, true],
    ['Sec-Fetch-Site cross-site without Origin', { secFetchSite: 'cross-site' }, true],
    ['Sec-Fetch-Site same-site (a sibling subdomain)', { secFetchSite: 'same-site' }, true],
    ['Origin null alone (sandboxed frame, data: page)', { origin: 'null' }, true],
    ['Origin null with Sec-Fetch-Site cross-site', { origin: 'null', secFetchSite: 'cross-site' }, true],
    [
      'Origin null on a same-origin form of a no-referrer page',
      { origin: 'null', secFetchSite: 'same-origin' },
      false,
    ],
    [
      'a foreign Origin even if Sec-Fetch-Site claims same-origin',
      { origin: 'https://evil.example', secFetchSite: 'same-origin' },
      true,
    ],
    ['an Origin that is no URL', { origin: 'evil' }, true],
    ['a file: origin', { origin: 'file://' }, true],
  ])('%s → %s', (_name, headers, expected) => {
    expect(isCrossSiteRequest({ host: HOST, ...headers })).toBe(expected);
  });

  it('given the default port written out in Host, then the origin without it is the same', () => {
    expect(isCrossSiteRequest({ host: 'portal.example:443', origin: 'https://portal.example' })).toBe(false);
  });

  it('given a proxy that rewrites Host, then PUBLIC_URL is the own origin', () => {
    const request = { host: '127.0.0.1:8080', origin: 'https://portal.example' };
    expect(isCrossSiteRequest(request)).toBe(true);
    expect(isCrossSiteRequest(request, ['https://portal.example'])).toBe(false);
    expect(isCrossSiteRequest(request, ['https://other.example'])).toBe(true);
  });
});

describe('sameOriginApi over HTTP', () => {
  let server: http.Server;
  let base: string;

  beforeAll(async () => {
    const api = express.Router();
    api.use(sameOriginApi());
    api.use(express.json());
    api.use((req, res) => {
      res.json({ success: true, method: req.method, body: req.body as unknown });
    });
    api.use(errorHandler(silentLogger));
    const app = express();
    app.use('/api', api);
    server = http.createServer(app);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterAll(async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  const send = async (method: string, path: string, headers: Record<string, string>, body?: string) => {
    const response = await fetch(base + path, { method, headers, body });
    return {
      status: response.status,
      body: (await response.json()) as { success: boolean; message?: string },
    };
  };

  it('given a text/plain POST from another origin, then 403 with the message', async () => {
    const answer = await send(
      'POST',
      '/api/compliance/data-erasure',
      { origin: 'https://evil.example', 'content-type': 'text/plain' },
      '{"email":"x@y.z"}',
    );
    expect(answer).toEqual({ status: 403, body: { success: false, message: CROSS_SITE_MESSAGE } });
  });

  it.each(['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x'])(
    'given a %s body without Origin, then 415 (JSON only)',
    async (type) => {
      const answer = await send('POST', '/api/profile', { 'content-type': type }, 'a=b');
      expect(answer).toEqual({ status: 415, body: { success: false, message: JSON_REQUIRED_MESSAGE } });
    },
  );

  it('given a body without a type, then 415', async () => {
    const answer = await send('PUT', '/api/profile', {}, '{"a":1}');
    expect(answer.status).toBe(415);
  });

  it('given JSON from the same origin, then it passes', async () => {
    const origin = base;
    const answer = await send(
      'POST',
      '/api/profile',
      { origin, 'content-type': 'application/json; charset=utf-8' },
      '{"a":1}',
    );
    expect(answer).toEqual({ status: 200, body: { success: true, method: 'POST', body: { a: 1 } } });
  });

  it('given a bodiless POST or DELETE without a type (sign-out), then it passes', async () => {
    expect((await send('POST', '/api/auth/logout', { origin: base })).status).toBe(200);
    expect((await send('DELETE', '/api/groups/1', { 'sec-fetch-site': 'same-origin' })).status).toBe(200);
  });

  it('given the upload and the import, then their file types pass and nothing else does', async () => {
    const multipart = { 'content-type': 'multipart/form-data; boundary=x' };
    expect((await send('POST', '/api/upload/question-image', multipart, '--x--')).status).toBe(200);
    expect((await send('POST', '/api/exams/import', multipart, '--x--')).status).toBe(200);
    expect((await send('POST', '/api/exams/import', { 'content-type': 'text/plain' }, '{}')).status).toBe(
      200,
    );
    expect(
      (await send('POST', '/api/upload/question-image', { 'content-type': 'text/plain' }, 'x')).status,
    ).toBe(415);
    expect((await send('POST', '/api/exams', multipart, '--x--')).status).toBe(415);
  });

  it('given a multipart upload from another site, then 403', async () => {
    const answer = await send(
      'POST',
      '/api/upload/question-image',
      { 'content-type': 'multipart/form-data; boundary=x', 'sec-fetch-site': 'cross-site' },
      '--x--',
    );
    expect(answer.status).toBe(403);
  });

  it('given a GET from another site, then it passes (reads change nothing)', async () => {
    const answer = await send('GET', '/api/health', {
      origin: 'https://evil.example',
      'sec-fetch-site': 'cross-site',
    });
    expect(answer.status).toBe(200);
  });
});
