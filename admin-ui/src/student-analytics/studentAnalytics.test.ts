import { describe, expect, it } from 'vitest';
import {
  StudentExamHistoryResponse,
  StudentPerformanceResponse,
  TutorAnalyticsStudentsResponse,
} from '@portal/contracts';
import { filterStudents, gradeLabel, trendSeries } from './studentAnalytics';
import { readHistory, readPerformance, readStudents } from './tutorAnalyticsApi';

const students = readStudents(
  TutorAnalyticsStudentsResponse.parse({
    success: true,
    students: [
      {
        student: {
          id: 's1',
          firstName: 'Amara',
          lastName: 'Lewis',
          email: 'amara@example.com',
          grade: 'year-6',
        },
        group: { id: 'g1', name: 'Falcons' },
        performance: { averageScore: 82, totalAttempts: 3 },
      },
      {
        student: {
          id: 's2',
          firstName: 'Tomasz',
          lastName: 'Nowak',
          email: 'tom@example.com',
          grade: 'year-5',
        },
        group: { id: null, name: null },
        performance: { averageScore: null, totalAttempts: 0 },
      },
    ],
    total: 2,
  }),
);

describe('readers', () => {
  it('reads the student list of the spec', () => {
    expect(students[0]).toEqual({
      id: 's1',
      name: 'Amara Lewis',
      email: 'amara@example.com',
      grade: 'year-6',
      groupName: 'Falcons',
      averageScore: 82,
      totalAttempts: 3,
    });
    expect(students[1]).toMatchObject({ groupName: null, averageScore: null, totalAttempts: 0 });
  });

  it('reads performance and history with the contract, keeping its nulls', () => {
    const answer = (averageScore: number | null, byType: unknown[]) =>
      StudentPerformanceResponse.parse({
        success: true,
        performance: {
          totalAttempts: 2,
          averageScore,
          bestScore: 90,
          totalHoursSpent: 1.25,
          performanceByType: byType,
        },
      });
    const performance = readPerformance(
      answer(70, [{ examType: 'mathematics', attempts: 2, percentage: 70, averageScore: 0 }]),
    );
    expect(performance.byType[0]).toEqual({
      examType: 'mathematics',
      attempts: 2,
      percentage: 70,
      averageScore: 0,
    });
    expect(readPerformance(answer(null, [])).averageScore).toBeNull();
    expect(() => answer(70, [{ examType: 'mathematics', attempts: 2, percentage: 70 }])).toThrow();
    const history = StudentExamHistoryResponse.parse({
      success: true,
      examHistory: [
        {
          id: 'a1',
          examId: 'e1',
          examTitle: 'Mock',
          examType: 'mathematics',
          completedAt: '2026-11-20T10:00:00.000Z',
          timeTaken: 600,
          score: 5,
          totalMarks: 10,
          percentage: 50,
        },
      ],
    });
    expect(readHistory(history)[0]).toMatchObject({
      id: 'a1',
      examTitle: 'Mock',
      completedAt: '2026-11-20T10:00:00.000Z',
      percentage: 50,
    });
  });
});

describe('filterStudents', () => {
  it('matches every word against name, e-mail, group and year', () => {
    expect(filterStudents(students, '').map((s) => s.id)).toEqual(['s1', 's2']);
    expect(filterStudents(students, 'falcons').map((s) => s.id)).toEqual(['s1']);
    expect(filterStudents(students, 'year 5').map((s) => s.id)).toEqual(['s2']);
    expect(filterStudents(students, 'amara nowak')).toEqual([]);
  });
});

describe('trendSeries', () => {
  it('averages per day and keeps the latest 12 days', () => {
    const points = Array.from({ length: 14 }, (_, i) => ({
      date: `2026-03-${String(i + 1).padStart(2, '0')}T10:00:00Z`,
      score: 50 + i,
      examType: 'mathematics',
    }));
    points.push({ date: '2026-03-14T15:00:00Z', score: 100, examType: 'english' });
    const series = trendSeries(points);
    expect(series).toHaveLength(12);
    expect(series[0]!.date).toBe('2026-03-03');
    expect(series.at(-1)).toEqual({ date: '2026-03-14', score: 82 });
  });
});

describe('gradeLabel', () => {
  it('says years as people do', () => {
    expect(gradeLabel('year-6')).toBe('Year 6');
    expect(gradeLabel('mixed')).toBe('Mixed');
    expect(gradeLabel('')).toBe('');
  });
});
