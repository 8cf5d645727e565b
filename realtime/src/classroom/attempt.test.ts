import { describe, expect, it } from 'vitest';
import { SAMPLE_QUIZ, gradeQuiz } from '@portal/contracts';
import { DeciderSpecification } from '@portal/platform/testing';
import type { ClassroomQuizSubmitted, RecordClassroomAttempt } from './attempt';
import { classroomAttemptData, classroomAttemptDecider } from './attempt';
import type { ClassroomIdentity, LiveSession } from './decide';
import { session as liveSession, student } from './testFixtures';

const identity: ClassroomIdentity = student;
const session: LiveSession = { ...liveSession, title: 'Friday quiz', quizSentAt: '2026-11-24T09:02:00.000Z' };

function dataFor(attemptId: string, answers: Record<string, 'A' | 'B' | 'C' | 'D'>) {
  return classroomAttemptData({
    identity,
    session,
    quiz: SAMPLE_QUIZ,
    results: { ...gradeQuiz(SAMPLE_QUIZ, answers, attemptId), attemptId },
    answers,
    joinedAt: '2026-11-24T09:01:00.000Z',
    submittedAt: '2026-11-24T09:04:30.000Z',
  });
}

const record = (
  attemptId: string,
  answers: Record<string, 'A' | 'B' | 'C' | 'D'> = {},
): RecordClassroomAttempt => ({
  type: 'RecordClassroomAttempt',
  data: dataFor(attemptId, answers),
});
const given = DeciderSpecification.for(classroomAttemptDecider);

describe('classroom attempt', () => {
  it('given a graded submission, when its facts are taken, then scores and times are anonymous, answers the child own, timed from the quiz', () => {
    expect(dataFor('a1', { '1': 'C', '2': 'A' })).toEqual({
      attemptId: 'a1',
      organisationId: 'org',
      studentId: 's1',
      tutorId: 't1',
      sessionCode: 'QUIZ-ABC123',
      sessionTitle: 'Friday quiz',
      quiz: SAMPLE_QUIZ,
      startTime: '2026-11-24T09:02:00.000Z',
      endTime: '2026-11-24T09:04:30.000Z',
      timeSpent: 150,
      score: 1,
      totalMarks: 3,
      percentage: 33,
      correctAnswers: 1,
      incorrectAnswers: 1,
      unanswered: 1,
      totalQuestions: 3,
      questionResults: [
        { questionId: 'sample-1', questionNumber: 1, isCorrect: true, answered: true },
        { questionId: 'sample-2', questionNumber: 2, isCorrect: false, answered: true },
        { questionId: 'sample-3', questionNumber: 3, isCorrect: false, answered: false },
      ],
      answers: { '1': 'C', '2': 'A' },
    });
  });

  it('given no attempt, when recorded, then ClassroomQuizSubmitted as attempt 1', () => {
    given([])
      .when(record('a1'))
      .then([{ type: 'ClassroomQuizSubmitted', data: { ...record('a1').data, attemptNumber: 1 } }]);
  });

  it('given an attempt (then a reset), when another is recorded, then it is attempt 2; the same attemptId again records nothing', () => {
    const first: ClassroomQuizSubmitted[] = [...given([]).when(record('a1')).events()];
    expect(given(first).when(record('a2')).events()[0]?.data.attemptNumber).toBe(2);
    given(first).when(record('a1')).thenNothingHappened();
  });
});
