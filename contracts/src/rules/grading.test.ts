import { describe, expect, it } from 'vitest';
import type { Question } from '../exams';
import { gradeAttempt, gradeQuestion, normaliseAnswer, numericValue, textAnswerMatches } from './grading';

const q = (overrides: Partial<Question>): Question => ({
  id: 'q',
  question: 'Q',
  type: 'short-answer',
  options: [],
  correctAnswer: '',
  marks: 1,
  explanation: null,
  category: 'General',
  difficulty: 'medium',
  imagePath: null,
  description: null,
  passageId: null,
  passageTitle: null,
  passageAuthor: null,
  passageText: null,
  ...overrides,
});

describe('grading (issue 7)', () => {
  it.each([
    ['B', true],
    ['b', true],
    ['4', true],
    [' 4 ', true],
    ['A', false],
    ['Z', false],
    ['', false],
  ])('multiple-choice by letter: %j → %s', (answer, correct) => {
    const grade = gradeQuestion(
      q({ type: 'multiple-choice', options: ['3', '4', '5'], correctAnswer: 'B', marks: 2 }),
      answer,
      1,
    );
    expect(grade.isCorrect).toBe(correct);
    expect(grade.marks).toBe(correct ? 2 : 0);
  });

  it.each([
    ['True', 'True', true],
    ['true', 'True', true],
    ['T', 'True', true],
    ['yes', 'True', true],
    ['False', 'True', false],
    ['maybe', 'True', false],
    ['false', 'False', true],
  ])('true-false: %j against %s → %s', (answer, expected, correct) => {
    expect(gradeQuestion(q({ type: 'true-false', correctAnswer: expected }), answer, 1).isCorrect).toBe(
      correct,
    );
  });

  it.each([
    ['paris', 'Paris', true],
    ['  PARIS. ', 'Paris', true],
    ['Paris!!', 'Paris', true],
    ['to   sea', 'to sea', true],
    ['Lyon', 'Paris', false],
    ['.5', '0.5', true],
    ['0.50', '0.5', true],
    ['1,000', '1000', true],
    ['1000.', '1000', true],
    ['100', '1000', false],
    ['color', 'colour|color', true],
    ['-3', '-3', true],
    ['3', '-3', false],
  ])('short-answer/fill-in-blank: %j against %j → %s', (answer, expected, correct) => {
    expect(textAnswerMatches(answer, expected)).toBe(correct);
    expect(gradeQuestion(q({ type: 'fill-in-blank', correctAnswer: expected }), answer, 1).isCorrect).toBe(
      correct,
    );
  });

  it('normalises and reads numbers', () => {
    expect(normaliseAnswer('  The  Owl. ')).toBe('the owl');
    expect(numericValue('1,234.5')).toBe(1234.5);
    expect(numericValue('12a')).toBeNull();
  });

  it('an answered essay awaits marking (null); an unanswered one is 0 and unanswered', () => {
    const essay = q({ type: 'essay', marks: 5 });
    expect(gradeQuestion(essay, 'My weekend', 1)).toMatchObject({
      isCorrect: null,
      marks: 0,
      answered: true,
    });
    expect(gradeQuestion(essay, '   ', 1)).toMatchObject({ isCorrect: false, answered: false });
  });

  it('given the hand-computed fixture, then the attempt totals match (essays out of the percentage)', () => {
    const grade = gradeAttempt(
      [
        q({ id: 'a', type: 'multiple-choice', options: ['x', 'y'], correctAnswer: 'A', marks: 2 }),
        q({ id: 'b', type: 'true-false', correctAnswer: 'False', marks: 1 }),
        q({ id: 'c', type: 'short-answer', correctAnswer: 'cat', marks: 3 }),
        q({ id: 'd', type: 'essay', marks: 4 }),
        q({ id: 'e', type: 'fill-in-blank', correctAnswer: '7', marks: 1 }),
      ],
      { a: 'A', b: 'True', c: 'Cat.', d: 'Some essay' },
    );
    // score 2 + 3 = 5 of gradable 2 + 1 + 3 + 1 = 7 → 71.4%
    expect(grade).toMatchObject({
      score: 5,
      totalMarks: 11,
      percentage: 71.4,
      correctAnswers: 2,
      incorrectAnswers: 1,
      unanswered: 1,
      totalQuestions: 5,
      awaitingMarking: 1,
    });
    expect(grade.questionResults.map((result) => result.number)).toEqual([1, 2, 3, 4, 5]);
  });

  it('nothing gradable gives 0 per cent', () => {
    expect(gradeAttempt([q({ type: 'essay' })], { q: 'text' }).percentage).toBe(0);
  });
});
