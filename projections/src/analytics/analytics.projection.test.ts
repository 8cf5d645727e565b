import { describe, expect, it } from 'vitest';
import type { RecordedEvent } from '@portal/platform';
import { ProjectionSpecification, eventRecorder } from '@portal/platform/testing';
import type { AttemptSubmittedData } from './attemptSubmitted';
import { scheduleAnalyticsProjection } from './scheduleAnalytics.projection';
import { studentAnalyticsProjection } from './studentAnalytics.projection';

const recorded = eventRecorder();
const givenStudents = ProjectionSpecification.for(studentAnalyticsProjection);
const givenSchedules = ProjectionSpecification.for(scheduleAnalyticsProjection);

/** One question's result, out of one mark: correct when it scored. */
const result = (
  number: number,
  type: string,
  category: string,
  marks: 0 | 1,
  answered = true,
): NonNullable<AttemptSubmittedData['questionResults']>[number] => ({
  questionId: `q${number}`,
  number,
  type,
  category,
  marks,
  maxMarks: 1,
  isCorrect: marks === 1,
  answered,
});

function submitted(overrides: Partial<AttemptSubmittedData>): RecordedEvent {
  const data: AttemptSubmittedData = {
    attemptId: 'a1',
    organisationId: 'org',
    studentId: 's1',
    tutorId: 't1',
    examId: 'e1',
    examTitle: 'Maths mock',
    examType: 'mathematics',
    scheduleId: 'sch1',
    assignmentId: null,
    accessType: 'schedule',
    attemptNumber: 1,
    isMakeup: false,
    startTime: '2026-11-01T09:00:00.000Z',
    endTime: '2026-11-01T09:30:00.000Z',
    timeSpent: 1800,
    submittedBy: 'student',
    score: 3,
    totalMarks: 4,
    percentage: 75,
    correctAnswers: 3,
    incorrectAnswers: 1,
    unanswered: 0,
    totalQuestions: 4,
    awaitingMarking: 0,
    questionResults: [
      result(1, 'multiple-choice', 'Fractions', 1),
      result(2, 'multiple-choice', 'Fractions', 0),
      result(3, 'true-false', 'Algebra', 1),
      result(4, 'true-false', 'Algebra', 1),
    ],
    answers: null,
    ...overrides,
  };
  return recorded(
    'AttemptSubmitted',
    data,
    `exam-attempts-${data.studentId}-${data.accessType}-${data.scheduleId ?? data.examId}`,
  );
}

// s1: a1 on 1 Nov, 75% (Fractions 1/2, Algebra 2/2), 1800 s; a2 on 3 Nov, 25% english, 600 s
const a1 = submitted({});
const a2 = submitted({
  attemptId: 'a2',
  examId: 'e2',
  examTitle: 'Grammar',
  examType: 'english',
  scheduleId: null,
  accessType: 'practice',
  startTime: '2026-11-03T10:00:00.000Z',
  endTime: '2026-11-03T10:10:00.000Z',
  timeSpent: 600,
  score: 1,
  percentage: 25,
  correctAnswers: 1,
  incorrectAnswers: 3,
  questionResults: [
    {
      questionId: 'g1',
      number: 1,
      type: 'multiple-choice',
      category: 'Grammar',
      marks: 1,
      maxMarks: 1,
      isCorrect: true,
      answered: true,
    },
    {
      questionId: 'g2',
      number: 2,
      type: 'multiple-choice',
      category: 'Grammar',
      marks: 0,
      maxMarks: 1,
      isCorrect: false,
      answered: false,
    },
    {
      questionId: 'g3',
      number: 3,
      type: 'multiple-choice',
      category: 'Grammar',
      marks: 0,
      maxMarks: 1,
      isCorrect: false,
      answered: true,
    },
    {
      questionId: 'g4',
      number: 4,
      type: 'essay',
      category: 'Writing',
      marks: 0,
      maxMarks: 5,
      isCorrect: null,
      answered: true,
    },
  ],
});

describe('student_analytics', () => {
  it('given two completed attempts, then the overview, per-day inputs and per-category totals', () => {
    const document = givenStudents(a2).when(a1).document('s1')!;
    expect(document.attempts.map((a) => a.attemptId)).toEqual(['a1', 'a2']); // oldest first by endTime
    // (75 + 25) / 2 = 50; best 75; 1800 + 600 = 2400 s; 2 attempts: no recentImprovement yet
    expect(document.overview).toEqual({
      totalExams: 2,
      averageScore: 50,
      bestScore: 75,
      totalTimeSpent: 2400,
      examTypeBreakdown: {
        mathematics: { count: 1, averageScore: 75, bestScore: 75 },
        english: { count: 1, averageScore: 25, bestScore: 25 },
      },
    });
    expect(document.days).toEqual([
      { date: '2026-11-01', examType: 'mathematics', attempts: 1, percentageSum: 75, timeSpent: 1800 },
      { date: '2026-11-03', examType: 'english', attempts: 1, percentageSum: 25, timeSpent: 600 },
    ]);
    // Grammar 1 of 3 marked (g4 is an unmarked essay, left out: no Writing row); 1/3 = 33.3%
    expect(document.categories).toEqual([
      { examType: 'mathematics', category: 'Fractions', correct: 1, total: 2, attempts: 1, recent: [50] },
      { examType: 'mathematics', category: 'Algebra', correct: 2, total: 2, attempts: 1, recent: [100] },
      { examType: 'english', category: 'Grammar', correct: 1, total: 3, attempts: 1, recent: [33.3] },
    ]);
  });

  it('given six attempts, then recentImprovement: newest 5 against the one before', () => {
    const events = [10, 20, 30, 40, 50, 60].map((percentage, i) =>
      submitted({ attemptId: `p${i}`, percentage, endTime: `2026-11-0${i + 1}T10:00:00.000Z` }),
    );
    // newest five (60 + 50 + 40 + 30 + 20) / 5 = 40; before (10); 40 − 10 = 30
    expect(givenStudents().when(events).document('s1')!.overview.recentImprovement).toBe(30);
  });

  it('given the same event again (redelivery), then nothing changes', () => {
    expect(givenStudents(a1).when(a1).document('s1')!.attempts).toHaveLength(1);
  });

  it("given the student's exams cleared, then those attempts leave the figures; the last one gone, the document", () => {
    const cleared = (attemptIds: string[], scheduleIds: string[]) =>
      recorded(
        'StudentExamsCleared',
        {
          studentId: 's1',
          organisationId: 'org',
          by: 't1',
          byRole: 'tutor',
          assignmentIds: [],
          scheduleIds,
          attemptIds,
          clearedAt: 'x',
        },
        'student-exams-s1',
      );
    const afterSchedule = givenStudents([a1, a2])
      .when(cleared([], ['sch1']))
      .document('s1')!;
    expect(afterSchedule.attempts.map((a) => a.attemptId)).toEqual(['a2']);
    expect(afterSchedule.overview.averageScore).toBe(25);
    givenStudents([a1, a2])
      .when(cleared(['a1', 'a2'], []))
      .thenNoDocument('s1');
  });

  it('given the student erased, then the document goes', () => {
    const erased = recorded('UserErased', { userId: 's1', organisationId: 'org', erasedAt: 'x' }, 'user-s1');
    givenStudents(a1).when(erased).thenNoDocument('s1');
  });
});

describe('schedule_analytics', () => {
  const b1 = submitted({
    attemptId: 'b1',
    studentId: 's2',
    score: 1,
    percentage: 25,
    correctAnswers: 1,
    incorrectAnswers: 3,
    questionResults: [
      result(1, 'multiple-choice', 'Fractions', 1),
      result(2, 'multiple-choice', 'Fractions', 0, false),
      result(3, 'true-false', 'Algebra', 0),
      result(4, 'true-false', 'Algebra', 0),
    ],
  });

  it('given attempts of two students at a schedule (and a practice one), then per-student marks; practice ignored', () => {
    const documents = givenSchedules().when([a1, b1, a2]).documents();
    expect([...documents.keys()]).toEqual(['sch1']);
    const document = documents.get('sch1')!;
    expect(document.questions.map((q) => q.questionId)).toEqual(['q1', 'q2', 'q3', 'q4']);
    expect(document.students.map((s) => s.studentId)).toEqual(['s1', 's2']);
    expect(document.students[1]!.attempts[0]).toMatchObject({
      attemptId: 'b1',
      percentage: 25,
      marks: [
        { questionId: 'q1', isCorrect: true, answered: true },
        { questionId: 'q2', isCorrect: false, answered: false },
        { questionId: 'q3', isCorrect: false, answered: true },
        { questionId: 'q4', isCorrect: false, answered: true },
      ],
    });
  });

  it('given an assignment (no window), then keyed by the assignment id', () => {
    const viaAssignment = submitted({
      attemptId: 'c1',
      scheduleId: null,
      assignmentId: 'asg1',
      accessType: 'assignment',
    });
    expect([...givenSchedules().when(viaAssignment).documents().keys()]).toEqual(['asg1']);
  });

  it("given one student's exams cleared, then only that student leaves the schedule", () => {
    const cleared = recorded(
      'StudentExamsCleared',
      {
        studentId: 's1',
        organisationId: 'org',
        by: 't1',
        byRole: 'tutor',
        assignmentIds: [],
        scheduleIds: ['sch1'],
        attemptIds: ['a1'],
        clearedAt: 'x',
      },
      'student-exams-s1',
    );
    const document = givenSchedules([a1, b1]).when(cleared).document('sch1')!;
    expect(document.students.map((s) => s.studentId)).toEqual(['s2']);
  });
});
