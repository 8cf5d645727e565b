import { describe, expect, it } from 'vitest';
import { isPracticeSetId } from './practiceSets';

describe('practice set ids (issue 20)', () => {
  it('given the form the server makes, then a set id; anything else never names a set stream', () => {
    expect(isPracticeSetId('pset-3f1c2a9e-8b7d-4c6e-9a1b-2c3d4e5f6a7b')).toBe(true);
    for (const id of [
      'pset-',
      'pset-1',
      'pset-../accounts-x',
      'PSET-3f1c2a9e-8b7d-4c6e-9a1b-2c3d4e5f6a7b',
      'exam-1',
    ]) {
      expect(isPracticeSetId(id)).toBe(false);
    }
  });
});
