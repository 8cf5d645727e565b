import { describe, expect, it } from 'vitest';
import {
  CLASSROOM_MESSAGES,
  PERSONAL_DATA,
  QUIZ_TEMPLATE_MESSAGES,
  QuizContentInput,
  SAMPLE_QUIZ,
  SubmitQuizPayload,
  gradeQuiz,
  quizForStudents,
} from './index';

const question = (overrides: Record<string, unknown> = {}) => ({
  id: 'q1',
  number: 7,
  text: 'What is 2 + 2?',
  options: { A: '3', B: '4', C: '', D: '' },
  correctAnswer: 'B',
  timeLimit: 30,
  ...overrides,
});

function firstMessage(input: unknown): string | undefined {
  const result = QuizContentInput.safeParse(input);
  return result.success ? undefined : result.error.issues[0]?.message;
}

describe('quiz content (builder rules on the server)', () => {
  it('given a valid quiz, when parsed, then questions are numbered 1..n, a blank time limit is 60 s and missing ids are made', () => {
    const parsed = QuizContentInput.parse({
      title: '  Warm-up ',
      questions: [question(), question({ id: undefined, timeLimit: '', options: { A: 'x', B: 'y' } })],
    });
    expect(parsed.title).toBe('Warm-up');
    expect(parsed.totalQuestions).toBe(2);
    expect(parsed.questions.map((q) => [q.id, q.number, q.timeLimit])).toEqual([
      ['q1', 1, 30],
      ['q2', 2, 60],
    ]);
    expect(parsed.questions[1]!.options).toEqual({ A: 'x', B: 'y', C: '', D: '' });
  });

  it('given quizzes breaking a rule, when parsed, then the message of spec 002 §5 (or a clear one) names it', () => {
    expect(firstMessage({ title: '  ', questions: [question()] })).toBe(CLASSROOM_MESSAGES.titleRequired);
    expect(firstMessage({ questions: [question()] })).toBe(CLASSROOM_MESSAGES.titleRequired);
    expect(firstMessage({ title: 'T', questions: [question({ text: ' ' })] })).toBe(
      CLASSROOM_MESSAGES.questionTextRequired,
    );
    expect(
      firstMessage({ title: 'T', questions: [question({ options: { A: 'x', B: '', C: '', D: '' } })] }),
    ).toBe(CLASSROOM_MESSAGES.twoOptions);
    expect(
      firstMessage({ title: 'T', questions: [question({ options: { A: 'x', B: '  ', C: 'y', D: '' } })] }),
    ).toBe(CLASSROOM_MESSAGES.whitespaceOption);
    expect(firstMessage({ title: 'T', questions: [] })).toBe(QUIZ_TEMPLATE_MESSAGES.questionsRequired);
    expect(
      firstMessage({
        title: 'T',
        questions: Array.from({ length: 51 }, (_, i) => question({ id: `q${i}` })),
      }),
    ).toBe(QUIZ_TEMPLATE_MESSAGES.tooManyQuestions);
    expect(firstMessage({ title: 'T', questions: [question({ correctAnswer: 'E' })] })).toBe(
      QUIZ_TEMPLATE_MESSAGES.correctAnswer,
    );
    expect(firstMessage({ title: 'T', questions: [question({ timeLimit: 5 })] })).toBe(
      QUIZ_TEMPLATE_MESSAGES.timeLimit,
    );
    expect(firstMessage({ title: 'T', questions: [question(), question()] })).toBe(
      QUIZ_TEMPLATE_MESSAGES.duplicateIds,
    );
  });

  it('given the sample quiz, when parsed, then it passes unchanged', () => {
    expect(QuizContentInput.parse(SAMPLE_QUIZ)).toEqual(SAMPLE_QUIZ);
  });
});

describe('classroom events and payloads', () => {
  it("given a classroom submission, when the event store encrypts, then the child's answers are personal data under their key", () => {
    expect(PERSONAL_DATA.ClassroomQuizSubmitted).toEqual({ subject: 'studentId', fields: ['answers'] });
    expect(PERSONAL_DATA.QuizTemplateCreated).toBeNull();
  });

  it("given a session's end, then ids and times only: no personal data", () => {
    expect(PERSONAL_DATA.ClassroomSessionEnded).toBeNull();
  });

  it('given a submission with a letter outside A–D or a question number out of range, when parsed, then it is refused', () => {
    const base = { sessionCode: 'QUIZ-ABC123', timeSpent: 0 };
    expect(SubmitQuizPayload.safeParse({ ...base, answers: { '1': 'A' } }).success).toBe(true);
    expect(SubmitQuizPayload.safeParse({ ...base, answers: { '1': 'E' } }).success).toBe(false);
    expect(SubmitQuizPayload.safeParse({ ...base, answers: { '0': 'A' } }).success).toBe(false);
    expect(SubmitQuizPayload.safeParse({ ...base, answers: { '100': 'A' } }).success).toBe(false);
  });

  it('given the sample quiz, when stripped for students and graded, then no correct answer is left and grading counts letters', () => {
    expect(JSON.stringify(quizForStudents(SAMPLE_QUIZ))).not.toContain('correct');
    expect(gradeQuiz(SAMPLE_QUIZ, { '1': 'C', '2': 'B', '3': 'B' })).toMatchObject({
      score: 2,
      percentage: 67,
    });
  });
});
