import { describe, expect, it } from 'vitest';
import { LinkedParentsResponse, ParentLinkedResponse } from './people/family';

describe('family links are read with the contract', () => {
  it('reads the linked parents of a child', () => {
    const answer = {
      success: true,
      parents: [
        { id: 'p1', firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com' },
        { id: 'p2', firstName: '', lastName: '', email: 'b@example.com' },
      ],
    };
    expect(LinkedParentsResponse.parse(answer).parents).toEqual([
      { id: 'p1', firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com' },
      { id: 'p2', firstName: '', lastName: '', email: 'b@example.com' },
    ]);
  });

  it('refuses an answer without parents, or a parent without an id', () => {
    expect(LinkedParentsResponse.safeParse({ success: true }).success).toBe(false);
    expect(
      LinkedParentsResponse.safeParse({ success: true, parents: [{ firstName: 'no id' }] }).success,
    ).toBe(false);
    expect(
      ParentLinkedResponse.safeParse({ success: true, message: 'Parent linked successfully' }).success,
    ).toBe(false);
  });

  it('reads the parent a link created', () => {
    expect(
      ParentLinkedResponse.parse({
        success: true,
        parent: { id: 'p1', firstName: 'A', lastName: 'B', email: 'a@b.c' },
        message: 'Parent linked successfully',
      }).parent,
    ).toEqual({ id: 'p1', firstName: 'A', lastName: 'B', email: 'a@b.c' });
  });
});
