import { describe, expect, it } from 'vitest';
import type { Exam, ResultQuestion } from '@portal/contracts';
import { keyIsForStaff, withholdQuestion, withholdResults } from './resultsRelease';

const question: ResultQuestion = {
  questionId: 'q1',
  number: 1,
  question: '2+2?',
  type: 'multiple-choice',
  options: ['3', '4'],
  userAnswer: 'B',
  correctAnswer: 'B',
  isCorrect: true,
  marks: 2,
  maxMarks: 2,
  explanation: 'Four.',
  imagePath: null,
  category: 'Maths',
  passageId: null,
  passageTitle: null,
  passageAuthor: null,
  passageText: null,
};

describe('withholding the answer key (issue 16)', () => {
  it('given a result question, then the correct answer, correctness, marks and explanation go; the rest stays', () => {
    const withheld = withholdQuestion(question);
    expect(Object.keys(withheld).sort()).toEqual(
      Object.keys(question)
        .filter((key) => !['correctAnswer', 'isCorrect', 'marks', 'explanation'].includes(key))
        .sort(),
    );
    expect(withheld).toMatchObject({ userAnswer: 'B', maxMarks: 2 });
  });

  it("given a results answer, then the exam's questions lose their answers and explanations too", () => {
    const exam = {
      title: 'Maths',
      questions: [{ id: 'q1', correctAnswer: 'B', explanation: 'Four.', marks: 2 }],
    };
    const answer = withholdResults({
      success: true,
      exam: exam as unknown as Exam,
      questions: [question],
      resultsReleased: false,
      resultsAvailableAt: null,
      attempt: {} as never,
    });
    expect(JSON.stringify(answer)).not.toMatch(/correctAnswer|explanation|isCorrect|Four\./);
  });

  it('staff always see the key, students and parents by the rule', () => {
    expect(
      ['admin', 'tutor', 'student', 'parent'].map((role) => keyIsForStaff({ role: role as 'admin' })),
    ).toEqual([true, true, false, false]);
  });
});
