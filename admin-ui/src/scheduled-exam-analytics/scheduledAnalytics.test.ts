import { describe, expect, it } from 'vitest';
import {
  discriminationHint,
  facilityHint,
  formatIndex,
  kr20Explanation,
  scheduleStatusChip,
  studentStatusChip,
} from './scheduledAnalytics';
import {
  readDetailedAnswers,
  readItemAnalysis,
  readScheduleStudents,
  readScheduledExams,
} from './scheduledAnalyticsApi';

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

describe('readers', () => {
  it('schedules', () => {
    const [first] = readScheduledExams({
      scheduledExams: [
        {
          id: 's1',
          title: 'Mock',
          exam: { title: 'Maths Mock' },
          duration: 45,
          scheduledStartTime: '2026-03-01T10:00:00Z',
          status: 'active',
          statistics: {
            totalAssigned: 2,
            studentsAttempted: 1,
            completedAttempts: 1,
            participationRate: 50,
            averagePercentage: 75,
          },
        },
      ],
    });
    expect(first).toMatchObject({
      id: 's1',
      examTitle: 'Maths Mock',
      statistics: { participationRate: 50, averagePercentage: 75 },
    });
  });

  it('students with attempts', () => {
    const read = readScheduleStudents(
      {
        schedule: { title: 'Mock' },
        students: [
          {
            student: { id: 'u1', firstName: 'Amara', lastName: 'Lewis' },
            status: 'completed',
            bestPerformance: { score: 1, totalMarks: 2, percentage: 50, timeSpent: 300 },
            attempts: [
              { id: 'a1', attemptNumber: 1, isCompleted: true, score: 1, totalMarks: 2, percentage: 50 },
            ],
          },
          {
            student: { id: 'u2', firstName: 'Tom', lastName: 'N' },
            status: 'not_started',
            bestPerformance: null,
          },
        ],
      },
      'sched',
    );
    expect(read.schedule.id).toBe('sched');
    expect(read.students[0]).toMatchObject({ status: 'completed', completedAttempts: 1, totalAttempts: 1 });
    expect(read.students[1]).toMatchObject({ status: 'not-started', best: null, attempts: [] });
  });

  it('detailed answers with recommendations as text or objects', () => {
    const detail = readDetailedAnswers({
      student: { firstName: 'Amara', lastName: 'Lewis' },
      exam: { title: 'Maths Mock' },
      results: { percentage: 50, correctAnswers: 1, incorrectAnswers: 1, totalQuestions: 2 },
      topicAnalysis: [{ topic: 'Fractions', correct: 1, total: 2 }],
      questionAnalysis: [],
      teachingRecommendations: {
        strengths: ['Area'],
        moderate: [],
        needsImprovement: [
          { topic: 'Fractions', percentage: 50, recommendation: 'Practise equivalent fractions' },
        ],
      },
    });
    expect(detail.topics[0]).toEqual({ topic: 'Fractions', correct: 1, total: 2, percentage: 50 });
    expect(detail.recommendations.strengths).toEqual([{ topic: '', text: 'Area', percentage: null }]);
    expect(detail.recommendations.needsImprovement[0]).toEqual({
      topic: 'Fractions',
      text: 'Practise equivalent fractions',
      percentage: 50,
    });
  });

  it('item analysis', () => {
    const analysis = readItemAnalysis({
      items: [
        {
          questionId: 'q1',
          number: 1,
          questionText: 'Q',
          category: 'Fractions',
          facility: 0.5,
          discrimination: null,
          answered: 2,
          correct: 1,
        },
      ],
      reliability: { kr20: null, students: 2, items: 1 },
    });
    expect(analysis.items[0]!.discrimination).toBeNull();
    expect(analysis.reliability).toEqual({ kr20: null, students: 2, items: 1 });
  });
});

describe('recommendation text', () => {
  it("keeps the server's sentence when it names the topic, else adds the topic", async () => {
    const { itemText } = await import('./RecommendationGroups');
    expect(
      itemText({ topic: 'Fractions', percentage: 100, text: 'Strong in Fractions (100%): extend.' }),
    ).toBe('Strong in Fractions (100%): extend.');
    expect(itemText({ topic: 'Area', percentage: 50, text: 'Revisit the basics.' })).toBe(
      'Area (50%): Revisit the basics.',
    );
    expect(itemText({ topic: '', percentage: null, text: 'Keep practising.' })).toBe('Keep practising.');
  });
});
