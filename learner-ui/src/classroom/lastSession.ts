import { SessionCode } from '@portal/contracts';

/**
 * Spec 002 §7: the browser key of the last session joined. Only the code, never personal data, in
 * this tab's sessionStorage (issue 15: a reload rejoins; the next child on a shared tablet is not
 * offered the previous child's class, and signing out forgets it: see auth/sharedDevice.ts).
 */
export const LAST_SESSION_KEY = 'lastQuizSession';

/** Storage as the page finds it; undefined in private modes that refuse it. */
export type CodeStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export function browserStorage(): CodeStorage | undefined {
  try {
    return window.sessionStorage;
  } catch {
    return undefined;
  }
}

/** The remembered session code, or null when none (or when what is stored is not a code). */
export function readLastSession(storage: CodeStorage | undefined): string | null {
  try {
    const value = storage?.getItem(LAST_SESSION_KEY) ?? null;
    return value !== null && SessionCode.safeParse(value).success ? value : null;
  } catch {
    return null;
  }
}

/** Remembers a code, or forgets it with null. A failure to save is only logged (spec 002 §8). */
export function writeLastSession(storage: CodeStorage | undefined, code: string | null): void {
  try {
    if (code === null) {
      storage?.removeItem(LAST_SESSION_KEY);
    } else {
      storage?.setItem(LAST_SESSION_KEY, code);
    }
  } catch (error) {
    console.warn('Could not save the last classroom session', error);
  }
}
