import { COOKIE_CONSENT_VERSION } from '@portal/contracts';

/** Spec 001 §3 "Local cookie-consent record". */
export interface CookiePreferences {
  essential: boolean;
  analytics: boolean;
  marketing: boolean;
}

export interface CookieConsentRecord {
  timestamp: string;
  preferences: CookiePreferences;
  version: string;
}

export const COOKIE_CONSENT_STORAGE_KEY = 'cookie-consent';
/** Dispatched on window after a choice is stored. */
export const COOKIE_CONSENT_SAVED_EVENT = 'portal:cookie-consent-saved';

/** Essential cookies are always on; every optional one starts off (high-privacy defaults). */
export const DEFAULT_COOKIE_PREFERENCES: CookiePreferences = {
  essential: true,
  analytics: false,
  marketing: false,
};

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/** The stored choice, or null when there is none (or it was made for another version). */
export function readCookieConsent(): CookieConsentRecord | null {
  const raw = storage()?.getItem(COOKIE_CONSENT_STORAGE_KEY);
  if (!raw) {
    return null;
  }
  try {
    const record = JSON.parse(raw) as Partial<CookieConsentRecord>;
    if (
      record.version !== COOKIE_CONSENT_VERSION ||
      typeof record.preferences !== 'object' ||
      !record.preferences
    ) {
      return null;
    }
    return {
      timestamp: String(record.timestamp ?? ''),
      version: record.version,
      preferences: {
        essential: true,
        analytics: record.preferences.analytics === true,
        marketing: record.preferences.marketing === true,
      },
    };
  } catch {
    return null;
  }
}

export function saveCookieConsent(
  preferences: CookiePreferences,
  now: Date = new Date(),
): CookieConsentRecord {
  const record: CookieConsentRecord = {
    timestamp: now.toISOString(),
    preferences: { essential: true, analytics: preferences.analytics, marketing: preferences.marketing },
    version: COOKIE_CONSENT_VERSION,
  };
  storage()?.setItem(COOKIE_CONSENT_STORAGE_KEY, JSON.stringify(record));
  // The banner closes when the choice was made elsewhere (e.g. in the consent form).
  window.dispatchEvent(new CustomEvent(COOKIE_CONSENT_SAVED_EVENT, { detail: record }));
  return record;
}
