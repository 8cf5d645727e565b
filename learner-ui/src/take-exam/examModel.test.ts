import { describe, expect, it } from 'vitest';
import type { StudentExam, StudentQuestion } from '@portal/contracts';
import { answerValue, examPaper, unansweredCount } from './examModel';
import { examKeyAction } from './keyboard';

const question = (
  over: Partial<StudentQuestion> & Pick<StudentQuestion, 'id' | 'type'>,
): StudentQuestion => ({
  question: 'Q',
  options: [],
  marks: 1,
  category: '',
  difficulty: 'medium',
  imagePath: null,
  description: null,
  passageId: null,
  passageTitle: null,
  passageAuthor: null,
  passageText: null,
  ...over,
});

const exam = {
  id: 'e-1',
  title: 'Reading',
  examType: 'english',
  timeLimit: 40,
  passages: [{ id: 'p1', title: 'The Fox', author: 'A. Writer', text: 'One.\nTwo.' }],
  questions: [
    question({
      id: 'q1',
      question: 'Pick',
      type: 'multiple-choice',
      options: ['a', 'b', 'c', 'd'],
      passageId: 'p1',
    }),
    question({ id: 'q2', question: 'True?', type: 'true-false' }),
    question({
      id: 'q3',
      question: 'Word',
      type: 'fill-in-blank',
      passageText: 'Inline text',
      passageTitle: 'Inline',
    }),
    question({ id: 'q4', question: 'Essay', type: 'essay' }),
  ],
} as Pick<StudentExam, 'id' | 'title' | 'examType' | 'timeLimit' | 'passages' | 'questions'> as StudentExam;
const paper = examPaper(exam);

describe('the exam paper', () => {
  it('reads questions, types and passages', () => {
    expect(paper.timeLimit).toBe(40);
    expect(paper.questions.map((q) => q.type)).toEqual([
      'multiple-choice',
      'true-false',
      'fill-in-blank',
      'essay',
    ]);
    expect(paper.questions[0]?.passage?.title).toBe('The Fox');
    expect(paper.questions[1]?.options).toEqual(['True', 'False']);
    expect(paper.questions[2]?.passage?.text).toBe('Inline text');
    expect(paper.questions[2]?.passage?.title).toBe('Inline');
  });

  it('stores letters for choices and counts unanswered questions', () => {
    const [mc, tf] = paper.questions ?? [];
    expect(mc && answerValue(mc, 1)).toBe('B');
    expect(tf && answerValue(tf, 1)).toBe('False');
    expect(unansweredCount(paper.questions ?? [], { q1: 'A', q3: '  ' })).toBe(3);
  });

  it('maps keys: arrows and numbers move, letters answer', () => {
    const [mc, tf, text] = paper.questions ?? [];
    expect(examKeyAction('ArrowRight', 0, 4, mc)).toEqual({ kind: 'go', index: 1 });
    expect(examKeyAction('ArrowLeft', 0, 4, mc)).toEqual({ kind: 'none' });
    expect(examKeyAction('ArrowRight', 3, 4, mc)).toEqual({ kind: 'none' });
    expect(examKeyAction('3', 0, 4, mc)).toEqual({ kind: 'go', index: 2 });
    expect(examKeyAction('2', 12, 20, mc)).toEqual({ kind: 'go', index: 11 });
    expect(examKeyAction('0', 0, 4, mc)).toEqual({ kind: 'none' });
    expect(examKeyAction('c', 0, 4, mc)).toEqual({ kind: 'answer', value: 'C' });
    expect(examKeyAction('e', 0, 4, mc)).toEqual({ kind: 'none' });
    expect(examKeyAction('t', 1, 4, tf)).toEqual({ kind: 'answer', value: 'True' });
    expect(examKeyAction('a', 2, 4, text)).toEqual({ kind: 'none' });
  });
});
