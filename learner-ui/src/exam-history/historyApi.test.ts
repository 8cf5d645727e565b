import { describe, expect, it } from 'vitest';
import { scoreLines } from '../dashboard/dashboardFormat';
import { parseHistoryItem } from './historyApi';

// Issue 16 item 10: a history item carries marks with the total marks and correct answers with the
// number of questions; the list shows each over its own total.

const completed = (attempt: Record<string, unknown>) => ({
  id: 'sch-1',
  scheduleId: 'sch-1',
  title: 'Mock paper',
  badge: 'completed',
  attempt: { id: 'att-1', ...attempt },
});

describe('exam history item', () => {
  it('given an attempt of 12 questions worth 20 marks, when listed, then "14 / 20 marks" and "9 / 12 correct"', () => {
    const item = parseHistoryItem(
      completed({ percentage: 70, score: 14, totalMarks: 20, correctAnswers: 9, totalQuestions: 12 }),
    );
    expect(item?.attempt).toEqual({
      id: 'att-1',
      percentage: 70,
      score: 14,
      totalMarks: 20,
      correctAnswers: 9,
      totalQuestions: 12,
    });
    expect(scoreLines(item!.attempt!)).toEqual(['14 / 20 marks', '9 / 12 correct']);
  });

  it('given an answer without the total marks, when listed, then no marks line rather than "14 / 12"', () => {
    const item = parseHistoryItem(
      completed({ percentage: 70, score: 14, correctAnswers: 9, totalQuestions: 12 }),
    );
    expect(item?.attempt?.totalMarks).toBeNull();
    expect(scoreLines(item!.attempt!)).toEqual(['9 / 12 correct']);
  });
});
