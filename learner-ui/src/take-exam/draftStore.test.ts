import { describe, expect, it } from 'vitest';
import {
  DRAFT_PREFIX,
  clearDraft,
  clearDrafts,
  draftKey,
  loadDraft,
  normaliseAnswers,
  resumeAnswers,
  storeDraft,
  type AttemptDraft,
} from './draftStore';
import { MemoryStorage } from './memoryStorage';

const draft: AttemptDraft = {
  answers: { q1: 'B', q2: 'True' },
  flagged: ['q2'],
  currentIndex: 1,
  seq: 3,
  unsent: true,
  updatedAt: 10,
};

describe('the attempt kept in the browser', () => {
  it('stores, loads and clears one draft per student and attempt', () => {
    const storage = new MemoryStorage();
    storeDraft(storage, 'student-a', 'a-1', draft);
    expect(loadDraft(storage, 'student-a', 'a-1')).toEqual(draft);
    expect(loadDraft(storage, 'student-a', 'a-2')).toBeNull();
    clearDraft(storage, 'student-a', 'a-1');
    expect(loadDraft(storage, 'student-a', 'a-1')).toBeNull();
    expect(storage.length).toBe(0);
  });

  it("never hands one student's draft to another", () => {
    const storage = new MemoryStorage();
    storeDraft(storage, 'student-a', 'a-1', draft);
    expect(loadDraft(storage, 'student-b', 'a-1')).toBeNull();
    expect(draftKey('student-a', 'a-1')).not.toBe(draftKey('student-b', 'a-1'));
  });

  it("clears every draft, or every draft but one student's (older unowned ones included)", () => {
    const storage = new MemoryStorage();
    storeDraft(storage, 'student-a', 'a-1', draft);
    storeDraft(storage, 'student-a', 'a-2', draft);
    storeDraft(storage, 'student-b', 'b-1', draft);
    storage.setItem(`${DRAFT_PREFIX}old-attempt`, JSON.stringify(draft));
    storage.setItem('learner-location:student-b', '{"page":"exams"}');

    expect(clearDrafts(storage, 'student-b')).toBe(3);
    expect(loadDraft(storage, 'student-b', 'b-1')).toEqual(draft);
    expect(loadDraft(storage, 'student-a', 'a-1')).toBeNull();

    expect(clearDrafts(storage)).toBe(1);
    expect([...Array(storage.length).keys()].map((index) => storage.key(index))).toEqual([
      'learner-location:student-b',
    ]);
    expect(clearDrafts(undefined)).toBe(0);
  });

  it('does not mistake one student for another whose id starts the same', () => {
    const storage = new MemoryStorage();
    storeDraft(storage, 'student-1', 'a-1', draft);
    storeDraft(storage, 'student-10', 'a-2', draft);
    clearDrafts(storage, 'student-1');
    expect(loadDraft(storage, 'student-1', 'a-1')).toEqual(draft);
    expect(loadDraft(storage, 'student-10', 'a-2')).toBeNull();
  });

  it('ignores a damaged draft and a missing storage', () => {
    const storage = new MemoryStorage();
    storage.setItem(draftKey('s', 'a-1'), '{oops');
    expect(loadDraft(storage, 's', 'a-1')).toBeNull();
    storage.setItem(draftKey('s', 'a-1'), JSON.stringify({ answers: { q1: 3 } }));
    expect(loadDraft(storage, 's', 'a-1')).toBeNull();
    expect(loadDraft(undefined, 's', 'a-1')).toBeNull();
    expect(() => storeDraft(undefined, 's', 'a-1', draft)).not.toThrow();
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
