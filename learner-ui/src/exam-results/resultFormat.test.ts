import { describe, expect, it } from 'vitest';
import { ApiError, ANSWER_NOT_UNDERSTOOD } from '@portal/ui-shared';
import type { ResultQuestion, WithheldResultQuestion } from '@portal/contracts';
import { answerStatus, displayAnswer, resultsView, withheldText, type ResultsAnswer } from './resultFormat';
import { resultsLoadFailure } from './resultsApi';

const attempt = (figures: Partial<ResultsAnswer['attempt']>): ResultsAnswer['attempt'] => ({
  id: 'a',
  studentId: 's',
  score: 0,
  totalMarks: 0,
  percentage: 0,
  timeSpent: 0,
  startTime: '2026-03-01T10:00:00Z',
  endTime: '2026-03-01T10:30:00Z',
  correctAnswers: 0,
  incorrectAnswers: 0,
  totalQuestions: 0,
  awaitingMarking: 0,
  submittedBy: 'student',
  attemptNumber: 1,
  band: 'Good',
  ...figures,
});

const withheldQuestion = (
  fields: Pick<WithheldResultQuestion, 'questionId' | 'question' | 'type' | 'options' | 'userAnswer'> &
    Partial<WithheldResultQuestion>,
): WithheldResultQuestion => ({
  number: 1,
  maxMarks: 1,
  imagePath: null,
  category: '',
  passageId: null,
  passageTitle: null,
  passageAuthor: null,
  passageText: null,
  ...fields,
});

const releasedQuestion = (
  fields: Parameters<typeof withheldQuestion>[0] & Pick<ResultQuestion, 'correctAnswer' | 'isCorrect'>,
): ResultQuestion => ({ marks: 0, explanation: null, ...withheldQuestion(fields), ...fields });

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
    const view = resultsView({
      exam: { title: 'Maths', examType: 'mathematics' },
      attempt: attempt({
        score: 1,
        totalMarks: 2,
        percentage: 50,
        timeSpent: 90,
        correctAnswers: 1,
        totalQuestions: 2,
      }),
      questions: [
        releasedQuestion({
          questionId: 'q1',
          question: '1+1',
          type: 'multiple-choice',
          options: ['1', '2'],
          userAnswer: 'B',
          correctAnswer: 'B',
          isCorrect: true,
          passageText: 'Text',
          passageTitle: 'P',
        }),
        releasedQuestion({
          questionId: 'q2',
          question: '2+2',
          type: 'short-answer',
          options: [],
          userAnswer: null,
          correctAnswer: '4',
          isCorrect: false,
        }),
      ],
      resultsReleased: true,
      resultsAvailableAt: null,
    });
    expect(view).toMatchObject({ examTitle: 'Maths', percentage: 50, correctAnswers: 1, totalQuestions: 2 });
    expect(view.questions[0]?.passage?.title).toBe('P');
    const refused = new ApiError(ANSWER_NOT_UNDERSTOOD, { status: 200, data: { success: true } });
    expect(resultsLoadFailure(refused)).toBe('Incomplete result data received');
  });
});

describe('results withheld (issue 16)', () => {
  const withheld: ResultsAnswer = {
    exam: { title: 'Maths', examType: 'mathematics' },
    resultsReleased: false,
    resultsAvailableAt: '2026-12-02T10:10:00.000Z',
    attempt: attempt({ score: 2, totalMarks: 3, percentage: 66.7, correctAnswers: 1, totalQuestions: 2 }),
    questions: [
      withheldQuestion({
        questionId: 'q1',
        question: '2+2',
        type: 'multiple-choice',
        options: ['3', '4'],
        userAnswer: 'B',
      }),
      withheldQuestion({
        questionId: 'q2',
        question: 'Is 7 prime?',
        type: 'true-false',
        options: [],
        userAnswer: null,
      }),
    ],
  };

  it('reads a withheld answer: the score, when it opens, and answered or unanswered per question', () => {
    const view = resultsView(withheld);
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

  it('reads a released answer as released, with no opening time', () => {
    expect(resultsView({ ...withheld, resultsReleased: true })).toMatchObject({
      released: true,
      availableAt: null,
    });
  });
});
