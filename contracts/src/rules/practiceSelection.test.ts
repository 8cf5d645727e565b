import { describe, expect, it } from 'vitest';
import type { AnswerRecord, BankQuestion, CategoryStanding } from './practiceSelection';
import {
  PRACTICE_SET_RULES,
  londonDay,
  mistakeStanding,
  selectMistakes,
  selectWeakTopics,
  weakestFirst,
} from './practiceSelection';

// A fixed bank of two papers and a fixed history, with the expected sets written out by hand.
const NOW = new Date('2026-03-10T10:00:00.000Z');
const daysAgo = (days: number, hour = 10) => new Date(Date.UTC(2026, 2, 10 - days, hour, 0, 0)).toISOString();

const q = (examId: string, questionId: string, category: string, type = 'multiple-choice'): BankQuestion => ({
  examId,
  questionId,
  category,
  type,
});

const BANK: BankQuestion[] = [
  q('maths', 'f1', 'Fractions'),
  q('maths', 'f2', 'Fractions'),
  q('maths', 'f3', 'Fractions', 'short-answer'),
  q('maths', 'f4', 'Fractions', 'true-false'),
  q('maths', 'f5', 'Fractions', 'essay'),
  q('maths', 'r1', 'Ratio'),
  q('maths', 'r2', 'Ratio'),
  q('maths', 'a1', 'Algebra'),
  q('maths', 'a2', 'Algebra'),
  q('english', 's1', 'Spelling'),
  q('english', 's2', 'Spelling', 'fill-in-blank'),
  q('english', 'g1', 'Grammar'),
  q('english', 'p1', 'Punctuation'),
];

const STANDINGS: CategoryStanding[] = [
  { category: 'Grammar', percentage: 90, questions: 10 },
  { category: 'Spelling', percentage: 40, questions: 5 },
  { category: 'Fractions', percentage: 30, questions: 12 },
  { category: 'Ratio', percentage: 40, questions: 8 },
  { category: 'Algebra', percentage: 70, questions: 6 },
  // a category of the analysis no practice paper holds (a live quiz's)
  { category: 'Live quiz', percentage: 10, questions: 4 },
];

const answer = (examId: string, questionId: string, at: string, isCorrect: boolean): AnswerRecord => ({
  examId,
  questionId,
  at,
  isCorrect,
});

const HISTORY: AnswerRecord[] = [
  // f1 right 3 days ago: recently correct, left out of a weak-topics set
  answer('maths', 'f1', daysAgo(3), true),
  // f2 right 20 days ago: allowed, after the questions never answered
  answer('maths', 'f2', daysAgo(20), true),
  // f3 wrong yesterday: allowed, after the unanswered ones and before the long-ago right one
  answer('maths', 'f3', daysAgo(1), false),
  // r1 wrong then right 13 days ago: still recent
  answer('maths', 'r1', daysAgo(30), false),
  answer('maths', 'r1', daysAgo(13), true),
];

const keys = (questions: readonly BankQuestion[]) => questions.map((question) => question.questionId);

describe('selectWeakTopics', () => {
  const select = (overrides: Partial<Parameters<typeof selectWeakTopics>[0]> = {}) =>
    selectWeakTopics({
      bank: BANK,
      history: HISTORY,
      standings: STANDINGS,
      now: NOW,
      size: PRACTICE_SET_RULES.defaultSize,
      seed: 'seed-1',
      ...overrides,
    });

  it('given the analysis, then the set aims at the three weakest categories the bank holds, weakest first (ties: more questions answered first)', () => {
    const set = select({ size: 3 });
    // Live quiz (10 %) is in no practice paper; Ratio and Spelling tie at 40 %, Ratio has 8 questions answered
    expect(set.targetCategories).toEqual(['Fractions', 'Ratio', 'Spelling']);
    expect(set.questions.map((question) => question.category)).toEqual(['Fractions', 'Ratio', 'Spelling']);
    expect(set.questions.every((question) => question.reason === 'weak-topic')).toBe(true);
  });

  it('given questions answered correctly within 14 days, then they are left out; an essay is never chosen', () => {
    const set = select({ size: 30 });
    const chosen = keys(set.questions);
    expect(chosen).not.toContain('f1'); // right 3 days ago
    expect(chosen).not.toContain('r1'); // right 13 days ago
    expect(chosen).not.toContain('f5'); // an essay: a tutor marks it
    expect(chosen).toContain('f2'); // right 20 days ago: due again
  });

  it('given one category, then its questions never answered come first, then those last answered wrongly, then those right long ago', () => {
    const fractions = select({ size: 30 }).questions.filter((question) => question.category === 'Fractions');
    expect(keys(fractions)).toEqual(['f4', 'f3', 'f2']);
  });

  it('given more room than the weakest categories fill, then the questions go round them in turn and the next weakest fill the rest in order', () => {
    const set = select({ size: 9 });
    expect(set.questions.map((question) => [question.category, question.reason])).toEqual([
      ['Fractions', 'weak-topic'],
      ['Ratio', 'weak-topic'],
      ['Spelling', 'weak-topic'],
      ['Fractions', 'weak-topic'],
      ['Spelling', 'weak-topic'],
      ['Fractions', 'weak-topic'],
      // the three weakest are used up: Algebra (70 %) fills, then Grammar (90 %)
      ['Algebra', 'fill'],
      ['Algebra', 'fill'],
      ['Grammar', 'fill'],
    ]);
  });

  it('given a bank too small for the size, then the set holds every question allowed, untried categories last', () => {
    const set = select({ size: 30 });
    // 13 questions: f1, r1 recent, f5 an essay
    expect(set.questions).toHaveLength(10);
    expect(set.questions.at(-1)).toMatchObject({ questionId: 'p1', category: 'Punctuation', reason: 'fill' });
    expect(select({ bank: [] }).questions).toEqual([]);
    expect(select({ bank: [] }).targetCategories).toEqual([]);
  });

  it('given a student with no analysis yet, then the categories are taken by name', () => {
    const set = select({ standings: [], history: [], size: 3 });
    expect(set.targetCategories).toEqual(['Algebra', 'Fractions', 'Grammar']);
  });

  it('given the same inputs in another order, then the same set; another seed may reorder within a group only', () => {
    const first = select({ size: 30 });
    const again = select({ size: 30, bank: [...BANK].reverse(), history: [...HISTORY].reverse() });
    expect(keys(again.questions)).toEqual(keys(first.questions));
    const reseeded = select({ size: 30, seed: 'another seed' });
    expect(new Set(keys(reseeded.questions))).toEqual(new Set(keys(first.questions)));
    expect(reseeded.questions.map((question) => question.category)).toEqual(
      first.questions.map((question) => question.category),
    );
  });

  it('given a question listed twice in the bank, then it is chosen once', () => {
    const set = select({ bank: [...BANK, BANK[0]!, BANK[3]!], size: 30 });
    expect(new Set(keys(set.questions)).size).toBe(set.questions.length);
  });
});

describe('mistakeStanding: a mistake clears with two correct answers on different London days', () => {
  it('given no wrong answer, then none', () => {
    expect(mistakeStanding([answer('x', 'q', daysAgo(2), true)], NOW)).toBe('none');
  });

  it('given a wrong answer, then due; right once today, then waiting until tomorrow', () => {
    const wrong = answer('x', 'q', daysAgo(3), false);
    expect(mistakeStanding([wrong], NOW)).toBe('due');
    expect(mistakeStanding([wrong, answer('x', 'q', daysAgo(0, 9), true)], NOW)).toBe('waiting');
  });

  it('given right twice on one day, then it counts once: due again the next day', () => {
    const records = [
      answer('x', 'q', daysAgo(3), false),
      answer('x', 'q', daysAgo(2, 9), true),
      answer('x', 'q', daysAgo(2, 15), true),
    ];
    expect(mistakeStanding(records, NOW)).toBe('due');
  });

  it('given right on two different days after the mistake, then cleared; a new mistake makes it due again', () => {
    const records = [
      answer('x', 'q', daysAgo(5), false),
      answer('x', 'q', daysAgo(4), true),
      answer('x', 'q', daysAgo(2), true),
    ];
    expect(mistakeStanding(records, NOW)).toBe('cleared');
    expect(mistakeStanding([...records, answer('x', 'q', daysAgo(1), false)], NOW)).toBe('due');
  });

  it('given two answers either side of UTC midnight that are one London day in summer time, then they count once', () => {
    // 23:30 UTC on 1 June is 00:30 on 2 June in London (BST); 10:00 UTC on 2 June is the same day
    expect(londonDay('2026-06-01T23:30:00Z')).toBe(londonDay('2026-06-02T10:00:00Z'));
    const records = [
      answer('x', 'q', '2026-05-30T10:00:00Z', false),
      answer('x', 'q', '2026-06-01T23:30:00Z', true),
      answer('x', 'q', '2026-06-02T10:00:00Z', true),
    ];
    expect(mistakeStanding(records, new Date('2026-06-05T10:00:00Z'))).toBe('due');
    // in winter London is UTC: 23:30 and 00:30 UTC are two days
    const winter = [
      answer('x', 'q', '2026-01-10T10:00:00Z', false),
      answer('x', 'q', '2026-01-11T23:30:00Z', true),
      answer('x', 'q', '2026-01-12T00:30:00Z', true),
    ];
    expect(mistakeStanding(winter, new Date('2026-01-20T10:00:00Z'))).toBe('cleared');
  });
});

describe('selectMistakes', () => {
  const MISTAKES: AnswerRecord[] = [
    // a1: wrong 10 days ago, never right since: due (the oldest mistake)
    answer('maths', 'a1', daysAgo(10), false),
    // s1: wrong 4 days ago: due
    answer('english', 's1', daysAgo(4), false),
    // g1: wrong 6 days ago, right today: waiting until tomorrow
    answer('english', 'g1', daysAgo(6), false),
    answer('english', 'g1', daysAgo(0, 8), true),
    // r2: wrong, then right on two days: cleared
    answer('maths', 'r2', daysAgo(9), false),
    answer('maths', 'r2', daysAgo(8), true),
    answer('maths', 'r2', daysAgo(7), true),
    // f5: an essay got 0: never re-asked by a set
    answer('maths', 'f5', daysAgo(9), false),
    // a question no longer in the bank (its paper withdrawn from practice)
    answer('withdrawn', 'w1', daysAgo(2), false),
  ];
  const select = (overrides: Partial<Parameters<typeof selectMistakes>[0]> = {}) =>
    selectMistakes({ bank: BANK, history: MISTAKES, now: NOW, size: 10, seed: 'seed-1', ...overrides });

  it('given mistakes, then the set re-asks the due ones, oldest mistake first, and counts the rest', () => {
    const set = select();
    expect(keys(set.questions)).toEqual(['a1', 's1']);
    expect(set.questions.every((question) => question.reason === 'mistake')).toBe(true);
    expect(set).toMatchObject({ due: 2, waiting: 1, cleared: 1 });
  });

  it('given a size smaller than the mistakes due, then the oldest fill it', () => {
    expect(keys(select({ size: 1 }).questions)).toEqual(['a1']);
  });

  it('given a mistake answered right today and again tomorrow, then it is re-asked tomorrow and cleared after', () => {
    const tomorrow = new Date(NOW.getTime() + 86_400_000);
    expect(keys(select({ now: tomorrow }).questions)).toContain('g1');
    const cleared = select({
      now: tomorrow,
      history: [...MISTAKES, answer('english', 'g1', tomorrow.toISOString(), true)],
    });
    expect(keys(cleared.questions)).not.toContain('g1');
    expect(cleared.cleared).toBe(2);
  });

  it('given no mistakes, then an empty set', () => {
    expect(select({ history: HISTORY.filter((record) => record.isCorrect) })).toEqual({
      questions: [],
      due: 0,
      waiting: 0,
      cleared: 0,
    });
  });
});

describe('weakestFirst', () => {
  it('orders by percentage, then more questions, then name, and appends the untried categories by name', () => {
    expect(
      weakestFirst(
        [
          { category: 'B', percentage: 50, questions: 2 },
          { category: 'A', percentage: 50, questions: 2 },
          { category: 'C', percentage: 50, questions: 9 },
          { category: 'D', percentage: 20, questions: 1 },
        ],
        ['Z', 'B', 'E'],
      ),
    ).toEqual(['D', 'C', 'A', 'B', 'E', 'Z']);
  });
});
