/**
 * Spec 001 §4: a per-user session flag marks a completed consent check so the gate does not ask the
 * server again in this tab, but only for accounts older than one hour (a new account's consents are
 * still being recorded).
 */
const PREFIX = 'portal.consentChecked.';
export const CONSENT_SKIP_MIN_ACCOUNT_AGE_MS = 60 * 60 * 1000;

function storage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null; // storage disabled (private mode, kiosk policy): always check
  }
}

export function markConsentChecked(userId: string): void {
  storage()?.setItem(PREFIX + userId, new Date().toISOString());
}

export function canSkipConsentCheck(user: { id: string; createdAt?: string | null }, now: Date): boolean {
  if (!storage()?.getItem(PREFIX + user.id) || !user.createdAt) {
    return false;
  }
  const created = Date.parse(user.createdAt);
  return Number.isFinite(created) && now.getTime() - created > CONSENT_SKIP_MIN_ACCOUNT_AGE_MS;
}

/** Forget every user's flag (sign-out: the next person on a shared tablet is checked afresh). */
export function clearConsentCheckFlags(): void {
  const store = storage();
  if (!store) {
    return;
  }
  for (const key of Object.keys(store)) {
    if (key.startsWith(PREFIX)) {
      store.removeItem(key);
    }
  }
}
