import { randomBytes } from 'node:crypto';
import { Client } from './harness';

/** A calendar date `years` years before `today` (minus a day, so the birthday has passed). */
export function bornYearsAgo(years: number, today = new Date()): string {
  const date = new Date(
    Date.UTC(today.getUTCFullYear() - years, today.getUTCMonth(), today.getUTCDate() - 1),
  );
  return date.toISOString().slice(0, 10);
}

export interface SignUp {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  role: 'student' | 'tutor' | 'parent';
  dateOfBirth: string;
  acceptTerms: boolean;
  acceptPrivacy: boolean;
  marketingConsent?: boolean;
  parentEmail?: string;
  parentName?: string;
  school?: string;
  phoneNumber?: string;
  grade?: string;
}

/** A unique, valid sign-up; names carry a random tag so byte searches find only this person. */
export function newSignUp(role: SignUp['role'] = 'tutor', overrides: Partial<SignUp> = {}): SignUp {
  const tag = randomBytes(4).toString('hex');
  return {
    firstName: `Ada${tag}`,
    lastName: `Lovelace${tag}`,
    email: `ada.${tag}@example.org`,
    password: 'Analytical-Engine-1843',
    role,
    dateOfBirth: bornYearsAgo(role === 'student' ? 17 : 35),
    acceptTerms: true,
    acceptPrivacy: true,
    ...overrides,
  };
}

/** Signs up through POST /auth/register and returns the signed-in client. */
export async function signedUp(url: string, form: SignUp): Promise<{ client: Client; userId: string }> {
  const client = new Client(url);
  const response = await client.request<{ user: { id: string } }>('POST', '/api/auth/register', form);
  if (response.status !== 201) {
    throw new Error(`sign-up failed: ${response.status} ${JSON.stringify(response.body)}`);
  }
  return { client, userId: response.body.user.id };
}
