import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient, birthDateForAge, registerViaApi, uniqueEmail, type Person } from './support/api';
import { LAPTOP, screenshot } from './support/browser';
import { waitForMailLink } from './support/mail';
import { useJourney } from './support/journey';
import { signInDialog, visible, openSignedIn } from './support/ui';

// Issue 15 items 8 and 12 in a real browser: a page of another origin (here another port of the
// same host: the same *site*, so the SameSite=Lax cookie goes with it) can neither erase an
// account with a text/plain form, nor sign anybody out, nor open a classroom socket; /logout asks
// before signing out; the deletion screen says what goes and what stays and asks for the password.

// production refuses a key-encryption key generated inside DATA_DIR (issue 15 item 11)
const { system, browser } = useJourney({ env: { KEY_ENCRYPTION_KEY: randomBytes(32).toString('base64') } });
/** A page of another origin: serves whatever HTML a test puts in `evilHtml`. */
let evil: http.Server;
let evilUrl: string;
let evilHtml = '';

beforeAll(async () => {
  evil = http.createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'text/html' }).end(evilHtml);
  });
  await new Promise<void>((resolve) => evil.listen(0, '127.0.0.1', resolve));
  evilUrl = `http://127.0.0.1:${(evil.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise<void>((resolve) => (evil ? evil.close(() => resolve()) : resolve()));
});

/** A verified adult of 17 (a student who needs no parent), signed up through the API. */
async function newStudent(): Promise<Person> {
  const person: Person = {
    firstName: 'Mary',
    lastName: 'Somerville',
    email: uniqueEmail('mary.erasure'),
    password: 'Abcdefgh1!xyz',
  };
  const client = new ApiClient(system);
  await registerViaApi(client, { ...person, role: 'student', dateOfBirth: birthDateForAge(17) });
  const { path } = await waitForMailLink(system, person.email, /\/verify-email\/[\w-]+/);
  const verified = await fetch(`${system.url}${path}`, { method: 'POST' });
  expect(verified.status).toBe(200);
  return person;
}

/** Signs `person` in on the learner app in a fresh profile and answers the tab. */
async function signedInTab(person: Person): Promise<Page> {
  const profile = await browser.newProfile({ cookieChoiceMade: true });
  const page = await openSignedIn(profile, LAPTOP, `${system.url}/`, person);
  await visible(page.getByRole('navigation', { name: 'Main' }));
  return page;
}

async function meStatus(page: Page): Promise<number> {
  return (await page.request.get(`${system.url}/api/auth/me`)).status();
}

describe('pages of another origin are refused (issue 15 item 8)', () => {
  it('a text/plain form that would erase the account: 403, the account stays', async () => {
    const person = await newStudent();
    const page = await signedInTab(person);
    // the classic trick: a text/plain form whose single field makes the body valid JSON
    const body = JSON.stringify({ email: person.email, password: person.password, x: '' }).slice(0, -2);
    evilHtml = `<!doctype html><form id="f" method="post" enctype="text/plain" action="${system.url}/api/compliance/data-erasure"><input name='${body}' value='"}'></form><script>document.getElementById('f').submit()</script>`;
    const answer = page.waitForResponse((response) =>
      response.url().endsWith('/api/compliance/data-erasure'),
    );
    await page.goto(evilUrl);
    const response = await answer;
    expect(response.status()).toBe(403);
    expect((await response.request().allHeaders())['sec-fetch-site']).toBe('same-site');
    await screenshot(page, 'cross-site-erasure-refused', { fullPage: false });
    expect(await meStatus(page)).toBe(200);
    expect((await new ApiClient(system).login(person.email, person.password)).status).toBe(200);
    await page.context().close();
  });

  it('a form that posts to /logout: 403, still signed in', async () => {
    const person = await newStudent();
    const page = await signedInTab(person);
    evilHtml = `<!doctype html><form id="f" method="post" action="${system.url}/logout"></form><script>document.getElementById('f').submit()</script>`;
    const answer = page.waitForResponse((response) => new URL(response.url()).pathname === '/logout');
    await page.goto(evilUrl);
    expect((await answer).status()).toBe(403);
    expect(await meStatus(page)).toBe(200);
    await page.context().close();
  });

  it('a classroom socket opened by another origin never opens; the own origin opens one', async () => {
    const person = await newStudent();
    const page = await signedInTab(person);
    const socketUrl = `${system.url.replace('http', 'ws')}/socket.io/?EIO=4&transport=websocket`;
    const tryOpen = (url: string) =>
      new Promise<string>((resolve) => {
        const socket = new WebSocket(url);
        socket.onopen = () => {
          socket.close();
          resolve('open');
        };
        socket.onerror = () => resolve('refused');
      });
    evilHtml = '<!doctype html><title>elsewhere</title>';
    await page.goto(evilUrl);
    expect(await page.evaluate(tryOpen, socketUrl)).toBe('refused');
    await page.goto(`${system.url}/`);
    expect(await page.evaluate(tryOpen, socketUrl)).toBe('open');
    await page.context().close();
  });
});

describe("the portal's own form pages keep working (issue 15 item 8)", () => {
  it('the e-mail verification page (Referrer-Policy same-origin) posts its own Origin and is accepted', async () => {
    const person: Person = {
      firstName: 'Emmy',
      lastName: 'Noether',
      email: uniqueEmail('emmy.verify'),
      password: 'Abcdefgh1!xyz',
    };
    await registerViaApi(new ApiClient(system), {
      ...person,
      role: 'parent',
      dateOfBirth: birthDateForAge(40),
    });
    const { path } = await waitForMailLink(system, person.email, /\/verify-email\/[\w-]+/);
    const page = await (await browser.newProfile({ cookieChoiceMade: true })).newPage(LAPTOP);
    await page.goto(`${system.url}${path}`);
    const posted = page.waitForRequest((request) => request.method() === 'POST');
    await page.getByRole('button', { name: 'Verify my e-mail address' }).click();
    const headers = await (await posted).allHeaders();
    // a same-origin referrer policy lets the form send a real Origin (a no-referrer page would send
    // "null", accepted only with Sec-Fetch-Site: same-origin, which plain-HTTP LAN hosts lack)
    expect(headers.origin).toBe(system.url);
    expect(headers['sec-fetch-site']).toBe('same-origin');
    await visible(page.getByRole('heading', { name: 'E-mail address verified' }));
    await page.context().close();
  });
});

describe('/logout asks, then signs out by POST (issue 15 item 8)', () => {
  it('GET shows the page and signs nobody out; its button signs out and goes home', async () => {
    const person = await newStudent();
    const page = await signedInTab(person);
    await page.goto(`${system.url}/logout`);
    await visible(page.getByRole('heading', { name: 'Sign out of 11+ Portal?' }));
    await screenshot(page, 'logout-page', { fullPage: false });
    expect(await meStatus(page)).toBe(200);
    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.waitForURL(`${system.url}/`);
    await visible(signInDialog(page));
    expect(await meStatus(page)).toBe(401);
    await page.context().close();
  });
});

describe('deleting an account (issue 15 items 8 and 12)', () => {
  it('says what goes and what stays, asks for the password, and erases with the right one', async () => {
    const person = await newStudent();
    const page = await signedInTab(person);
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('button', { name: 'Privacy & Data' })
      .click();
    await page.getByRole('tab', { name: 'My Rights' }).click();
    await visible(page.getByRole('heading', { name: 'What is deleted for good' }));
    await visible(page.getByRole('heading', { name: 'What stays, without your name' }));
    await visible(page.getByText(/Your scores without your name/));
    await visible(page.getByText(/The personal key that locks your details/));
    await page.getByRole('button', { name: 'Delete my account', exact: true }).click();

    const confirm = page.getByRole('form', { name: 'Confirm account deletion' });
    await confirm.getByLabel('Type your email to confirm', { exact: true }).fill(person.email);
    await confirm.getByRole('button', { name: 'Delete my account for good' }).click();
    await visible(confirm.getByText('Enter your password to confirm'));
    await confirm.getByLabel('Your password', { exact: true }).fill('not-my-password');
    await confirm.getByRole('button', { name: 'Delete my account for good' }).click();
    await visible(confirm.getByText('The password is not correct. Your account has not been deleted.'));
    expect(await meStatus(page)).toBe(200);
    await screenshot(page, 'delete-account-wrong-password');

    await confirm.getByLabel('Your password', { exact: true }).fill(person.password);
    const toLogout = page.waitForRequest(
      (request) => new URL(request.url()).pathname === '/logout' && request.method() === 'POST',
      { timeout: 6_000 },
    );
    await confirm.getByRole('button', { name: 'Delete my account for good' }).click();
    await visible(
      page.getByText('Your account has been marked for deletion. You will be logged out shortly.'),
    );
    await toLogout;
    await page.waitForURL(`${system.url}/`);
    await visible(signInDialog(page));
    expect(await meStatus(page)).toBe(401);
    expect((await new ApiClient(system).login(person.email, person.password)).status).toBe(401);
    await page.context().close();
  });

  it('raised no uncaught errors', () => {
    // the refused socket and the 403/401 answers above are logged by the browser as failed loads
    const unexpected = browser.errors.filter(
      (message) => !/Failed to load resource|WebSocket connection to .* failed/.test(message),
    );
    expect(unexpected).toEqual([]);
  });
});
