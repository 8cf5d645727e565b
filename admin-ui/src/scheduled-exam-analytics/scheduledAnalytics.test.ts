import { describe, expect, it } from 'vitest';
import {
  discriminationHint,
  facilityHint,
  formatIndex,
  kr20Explanation,
  scheduleStatusChip,
  studentStatusChip,
} from './scheduledAnalytics';
import { detailedAnswersOf, scheduleStudentOf } from './scheduledAnalyticsApi';

describe('status chips', () => {
  it('completed, active, other', () => {
    expect(scheduleStatusChip('completed')).toEqual({ label: 'Completed', tone: 'success' });
    expect(scheduleStatusChip('active')).toEqual({ label: 'Active', tone: 'info' });
    expect(scheduleStatusChip('scheduled')).toEqual({ label: 'Scheduled', tone: 'neutral' });
    expect(scheduleStatusChip('')).toEqual({ label: 'Other', tone: 'neutral' });
    expect(studentStatusChip('in-progress').label).toBe('In progress');
  });
});

describe('item analysis hints', () => {
  it('facility: < 0.3 hard, > 0.9 easy', () => {
    expect(facilityHint(0.29).label).toBe('Hard');
    expect(facilityHint(0.3).label).toBe('Moderate');
    expect(facilityHint(0.9).label).toBe('Moderate');
    expect(facilityHint(0.91).label).toBe('Easy');
    expect(facilityHint(null).label).toBe('No answers');
  });

  it('discrimination: < 0.2 review the question', () => {
    expect(discriminationHint(0.19).label).toBe('Review the question');
    expect(discriminationHint(-0.1).label).toMatch(/^Review the question/);
    expect(discriminationHint(0.2).label).toBe('Acceptable');
    expect(discriminationHint(0.5).label).toBe('Separates well');
    expect(discriminationHint(null).label).toBe('Not enough data');
  });

  it('KR-20 verdicts', () => {
    expect(kr20Explanation(null).verdict).toBe('Not enough data');
    expect(kr20Explanation(0.85).verdict).toBe('High reliability');
    expect(kr20Explanation(0.72).verdict).toBe('Acceptable reliability');
    expect(kr20Explanation(0.6).verdict).toBe('Moderate reliability');
    expect(kr20Explanation(0.2).verdict).toBe('Low reliability');
    expect(formatIndex(0.734)).toBe('0.73');
    expect(formatIndex(null)).toBe('—');
  });
});

describe('answers as the screens show them', () => {
  const attempt = {
    id: 'a1',
    attemptNumber: 1,
    isCompleted: true,
    isMakeup: false,
    score: 1,
    totalMarks: 2,
    percentage: 50,
    timeSpent: 300,
    startTime: '2026-03-01T10:00:00Z',
    endTime: '2026-03-01T10:05:00Z',
  };
  const entry = (id: string, firstName: string) => ({
    student: { id, firstName, lastName: 'Lewis', email: `${id}@example.com` },
    status: 'not-started' as const,
    bestPerformance: null,
    completedAttempts: 0,
    totalAttempts: 0,
    attempts: [],
    analyticsRestricted: false,
  });

  it('a roster line: named, with the best attempt and every attempt', () => {
    const read = scheduleStudentOf({
      ...entry('u1', 'Amara'),
      status: 'completed',
      bestPerformance: { score: 1, totalMarks: 2, percentage: 50, timeSpent: 300 },
      completedAttempts: 1,
      totalAttempts: 1,
      attempts: [attempt],
    });
    expect(read).toMatchObject({
      id: 'u1',
      name: 'Amara Lewis',
      status: 'completed',
      completedAttempts: 1,
      totalAttempts: 1,
      best: { percentage: 50 },
    });
    expect(read.attempts).toEqual([attempt]);
    expect(
      scheduleStudentOf({ ...entry('u2', ''), student: { id: 'u2', firstName: '', lastName: '', email: '' } })
        .name,
    ).toBe('Unnamed student');
  });

  it('detailed answers: figures, topics, questions and recommendations', () => {
    const needsWork = { topic: 'Fractions', percentage: 50, recommendation: 'Practise equivalent fractions' };
    const detail = detailedAnswersOf({
      success: true,
      student: { id: 'u1', firstName: 'Amara', lastName: 'Lewis' },
      exam: { id: 'e1', title: 'Maths Mock' },
      results: { percentage: 50, correctAnswers: 1, incorrectAnswers: 1, totalQuestions: 2 },
      topicAnalysis: [{ topic: 'Fractions', correct: 1, total: 2, percentage: 50 }],
      questionAnalysis: [],
      teachingRecommendations: { strengths: [], moderate: [], needsImprovement: [needsWork] },
    });
    expect(detail).toMatchObject({
      studentName: 'Amara Lewis',
      examTitle: 'Maths Mock',
      percentage: 50,
      correctAnswers: 1,
      incorrectAnswers: 1,
      totalQuestions: 2,
    });
    expect(detail.topics[0]).toEqual({ topic: 'Fractions', correct: 1, total: 2, percentage: 50 });
    expect(detail.recommendations.needsImprovement).toEqual([needsWork]);
  });
});

describe('recommendation text', () => {
  it("keeps the server's sentence when it names the topic, else adds the topic", async () => {
    const { itemText } = await import('./RecommendationGroups');
    expect(
      itemText({
        topic: 'Fractions',
        percentage: 100,
        recommendation: 'Strong in Fractions (100%): extend.',
      }),
    ).toBe('Strong in Fractions (100%): extend.');
    expect(itemText({ topic: 'Area', percentage: 50, recommendation: 'Revisit the basics.' })).toBe(
      'Area (50%): Revisit the basics.',
    );
    expect(itemText({ topic: '', percentage: 0, recommendation: 'Keep practising.' })).toBe(
      'Keep practising.',
    );
  });
});
