/**
 * Holds on the automatic sign-out (issue 16 item 13): the midnight sign-out (spec 001 §2.2) must
 * not throw a child out of an exam in progress. A page that must not be interrupted takes a hold
 * and releases it when the work is safe (the exam submitted, or saved and the page left); a
 * sign-out that falls due meanwhile waits and happens once the last hold is released.
 *
 * Only the scheduled sign-outs wait. A session the server has already ended (a 401) ends at once:
 * waiting would not keep it alive.
 */
export interface SessionHolds {
  /** Takes a hold; the returned release may be called any number of times. */
  hold: (reason: string) => () => void;
  isHeld: () => boolean;
  /** Why the sign-out is held now (for logs and tests). */
  reasons: () => string[];
  /**
   * Runs `expire` now when nothing holds the session, otherwise once the last hold is released
   * (once). Returns a cancel for a run that has not happened yet.
   */
  expireWhenFree: (expire: () => void) => () => void;
}

export function createSessionHolds(): SessionHolds {
  const holds = new Map<number, string>();
  const waiting = new Set<() => void>();
  let nextId = 1;

  const runWaiting = () => {
    const due = [...waiting];
    waiting.clear();
    for (const expire of due) {
      expire();
    }
  };

  return {
    hold(reason) {
      const id = nextId;
      nextId += 1;
      holds.set(id, reason);
      return () => {
        if (holds.delete(id) && holds.size === 0) {
          runWaiting();
        }
      };
    },
    isHeld: () => holds.size > 0,
    reasons: () => [...holds.values()],
    expireWhenFree(expire) {
      if (holds.size === 0) {
        expire();
        return () => undefined;
      }
      // one entry per call, even when the same function is passed twice
      const entry = () => expire();
      waiting.add(entry);
      return () => {
        waiting.delete(entry);
      };
    },
  };
}

/** The browser tab's holds: the AuthProvider and the pages of both apps share them. */
const tabHolds = createSessionHolds();

/** Holds the automatic sign-out until the returned release is called (e.g. an exam in progress). */
export function holdSessionExpiry(reason: string): () => void {
  return tabHolds.hold(reason);
}

export function isSessionExpiryHeld(): boolean {
  return tabHolds.isHeld();
}

/** Runs `expire` now, or once nothing holds the session any more; returns the cancel. */
export function expireWhenSessionFree(expire: () => void): () => void {
  return tabHolds.expireWhenFree(expire);
}
