import { describe, expect, it } from 'vitest';
import {
  dueText,
  examAction,
  examForSchedule,
  examListStatus,
  visibleExams,
  type SortKey,
} from './examListLogic';
import { AvailableExam } from '@portal/contracts';

const NOW = Date.parse('2026-03-10T12:00:00Z');
const HOUR = 3_600_000;

/** A card as the server answers it (the contract's item), with the fields a test cares about. */
function exam(overrides: Partial<AvailableExam>): AvailableExam {
  const title = overrides.title ?? 'Maths';
  return AvailableExam.parse({
    id: 's-1',
    examId: 'e-1',
    title,
    displayTitle: title,
    description: null,
    difficulty: null,
    duration: 30,
    totalMarks: 10,
    examType: null,
    dueDate: null,
    assignedAt: '2026-01-01T00:00:00Z',
    createdAt: '2026-01-01T00:00:00Z',
    attemptStatus: 'available',
    timeStatus: 'active',
    actionAvailable: 'start',
    uiState: { buttonText: 'Start Exam', showTimeInfo: false, timeText: '' },
    accessType: 'schedule',
    assignmentId: null,
    scheduleId: 's-1',
    attemptId: null,
    scheduledBy: { name: 'Ms Lee' },
    assignedBy: { name: 'Ms Lee' },
    startTime: null,
    endTime: null,
    instructions: null,
    scheduleTitle: title,
    attemptsUsed: 0,
    attemptsAllowed: 1,
    ...overrides,
  });
}

describe('due countdown (spec 002 §9)', () => {
  it('says Overdue, days and hours, hours, or Due soon, as a card shows it', () => {
    expect(dueText(new Date(NOW - 1).toISOString(), NOW)).toBe('Overdue');
    expect(dueText(new Date(NOW + 26 * HOUR).toISOString(), NOW)).toBe('Due in 1 day 2 hours');
    expect(dueText(new Date(NOW + 49 * HOUR).toISOString(), NOW)).toBe('Due in 2 days 1 hour');
    expect(dueText(new Date(NOW + 5 * HOUR + 10).toISOString(), NOW)).toBe('Due in 5 hours');
    expect(dueText(new Date(NOW + 59 * 60_000).toISOString(), NOW)).toBe('Due soon');
    expect(dueText(null, NOW)).toBeNull();
    expect(dueText('not a date', NOW)).toBeNull();
  });
});

describe('action mapping (spec 002 §4)', () => {
  it('maps every action to its label and whether it is enabled', () => {
    const cases: [string, string, boolean][] = [
      ['start', 'Start Exam', true],
      ['start_makeup', 'Makeup Available', true],
      ['resume', 'In Progress (resume)', true],
      ['view_results', 'Completed (view results)', true],
      ['scheduled', 'Upcoming', false],
      ['expired', 'Expired', false],
      ['something-new', 'Not Available', false],
    ];
    for (const [action, label, enabled] of cases) {
      expect(examAction({ actionAvailable: action, attemptStatus: 'available' })).toMatchObject({
        label,
        enabled,
      });
    }
    expect(examAction({ actionAvailable: 'something-new', attemptStatus: 'available' }).kind).toBe('unknown');
  });

  it('falls back on the attempt status without an action', () => {
    expect(examAction({ actionAvailable: null, attemptStatus: 'completed' })).toEqual({
      kind: 'view_results',
      label: 'View Results',
      enabled: true,
    });
    expect(examAction({ actionAvailable: null, attemptStatus: 'in_progress' }).label).toBe('Resume Exam');
    expect(examAction({ actionAvailable: null, attemptStatus: 'available' }).label).toBe('Start Exam');
  });
});

describe('search, filter and sort (spec 002 §2.5)', () => {
  const list = [
    exam({
      id: 'a',
      title: 'Zebra English',
      examType: 'english',
      difficulty: 'hard',
      dueDate: '2026-03-12T00:00:00Z',
      assignedAt: '2026-03-01T00:00:00Z',
      actionAvailable: 'start',
    }),
    exam({
      id: 'b',
      title: 'Apple Maths',
      examType: 'mathematics',
      difficulty: 'easy',
      dueDate: null,
      assignedAt: '2026-03-05T00:00:00Z',
      actionAvailable: 'resume',
      attemptStatus: 'in_progress',
    }),
    exam({
      id: 'c',
      title: 'Mango VR',
      examType: 'verbal-reasoning',
      difficulty: 'medium',
      dueDate: '2026-03-11T00:00:00Z',
      assignedAt: '2026-02-01T00:00:00Z',
      actionAvailable: 'view_results',
      attemptStatus: 'completed',
    }),
    exam({
      id: 'd',
      title: 'Later NVR',
      difficulty: 'medium',
      dueDate: '2026-04-11T00:00:00Z',
      actionAvailable: 'scheduled',
    }),
  ];
  const ids = (exams: AvailableExam[]) => exams.map((e) => e.id);

  it.each<[SortKey, string, string[]]>([
    ['dueDate', 'due date (none last)', ['c', 'a', 'd', 'b']],
    ['title', 'title', ['b', 'd', 'c', 'a']],
    ['assignedAt', 'newest set', ['b', 'a', 'c', 'd']],
    ['difficulty', 'difficulty', ['b', 'd', 'c', 'a']],
  ])('sorts by %s: %s', (sort, _order, expected) => {
    expect(ids(visibleExams(list, { query: '', status: 'all', sort }))).toEqual(expected);
  });

  it('filters by status and searches title and subject', () => {
    expect(ids(visibleExams(list, { query: '', status: 'available', sort: 'title' }))).toEqual(['a']);
    expect(ids(visibleExams(list, { query: '', status: 'in_progress', sort: 'title' }))).toEqual(['b']);
    expect(ids(visibleExams(list, { query: '', status: 'completed', sort: 'title' }))).toEqual(['c']);
    expect(ids(visibleExams(list, { query: ' MATH ', status: 'all', sort: 'title' }))).toEqual(['b']);
    expect(examListStatus(list[3]!)).toBe('other');
  });

  it('finds the exam of a direct link by its schedule', () => {
    const linked = [exam({ id: 'x', scheduleId: 'sch-1' })];
    expect(examForSchedule(linked, 'sch-1')?.id).toBe('x');
    expect(examForSchedule(linked, 'sch-2')).toBeUndefined();
    expect(examForSchedule(linked, undefined)).toBeUndefined();
  });

  it('keeps the exam id apart from the card id', () => {
    expect(exam({ id: 'sch-9', examId: 'e-9' })).toMatchObject({ id: 'sch-9', examId: 'e-9' });
  });
});
