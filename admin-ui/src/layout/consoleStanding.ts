import { createContext, useContext } from 'react';
import { AccessStanding, ACCESS_STANDING_MESSAGES } from '@portal/contracts';
import { PAGES, type PageId } from '../access/pages';

/**
 * Issue 15: what the signed-in account may use. The server refuses every call beyond the
 * profile, consents and privacy rights until the standing is `ok`; the console shows why instead
 * of screens that would fail. Missing consents are the consent gate's (spec §2.9); these two are
 * the console's own notice.
 */
export type RestrictedStanding = 'email_unverified' | 'tutor_pending';

export function isRestricted(standing: AccessStanding | undefined): standing is RestrictedStanding {
  return standing === 'email_unverified' || standing === 'tutor_pending';
}

/** `user.standing` of GET /auth/me; an answer without one (an older server) counts as `ok`. */
export function readStanding(value: unknown): AccessStanding {
  const parsed = AccessStanding.safeParse(value);
  return parsed.success ? parsed.data : 'ok';
}

/** The pages a restricted account still opens: its profile and its privacy rights (and home, the notice). */
export const RESTRICTED_PAGES: readonly PageId[] = ['dashboard', 'profile', 'privacy'];

/** True when `pathname` is a page a restricted account may open (home shows the notice instead). */
export function opensWhileRestricted(pathname: string): boolean {
  return (
    pathname === PAGES.profile.path ||
    pathname === PAGES.privacy.path ||
    pathname.startsWith(`${PAGES.profile.path}/`) ||
    pathname.startsWith(`${PAGES.privacy.path}/`)
  );
}

export const STANDING_TITLES: Readonly<Record<RestrictedStanding, string>> = {
  email_unverified: 'Verify your e-mail address',
  tutor_pending: 'Your account is waiting for verification',
};

export function standingMessage(standing: RestrictedStanding): string {
  return ACCESS_STANDING_MESSAGES[standing];
}

export const ConsoleStandingContext = createContext<AccessStanding>('ok');

/** The signed-in account's standing, as the console gate read it. */
export function useConsoleStanding(): AccessStanding {
  return useContext(ConsoleStandingContext);
}
