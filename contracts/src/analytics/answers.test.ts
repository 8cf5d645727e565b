import { describe, expect, it } from 'vitest';
import { DetailedResultsResponse, ItemAnalysisResponse, ScheduleStudentsResponse } from './index';

/** The consoles read these answers with the schemas: what does not fit is refused, not guessed at. */
describe('analytics answers', () => {
  it('given an item analysis as the server sends it, then it parses', () => {
    const answer = {
      success: true,
      items: [
        {
          questionId: 'q1',
          number: 1,
          questionText: null,
          category: 'Fractions',
          facility: 0.5,
          discrimination: null,
          answered: 2,
          correct: 1,
        },
      ],
      reliability: { kr20: null, students: 2, items: 1 },
    };
    expect(ItemAnalysisResponse.parse(answer)).toEqual(answer);
  });

  it('given a roster line with a status the contract does not name, then it is refused', () => {
    const line = {
      student: { id: 'u1', firstName: 'A', lastName: 'B', email: 'a@example.com' },
      status: 'not_started',
      bestPerformance: null,
      completedAttempts: 0,
      totalAttempts: 0,
      attempts: [],
      analyticsRestricted: false,
    };
    expect(ScheduleStudentsResponse.shape.students.element.safeParse(line).success).toBe(false);
    expect(
      ScheduleStudentsResponse.shape.students.element.safeParse({ ...line, status: 'not-started' }).success,
    ).toBe(true);
  });

  it('given detailed results without their questions or with an unknown integrity event, then they are refused', () => {
    expect(DetailedResultsResponse.safeParse({ success: true }).success).toBe(false);
    const events = DetailedResultsResponse.shape.integrityEvents;
    expect(events.safeParse([{ kind: 'teleported', at: '2026-03-12T09:44:00.000Z' }]).success).toBe(false);
    expect(events.safeParse(undefined).success).toBe(true);
  });
});
