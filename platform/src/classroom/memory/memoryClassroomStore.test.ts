import { describe, expect, it } from 'vitest';
import { generateSessionCode, isSessionCode } from '../port';
import { classroomStoreContract } from '../classroomStoreContract';
import { openMemoryClassroomStore } from './memoryClassroomStore';

classroomStoreContract(
  'memory',
  () => {
    const store = openMemoryClassroomStore();
    return Promise.resolve({
      store,
      openAnother: () => Promise.reject(new Error('the memory store is per process')),
      cleanup: () => store.close(),
    });
  },
  { notShared: 'the memory store is per process' },
);

describe('session codes', () => {
  it('given codes generated, when checked, then each is QUIZ- plus 6 upper-case alphanumerics and they differ', () => {
    const codes = Array.from({ length: 50 }, generateSessionCode);
    for (const code of codes) {
      expect(code).toMatch(/^QUIZ-[A-Z0-9]{6}$/);
      expect(isSessionCode(code)).toBe(true);
    }
    expect(new Set(codes).size).toBe(50);
    expect(isSessionCode('QUIZ-abc123')).toBe(false);
  });
});
