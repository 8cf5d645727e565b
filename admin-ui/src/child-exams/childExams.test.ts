import { describe, expect, it } from 'vitest';
import {
  badgeChip,
  childExamStatus,
  dueText,
  examsFromHistory,
  filterHistory,
  readChildExams,
  readChildren,
  readHistory,
} from './childExams';

const now = new Date('2026-03-10T12:00:00Z');

describe('readHistory', () => {
  it('keeps the server badge and computes one when absent (spec 002 §4)', () => {
    const entries = readHistory(
      {
        examHistory: [
          {
            id: '1',
            title: 'A',
            attemptStatus: 'completed',
            badge: 'completed',
            attempt: {
              id: 'x',
              percentage: 80,
              score: 8,
              totalMarks: 10,
              correctAnswers: 7,
              totalQuestions: 8,
            },
          },
          { id: '2', title: 'B', attemptStatus: 'available', scheduledEndTime: '2026-03-09T00:00:00Z' },
          {
            id: '3',
            title: 'C',
            attemptStatus: 'available',
            scheduledStartTime: '2026-03-09T00:00:00Z',
            scheduledEndTime: '2026-03-11T00:00:00Z',
          },
          { id: '4', title: 'D', attemptStatus: 'available', scheduledStartTime: '2026-03-12T00:00:00Z' },
          { id: '5', title: 'E', attemptStatus: 'in_progress' },
        ],
      },
      now,
    );
    expect(entries.map((e) => e.badge)).toEqual([
      'completed',
      'missed',
      'available',
      'upcoming',
      'in_progress',
    ]);
    expect(entries[0]!.attempt).toEqual({
      id: 'x',
      percentage: 80,
      score: 8,
      totalMarks: 10,
      correctAnswers: 7,
      totalQuestions: 8,
    });
    expect(entries[1]!.attempt).toBeNull();
  });
});

describe('filterHistory', () => {
  const entries = readHistory(
    {
      examHistory: [
        { id: '1', title: 'Maths Mock', examType: 'mathematics', attemptStatus: 'completed' },
        {
          id: '2',
          title: 'English Mock',
          attemptStatus: 'available',
          scheduledEndTime: '2026-03-01T00:00:00Z',
        },
        {
          id: '3',
          title: 'VR practice',
          examType: 'verbal-reasoning',
          attemptStatus: 'available',
          scheduledStartTime: '2026-04-01T00:00:00Z',
        },
        { id: '4', title: 'NVR', attemptStatus: 'in_progress' },
      ],
    },
    now,
  );
  it('filters all / completed / missed / upcoming and searches', () => {
    expect(filterHistory(entries, '', 'all')).toHaveLength(4);
    expect(filterHistory(entries, '', 'completed').map((e) => e.id)).toEqual(['1']);
    expect(filterHistory(entries, '', 'missed').map((e) => e.id)).toEqual(['2']);
    expect(filterHistory(entries, '', 'upcoming').map((e) => e.id)).toEqual(['3', '4']);
    expect(filterHistory(entries, 'mock', 'all').map((e) => e.id)).toEqual(['1', '2']);
    expect(filterHistory(entries, 'verbal', 'upcoming').map((e) => e.id)).toEqual(['3']);
  });

  it('badge chips', () => {
    expect(badgeChip('missed')).toEqual({ label: 'Missed', tone: 'error' });
    expect(badgeChip('available').label).toBe('Available');
  });
});

describe('child exams', () => {
  it('reads the available exams and says their status and due countdown', () => {
    const [exam] = readChildExams({
      exams: [
        {
          id: 's1',
          title: 'Maths',
          displayTitle: 'Maths Mock 3',
          duration: 45,
          dueDate: '2026-03-12T15:00:00Z',
          attemptStatus: 'available',
          timeStatus: 'active',
          uiState: { buttonText: 'Start Exam', showTimeInfo: false, timeText: '' },
          scheduledBy: { name: 'Hannah Okafor' },
        },
      ],
    });
    expect(exam).toMatchObject({
      title: 'Maths Mock 3',
      duration: 45,
      scheduledBy: 'Hannah Okafor',
      timeText: null,
    });
    expect(childExamStatus(exam!)).toEqual({ label: 'Available', tone: 'info' });
    expect(dueText(exam!, now)).toBe('Due in 2 days 3 hours');
    expect(dueText({ ...exam!, attemptStatus: 'completed' }, now)).toBeNull();
    expect(childExamStatus({ attemptStatus: 'available', timeStatus: 'expired' }).label).toBe('Expired');
  });

  it('reads children', () => {
    expect(
      readChildren({ students: [{ id: 'c1', firstName: 'Ada', lastName: 'L', grade: 'year-5' }] }),
    ).toEqual([{ id: 'c1', name: 'Ada L', grade: 'year-5' }]);
  });
});

describe('examsFromHistory', () => {
  it('gives a parent the child exams from the history when the available list is refused', () => {
    const entries = readHistory(
      {
        examHistory: [
          {
            id: 'h1',
            title: 'Maths',
            attemptStatus: 'completed',
            badge: 'completed',
            attempt: { id: 'a1', percentage: 90, score: 9, totalQuestions: 10 },
          },
          {
            id: 'h2',
            title: 'English',
            attemptStatus: 'available',
            badge: 'missed',
            scheduledEndTime: '2026-03-01T00:00:00Z',
          },
        ],
      },
      now,
    );
    const exams = examsFromHistory(entries);
    expect(exams.map((exam) => childExamStatus(exam).label)).toEqual(['Completed', 'Expired']);
    expect(exams[0]!.attemptId).toBe('a1');
  });
});
