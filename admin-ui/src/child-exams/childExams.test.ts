import { describe, expect, it } from 'vitest';
import type { AvailableExam, ExamHistoryItem, Student } from '@portal/contracts';
import {
  badgeChip,
  childExamOf,
  childExamStatus,
  childOf,
  dueText,
  examsFromHistory,
  filterHistory,
} from './childExams';

const now = new Date('2026-03-10T12:00:00Z');

/** A history entry as the server sends it: not attempted, open now, unless a test says otherwise. */
const entry = (
  fields: Partial<ExamHistoryItem> & Pick<ExamHistoryItem, 'id' | 'title'>,
): ExamHistoryItem => ({
  scheduleId: fields.id,
  examId: 'e1',
  scheduleTitle: '',
  examType: null,
  scheduledStartTime: null,
  scheduledEndTime: null,
  duration: 45,
  attemptStatus: 'available',
  badge: 'available',
  attempt: null,
  scheduledBy: { name: '' },
  instructions: null,
  ...fields,
});

describe('filterHistory', () => {
  const entries = [
    entry({
      id: '1',
      title: 'Maths Mock',
      examType: 'mathematics',
      attemptStatus: 'completed',
      badge: 'completed',
    }),
    entry({
      id: '2',
      title: 'English Mock',
      scheduledEndTime: '2026-03-01T00:00:00Z',
      badge: 'missed',
    }),
    entry({
      id: '3',
      title: 'VR practice',
      examType: 'verbal-reasoning',
      scheduledStartTime: '2026-04-01T00:00:00Z',
      badge: 'upcoming',
    }),
    entry({ id: '4', title: 'NVR', attemptStatus: 'in_progress', badge: 'in_progress' }),
  ];
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
    const available: AvailableExam = {
      id: 's1',
      examId: 'e1',
      title: 'Maths',
      displayTitle: 'Maths Mock 3',
      description: null,
      difficulty: null,
      duration: 45,
      totalMarks: 50,
      examType: null,
      dueDate: '2026-03-12T15:00:00Z',
      assignedAt: '2026-03-01T00:00:00Z',
      createdAt: '2026-03-01T00:00:00Z',
      attemptStatus: 'available',
      timeStatus: 'active',
      actionAvailable: 'start',
      uiState: { buttonText: 'Start Exam', showTimeInfo: false, timeText: '' },
      accessType: 'schedule',
      assignmentId: null,
      scheduleId: 's1',
      attemptId: null,
      scheduledBy: { name: 'Hannah Okafor' },
      assignedBy: { name: 'Hannah Okafor' },
      startTime: null,
      endTime: null,
      instructions: null,
      scheduleTitle: 'Mock 3',
      attemptsUsed: 0,
      attemptsAllowed: 1,
    };
    const exam = childExamOf(available);
    expect(exam).toMatchObject({
      title: 'Maths Mock 3',
      duration: 45,
      scheduledBy: 'Hannah Okafor',
      timeText: null,
    });
    expect(childExamStatus(exam)).toEqual({ label: 'Available', tone: 'info' });
    expect(dueText(exam, now)).toBe('Due in 2 days 3 hours');
    expect(dueText({ ...exam, attemptStatus: 'completed' }, now)).toBeNull();
    expect(childExamStatus({ attemptStatus: 'available', timeStatus: 'expired' }).label).toBe('Expired');
  });

  it('reads children', () => {
    const student = { id: 'c1', firstName: 'Ada', lastName: 'L', email: 'ada@example.com', grade: 'year-5' };
    expect(childOf(student as Student)).toEqual({ id: 'c1', name: 'Ada L', grade: 'year-5' });
  });
});

describe('examsFromHistory', () => {
  it('gives a parent the child exams from the history when the available list is refused', () => {
    const entries = [
      entry({
        id: 'h1',
        title: 'Maths',
        attemptStatus: 'completed',
        badge: 'completed',
        attempt: {
          id: 'a1',
          percentage: 90,
          score: 9,
          totalMarks: 10,
          correctAnswers: 9,
          totalQuestions: 10,
        },
      }),
      entry({ id: 'h2', title: 'English', badge: 'missed', scheduledEndTime: '2026-03-01T00:00:00Z' }),
    ];
    const exams = examsFromHistory(entries);
    expect(exams.map((exam) => childExamStatus(exam).label)).toEqual(['Completed', 'Expired']);
    expect(exams[0]!.attemptId).toBe('a1');
  });
});
