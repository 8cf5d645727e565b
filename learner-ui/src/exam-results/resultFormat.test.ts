import { describe, expect, it } from 'vitest';
import {
  IncompleteResultError,
  answerStatus,
  displayAnswer,
  parseResults,
  withheldText,
} from './resultFormat';

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

describe('results withheld (issue 16)', () => {
  const withheld = {
    exam: { title: 'Maths', examType: 'mathematics' },
    resultsReleased: false,
    resultsAvailableAt: '2026-12-02T10:10:00.000Z',
    attempt: { score: 2, totalMarks: 3, percentage: 66.7, correctAnswers: 1, totalQuestions: 2 },
    questions: [
      { questionId: 'q1', question: '2+2', type: 'multiple-choice', options: ['3', '4'], userAnswer: 'B' },
      { questionId: 'q2', question: 'Is 7 prime?', type: 'true-false', options: [], userAnswer: null },
    ],
  };

  it('reads a withheld answer: the score, when it opens, and answered or unanswered per question', () => {
    const view = parseResults(withheld);
    expect(view).toMatchObject({ released: false, availableAt: '2026-12-02T10:10:00.000Z', score: 2 });
    expect(view.questions.map(answerStatus)).toEqual(['answered', 'unanswered']);
    expect(view.questions[0]).toMatchObject({ correctAnswer: null, isCorrect: null, explanation: null });
  });

  it('says when the results come, or that the tutor releases them', () => {
    expect(withheldText('2026-12-02T10:10:00.000Z', (iso) => iso.slice(11, 16))).toBe(
      'Results will be available after 10:10',
    );
    expect(withheldText(null)).toBe('Results will be available when your tutor releases them');
  });

  it('reads an answer without the field (an older server) as released', () => {
    const { resultsReleased: _r, resultsAvailableAt: _a, ...older } = withheld;
    expect(parseResults(older)).toMatchObject({ released: true, availableAt: null });
  });
});
