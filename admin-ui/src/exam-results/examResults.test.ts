import { describe, expect, it } from 'vitest';
import { detailedResults, questionItem } from '../analytics-common/answerFixtures';
import { checkMarks, examResultOf, markableEssays, returnTargetOf } from './examResultsApi';

const answer = detailedResults({
  exam: {
    id: 'e1',
    title: 'English Mock 1',
    examType: 'english',
    passages: [{ id: 'p1', title: 'The Fox', author: 'Aesop', text: 'Once…' }],
  },
  // the student is the fixture's Amara Lewis
  examAttempt: { id: 'att-1', timeTaken: 1530, completedAt: null },
  results: { ...detailedResults().results, scoreObtained: 1, totalMarks: 2, percentage: 50 },
  // one right, one wrong
  questionAnalysis: [
    questionItem({
      questionNumber: 1,
      questionId: 'a',
      questionText: 'Q1',
      studentAnswer: 'A',
      correctAnswer: 'A',
      isCorrect: true,
    }),
    questionItem({
      questionNumber: 2,
      questionId: 'b',
      questionText: 'Q2',
      studentAnswer: 'B',
      correctAnswer: 'C',
      isCorrect: false,
      passageId: 'p1',
      passageTitle: 'The Fox',
      passageText: 'Once…',
    }),
  ],
});

describe('examResultOf', () => {
  it('reads the spec answer, passages once', () => {
    const result = examResultOf({
      ...answer,
      results: { ...answer.results, correctAnswers: 1, incorrectAnswers: 1 },
    });
    expect(result).toMatchObject({
      title: 'English Mock 1',
      examType: 'english',
      studentName: 'Amara Lewis',
      timeTaken: 1530,
      scoreObtained: 1,
      totalMarks: 2,
      percentage: 50,
      correctAnswers: 1,
      incorrectAnswers: 1,
    });
    expect(result.passages).toHaveLength(1);
    expect(result.questions).toHaveLength(2);
  });

  it('the scheduled-exam answer works too (no marks, no time)', () => {
    const result = examResultOf({
      success: true,
      student: { id: 's1', firstName: 'A', lastName: 'B' },
      exam: { id: 'e1', title: 'T' },
      results: { percentage: 100, correctAnswers: 1, incorrectAnswers: 0, totalQuestions: 1 },
      topicAnalysis: [],
      questionAnalysis: [
        questionItem({ questionText: 'Q', studentAnswer: 'x', correctAnswer: 'x', isCorrect: true }),
      ],
      teachingRecommendations: { strengths: [], moderate: [], needsImprovement: [] },
    });
    expect(result).toMatchObject({ timeTaken: null, scoreObtained: null, totalMarks: null, percentage: 100 });
  });

  it('given an answer without integrity events, then null (read from the attempt); with them, oldest first', () => {
    expect(examResultOf(answer).integrityEvents).toBeNull();
    const withEvents = examResultOf({
      ...answer,
      integrityEvents: [
        { kind: 'paste_blocked', at: '2026-03-12T09:45:00.000Z' },
        { kind: 'fullscreen_exit', at: '2026-03-12T09:40:00.000Z' },
      ],
    });
    expect(withEvents.integrityEvents?.map((event) => event.kind)).toEqual([
      'fullscreen_exit',
      'paste_blocked',
    ]);
  });
});

describe('returnTargetOf', () => {
  it('goes back to the named page, with the student or schedule', () => {
    expect(returnTargetOf(new URLSearchParams('returnTo=analytics&student=s1'))).toEqual({
      path: '/analytics?student=s1',
      label: 'Back to Analytics',
    });
    expect(returnTargetOf(new URLSearchParams('returnTo=student-analytics')).path).toBe('/analytics');
    expect(returnTargetOf(new URLSearchParams('returnTo=scheduled-exam-analytics&schedule=x')).path).toBe(
      '/scheduled-exam-analytics?schedule=x',
    );
    expect(returnTargetOf(new URLSearchParams('returnTo=exam-history')).path).toBe('/exam-history');
    expect(returnTargetOf(new URLSearchParams('returnTo=https://evil.example')).path).toBe('/analytics');
  });
});

describe('essay marking', () => {
  const essay = (fields: Parameters<typeof questionItem>[0]) => questionItem({ type: 'essay', ...fields });
  const marking = examResultOf({
    ...answer,
    examAttempt: { id: 'att-9', timeTaken: 60, completedAt: null },
    results: { ...answer.results, awaitingMarking: 1 },
    questionAnalysis: [
      ...answer.questionAnalysis,
      essay({ questionId: 'e1', studentAnswer: 'My story', isCorrect: null, marks: 0, maxMarks: 5 }),
      essay({
        questionId: 'e2',
        studentAnswer: 'Another',
        isCorrect: false,
        marks: 3,
        maxMarks: 5,
        feedback: 'More detail',
      }),
      essay({ questionId: 'e3', studentAnswer: null, isCorrect: false, marks: 0, maxMarks: 2 }),
    ],
  });

  it('reads the attempt id, the essays awaiting marking and their marks and feedback', () => {
    expect(marking).toMatchObject({ attemptId: 'att-9', awaitingMarking: 1 });
    // answered essays only, marked or not
    expect(markableEssays(marking.questions).map((q) => [q.id, q.pending, q.marks, q.feedback])).toEqual([
      ['e1', true, 0, null],
      ['e2', false, 3, 'More detail'],
    ]);
  });

  it('accepts whole marks from 0 to the maximum only', () => {
    expect(checkMarks('0', 5)).toEqual({ marks: 0 });
    expect(checkMarks(' 5 ', 5)).toEqual({ marks: 5 });
    for (const input of ['', '6', '-1', '2.5', 'two']) {
      expect(checkMarks(input, 5)).toEqual({ error: 'Enter a whole number from 0 to 5' });
    }
  });
});
