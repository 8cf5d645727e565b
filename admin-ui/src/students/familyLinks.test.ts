import { describe, expect, it } from 'vitest';
import { parentName, parseLinkedParent, parseLinkedParents } from './familyLinks';

describe('family links', () => {
  it('reads the linked parents of a child', () => {
    const answer = {
      success: true,
      parents: [
        { id: 'p1', firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com' },
        { id: 'p2', email: 'b@example.com' },
        { firstName: 'no id' },
      ],
    };
    expect(parseLinkedParents(answer)).toEqual([
      { id: 'p1', firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com' },
      { id: 'p2', firstName: '', lastName: '', email: 'b@example.com' },
    ]);
  });

  it('refuses an answer without parents', () => {
    expect(() => parseLinkedParents({ success: true })).toThrow(/no parents/);
    expect(() => parseLinkedParent({ success: true, message: 'Parent linked successfully' })).toThrow(
      /no parent/,
    );
  });

  it('reads the parent a link created', () => {
    expect(
      parseLinkedParent({
        success: true,
        parent: { id: 'p1', firstName: 'A', lastName: 'B', email: 'a@b.c' },
      }),
    ).toEqual({ id: 'p1', firstName: 'A', lastName: 'B', email: 'a@b.c' });
  });

  it('names a parent by name, else by e-mail', () => {
    expect(parentName({ id: 'p', firstName: 'Ada', lastName: ' ', email: 'a@b.c' })).toBe('Ada');
    expect(parentName({ id: 'p', firstName: '', lastName: '', email: 'a@b.c' })).toBe('a@b.c');
  });
});
