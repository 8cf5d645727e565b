import { describe, expect, it } from 'vitest';
import {
  attemptDate,
  attemptDuration,
  attemptsText,
  barWidth,
  examTypeLabel,
  percentText,
  scoreLines,
  scoreTone,
  studyTimeText,
  subjectRows,
  welcomeTitle,
} from './dashboardFormat';

describe('student dashboard figures (spec 001 §2.3, §5, §9)', () => {
  it('welcomes the student by first name', () => {
    expect(welcomeTitle('Ada')).toBe('Welcome back, Ada!');
    expect(welcomeTitle('  ')).toBe('Welcome back!');
    expect(welcomeTitle(undefined)).toBe('Welcome back!');
  });

  it('shows rounded percentages, or N/A before the first exam', () => {
    expect(percentText(84.5)).toBe('85%');
    expect(percentText(0)).toBe('0%');
    expect(percentText(null)).toBe('N/A');
    expect(percentText(Number.NaN)).toBe('N/A');
  });

  it('shows study time in hours and minutes', () => {
    expect(studyTimeText(0)).toBe('0m');
    expect(studyTimeText(45 * 60)).toBe('45m');
    expect(studyTimeText(2 * 3600 + 15 * 60 + 59)).toBe('2h 15m');
    expect(studyTimeText(null)).toBe('0m');
  });

  it('shows the time spent on one attempt, seconds under a minute', () => {
    expect(attemptDuration(42)).toBe('42s');
    expect(attemptDuration(-5)).toBe('0s');
    expect(attemptDuration(12 * 60 + 30)).toBe('12m');
    expect(attemptDuration(3900)).toBe('1h 5m');
  });

  it('colours scores green at 80 or more, yellow at 60 or more, red below', () => {
    expect(scoreTone(100).tone).toBe('good');
    expect(scoreTone(80).tone).toBe('good');
    expect(scoreTone(79.9).tone).toBe('moderate');
    expect(scoreTone(60).tone).toBe('moderate');
    expect(scoreTone(59).tone).toBe('poor');
    expect(scoreTone(0).tone).toBe('poor');
    expect(scoreTone(85).main).toBe('#177D4E');
    expect(scoreTone(65).main).toBe('#F5C542');
    expect(scoreTone(30).main).toBe('#D3382F');
    // yellow is never used as text: the readable dark variant is
    expect(scoreTone(65).text).not.toBe(scoreTone(65).main);
  });

  it('names exam types as people read them', () => {
    expect(examTypeLabel('mathematics')).toBe('Mathematics');
    expect(examTypeLabel('english')).toBe('English');
    expect(examTypeLabel('verbal-reasoning')).toBe('Verbal Reasoning');
    expect(examTypeLabel('non-verbal-reasoning')).toBe('Non-Verbal Reasoning');
    expect(examTypeLabel('science_mock')).toBe('Science Mock');
    expect(examTypeLabel('')).toBe('Other');
  });

  it('given marks and counts, when the score is shown, then marks over total marks and correct over questions', () => {
    // 12 questions worth 20 marks, 9 right scoring 14 marks: never "14/12"
    expect(scoreLines({ score: 14, totalMarks: 20, correctAnswers: 9, totalQuestions: 12 })).toEqual([
      '14 / 20 marks',
      '9 / 12 correct',
    ]);
    // a tutor's half mark on an essay keeps one decimal; counts stay whole
    expect(scoreLines({ score: 7.5, totalMarks: 10, correctAnswers: 3, totalQuestions: 4 })).toEqual([
      '7.5 / 10 marks',
      '3 / 4 correct',
    ]);
  });

  it('given a figure missing from the answer, when the score is shown, then that line is left out, never guessed', () => {
    expect(scoreLines({ score: 14, totalMarks: null, correctAnswers: 9, totalQuestions: 12 })).toEqual([
      '9 / 12 correct',
    ]);
    expect(scoreLines({ score: 14, totalMarks: 20, correctAnswers: null, totalQuestions: 12 })).toEqual([
      '14 / 20 marks',
    ]);
    expect(scoreLines({ score: null, totalMarks: null, correctAnswers: null, totalQuestions: null })).toEqual(
      [],
    );
  });

  it('dates an attempt as day, short month and year', () => {
    expect(attemptDate('2025-03-14T12:00:00.000Z')).toBe('14 Mar 2025');
    expect(attemptDate('not a date')).toBe('');
  });

  it('lists the four subjects in order, then other exam types', () => {
    const rows = subjectRows({
      english: { count: 2, averageScore: 71.6, bestScore: 90 },
      'art-history': { count: 1, averageScore: 40, bestScore: 40 },
    });
    expect(rows.map((row) => row.label)).toEqual([
      'Mathematics',
      'English',
      'Verbal Reasoning',
      'Non-Verbal Reasoning',
      'Art History',
    ]);
    expect(rows[0]).toMatchObject({ attempts: 0, averageScore: null, bestScore: null });
    expect(rows[1]).toMatchObject({ attempts: 2, averageScore: 72, bestScore: 90 });
    expect(rows[4]).toMatchObject({ type: 'art-history', attempts: 1, averageScore: 40 });
  });

  it('shows all four subjects, untried, for a new student', () => {
    const rows = subjectRows({});
    expect(rows).toHaveLength(4);
    expect(rows.every((row) => row.attempts === 0 && row.averageScore === null)).toBe(true);
  });

  it('counts attempts and keeps bars within 0 to 100', () => {
    expect(attemptsText(1)).toBe('1 attempt');
    expect(attemptsText(0)).toBe('0 attempts');
    expect(barWidth(null)).toBe(0);
    expect(barWidth(120)).toBe(100);
    expect(barWidth(-3)).toBe(0);
    expect(barWidth(64)).toBe(64);
  });
});
