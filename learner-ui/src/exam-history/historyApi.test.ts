import { describe, expect, it } from 'vitest';
import { ExamHistoryItem } from '@portal/contracts';
import { scoreLines } from '../dashboard/dashboardFormat';

// Issue 16 item 10: a history item carries marks with the total marks and correct answers with the
// number of questions; the list shows each over its own total.

const completed = (attempt: Record<string, unknown>) => ({
  id: 'sch-1',
  scheduleId: 'sch-1',
  examId: 'e-1',
  title: 'Mock paper',
  scheduleTitle: 'Mock paper',
  examType: 'mathematics',
  scheduledStartTime: null,
  scheduledEndTime: null,
  duration: 30,
  attemptStatus: 'completed',
  badge: 'completed',
  attempt: { id: 'att-1', ...attempt },
  scheduledBy: { name: 'Ms Lee' },
  instructions: null,
});

describe('exam history item', () => {
  it('given an attempt of 12 questions worth 20 marks, when listed, then "14 / 20 marks" and "9 / 12 correct"', () => {
    const item = ExamHistoryItem.parse(
      completed({ percentage: 70, score: 14, totalMarks: 20, correctAnswers: 9, totalQuestions: 12 }),
    );
    expect(item.attempt).toEqual({
      id: 'att-1',
      percentage: 70,
      score: 14,
      totalMarks: 20,
      correctAnswers: 9,
      totalQuestions: 12,
    });
    expect(scoreLines(item.attempt!)).toEqual(['14 / 20 marks', '9 / 12 correct']);
  });

  it('given an answer without the total marks, when read, then the contract refuses it rather than show "14 / 12"', () => {
    const answer = completed({ percentage: 70, score: 14, correctAnswers: 9, totalQuestions: 12 });
    expect(ExamHistoryItem.safeParse(answer).success).toBe(false);
    expect(scoreLines({ score: 14, totalMarks: null, correctAnswers: 9, totalQuestions: 12 })).toEqual([
      '9 / 12 correct',
    ]);
  });
});
