import { describe, expect, it } from 'vitest';
import { studentExamStatus } from '@portal/contracts';
import {
  examTypeLabel,
  fullName,
  gradeLabel,
  initialsOf,
  studentCountText,
  subjectLabel,
} from './studentLabels';

describe('student labels', () => {
  it('names the grades Year 4 to Year 7', () => {
    expect(['year-4', 'year-5', 'year-6', 'year-7'].map(gradeLabel)).toEqual([
      'Year 4',
      'Year 5',
      'Year 6',
      'Year 7',
    ]);
    expect(gradeLabel('year_8')).toBe('Year 8');
    expect(gradeLabel(null)).toBeNull();
  });

  it('counts "n of m students"', () => {
    expect(studentCountText(3, 300)).toBe('3 of 300 students');
    expect(studentCountText(0, 0)).toBe('0 of 0 students');
  });

  it('labels exam items Assignment or Scheduled, Completed or Pending', () => {
    expect(examTypeLabel('assignment')).toBe('Assignment');
    expect(examTypeLabel('schedule')).toBe('Scheduled');
    expect(studentExamStatus({ attempts: [] })).toBe('Pending');
    expect(
      studentExamStatus({
        attempts: [
          { id: 'a', isCompleted: false },
          { id: 'b', isCompleted: true },
        ],
      }),
    ).toBe('Completed');
  });

  it('names people', () => {
    const ada = { firstName: 'Ada', lastName: 'Lovelace' };
    expect(fullName(ada)).toBe('Ada Lovelace');
    expect(initialsOf(ada)).toBe('AL');
    expect(subjectLabel('non-verbal-reasoning')).toBe('Non-Verbal Reasoning');
    expect(subjectLabel('mathematics')).toBe('Mathematics');
    expect(subjectLabel('science_mock')).toBe('Science Mock');
    expect(subjectLabel(null)).toBeNull();
  });
});
