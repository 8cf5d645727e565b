import { describe, expect, it } from 'vitest';
import { CLASS_CODE_MESSAGES, classCodeEntry, classCodeFromEntry } from './classCode';

describe('class code entry', () => {
  it('given typing in lower case with spaces, then upper case with a dash after four', () => {
    expect(classCodeEntry('abcd 23')).toBe('ABCD-23');
    expect(classCodeEntry('abcd-2345xyz')).toBe('ABCD-2345');
    expect(classCodeEntry('ab')).toBe('AB');
  });

  it('given an entry, then the code to send or the reason it cannot be one', () => {
    expect(classCodeFromEntry('ABCD-2345')).toEqual({ ok: true, code: 'ABCD2345' });
    expect(classCodeFromEntry(' ')).toEqual({ ok: false, error: CLASS_CODE_MESSAGES.required });
    expect(classCodeFromEntry('ABCD-23')).toEqual({ ok: false, error: CLASS_CODE_MESSAGES.shape });
    expect(classCodeFromEntry('ABCD-O0I1')).toEqual({ ok: false, error: CLASS_CODE_MESSAGES.shape });
  });
});
