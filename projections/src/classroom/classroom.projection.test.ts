import { describe, expect, it } from 'vitest';
import type { EventOf } from '@portal/contracts';
import { CLASSROOM_EXAM_TYPE, SAMPLE_QUIZ } from '@portal/contracts';
import { ProjectionSpecification, eventRecorder } from '@portal/platform/testing';
import { attemptsProjection } from '../attempts/attempts.projection';
import { studentAnalyticsProjection } from '../analytics/studentAnalytics.projection';
import { activityRowsOf } from '../compliance/processingActivities.projection';
import { classroomSessionId, classroomSessionsProjection } from './classroomSessions.projection';
import { quizTemplatesProjection } from './quizTemplates.projection';

const recorded = eventRecorder();

type Submitted = EventOf<'ClassroomQuizSubmitted'>['data'];
const submittedData: Submitted = {
  attemptId: 'ca1',
  organisationId: 'org',
  studentId: 's1',
  tutorId: 't1',
  sessionCode: 'QUIZ-ABC123',
  sessionTitle: 'Friday quiz',
  quiz: SAMPLE_QUIZ,
  attemptNumber: 1,
  startTime: '2026-11-24T09:02:00.000Z',
  endTime: '2026-11-24T09:04:30.000Z',
  timeSpent: 150,
  score: 2,
  totalMarks: 3,
  percentage: 67,
  correctAnswers: 2,
  incorrectAnswers: 0,
  unanswered: 1,
  totalQuestions: 3,
  questionResults: [
    { questionId: 'sample-1', questionNumber: 1, isCorrect: true, answered: true },
    { questionId: 'sample-2', questionNumber: 2, isCorrect: true, answered: true },
    { questionId: 'sample-3', questionNumber: 3, isCorrect: false, answered: false },
  ],
  answers: { '1': 'C', '2': 'B' },
};
const submitted = (data: Partial<Submitted> = {}) =>
  recorded('ClassroomQuizSubmitted', { ...submittedData, ...data }, 'classroom-attempts-QUIZ-ABC123-s1');

const givenAttempts = ProjectionSpecification.for(attemptsProjection);
const givenStudentAnalytics = ProjectionSpecification.for(studentAnalyticsProjection);
const givenQuizTemplates = ProjectionSpecification.for(quizTemplatesProjection);
const givenClassroomSessions = ProjectionSpecification.for(classroomSessionsProjection);

describe('classroom attempts in the exam-attempt read models', () => {
  it('given a live quiz submission, when projected into attempts, then it is a completed classroom attempt whose quiz reads as an exam', () => {
    const document = givenAttempts().when(submitted()).document('ca1');
    expect(document).toMatchObject({
      studentId: 's1',
      tutorId: 't1',
      examId: 'classroom-QUIZ-ABC123',
      examTitle: 'Sample Quiz',
      examType: CLASSROOM_EXAM_TYPE,
      accessType: 'classroom',
      status: 'completed',
      score: 2,
      percentage: 67,
      totalMarks: 3,
      answers: { 'sample-1': 'C', 'sample-2': 'B' },
    });
    expect(
      document?.questionResults.map((result) => [
        result.number,
        result.studentAnswer,
        result.correctAnswer,
        result.marks,
      ]),
    ).toEqual([
      [1, 'C', 'C', 1],
      [2, 'B', 'B', 1],
      [3, null, 'A', 0],
    ]);
    expect(document?.exam.questions[1]).toMatchObject({
      question: 'Which is the largest planet in our solar system?',
      type: 'multiple-choice',
      options: ['Earth', 'Jupiter', 'Saturn', 'Mars'],
      correctAnswer: 'B',
      marks: 1,
    });
  });

  it('given a classroom attempt, when the student is erased (AttemptAnswersErased), then the answers go and the score stays', () => {
    const erased = recorded(
      'AttemptAnswersErased',
      { studentId: 's1', organisationId: 'org', attemptIds: ['ca1'], erasedAt: 't' },
      'exam-attempts-erasure-s1',
    );
    const document = givenAttempts([submitted()]).when(erased).document('ca1');
    expect(document?.answers).toEqual({});
    expect(document?.questionResults.every((result) => result.studentAnswer === null)).toBe(true);
    expect(document?.score).toBe(2);
  });

  it("given a live quiz submission, when projected into student analytics, then it counts as an attempt of type classroom-quiz in the category 'Live quiz'", () => {
    const document = givenStudentAnalytics().when(submitted()).document('s1');
    expect(document?.attempts).toEqual([
      expect.objectContaining({
        attemptId: 'ca1',
        examType: CLASSROOM_EXAM_TYPE,
        percentage: 67,
        scheduleId: null,
      }),
    ]);
    expect(document?.categories).toEqual([
      expect.objectContaining({ examType: CLASSROOM_EXAM_TYPE, category: 'Live quiz', correct: 2, total: 3 }),
    ]);
    expect(document?.overview.totalExams).toBe(1);
  });

  it('given a live quiz submission, when the register reads it, then it is a row for the student that names no answer', () => {
    const rows = [...activityRowsOf(submitted()).values()];
    expect(rows).toEqual([
      expect.objectContaining({ subjectId: 's1', dataType: 'classroom_quiz', actor: 'student' }),
    ]);
    expect(JSON.stringify(rows)).not.toContain('"C"');
  });
});

describe('quiz templates read model', () => {
  const stream = 'classroom-quiz-template-q1';
  const fields = {
    templateId: 'q1',
    organisationId: 'org',
    tutorId: 't1',
    title: 'Warm-up',
    questions: SAMPLE_QUIZ.questions,
  };

  it('given a template created then updated, when projected, then one document with the latest content and both times', () => {
    const document = givenQuizTemplates([
      recorded('QuizTemplateCreated', { ...fields, createdAt: 't0' }, stream),
    ])
      .when(
        recorded(
          'QuizTemplateUpdated',
          { ...fields, title: 'Renamed', questions: SAMPLE_QUIZ.questions.slice(0, 1), updatedAt: 't1' },
          stream,
        ),
      )
      .document('q1');
    expect(document).toMatchObject({
      title: 'Renamed',
      totalQuestions: 1,
      createdAt: 't0',
      updatedAt: 't1',
      tutorId: 't1',
    });
  });

  it('given a template deleted, when projected, then the document is gone', () => {
    const document = givenQuizTemplates([
      recorded('QuizTemplateCreated', { ...fields, createdAt: 't0' }, stream),
    ])
      .when(
        recorded(
          'QuizTemplateDeleted',
          { templateId: 'q1', organisationId: 'org', tutorId: 't1', deletedAt: 't2' },
          stream,
        ),
      )
      .document('q1');
    expect(document).toBeNull();
  });
});

describe('ended sessions read model', () => {
  const endedData: EventOf<'ClassroomSessionEnded'>['data'] = {
    sessionCode: 'QUIZ-ABC123',
    organisationId: 'org',
    tutorId: 't1',
    sessionCreatedAt: '2026-11-24T09:00:00.000Z',
    endedAt: '2026-11-24T09:20:00.000Z',
    endedBy: 't1',
  };
  const ended = (data: Partial<typeof endedData> = {}) =>
    recorded('ClassroomSessionEnded', { ...endedData, ...data }, 'classroom-session-QUIZ-ABC123');
  const id = classroomSessionId('QUIZ-ABC123', '2026-11-24T09:00:00.000Z');

  it('given a session ended by its tutor, when projected, then one document per session with who and when', () => {
    expect(id).toBe('QUIZ-ABC123@2026-11-24T09:00:00.000Z');
    expect(givenClassroomSessions().when(ended()).document(id)).toMatchObject({
      _id: id,
      organisationId: 'org',
      sessionCode: 'QUIZ-ABC123',
      tutorId: 't1',
      createdAt: '2026-11-24T09:00:00.000Z',
      endedAt: '2026-11-24T09:20:00.000Z',
      endedBy: 't1',
    });
  });

  it('given a second end of the same session, when projected, then the first end stands', () => {
    const document = givenClassroomSessions([ended()])
      .when(ended({ endedAt: '2026-11-24T10:00:00.000Z' }))
      .document(id);
    expect(document?.endedAt).toBe('2026-11-24T09:20:00.000Z');
  });

  it('given a session end, when the register reads it, then no row (no child data)', () => {
    expect([...activityRowsOf(ended()).values()]).toEqual([]);
  });
});
