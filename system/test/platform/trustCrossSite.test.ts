import { io as connect } from 'socket.io-client';
import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CROSS_SITE_MESSAGE, ERASURE_MESSAGES } from '@portal/contracts';
import { Client, startTestSystem } from '../../src/testing/harness';
import type { TestSystem } from '../../src/testing/harness';
import { bornYearsAgo, newSignUp, registered, signedUp } from '../../src/testing/people';
import type { SignUp } from '../../src/testing/people';
import { linkToken, waitForMail } from '../../src/testing/outbox';

// Issue 15 item 8, over real HTTP and sockets: a page of another site can neither change state
// (text/plain, form and JSON posts) nor open a classroom socket; the erasure is confirmed by the
// server (the typed e-mail and the current password).

const EVIL = 'https://evil.example';
/** What a browser sends with a form or a no-cors fetch from a page of another site. */
const FROM_EVIL = { origin: EVIL, 'sec-fetch-site': 'cross-site' };

let t: TestSystem;

beforeAll(async () => {
  t = await startTestSystem();
});
afterAll(async () => {
  await t.stop();
});

/** A signed-up, verified adult (a parent: no other set-up needed for the privacy rights). */
async function adult(): Promise<{ client: Client; form: SignUp }> {
  const form = newSignUp('parent');
  const { client } = await signedUp(t.url, form);
  return { client, form };
}

async function stillSignedIn(client: Client): Promise<number> {
  return (await client.request('GET', '/api/auth/me')).status;
}

/** A raw request with the client's cookie: any body, any headers (what a hostile page can send). */
async function raw(
  client: Client,
  method: string,
  path: string,
  headers: Record<string, string>,
  body?: string,
) {
  const response = await fetch(t.url + path, {
    method,
    headers: { cookie: client.sessionCookie, ...headers },
    body,
    redirect: 'manual',
  });
  const text = await response.text();
  let parsed: { success?: boolean; message?: string } = {};
  try {
    parsed = JSON.parse(text) as typeof parsed;
  } catch {
    parsed = { message: text };
  }
  return { status: response.status, body: parsed, text, headers: response.headers };
}

describe('cross-site posts to the API are refused (issue 15 item 8)', () => {
  it('given a text/plain POST from another origin that would erase the account, then 403 and the account stays', async () => {
    const { client, form } = await adult();
    const answer = await raw(
      client,
      'POST',
      '/api/compliance/data-erasure',
      { ...FROM_EVIL, 'content-type': 'text/plain' },
      JSON.stringify({ email: form.email, password: form.password }),
    );
    expect(answer.status).toBe(403);
    expect(answer.body).toEqual({ success: false, message: CROSS_SITE_MESSAGE });
    expect(await stillSignedIn(client)).toBe(200);
    expect((await new Client(t.url).login(form.email, form.password)).status).toBe(200);
  });

  it('given the same text/plain POST with only Origin (a browser without Sec-Fetch-Site), then 403', async () => {
    const { client, form } = await adult();
    const answer = await raw(
      client,
      'POST',
      '/api/compliance/data-erasure',
      { origin: EVIL, 'content-type': 'text/plain' },
      JSON.stringify({ email: form.email, password: form.password }),
    );
    expect(answer.status).toBe(403);
    expect(await stillSignedIn(client)).toBe(200);
  });

  it('given Origin "null" (a sandboxed frame of another site), then 403', async () => {
    const { client, form } = await adult();
    const answer = await raw(
      client,
      'DELETE',
      '/api/compliance/data-erasure',
      { origin: 'null', 'content-type': 'application/json' },
      JSON.stringify({ email: form.email, password: form.password }),
    );
    expect(answer.status).toBe(403);
    expect(await stillSignedIn(client)).toBe(200);
  });

  it('given a form post (urlencoded) from another site changing the profile, then 403 and the profile unchanged', async () => {
    const { client, form } = await adult();
    const answer = await raw(
      client,
      'PUT',
      '/api/profile',
      { ...FROM_EVIL, 'content-type': 'application/x-www-form-urlencoded' },
      'firstName=Mallory',
    );
    expect(answer.status).toBe(403);
    const profile = await client.request<{ profile: { firstName: string } }>('GET', '/api/profile');
    expect(profile.body.profile.firstName).toBe(form.firstName);
  });

  it('given a JSON call from a sibling site (Sec-Fetch-Site same-site), then 403', async () => {
    const { client } = await adult();
    const answer = await raw(client, 'POST', '/api/auth/logout', {
      origin: 'https://tutors.evil.example',
      'sec-fetch-site': 'same-site',
    });
    expect(answer.status).toBe(403);
    expect(await stillSignedIn(client)).toBe(200);
  });

  it('given a text/plain POST without Origin (not a browser), then 415 and the account stays', async () => {
    const { client, form } = await adult();
    const answer = await raw(
      client,
      'POST',
      '/api/compliance/data-erasure',
      { 'content-type': 'text/plain' },
      JSON.stringify({ email: form.email, password: form.password }),
    );
    expect(answer.status).toBe(415);
    expect(answer.body.success).toBe(false);
    expect(await stillSignedIn(client)).toBe(200);
  });

  it('given the own origin (what the UIs send), then JSON calls and bodiless posts work', async () => {
    const { client } = await adult();
    const own = { origin: t.url, 'sec-fetch-site': 'same-origin' };
    const restricted = await raw(
      client,
      'POST',
      '/api/compliance/restrict-processing',
      { ...own, 'content-type': 'application/json; charset=utf-8' },
      JSON.stringify({ dataTypes: ['marketing'] }),
    );
    expect(restricted.status).toBe(200);
    const signedOut = await raw(client, 'POST', '/api/auth/logout', own);
    expect(signedOut.status).toBe(200);
    expect(await stillSignedIn(client)).toBe(401);
  });
});

describe('erasure is confirmed on the server (issue 15 item 8)', () => {
  it('given no password, or no e-mail, then 400 with the message and the account stays', async () => {
    const { client, form } = await adult();
    const noPassword = await client.request('DELETE', '/api/compliance/data-erasure', { email: form.email });
    expect(noPassword.status).toBe(400);
    expect(noPassword.body).toMatchObject({
      success: false,
      message: ERASURE_MESSAGES.passwordRequired,
      errors: [{ field: 'password', message: ERASURE_MESSAGES.passwordRequired }],
    });
    const noEmail = await client.request('POST', '/api/compliance/data-erasure', { password: form.password });
    expect(noEmail.status).toBe(400);
    expect(noEmail.body).toMatchObject({ message: ERASURE_MESSAGES.emailRequired });
    const nothing = await client.request('DELETE', '/api/compliance/data-erasure');
    expect(nothing.status).toBe(400);
    expect(await stillSignedIn(client)).toBe(200);
  });

  it("given someone else's e-mail, then 400 and the account stays", async () => {
    const { client, form } = await adult();
    const answer = await client.request('DELETE', '/api/compliance/data-erasure', {
      email: 'someone.else@example.org',
      password: form.password,
    });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({
      errors: [{ field: 'email', message: ERASURE_MESSAGES.emailMismatch }],
    });
    expect(await stillSignedIn(client)).toBe(200);
  });

  it('given a wrong password, then 403 (not 401: the session stays) and after 5 wrong ones 429, even with the right one', async () => {
    const { client, form } = await adult();
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const wrong = await client.request('DELETE', '/api/compliance/data-erasure', {
        email: form.email.toUpperCase(),
        password: `wrong-${attempt}`,
      });
      expect(wrong.status).toBe(403);
      expect(wrong.body).toMatchObject({
        success: false,
        message: ERASURE_MESSAGES.wrongPassword,
        errors: [{ field: 'password', message: ERASURE_MESSAGES.wrongPassword }],
      });
    }
    const limited = await client.request('DELETE', '/api/compliance/data-erasure', {
      email: form.email,
      password: form.password,
    });
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(await stillSignedIn(client)).toBe(200);
  });

  it('given the own e-mail (any case) and the right password, then erased: signed out and sign-in refused', async () => {
    const { client, form } = await adult();
    const answer = await client.request('POST', '/api/compliance/data-erasure', {
      email: ` ${form.email.toUpperCase()} `,
      password: form.password,
      reason: 'leaving',
    });
    expect(answer.status).toBe(200);
    expect(answer.body.success).toBe(true);
    expect(await stillSignedIn(client)).toBe(401);
    expect((await new Client(t.url).login(form.email, form.password)).status).toBe(401);
  });
});

describe('/logout signs out only by POST from the own site (issue 15 item 8)', () => {
  it('given GET /logout (a link, an image, a prefetch), then a page with a button that posts, and still signed in', async () => {
    const { client } = await adult();
    const page = await raw(client, 'GET', '/logout', {});
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toContain('text/html');
    expect(page.text).toContain('<form method="post" action="/logout">');
    expect(page.text).toContain('Sign out</button>');
    expect(await stillSignedIn(client)).toBe(200);
  });

  it('given POST /logout from another site, then 403 and still signed in', async () => {
    const { client } = await adult();
    const answer = await raw(client, 'POST', '/logout', {
      ...FROM_EVIL,
      'content-type': 'application/x-www-form-urlencoded',
    });
    expect(answer.status).toBe(403);
    expect(await stillSignedIn(client)).toBe(200);
  });

  it("given POST /logout from the own page's form (Origin null under no-referrer, Sec-Fetch-Site same-origin), then signed out and sent home", async () => {
    const { client } = await adult();
    const answer = await raw(client, 'POST', '/logout', {
      origin: 'null',
      'sec-fetch-site': 'same-origin',
      'content-type': 'application/x-www-form-urlencoded',
    });
    expect(answer.status).toBe(303);
    expect(answer.headers.get('location')).toBe('/');
    expect(await stillSignedIn(client)).toBe(401);
  });

  it('given POST /logout with the own Origin, then signed out', async () => {
    const { client } = await adult();
    const answer = await raw(client, 'POST', '/logout', { origin: t.url });
    expect(answer.status).toBe(303);
    expect(await stillSignedIn(client)).toBe(401);
  });
});

describe('the parental-consent form posts only from its own page (issue 15 item 8)', () => {
  it('given the confirmation posted from another site, then 403 and consent still pending; from its own page, confirmed', async () => {
    const parentEmail = `parent.${Math.random().toString(36).slice(2, 8)}@example.org`;
    const child = newSignUp('student', {
      dateOfBirth: bornYearsAgo(10),
      parentEmail,
      parentName: 'Grace Hopper',
    });
    const { client } = await registered(t.url, child);
    const token = linkToken(await waitForMail(t.dataDir, parentEmail, 'onfirm'), 'parental-consent');
    const status = async () =>
      (await client.request<{ parentalConsent: { status: string } }>('GET', '/api/compliance/consent/status'))
        .body.parentalConsent.status;

    const forged = await fetch(`${t.url}/parental-consent/${token}`, {
      method: 'POST',
      headers: { ...FROM_EVIL, 'content-type': 'application/x-www-form-urlencoded' },
      body: '',
    });
    expect(forged.status).toBe(403);
    expect(await status()).toBe('pending');

    const own = await fetch(`${t.url}/parental-consent/${token}`, {
      method: 'POST',
      headers: {
        origin: t.url,
        'sec-fetch-site': 'same-origin',
        'content-type': 'application/x-www-form-urlencoded',
      },
      body: '',
    });
    expect(own.status).toBe(200);
    expect(await status()).toBe('confirmed');
  });
});

describe('Socket.IO refuses handshakes from other origins (issue 15 item 8)', () => {
  function handshake(client: Client, transport: 'polling' | 'websocket', origin?: string): Promise<Socket> {
    return new Promise((resolve, reject) => {
      const socket = connect(t.url, {
        path: '/socket.io',
        transports: [transport],
        reconnection: false,
        timeout: 5_000,
        extraHeaders: { cookie: client.sessionCookie, ...(origin && { origin }) },
      });
      socket.once('connect', () => resolve(socket));
      socket.once('connect_error', (error) => {
        socket.close();
        reject(error);
      });
    });
  }

  it.each(['polling', 'websocket'] as const)(
    'given %s from another origin, then refused; from the own origin or without one, accepted',
    async (transport) => {
      const { client } = await adult();
      await expect(handshake(client, transport, EVIL)).rejects.toThrow();
      await expect(handshake(client, transport, 'null')).rejects.toThrow();
      const own = await handshake(client, transport, t.url);
      expect(own.connected).toBe(true);
      own.close();
      const noOrigin = await handshake(client, transport);
      expect(noOrigin.connected).toBe(true);
      noOrigin.close();
    },
  );
});
