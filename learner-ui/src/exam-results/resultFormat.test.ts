import { describe, expect, it } from 'vitest';
import { IncompleteResultError, answerStatus, displayAnswer, parseResults } from './resultFormat';

describe('results', () => {
  it('says correct, incorrect, unanswered or awaiting marking', () => {
    expect(answerStatus({ userAnswer: 'A', isCorrect: true })).toBe('correct');
    expect(answerStatus({ userAnswer: 'A', isCorrect: false })).toBe('incorrect');
    expect(answerStatus({ userAnswer: ' ', isCorrect: false })).toBe('unanswered');
    expect(answerStatus({ userAnswer: null, isCorrect: null })).toBe('unanswered');
    expect(answerStatus({ userAnswer: 'An essay', isCorrect: null })).toBe('pending');
  });

  it('shows a letter answer with its option', () => {
    expect(displayAnswer('B', ['12', '15'], 'multiple-choice')).toBe('B. 15');
    expect(displayAnswer('49', [], 'short-answer')).toBe('49');
    expect(displayAnswer(null, [], 'essay')).toBe('No answer');
  });

  it('reads the results answer and refuses an incomplete one', () => {
    const view = parseResults({
      exam: { title: 'Maths', examType: 'mathematics' },
      attempt: {
        id: 'a',
        score: 1,
        totalMarks: 2,
        percentage: 50,
        timeSpent: 90,
        correctAnswers: 1,
        totalQuestions: 2,
      },
      questions: [
        {
          questionId: 'q1',
          question: '1+1',
          type: 'multiple-choice',
          options: ['1', '2'],
          userAnswer: 'B',
          correctAnswer: 'B',
          isCorrect: true,
          passageText: 'Text',
          passageTitle: 'P',
        },
        {
          questionId: 'q2',
          question: '2+2',
          type: 'short-answer',
          options: [],
          userAnswer: null,
          correctAnswer: '4',
          isCorrect: false,
        },
      ],
    });
    expect(view).toMatchObject({ examTitle: 'Maths', percentage: 50, correctAnswers: 1, totalQuestions: 2 });
    expect(view.questions[0]?.passage?.title).toBe('P');
    expect(() => parseResults({ success: true })).toThrow(IncompleteResultError);
    expect(() => parseResults({ attempt: {}, questions: [] })).toThrow('Incomplete result data received');
  });
});
