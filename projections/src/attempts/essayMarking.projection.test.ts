import { describe, expect, it } from 'vitest';
import type { EventOf, Exam } from '@portal/contracts';
import { ProjectionSpecification, eventRecorder } from '@portal/platform/testing';
import { attemptsProjection } from './attempts.projection';
import { attemptStartedOfA1, sittingOfA1 } from './attemptFixtures';
import { studentAnalyticsProjection } from '../analytics/studentAnalytics.projection';
import { scheduleAnalyticsProjection } from '../analytics/scheduleAnalytics.projection';
import { activityRowsOf } from '../compliance/processingActivities.projection';

// Essay marking (EssayAnswersMarked) in the attempts, student_analytics and schedule_analytics
// read models. The exam: q1 multiple-choice, 1 mark (right); q2 essay, 4 marks (Writing).

const recorded = eventRecorder('exam-attempts-s1-schedule-sch1');
const givenAttempts = ProjectionSpecification.for(attemptsProjection);
const givenStudents = ProjectionSpecification.for(studentAnalyticsProjection);
const givenSchedules = ProjectionSpecification.for(scheduleAnalyticsProjection);

const exam = {
  id: 'e1',
  title: 'English mock',
  examType: 'english',
  questions: [
    {
      id: 'q1',
      question: 'Pick the noun',
      type: 'multiple-choice',
      options: ['run', 'dog'],
      correctAnswer: 'B',
      marks: 1,
      explanation: null,
      category: 'Grammar',
    },
    {
      id: 'q2',
      question: 'Describe your weekend',
      type: 'essay',
      options: [],
      correctAnswer: '',
      marks: 4,
      explanation: null,
      category: 'Writing',
    },
  ],
  passages: [],
} as unknown as Exam;

const ref = { attemptId: 'a1', organisationId: 'org', studentId: 's1' };
const slot = { scheduleId: 'sch1', assignmentId: null };

const started = attemptStartedOfA1({
  examTitle: 'English mock',
  examType: 'english',
  totalMarks: 5,
  totalQuestions: 2,
  exam,
});

const mc = {
  questionId: 'q1',
  number: 1,
  type: 'multiple-choice',
  category: 'Grammar',
  marks: 1,
  maxMarks: 1,
  isCorrect: true,
  answered: true,
};
const essay = (marks: number, isCorrect: boolean | null) => ({
  questionId: 'q2',
  number: 2,
  type: 'essay',
  category: 'Writing',
  marks,
  maxMarks: 4,
  isCorrect,
  answered: true,
});

const submitted: EventOf<'AttemptSubmitted'>['data'] = {
  ...sittingOfA1,
  examTitle: 'English mock',
  examType: 'english',
  endTime: '2026-11-02T09:20:00.000Z',
  timeSpent: 1200,
  submittedBy: 'student',
  // the essay awaits marking: 1 of the gradable 1
  score: 1,
  totalMarks: 5,
  percentage: 100,
  correctAnswers: 1,
  incorrectAnswers: 0,
  unanswered: 0,
  totalQuestions: 2,
  awaitingMarking: 1,
  questionResults: [mc, essay(0, null)],
  answers: { q1: 'B', q2: 'We went to the sea.' },
};

const marked = (
  marks: number,
  figures: Pick<
    EventOf<'EssayAnswersMarked'>['data'],
    'score' | 'percentage' | 'correctAnswers' | 'incorrectAnswers'
  >,
  feedback: Record<string, string>,
  markedAt: string,
): EventOf<'EssayAnswersMarked'>['data'] => ({
  ...ref,
  ...slot,
  marks: { q2: marks },
  feedback,
  ...figures,
  awaitingMarking: 0,
  questionResults: [mc, essay(marks, marks === 4)],
  markedBy: 't1',
  markedByRole: 'tutor',
  markedAt,
});

// first 2 of 4: (1 + 2) of 5 = 60%; then 4 of 4, the feedback dropped: 5 of 5 = 100%
const firstMarking = marked(
  2,
  { score: 3, percentage: 60, correctAnswers: 1, incorrectAnswers: 1 },
  { q2: 'Good start' },
  '2026-11-03T08:00:00.000Z',
);
const secondMarking = marked(
  4,
  { score: 5, percentage: 100, correctAnswers: 2, incorrectAnswers: 0 },
  {},
  '2026-11-03T09:00:00.000Z',
);

// an earlier practice attempt of s1's at 40% (Grammar 2 of 5), on its own stream
const earlier: EventOf<'AttemptSubmitted'>['data'] = {
  ...submitted,
  attemptId: 'a0',
  scheduleId: null,
  accessType: 'practice',
  startTime: '2026-11-01T09:00:00.000Z',
  endTime: '2026-11-01T09:10:00.000Z',
  timeSpent: 600,
  score: 2,
  percentage: 40,
  correctAnswers: 2,
  incorrectAnswers: 3,
  awaitingMarking: 0,
  totalQuestions: 5,
  questionResults: [0, 1, 2, 3, 4].map((i) => ({ ...mc, questionId: `g${i}`, isCorrect: i < 2 })),
  answers: null,
};

const events = {
  started: recorded('AttemptStarted', started),
  submitted: recorded('AttemptSubmitted', submitted),
  first: recorded('EssayAnswersMarked', firstMarking),
  second: recorded('EssayAnswersMarked', secondMarking),
  earlier: recorded('AttemptSubmitted', earlier, 'exam-attempts-s1-practice-e1'),
};

describe('attempts read model: essay marking', () => {
  it('given a submitted attempt with an essay awaiting marking, when marked 2 of 4, then the figures, marks and feedback', () => {
    const document = givenAttempts([events.started, events.submitted]).when(events.first).document('a1')!;
    expect(document).toMatchObject({
      score: 3,
      percentage: 60,
      correctAnswers: 1,
      incorrectAnswers: 1,
      awaitingMarking: 0,
      updatedAt: '2026-11-03T08:00:00.000Z',
    });
    expect(document.questionResults[1]).toMatchObject({
      questionId: 'q2',
      marks: 2,
      maxMarks: 4,
      isCorrect: false,
      feedback: 'Good start',
      studentAnswer: 'We went to the sea.',
    });
    expect(document.questionResults[0]).toMatchObject({ marks: 1, isCorrect: true, feedback: null });
  });

  it('given a marked essay, when marked again without feedback, then the new marks replace the old and the feedback goes', () => {
    const document = givenAttempts([events.started, events.submitted, events.first])
      .when(events.second)
      .document('a1')!;
    expect(document).toMatchObject({ score: 5, percentage: 100, correctAnswers: 2, awaitingMarking: 0 });
    expect(document.questionResults[1]).toMatchObject({ marks: 4, isCorrect: true, feedback: null });
  });

  it('given a marked attempt, when the student is erased, then the feedback goes with the answers and the figures stay', () => {
    const erased = recorded(
      'AttemptAnswersErased',
      { studentId: 's1', organisationId: 'org', attemptIds: ['a1'], erasedAt: '2026-12-01T00:00:00.000Z' },
      'exam-attempts-erasure-s1',
    );
    const document = givenAttempts([events.started, events.submitted, events.first])
      .when(erased)
      .document('a1')!;
    expect(document.score).toBe(3);
    expect(document.questionResults[1]).toMatchObject({ feedback: null, studentAnswer: null, marks: 2 });
  });

  it('given a marking redelivered, then nothing changes', () => {
    const marked = [events.started, events.submitted, events.first];
    expect(givenAttempts(marked).when(events.first).document('a1')).toEqual(
      givenAttempts(marked).when([]).document('a1'),
    );
  });
});

describe('student_analytics: essay marking', () => {
  it('given two attempts, when one is marked twice, then its figures are replaced (never added) and the averages follow', () => {
    const before = givenStudents(events.earlier).when(events.submitted).document('s1')!;
    // (40 + 100) / 2 = 70 while the essay awaits marking; no Writing row yet
    expect(before.overview).toMatchObject({ totalExams: 2, averageScore: 70, bestScore: 100 });
    expect(before.categories.map((row) => row.category)).toEqual(['Grammar']);

    const first = givenStudents([events.earlier, events.submitted]).when(events.first).document('s1')!;
    // (40 + 60) / 2 = 50; the day of a1 sums 60
    expect(first.overview).toMatchObject({ totalExams: 2, averageScore: 50, bestScore: 60 });
    expect(first.attempts.find((attempt) => attempt.attemptId === 'a1')).toMatchObject({
      score: 3,
      percentage: 60,
      correctAnswers: 1,
    });
    expect(first.days.find((day) => day.date === '2026-11-02')).toMatchObject({
      attempts: 1,
      percentageSum: 60,
    });
    expect(first.categories.find((row) => row.category === 'Writing')).toEqual({
      examType: 'english',
      category: 'Writing',
      correct: 0,
      total: 1,
      attempts: 1,
      recent: [0],
    });

    const second = givenStudents([events.earlier, events.submitted, events.first])
      .when(events.second)
      .document('s1')!;
    // (40 + 100) / 2 = 70; Writing counted once, with the latest marks
    expect(second.overview).toMatchObject({ totalExams: 2, averageScore: 70, bestScore: 100 });
    expect(second.attempts).toHaveLength(2);
    expect(second.categories.find((row) => row.category === 'Writing')).toMatchObject({
      correct: 1,
      total: 1,
      attempts: 1,
      recent: [100],
    });
    // Grammar: 2 of 5 (a0) + 1 of 1 (a1)
    expect(second.categories.find((row) => row.category === 'Grammar')).toMatchObject({
      correct: 3,
      total: 6,
      attempts: 2,
    });
  });

  it('given the attempts cleared, when a marking arrives, then nothing comes back', () => {
    const cleared = recorded(
      'StudentExamsCleared',
      {
        studentId: 's1',
        organisationId: 'org',
        attemptIds: ['a0', 'a1'],
        scheduleIds: [],
        assignmentIds: [],
        by: 't1',
        byRole: 'tutor',
        clearedAt: '2026-11-03T07:00:00.000Z',
      },
      'user-s1',
    );
    givenStudents([events.earlier, events.submitted, cleared]).when(events.first).thenNoDocument('s1');
  });
});

describe('schedule_analytics: essay marking', () => {
  it('given a submitted attempt, when marked twice, then that attempt carries the latest figures and marks', () => {
    const first = givenSchedules(events.submitted).when(events.first).document('sch1')!;
    expect(first.students).toHaveLength(1);
    expect(first.students[0]!.attempts).toHaveLength(1);
    expect(first.students[0]!.attempts[0]).toMatchObject({
      attemptId: 'a1',
      score: 3,
      percentage: 60,
      correctAnswers: 1,
      incorrectAnswers: 1,
      marks: [
        { questionId: 'q1', isCorrect: true, answered: true },
        { questionId: 'q2', isCorrect: false, answered: true },
      ],
    });
    const second = givenSchedules([events.submitted, events.first]).when(events.second).document('sch1')!;
    expect(second.students[0]!.attempts).toHaveLength(1);
    expect(second.students[0]!.attempts[0]).toMatchObject({
      score: 5,
      percentage: 100,
      correctAnswers: 2,
      incorrectAnswers: 0,
      marks: [
        { questionId: 'q1', isCorrect: true },
        { questionId: 'q2', isCorrect: true },
      ],
    });
  });

  it('given a practice attempt, then a marking touches no schedule', () => {
    const practice = recorded('EssayAnswersMarked', {
      ...firstMarking,
      scheduleId: null,
      assignmentId: null,
    });
    expect(givenSchedules().when(practice).documents().size).toBe(0);
  });
});

describe('processing register: essay marking', () => {
  it('given a marking, then one row for the student, by the tutor, without the feedback', () => {
    const rows = [...activityRowsOf(events.first).values()];
    expect(rows).toEqual([
      expect.objectContaining({
        subjectId: 's1',
        action: 'data_update',
        dataType: 'exam_attempt',
        purpose: 'Essay answers marked',
        actor: 'tutor',
        createdAt: '2026-11-03T08:00:00.000Z',
      }),
    ]);
    expect(JSON.stringify(rows)).not.toContain('Good start');
  });
});
