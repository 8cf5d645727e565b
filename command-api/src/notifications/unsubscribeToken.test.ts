import { describe, expect, it } from 'vitest';
import { readUnsubscribeToken, unsubscribeToken } from './unsubscribeToken';

const SECRET = 'deployment-secret-for-tests';
const ADA = '8c0f5d0e-3b1a-4f4e-9a55-0e9d0c3b2a11';
const BEN = 'f1e2d3c4-b5a6-4978-8a9b-0c1d2e3f4a5b';

describe('unsubscribe token', () => {
  it('given a token made for a person and a kind, when read with the same secret, then it names them', () => {
    const token = unsubscribeToken(SECRET, ADA, 'digest');
    expect(readUnsubscribeToken(SECRET, token)).toEqual({ userId: ADA, kind: 'digest' });
    expect(token).not.toContain(ADA); // the id is not in clear, and the token is no bare id
  });

  it('given a token, when any character of its signature changes, then it is refused', () => {
    const token = unsubscribeToken(SECRET, ADA, 'reminders');
    const at = token.lastIndexOf('.') + 1;
    for (let i = at; i < token.length; i++) {
      const other = token[i] === 'A' ? 'B' : 'A';
      expect(readUnsubscribeToken(SECRET, token.slice(0, i) + other + token.slice(i + 1))).toBeNull();
    }
  });

  it("given one person's token, when the person or the kind in it is changed to another, then it is refused", () => {
    const [kind, , mac] = unsubscribeToken(SECRET, ADA, 'reminders').split('.');
    const benPart = Buffer.from(BEN).toString('base64url');
    expect(readUnsubscribeToken(SECRET, `${kind}.${benPart}.${mac}`)).toBeNull();
    const adaPart = Buffer.from(ADA).toString('base64url');
    expect(readUnsubscribeToken(SECRET, `d.${adaPart}.${mac}`)).toBeNull();
  });

  it('given a token of another deployment, or a malformed one, then it is refused', () => {
    expect(readUnsubscribeToken('another-secret', unsubscribeToken(SECRET, ADA, 'digest'))).toBeNull();
    for (const bad of [
      '',
      ADA,
      'r..',
      'x.YWRh.' + 'A'.repeat(43),
      'r.YWRh.short',
      `r.YWRh.${'A'.repeat(43)}.x`,
    ]) {
      expect(readUnsubscribeToken(SECRET, bad)).toBeNull();
    }
  });
});
