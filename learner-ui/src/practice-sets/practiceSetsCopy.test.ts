import { describe, expect, it } from 'vitest';
import { clearedShare, mistakesCopy, weakTopicsCopy } from './practiceSetsCopy';

const overview = (overrides: Partial<Parameters<typeof mistakesCopy>[0]> = {}) => ({
  papers: 2,
  weakTopics: { categories: [{ category: 'Fractions', percentage: 20 }], available: 8 },
  mistakes: { due: 0, waiting: 0, cleared: 0 },
  ...overrides,
});

describe('mistakesCopy', () => {
  it('given mistakes due, then it counts them and offers the review', () => {
    expect(mistakesCopy(overview({ mistakes: { due: 1, waiting: 2, cleared: 0 } }))).toMatchObject({
      title: '1 question to review',
      canBuild: true,
    });
  });

  it('given none due but some right today, then it praises and says they come back tomorrow', () => {
    const copy = mistakesCopy(overview({ mistakes: { due: 0, waiting: 3, cleared: 1 } }));
    expect(copy).toMatchObject({ title: 'No mistakes to review right now — well done!', canBuild: false });
    expect(copy.text).toContain('3 questions will come back tomorrow');
  });

  it('given no mistakes at all, then "No mistakes to review — well done!"', () => {
    expect(mistakesCopy(overview())).toMatchObject({
      title: 'No mistakes to review — well done!',
      canBuild: false,
    });
    expect(mistakesCopy(overview({ mistakes: { due: 0, waiting: 0, cleared: 4 } })).text).toContain(
      'cleared 4 questions',
    );
  });
});

describe('weakTopicsCopy', () => {
  it('given no papers, then nothing to build and says why', () => {
    expect(weakTopicsCopy(overview({ papers: 0 })).canBuild).toBe(false);
  });

  it('given every question right recently, then praise instead of a set', () => {
    const copy = weakTopicsCopy(overview({ weakTopics: { categories: [], available: 0 } }));
    expect(copy.canBuild).toBe(false);
    expect(copy.text).toContain('Brilliant');
  });

  it('given no topic tried yet, then a mix is offered', () => {
    const copy = weakTopicsCopy(
      overview({ weakTopics: { categories: [{ category: 'Algebra', percentage: null }], available: 3 } }),
    );
    expect(copy).toMatchObject({ canBuild: true });
    expect(copy.text).toContain('mix');
  });
});

describe('clearedShare', () => {
  it('is the cleared share of every mistake, or null without any', () => {
    expect(clearedShare(overview())).toBeNull();
    expect(clearedShare(overview({ mistakes: { due: 1, waiting: 1, cleared: 2 } }))).toBe(50);
  });
});
