import { beforeEach, describe, expect, it, vi } from 'vitest';
import { canSkipConsentCheck, clearConsentCheckFlags, markConsentChecked } from './consentCheckFlag';
import { readCookieConsent, saveCookieConsent } from './cookieConsentStorage';

function memoryStorage(): Storage {
  const data = new Map<string, string>();
  return {
    get length() {
      return data.size;
    },
    clear: () => data.clear(),
    getItem: (key) => data.get(key) ?? null,
    key: (index) => [...data.keys()][index] ?? null,
    removeItem: (key) => void data.delete(key),
    setItem: (key, value) => void data.set(key, value),
  };
}

beforeEach(() => {
  const session = memoryStorage();
  const local = memoryStorage();
  // Object.keys(sessionStorage) lists stored keys in a browser; the stand-in mirrors that.
  const sessionProxy = new Proxy(session, {
    ownKeys: () => Array.from({ length: session.length }, (_, i) => session.key(i) ?? ''),
    getOwnPropertyDescriptor: () => ({ enumerable: true, configurable: true }),
  });
  vi.stubGlobal('window', { sessionStorage: sessionProxy, localStorage: local, dispatchEvent: vi.fn() });
  vi.stubGlobal('CustomEvent', class extends Event {});
});

describe('consent check flag (spec 001 §4)', () => {
  const now = new Date('2026-11-05T12:00:00Z');
  it('skips the check only after a completed one, for accounts older than an hour', () => {
    const old = { id: 'u1', createdAt: '2026-11-05T10:00:00Z' };
    const fresh = { id: 'u2', createdAt: '2026-11-05T11:30:00Z' };
    expect(canSkipConsentCheck(old, now)).toBe(false);
    markConsentChecked('u1');
    markConsentChecked('u2');
    expect(canSkipConsentCheck(old, now)).toBe(true);
    expect(canSkipConsentCheck(fresh, now)).toBe(false);
    expect(canSkipConsentCheck({ id: 'u1' }, now)).toBe(false);
    clearConsentCheckFlags();
    expect(canSkipConsentCheck(old, now)).toBe(false);
  });
});

describe('local cookie-consent record (spec 001 §3)', () => {
  it('stores {timestamp, preferences, version "1.0"} with essential always on', () => {
    expect(readCookieConsent()).toBeNull();
    const record = saveCookieConsent(
      { essential: false, analytics: true, marketing: false },
      new Date('2026-11-05T12:00:00Z'),
    );
    expect(record).toEqual({
      timestamp: '2026-11-05T12:00:00.000Z',
      preferences: { essential: true, analytics: true, marketing: false },
      version: '1.0',
    });
    expect(readCookieConsent()).toEqual(record);
  });
  it('asks again when the stored record is for another version', () => {
    window.localStorage.setItem(
      'cookie-consent',
      JSON.stringify({
        timestamp: 'x',
        preferences: { essential: true, analytics: true, marketing: true },
        version: '0.9',
      }),
    );
    expect(readCookieConsent()).toBeNull();
  });
});
