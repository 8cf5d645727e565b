import { expect, it } from 'vitest';
import { breakPoints } from './breakPoints';

it('splits an address after "@" and dots, losing nothing', () => {
  expect(breakPoints('ada.l@example.org')).toEqual(['ada.', 'l@', 'example.', 'org']);
  expect(breakPoints('plain')).toEqual(['plain']);
  expect(breakPoints('a@b.org · 07700 900123').join('')).toBe('a@b.org · 07700 900123');
});
