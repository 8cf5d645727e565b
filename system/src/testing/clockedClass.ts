import { afterAll, beforeAll } from 'vitest';
import { startClockedSystem } from './harness';
import type { Client, TestSystem } from './harness';
import { createStudent, createTutor } from './attempts';

/** The set-up shared by the HTTP tests that move the server's clock past a window. */

export type Tutor = Awaited<ReturnType<typeof createTutor>>;
export type Pupil = Awaited<ReturnType<typeof createStudent>>;

/** A running system, its administrator, the clock offset tests move, and the named people. */
export type ClockedClass<T extends string, P extends string> = {
  t: TestSystem;
  admin: Client;
  /** The server's clock runs this far ahead of the real one: tests move it past deadlines. */
  offsetMs: number;
} & Record<T, Tutor> &
  Record<P, Pupil>;

/**
 * Registers this file's beforeAll (start the clocked system, create the `tutors` in order, then
 * each pupil by the tutor named beside it) and afterAll (stop it). The returned object is filled
 * in before the first test runs.
 */
export function clockedClass<T extends string, P extends string>(
  credentials: { email: string; password: string },
  people: { tutors: readonly T[]; pupils: Readonly<Record<P, T>> },
  setUpMs = 120_000,
): ClockedClass<T, P> {
  const fixture = { offsetMs: 0 } as ClockedClass<T, P>;
  const named = fixture as unknown as Record<string, Tutor | Pupil>;
  beforeAll(async () => {
    ({ t: fixture.t, admin: fixture.admin } = await startClockedSystem(credentials, () => fixture.offsetMs));
    for (const name of people.tutors) {
      named[name] = await createTutor(fixture.t.url, fixture.admin);
    }
    for (const [name, tutor] of Object.entries(people.pupils) as [P, T][]) {
      named[name] = await createStudent(fixture.t.url, (named[tutor] as Tutor).client);
    }
  }, setUpMs);
  afterAll(async () => {
    await fixture.t.stop();
  });
  return fixture;
}
