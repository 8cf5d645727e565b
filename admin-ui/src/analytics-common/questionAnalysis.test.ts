import { describe, expect, it } from 'vitest';
import { questionItem } from './answerFixtures';
import {
  analysedQuestionOf,
  collectPassages,
  filterQuestions,
  optionIndexOf,
  type AnalysedQuestion,
} from './questionAnalysis';

const raw = [
  questionItem({
    questionNumber: 1,
    questionId: 'q-1',
    questionText: 'What is 3/4 of 20?',
    options: ['12', '15', '16', '18'],
    studentAnswer: 'B',
    correctAnswer: 'B',
    displayStudentAnswer: 'B. 15',
    displayCorrectAnswer: 'B. 15',
    isCorrect: true,
    topic: 'Fractions',
    passageId: null,
  }),
  questionItem({
    questionNumber: 2,
    questionId: 'q-2',
    questionText: 'Who is the narrator?',
    options: [],
    studentAnswer: null,
    correctAnswer: 'the fox',
    isCorrect: false,
    passageId: 'p-1',
    passageTitle: 'The Fox',
    passageAuthor: 'Aesop',
    passageText: 'Once upon a time…',
  }),
];
const read = (items: typeof raw) => items.map(analysedQuestionOf);

describe('analysedQuestionOf', () => {
  it('reads the spec fields and marks unanswered questions', () => {
    const [first, second] = read(raw) as [AnalysedQuestion, AnalysedQuestion];
    expect(first).toMatchObject({
      number: 1,
      id: 'q-1',
      studentAnswer: 'B. 15',
      correctAnswer: 'B. 15',
      isCorrect: true,
      answered: true,
      topic: 'Fractions',
      passage: null,
    });
    expect(second).toMatchObject({
      number: 2,
      answered: false,
      studentAnswer: '',
      correctAnswer: 'the fox',
      topic: 'General',
    });
    expect(second.passage).toEqual({
      id: 'p-1',
      title: 'The Fox',
      author: 'Aesop',
      text: 'Once upon a time…',
    });
  });
});

describe('collectPassages', () => {
  it('takes passages from the exam and the questions, each once', () => {
    const questions = read(raw);
    const passages = collectPassages(
      [
        { id: 'p-1', title: 'The Fox', author: 'Aesop', text: '' },
        { id: 'p-2', title: 'Rivers', author: '', text: 'Rivers flow.' },
      ],
      questions,
    );
    expect(passages.map((p) => p.id)).toEqual(['p-1', 'p-2']);
    expect(passages[0]!.text).toBe('Once upon a time…');
  });
});

describe('filterQuestions', () => {
  const questions = read(raw);
  it('All / Correct / Incorrect', () => {
    expect(filterQuestions(questions, 'all')).toHaveLength(2);
    expect(filterQuestions(questions, 'correct').map((q) => q.id)).toEqual(['q-1']);
    expect(filterQuestions(questions, 'incorrect').map((q) => q.id)).toEqual(['q-2']);
  });
});

describe('optionIndexOf', () => {
  const options = ['12', '15', '16', '18'];
  it('by letter, by "B. text" and by text', () => {
    expect(optionIndexOf('b', options)).toBe(1);
    expect(optionIndexOf('C. 16', options)).toBe(2);
    expect(optionIndexOf('18', options)).toBe(3);
    expect(optionIndexOf('', options)).toBe(-1);
    expect(optionIndexOf('Z', options)).toBe(-1);
  });
});

describe('essays awaiting marking', () => {
  it('are neither correct nor incorrect', () => {
    const [essay] = read([
      questionItem({ questionText: 'Write', studentAnswer: 'My story', isCorrect: null }),
    ]);
    expect(essay).toMatchObject({ pending: true, isCorrect: false, answered: true });
    expect(filterQuestions([essay!], 'incorrect')).toEqual([]);
    expect(filterQuestions([essay!], 'all')).toHaveLength(1);
  });
});
