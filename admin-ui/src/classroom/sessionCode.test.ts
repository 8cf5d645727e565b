import { describe, expect, it } from 'vitest';
import { generateSessionCode, isSessionCode, type RandomBytes } from './sessionCode';

describe('session code (spec 002 §3)', () => {
  it("is 'QUIZ-' and 6 upper-case alphanumerics", () => {
    for (let i = 0; i < 200; i += 1) {
      const code = generateSessionCode();
      expect(code).toMatch(/^QUIZ-[A-Z0-9]{6}$/);
      expect(isSessionCode(code)).toBe(true);
    }
  });

  it('maps bytes onto the 36 characters and draws again above the unbiased limit', () => {
    let call = 0;
    const random: RandomBytes = (bytes) => {
      call += 1;
      // first draw: only two usable bytes (0 → A, 35 → 9); the rest are ≥ 252 and rejected
      bytes.fill(call === 1 ? 255 : 1);
      if (call === 1) {
        bytes[0] = 0;
        bytes[1] = 35;
      }
      return bytes;
    };
    expect(generateSessionCode(random)).toBe('QUIZ-A9BBBB');
    expect(call).toBe(2);
  });

  it('rejects anything else', () => {
    expect(isSessionCode('QUIZ-abc123')).toBe(false);
    expect(isSessionCode('QUIZ-ABC12')).toBe(false);
    expect(isSessionCode(42)).toBe(false);
  });
});
