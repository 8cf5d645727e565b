import type { RunningSystem } from './server';

/** What a test needs to sign somebody in through a form. */
export interface Person {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
}

export interface ApiAnswer<T = Record<string, unknown>> {
  status: number;
  body: T & { success?: boolean; message?: string };
}

/**
 * A fetch client with its own session cookie, like one person's browser talking to `/api` (for
 * the set-up and the checks around a browser journey).
 */
export class ApiClient {
  private cookie = '';

  constructor(private readonly system: RunningSystem) {}

  async call<T = Record<string, unknown>>(
    method: string,
    path: string,
    body?: unknown,
  ): Promise<ApiAnswer<T>> {
    const headers: Record<string, string> = { Accept: 'application/json' };
    if (body !== undefined) {
      headers['Content-Type'] = 'application/json';
    }
    if (this.cookie) {
      headers.Cookie = this.cookie;
    }
    const response = await fetch(`${this.system.url}/api${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const setCookie = response.headers.getSetCookie();
    if (setCookie.length > 0) {
      this.cookie = setCookie.map((line) => line.split(';')[0]).join('; ');
    }
    const text = await response.text();
    let parsed: unknown = {};
    try {
      parsed = text ? JSON.parse(text) : {};
    } catch {
      parsed = { message: text };
    }
    return { status: response.status, body: parsed as ApiAnswer<T>['body'] };
  }

  /** The session cookie as a `Cookie` header (to act as this person on a server-rendered page). */
  get cookieHeader(): string {
    return this.cookie;
  }

  login(email: string, password: string): Promise<ApiAnswer> {
    return this.call('POST', '/auth/login', { email, password });
  }
}

let counter = 0;

/** A unique, recognisable address per person and run: `ada.student.<run>-<n>@e2e.example`. */
export function uniqueEmail(label: string): string {
  counter += 1;
  return `${label}.${Date.now().toString(36)}-${counter}@e2e.example`.toLowerCase();
}

/** YYYY-MM-DD for someone who turned `years` a month ago (never on a birthday edge). */
export function birthDateForAge(years: number, now: Date = new Date()): string {
  const date = new Date(Date.UTC(now.getUTCFullYear() - years, now.getUTCMonth(), now.getUTCDate()));
  date.setUTCDate(date.getUTCDate() - 31);
  return date.toISOString().slice(0, 10);
}

/** POST /api/auth/register (signs the client in). Throws unless the account was created. */
export async function registerViaApi(
  client: ApiClient,
  person: Person & {
    role: 'student' | 'parent' | 'tutor';
    dateOfBirth: string;
    parentEmail?: string;
    parentName?: string;
  },
): Promise<ApiAnswer> {
  const answer = await client.call('POST', '/auth/register', {
    ...person,
    acceptTerms: true,
    acceptPrivacy: true,
  });
  if (answer.status !== 201) {
    throw new Error(`register ${person.email}: ${answer.status} ${JSON.stringify(answer.body)}`);
  }
  return answer;
}

/** The first administrator, as `startSystem({ env: ADMIN_ENV })` creates it. */
export const ADMIN: Person = {
  firstName: 'Platform',
  lastName: 'Administrator',
  email: 'admin@e2e.example',
  password: 'Admin-e2e-Passw0rd!',
};

export const ADMIN_ENV: Record<string, string> = {
  ADMIN_EMAIL: ADMIN.email,
  ADMIN_PASSWORD: ADMIN.password,
};

/** A call's body, or an error naming the step and the answer (for set-up steps that must work). */
export async function ok<T>(answer: Promise<{ status: number; body: T }>, what: string): Promise<T> {
  const { status, body } = await answer;
  if (status < 200 || status > 299) {
    throw new Error(`${what}: ${status} ${JSON.stringify(body)}`);
  }
  return body;
}
