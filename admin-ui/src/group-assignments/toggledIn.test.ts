import { describe, expect, it } from 'vitest';
import { toggledIn } from './toggledIn';

describe('toggledIn', () => {
  it('adds an id that is not there and takes out one that is, leaving the set it was given alone', () => {
    const start = new Set(['a']);
    expect([...toggledIn(start, 'b')]).toEqual(['a', 'b']);
    expect([...toggledIn(start, 'a')]).toEqual([]);
    expect([...start]).toEqual(['a']);
  });
});
