import { describe, expect, it } from 'vitest';
import { BroadcastPayload, QuizContentInput } from '@portal/contracts';

// Issue 16 item 12: the broadcast_to_session payload as the classroom reads it on arrival.

const question = (id: unknown) => ({
  id,
  number: 1,
  text: 'Half of 10?',
  options: { A: '2', B: '5', C: '8', D: '10' },
  correctAnswer: 'B',
  timeLimit: 30,
});
const sessionId = 'QUIZ-ABC123';

describe('BroadcastPayload quiz_data', () => {
  it('given the spec form (title, questions, totalQuestions at the top of data), then it reads as the nested form', () => {
    const parsed = BroadcastPayload.parse({
      sessionId,
      data: { type: 'quiz_data', title: 'Halves', questions: [question('q1')], totalQuestions: 1 },
    });
    expect(parsed).toEqual({
      sessionId,
      data: { type: 'quiz_data', quiz: { title: 'Halves', questions: [question('q1')], totalQuestions: 1 } },
    });
  });

  it('given numeric question ids in either form, then they are kept as text', () => {
    for (const data of [
      { type: 'quiz_data', title: 'Halves', questions: [question(7)], totalQuestions: 1 },
      { type: 'quiz_data', quiz: { title: 'Halves', questions: [question(7)], totalQuestions: 1 } },
    ]) {
      const parsed = BroadcastPayload.parse({ sessionId, data });
      expect(parsed.data.type === 'quiz_data' && parsed.data.quiz.questions[0]!.id).toBe('7');
    }
  });

  it('given an id that is neither text nor a number, blank, or longer than 64, then the payload is refused', () => {
    for (const id of [true, null, { id: 1 }, '   ', 'x'.repeat(65)]) {
      expect(
        BroadcastPayload.safeParse({
          sessionId,
          data: { type: 'quiz_data', title: 'Halves', questions: [question(id)], totalQuestions: 1 },
        }).success,
      ).toBe(false);
    }
  });

  it('given the other message types, then they read as before', () => {
    const message = { type: 'tutor_message', message: 'Two minutes left', from: 'Ms Lee', timestamp: 'now' };
    expect(BroadcastPayload.parse({ sessionId, data: message }).data).toEqual(message);
    const ended = { type: 'session_ended', message: 'Thanks', endedAt: '2026-11-25T21:00:00.000Z' };
    expect(BroadcastPayload.parse({ sessionId, data: ended }).data).toEqual(ended);
  });
});

describe('QuizContentInput question ids', () => {
  it('given numeric ids, then the quiz keeps them as text; 7 and "7" are one id (refused as repeated)', () => {
    const quiz = QuizContentInput.parse({ title: 'Halves', questions: [question(7), question(8)] });
    expect(quiz.questions.map((item) => item.id)).toEqual(['7', '8']);
    expect(
      QuizContentInput.safeParse({ title: 'Halves', questions: [question(7), question('7')] }).success,
    ).toBe(false);
  });
});
