import { describe, expect, it } from 'vitest';
import type { StudentExamItem } from '@portal/contracts';
import { examItemsInOrder, examSummary } from './studentExamItems';

const item = (id: string, type: StudentExamItem['type'], createdAt: string): StudentExamItem => ({
  id,
  type,
  exam: { id: `e-${id}`, title: `Exam ${id}`, examType: 'mathematics' },
  attempts: [],
  createdAt,
  instructions: null,
});

describe('the exam modal list', () => {
  const exams = {
    assignments: [
      item('a1', 'assignment', '2026-01-01T10:00:00Z'),
      item('a2', 'assignment', '2026-01-03T10:00:00Z'),
    ],
    schedules: [item('s1', 'schedule', '2026-01-02T10:00:00Z')],
  };

  it('merges assignments and schedules, newest first', () => {
    expect(examItemsInOrder(exams).map((entry) => entry.id)).toEqual(['a2', 's1', 'a1']);
  });

  it('sums them up', () => {
    expect(examSummary(exams)).toBe('2 assignments · 1 scheduled exam');
    expect(examSummary({ assignments: [item('a', 'assignment', 'x')], schedules: [] })).toBe(
      '1 assignment · 0 scheduled exams',
    );
  });
});
