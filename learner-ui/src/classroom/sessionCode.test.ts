import { describe, expect, it } from 'vitest';
import { CLASSROOM_MESSAGES } from '@portal/contracts';
import { normaliseCodeEntry, sessionCodeFromEntry } from './sessionCode';

describe('normaliseCodeEntry', () => {
  it('upper-cases and drops what cannot be in a code', () => {
    expect(normaliseCodeEntry(' ab c1"23 ', 'join')).toBe('ABC123');
  });

  it('caps the browse view at 10 characters and the legacy join at 15', () => {
    expect(normaliseCodeEntry('ABCDEFGHIJKLMNOPQ', 'browse')).toBe('ABCDEFGHIJ');
    expect(normaliseCodeEntry('ABCDEFGHIJKLMNOPQ', 'join')).toBe('ABCDEFGHIJKLMNO');
  });

  it('takes a pasted full code in the browse view without its prefix (shown beside the field)', () => {
    expect(normaliseCodeEntry('quiz-ab12cd', 'browse')).toBe('AB12CD');
    expect(normaliseCodeEntry('quiz-ab12cd', 'join')).toBe('QUIZ-AB12CD');
  });
});

describe('sessionCodeFromEntry', () => {
  it('asks for a code when nothing was typed', () => {
    for (const entry of ['', '   ', 'QUIZ-', 'quiz']) {
      expect(sessionCodeFromEntry(entry)).toEqual({ ok: false, error: CLASSROOM_MESSAGES.codeRequired });
    }
  });

  it('gives the full upper-case code however it was typed', () => {
    expect(sessionCodeFromEntry('ab12cd')).toEqual({ ok: true, code: 'QUIZ-AB12CD' });
    expect(sessionCodeFromEntry('quiz-ab12cd')).toEqual({ ok: true, code: 'QUIZ-AB12CD' });
    expect(sessionCodeFromEntry('QUIZAB12CD')).toEqual({ ok: true, code: 'QUIZ-AB12CD' });
  });
});
