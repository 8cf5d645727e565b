import { describe, expect, it, vi } from 'vitest';
import { LAST_SESSION_KEY, readLastSession, writeLastSession, type CodeStorage } from './lastSession';

function memoryStorage(): CodeStorage & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, value),
    removeItem: (key) => void data.delete(key),
  };
}

describe('last session', () => {
  it('keeps only the code under lastQuizSession', () => {
    const storage = memoryStorage();
    writeLastSession(storage, 'QUIZ-AB12CD');
    expect([...storage.data.entries()]).toEqual([[LAST_SESSION_KEY, 'QUIZ-AB12CD']]);
    expect(readLastSession(storage)).toBe('QUIZ-AB12CD');
  });

  it('forgets the code', () => {
    const storage = memoryStorage();
    writeLastSession(storage, 'QUIZ-AB12CD');
    writeLastSession(storage, null);
    expect(readLastSession(storage)).toBeNull();
  });

  it('ignores what is not a session code (an older format, another app)', () => {
    const storage = memoryStorage();
    storage.setItem(LAST_SESSION_KEY, '{"sessionCode":"QUIZ-AB12CD","user":{"name":"Ada"}}');
    expect(readLastSession(storage)).toBeNull();
  });

  it('only logs when the browser refuses to save', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const refusing: CodeStorage = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('quota');
      },
      removeItem: () => undefined,
    };
    expect(() => writeLastSession(refusing, 'QUIZ-AB12CD')).not.toThrow();
    expect(readLastSession(refusing)).toBeNull();
    expect(readLastSession(undefined)).toBeNull();
    expect(warn).toHaveBeenCalledOnce();
    warn.mockRestore();
  });
});
