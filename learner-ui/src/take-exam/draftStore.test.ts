import { describe, expect, it } from 'vitest';
import {
  clearDraft,
  draftKey,
  loadDraft,
  normaliseAnswers,
  resumeAnswers,
  storeDraft,
  type AttemptDraft,
} from './draftStore';

class MemoryStorage implements Storage {
  private data = new Map<string, string>();
  get length() {
    return this.data.size;
  }
  clear() {
    this.data.clear();
  }
  getItem(key: string) {
    return this.data.get(key) ?? null;
  }
  key(index: number) {
    return [...this.data.keys()][index] ?? null;
  }
  removeItem(key: string) {
    this.data.delete(key);
  }
  setItem(key: string, value: string) {
    this.data.set(key, value);
  }
}

const draft: AttemptDraft = {
  answers: { q1: 'B', q2: 'True' },
  flagged: ['q2'],
  currentIndex: 1,
  seq: 3,
  unsent: true,
  updatedAt: 10,
};

describe('the attempt kept in the browser', () => {
  it('stores, loads and clears one draft per attempt', () => {
    const storage = new MemoryStorage();
    storeDraft(storage, 'a-1', draft);
    expect(loadDraft(storage, 'a-1')).toEqual(draft);
    expect(loadDraft(storage, 'a-2')).toBeNull();
    clearDraft(storage, 'a-1');
    expect(loadDraft(storage, 'a-1')).toBeNull();
  });

  it('ignores a damaged draft and a missing storage', () => {
    const storage = new MemoryStorage();
    storage.setItem(draftKey('a-1'), '{oops');
    expect(loadDraft(storage, 'a-1')).toBeNull();
    storage.setItem(draftKey('a-1'), JSON.stringify({ answers: { q1: 3 } }));
    expect(loadDraft(storage, 'a-1')).toBeNull();
    expect(loadDraft(undefined, 'a-1')).toBeNull();
    expect(() => storeDraft(undefined, 'a-1', draft)).not.toThrow();
  });

  it("resumes with this browser's unsent answers over the server's", () => {
    const server = { q1: 'A', q3: 'C' };
    expect(resumeAnswers(server, draft)).toEqual({ q1: 'B', q2: 'True', q3: 'C' });
    expect(resumeAnswers(server, { ...draft, unsent: false })).toEqual({ q1: 'A', q2: 'True', q3: 'C' });
    expect(resumeAnswers(server, null)).toEqual(server);
  });

  it('reads existing answers as text', () => {
    expect(normaliseAnswers({ q1: 'A', q2: 4, q3: true, q4: '', q5: null })).toEqual({
      q1: 'A',
      q2: '4',
      q3: 'true',
    });
    expect(normaliseAnswers(null)).toEqual({});
  });
});
