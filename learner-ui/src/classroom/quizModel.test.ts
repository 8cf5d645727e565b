import { describe, expect, it } from 'vitest';
import { SAMPLE_QUIZ, gradeQuiz } from '@portal/contracts';
import {
  answeredCount,
  answersForQuiz,
  firstUnansweredIndex,
  optionsOf,
  percentOf,
  readAnswers,
  readQuiz,
  resultRows,
} from './quizModel';

const quiz = readQuiz(SAMPLE_QUIZ)!;

describe('readQuiz', () => {
  it('never keeps a correct answer and orders questions by number', () => {
    const shuffled = { ...SAMPLE_QUIZ, questions: [...SAMPLE_QUIZ.questions].reverse() };
    const read = readQuiz(shuffled)!;
    expect(read.questions.map((question) => question.number)).toEqual([1, 2, 3]);
    expect(JSON.stringify(read)).not.toContain('correctAnswer');
  });

  it('refuses what is not a quiz', () => {
    expect(readQuiz(null)).toBeNull();
    expect(readQuiz({ title: '', questions: [], totalQuestions: 0 })).toBeNull();
    expect(readQuiz({ title: 'T', questions: [{ id: 'x' }], totalQuestions: 1 })).toBeNull();
  });
});

describe('answers', () => {
  it('keeps only letters A–D from the server', () => {
    expect(readAnswers({ '1': 'A', '2': 'E', '3': 7, '4': 'D' })).toEqual({ '1': 'A', '4': 'D' });
    expect(readAnswers(undefined)).toEqual({});
  });

  it('counts the answered questions of this quiz only', () => {
    expect(answeredCount(quiz, {})).toBe(0);
    expect(answeredCount(quiz, { '1': 'C', '3': 'A', '9': 'B' })).toBe(2);
  });

  it('carries on at the first unanswered question, else the last', () => {
    expect(firstUnansweredIndex(quiz, {})).toBe(0);
    expect(firstUnansweredIndex(quiz, { '1': 'C' })).toBe(1);
    expect(firstUnansweredIndex(quiz, { '1': 'C', '2': 'B', '3': 'A' })).toBe(2);
  });

  it('drops answers to questions the quiz does not have', () => {
    expect(answersForQuiz(quiz, { '1': 'C', '9': 'B' })).toEqual({ '1': 'C' });
  });
});

describe('optionsOf', () => {
  it('lists A–D and leaves blank options out', () => {
    const question = { ...quiz.questions[0]!, options: { A: '1', B: ' ', C: '3', D: '' } };
    expect(optionsOf(question)).toEqual([
      { letter: 'A', text: '1' },
      { letter: 'C', text: '3' },
    ]);
  });
});

describe('results', () => {
  it('rounds percentages to whole numbers', () => {
    expect(percentOf(2, 3)).toBe(67);
    expect(percentOf(1, 3)).toBe(33);
    expect(percentOf(0, 0)).toBe(0);
  });

  it('lists each question with the answer given and the correct one', () => {
    const results = gradeQuiz(SAMPLE_QUIZ, { '1': 'C', '2': 'A' });
    expect(resultRows(results, quiz)).toEqual([
      { number: 1, text: 'What is 5 + 3?', isCorrect: true, yourAnswer: 'C: 8', correctAnswer: 'C: 8' },
      {
        number: 2,
        text: 'Which is the largest planet in our solar system?',
        isCorrect: false,
        yourAnswer: 'A: Earth',
        correctAnswer: 'B: Jupiter',
      },
      { number: 3, text: 'What is 6 × 7?', isCorrect: false, yourAnswer: null, correctAnswer: 'A: 42' },
    ]);
  });

  it('falls back on the question number when the quiz is not known', () => {
    const results = gradeQuiz(SAMPLE_QUIZ, { '1': 'C' });
    expect(resultRows(results, null)[1]).toMatchObject({ text: 'Question 2', correctAnswer: 'B' });
  });
});
