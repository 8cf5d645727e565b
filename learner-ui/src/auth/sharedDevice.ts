import { clearConsentCheckFlags } from '@portal/ui-shared';
import { LAST_SESSION_KEY } from '../classroom/lastSession';
import { LOCATION_STORAGE_KEY } from '../shell/pages';
import { clearDrafts, storageKeys, type DraftStorage } from '../take-exam/draftStore';

/**
 * Nothing of a child stays on a shared device (issue 15). The learner app keeps three things about
 * the person using a tab, all in that tab's sessionStorage: exam drafts (answers not yet sent,
 * keyed by student), the page to reopen after a reload (keyed by student) and the last classroom
 * code. Earlier versions kept drafts and the classroom code in localStorage; those are removed on
 * sight.
 *
 * - `forgetEveryone` runs whenever nobody is signed in on the tab: at sign-out, when a session ends
 *   (midnight, expiry, signed out elsewhere, the /logout page) and on a load without a session. It
 *   does not run while the server is unreachable, so a reload during a network cut keeps the draft.
 * - `keepOnlyFor` runs while someone is signed in: whatever another person left goes (another
 *   child may have signed in from a second tab of the same browser, which changes the cookie for
 *   every tab).
 */
export const SIGNED_IN_AS_KEY = 'learner-signed-in-as';

export interface DeviceStores {
  session: DraftStorage | undefined;
  local: DraftStorage | undefined;
}

export function deviceStores(): DeviceStores {
  const read = (which: 'sessionStorage' | 'localStorage'): DraftStorage | undefined => {
    try {
      return window[which];
    } catch {
      return undefined;
    }
  };
  return { session: read('sessionStorage'), local: read('localStorage') };
}

function remove(storage: DraftStorage | undefined, key: string): void {
  try {
    storage?.removeItem(key);
  } catch {
    // storage refused: nothing kept there either
  }
}

function read(storage: DraftStorage | undefined, key: string): string | null {
  try {
    return storage?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

const locationPrefix = `${LOCATION_STORAGE_KEY}:`;

/** Entries earlier versions kept in localStorage, whatever their owner. */
function forgetLegacy(local: DraftStorage | undefined): void {
  clearDrafts(local);
  remove(local, LAST_SESSION_KEY);
}

/** Nobody is signed in on this tab: every person's entries go. */
export function forgetEveryone(stores: DeviceStores = deviceStores()): void {
  const { session, local } = stores;
  forgetLegacy(local);
  clearDrafts(session);
  remove(session, LAST_SESSION_KEY);
  for (const key of storageKeys(session)) {
    if (key.startsWith(locationPrefix)) {
      remove(session, key);
    }
  }
  remove(session, SIGNED_IN_AS_KEY);
  clearConsentCheckFlags();
}

/** `userId` is signed in on this tab: entries of anyone else go, theirs stay. */
export function keepOnlyFor(userId: string, stores: DeviceStores = deviceStores()): void {
  const { session, local } = stores;
  forgetLegacy(local);
  const previous = read(session, SIGNED_IN_AS_KEY);
  if (previous !== null && previous !== userId) {
    // the classroom code carries no owner: it was the previous person's
    remove(session, LAST_SESSION_KEY);
    clearConsentCheckFlags();
  }
  clearDrafts(session, userId);
  for (const key of storageKeys(session)) {
    if (key.startsWith(locationPrefix) && key !== `${locationPrefix}${userId}`) {
      remove(session, key);
    }
  }
  try {
    session?.setItem(SIGNED_IN_AS_KEY, userId);
  } catch {
    // without storage there is nothing to scope
  }
}
