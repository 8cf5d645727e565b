import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LAST_SESSION_KEY } from '../classroom/lastSession';
import { draftKey, loadDraft, storeDraft, type AttemptDraft } from '../take-exam/draftStore';
import { SIGNED_IN_AS_KEY, forgetEveryone, keepOnlyFor, type DeviceStores } from './sharedDevice';

/** A Storage stand-in whose keys Object.keys lists, as a browser's does. */
function memoryStorage(): Storage {
  const data = new Map<string, string>();
  const storage: Storage = {
    get length() {
      return data.size;
    },
    clear: () => data.clear(),
    getItem: (key) => data.get(key) ?? null,
    key: (index) => [...data.keys()][index] ?? null,
    removeItem: (key) => void data.delete(key),
    setItem: (key, value) => void data.set(key, String(value)),
  };
  return new Proxy(storage, {
    ownKeys: () => [...data.keys()],
    getOwnPropertyDescriptor: () => ({ enumerable: true, configurable: true }),
  });
}

const keys = (storage: Storage) => Object.keys(storage).sort();

const draft: AttemptDraft = {
  answers: { q1: 'B' },
  flagged: [],
  currentIndex: 0,
  seq: 1,
  unsent: true,
  updatedAt: 1,
};

let session: Storage;
let local: Storage;
let stores: DeviceStores;

beforeEach(() => {
  session = memoryStorage();
  local = memoryStorage();
  stores = { session, local };
  // clearConsentCheckFlags (ui-shared) reads window.sessionStorage itself
  vi.stubGlobal('window', { sessionStorage: session, localStorage: local });
});

afterEach(() => {
  vi.unstubAllGlobals();
});

/** What a tab holds while child A takes an exam: a draft, the page, a class code, a consent flag. */
function childAWasHere() {
  keepOnlyFor('child-a', stores);
  storeDraft(session, 'child-a', 'attempt-a', draft);
  session.setItem('learner-location:child-a', '{"page":"take-exam","params":{"examId":"e1"}}');
  session.setItem(LAST_SESSION_KEY, 'QUIZ-AB12CD');
  session.setItem('portal.consentChecked.child-a', '2026-11-25T09:00:00.000Z');
}

describe('nothing of a child stays on a shared device (issue 15)', () => {
  it('forgets every person once nobody is signed in', () => {
    childAWasHere();
    local.setItem('portal.cookieConsent', '{"version":"1.0"}');
    forgetEveryone(stores);
    expect(keys(session)).toEqual([]);
    // the device's cookie choice is nobody's personal data and stays
    expect(keys(local)).toEqual(['portal.cookieConsent']);
  });

  it("keeps the signed-in child's own draft, page and class code across a reload", () => {
    childAWasHere();
    keepOnlyFor('child-a', stores);
    expect(loadDraft(session, 'child-a', 'attempt-a')).toEqual(draft);
    expect(keys(session)).toEqual(
      [
        draftKey('child-a', 'attempt-a'),
        'learner-location:child-a',
        LAST_SESSION_KEY,
        'portal.consentChecked.child-a',
        SIGNED_IN_AS_KEY,
      ].sort(),
    );
  });

  it("removes another child's entries when a second child is signed in on the same tab", () => {
    childAWasHere();
    keepOnlyFor('child-b', stores);
    expect(loadDraft(session, 'child-a', 'attempt-a')).toBeNull();
    expect(keys(session)).toEqual([SIGNED_IN_AS_KEY]);
    expect(session.getItem(SIGNED_IN_AS_KEY)).toBe('child-b');
  });

  it('removes what earlier versions left in localStorage, whoever it belonged to', () => {
    local.setItem('exam-attempt-draft:attempt-old', JSON.stringify(draft));
    local.setItem(LAST_SESSION_KEY, 'QUIZ-AB12CD');
    local.setItem('practice-exams-view', 'row');
    keepOnlyFor('child-b', stores);
    expect(keys(local)).toEqual(['practice-exams-view']);

    local.setItem('exam-attempt-draft:attempt-old', JSON.stringify(draft));
    forgetEveryone(stores);
    expect(keys(local)).toEqual(['practice-exams-view']);
  });

  it('does nothing harmful where the browser refuses storage', () => {
    vi.stubGlobal('window', {});
    expect(() => forgetEveryone({ session: undefined, local: undefined })).not.toThrow();
    expect(() => keepOnlyFor('child-a', { session: undefined, local: undefined })).not.toThrow();
  });
});
