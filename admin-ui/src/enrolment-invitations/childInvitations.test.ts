import { describe, expect, it } from 'vitest';
import {
  answerLabels,
  answeredMessage,
  declineQuestion,
  expiryText,
  invitationHeadline,
  sortChildInvitations,
} from './childInvitations';

const base = { studentName: 'Maya Okafor', tutorName: 'Ruth Okafor' };

describe('sortChildInvitations', () => {
  it('puts the invitation that closes first on top, then orders by child and tutor', () => {
    const sorted = sortChildInvitations([
      { id: 'c', expiresAt: '2026-12-09T10:00:00.000Z', studentName: 'Leo', tutorName: 'B' },
      { id: 'a', expiresAt: '2026-12-01T10:00:00.000Z', studentName: 'Maya', tutorName: 'A' },
      { id: 'b', expiresAt: '2026-12-09T10:00:00.000Z', studentName: 'Leo', tutorName: 'A' },
    ]);
    expect(sorted.map((invitation) => invitation.id)).toEqual(['a', 'b', 'c']);
  });

  it('leaves the given list alone', () => {
    const given = [
      { id: 'b', expiresAt: '2026-12-09T10:00:00.000Z', ...base },
      { id: 'a', expiresAt: '2026-12-01T10:00:00.000Z', ...base },
    ];
    sortChildInvitations(given);
    expect(given[0]?.id).toBe('b');
  });
});

describe('expiryText', () => {
  const now = new Date('2026-11-25T12:00:00.000Z');

  it('says the closing date and the days left, part of a day counting as a day', () => {
    expect(expiryText('2026-12-09T12:00:00.000Z', now)).toBe('Open until 09 Dec 2026 (14 days left)');
    expect(expiryText('2026-12-09T11:59:00.000Z', now)).toBe('Open until 09 Dec 2026 (14 days left)');
    expect(expiryText('2026-11-27T11:00:00.000Z', now)).toBe('Open until 27 Nov 2026 (2 days left)');
  });

  it('says "closes within a day" in its last 24 hours', () => {
    expect(expiryText('2026-11-26T12:00:00.000Z', now)).toMatch(/\(closes within a day\)$/);
    expect(expiryText('2026-11-25T12:01:00.000Z', now)).toMatch(/\(closes within a day\)$/);
  });

  it('says "Closed" once the time has passed, and nothing for a date it cannot read', () => {
    expect(expiryText('2026-11-25T12:00:00.000Z', now)).toBe('Closed');
    expect(expiryText('not a date', now)).toBe('');
  });
});

describe('the words of an invitation', () => {
  it('names the tutor and the child in the headline', () => {
    expect(invitationHeadline(base)).toBe('Ruth Okafor invited Maya Okafor to their class');
  });

  it('gives each button a name unique to the tutor and the child', () => {
    expect(answerLabels(base)).toEqual({
      accept: "Accept Ruth Okafor's invitation for Maya Okafor",
      decline: "Decline Ruth Okafor's invitation for Maya Okafor",
    });
  });

  it("tells the parent that their child joined the class; a decline keeps the server's words", () => {
    expect(answeredMessage(base, true, "You have joined Ruth Okafor's class.")).toBe(
      "Maya Okafor has joined Ruth Okafor's class.",
    );
    expect(answeredMessage(base, false, 'Invitation declined')).toBe('Invitation declined');
  });

  it('asks before a decline, saying what happens', () => {
    const question = declineQuestion(base);
    expect(question.title).toBe("Decline Ruth Okafor's invitation for Maya Okafor?");
    expect(question.message).toContain("Maya Okafor will not join Ruth Okafor's class");
  });
});
