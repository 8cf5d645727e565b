import { describe, expect, it } from 'vitest';
import { progressStats, studyTime } from './analytics';
import {
  CreateStudentRequest,
  CreateTutorRequest,
  UpdateStudentRequest,
  UpdateTutorRequest,
  relativeTime,
  studentExamStatus,
} from './people';

describe('relativeTime (spec 001 §2.3)', () => {
  const now = new Date('2026-11-24T12:00:00.000Z');
  it.each([
    ['2026-11-24T11:59:30.000Z', 'Just now'],
    ['2026-11-24T12:00:10.000Z', 'Just now'],
    ['2026-11-24T11:59:00.000Z', '1 min ago'],
    ['2026-11-24T11:01:00.000Z', '59 min ago'],
    ['2026-11-24T11:00:00.000Z', '1 hours ago'],
    ['2026-11-23T12:00:01.000Z', '23 hours ago'],
    ['2026-11-23T12:00:00.000Z', '1 days ago'],
    ['2026-11-14T12:00:00.000Z', '10 days ago'],
  ])('given %s, then "%s"', (timestamp, text) => {
    expect(relativeTime(timestamp, now)).toBe(text);
  });
});

describe('progressStats (hand-computed)', () => {
  it('given no attempts, then zeros and no average or best (the screen shows N/A)', () => {
    expect(progressStats([])).toEqual({
      totalExams: 0,
      averageScore: null,
      bestScore: null,
      totalTimeSpent: 0,
      examTypeBreakdown: {},
    });
  });

  it('given attempts in two subjects, then rounded averages and bests per subject and in all', () => {
    const stats = progressStats([
      { examType: 'mathematics', percentage: 72.5, timeSpent: 1200 },
      { examType: 'mathematics', percentage: 90, timeSpent: 1500.4 },
      { examType: 'english', percentage: 55, timeSpent: 900 },
    ]);
    // (72.5 + 90 + 55) / 3 = 72.5 -> 73; maths (72.5 + 90) / 2 = 81.25 -> 81
    expect(stats).toEqual({
      totalExams: 3,
      averageScore: 73,
      bestScore: 90,
      totalTimeSpent: 3600,
      examTypeBreakdown: {
        mathematics: { count: 2, averageScore: 81, bestScore: 90 },
        english: { count: 1, averageScore: 55, bestScore: 55 },
      },
    });
  });

  it('given seconds, then hours and minutes', () => {
    expect([studyTime(0), studyTime(59), studyTime(2700), studyTime(3600), studyTime(8100)]).toEqual([
      '0m',
      '0m',
      '45m',
      '1h 0m',
      '2h 15m',
    ]);
  });
});

describe('studentExamStatus (spec 001 §2.5)', () => {
  it('given any completed attempt, then Completed, else Pending', () => {
    expect(
      studentExamStatus({
        attempts: [
          { id: 'a', isCompleted: false },
          { id: 'b', isCompleted: true },
        ],
      }),
    ).toBe('Completed');
    expect(studentExamStatus({ attempts: [{ id: 'a', isCompleted: false }] })).toBe('Pending');
    expect(studentExamStatus({ attempts: [] })).toBe('Pending');
  });
});

describe('tutor and student forms', () => {
  const tutor = { firstName: 'A', lastName: 'B', email: 'A@Example.org', password: 'secret' };

  it('given a tutor, then e-mail in lower case, experience an integer, specializations split', () => {
    expect(
      CreateTutorRequest.parse({ ...tutor, experience: '4.7', specializations: ' Maths,, English ' }),
    ).toMatchObject({
      email: 'a@example.org',
      experience: 4,
      specializations: ['Maths', 'English'],
      organizationName: null,
    });
  });

  it('given an empty e-mail or password, then only the "required" message for that field', () => {
    const result = CreateTutorRequest.safeParse({ ...tutor, email: '', password: '' });
    expect(result.success).toBe(false);
    const messages = result.error?.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    expect(messages).toEqual(['email: Email is required', 'password: Password is required']);
  });

  it('given an edit that leaves fields out, then they stay out (kept), and blanks clear', () => {
    expect(UpdateTutorRequest.parse({ firstName: 'A', lastName: 'B', address: '' })).toEqual({
      firstName: 'A',
      lastName: 'B',
      address: null,
    });
    expect(
      UpdateStudentRequest.parse({ firstName: 'A', lastName: 'B', grade: 'Year_6', targetSchools: 'X, Y' }),
    ).toEqual({ firstName: 'A', lastName: 'B', grade: 'year-6', targetSchools: ['X', 'Y'] });
  });

  it('given a student, then the grade in one form, blanks as null, and an impossible date refused', () => {
    const base = { firstName: 'A', lastName: 'B', email: 'a@b.org' };
    expect(CreateStudentRequest.parse({ ...base, grade: 'year_4', school: '' })).toMatchObject({
      grade: 'year-4',
      school: null,
      dateOfBirth: null,
    });
    expect(
      CreateStudentRequest.safeParse({ ...base, grade: 'year-5', dateOfBirth: '2015-02-29' }).success,
    ).toBe(false);
    expect(
      CreateStudentRequest.safeParse({ ...base, grade: 'year-5', dateOfBirth: '2016-02-29' }).success,
    ).toBe(true);
  });
});
