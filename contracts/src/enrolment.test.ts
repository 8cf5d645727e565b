import { describe, expect, it } from 'vitest';
import {
  ENROLMENT_MESSAGES,
  JOIN_CODE_ALPHABET,
  RedeemJoinCodeRequest,
  formatJoinCode,
  isJoinCode,
  normaliseJoinCode,
} from './enrolment';

describe('class join codes', () => {
  it('uses no character that reads like another (0/O, 1/I/L)', () => {
    for (const ambiguous of ['0', 'O', '1', 'I', 'L']) {
      expect(JOIN_CODE_ALPHABET).not.toContain(ambiguous);
    }
    expect(new Set(JOIN_CODE_ALPHABET).size).toBe(JOIN_CODE_ALPHABET.length);
  });

  it('given typed codes, then spaces and dashes are ignored and letters upper-cased', () => {
    expect(normaliseJoinCode(' abcd-2345 ')).toBe('ABCD2345');
    expect(isJoinCode('ABCD2345')).toBe(true);
    expect(isJoinCode('ABCD234')).toBe(false);
    expect(isJoinCode('ABCD234O')).toBe(false);
    expect(formatJoinCode('ABCD2345')).toBe('ABCD-2345');
  });

  it('given a redemption request, then blank asks for the code and the code is normalised', () => {
    expect(RedeemJoinCodeRequest.parse({ code: 'abcd 2345' })).toEqual({ code: 'ABCD2345' });
    const blank = RedeemJoinCodeRequest.safeParse({ code: ' - ' });
    expect(blank.success).toBe(false);
    expect(blank.error?.issues[0]?.message).toBe(ENROLMENT_MESSAGES.codeRequired);
  });
});
