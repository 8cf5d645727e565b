import { describe, expect, it } from 'vitest';
import { parentName } from './familyLinks';

describe('family links', () => {
  it('names a parent by name, else by e-mail', () => {
    expect(parentName({ id: 'p', firstName: 'Ada', lastName: ' ', email: 'a@b.c' })).toBe('Ada');
    expect(parentName({ id: 'p', firstName: '', lastName: '', email: 'a@b.c' })).toBe('a@b.c');
  });
});
