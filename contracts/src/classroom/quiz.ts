import { z } from 'zod';
import { CLASSROOM_LIMITS } from './limits';

/**
 * The live classroom quiz (spec 002 §2.13, §3, §4, §7, §8, §9): the quiz template, the payload of
 * every socket emit and event, the builder's validation and the messages. Server (realtime/) and
 * both apps import these; payloads are validated with these schemas on arrival.
 */

/** 'QUIZ-' followed by 6 upper-case alphanumerics (spec 002 §3). */
export const SessionCode = z.string().regex(/^QUIZ-[A-Z0-9]{6}$/);

export const OptionLetter = z.enum(['A', 'B', 'C', 'D']);
export type OptionLetter = z.infer<typeof OptionLetter>;

/** Quiz question (spec 002 §3): options A–D by letter, the correct one a letter, time in seconds. */
export const QuizQuestion = z.object({
  id: z.string().min(1).max(64),
  number: z.number().int().min(1).max(CLASSROOM_LIMITS.questionsMax),
  text: z.string().max(CLASSROOM_LIMITS.maxQuestionTextLength),
  options: z.object({
    A: z.string().max(CLASSROOM_LIMITS.maxOptionLength),
    B: z.string().max(CLASSROOM_LIMITS.maxOptionLength),
    C: z.string().max(CLASSROOM_LIMITS.maxOptionLength),
    D: z.string().max(CLASSROOM_LIMITS.maxOptionLength),
  }),
  correctAnswer: OptionLetter,
  timeLimit: z.number().int().min(CLASSROOM_LIMITS.timeLimitMin).max(CLASSROOM_LIMITS.timeLimitMax),
});
export type QuizQuestion = z.infer<typeof QuizQuestion>;

/** What a student receives: the question without its correct answer. */
export const StudentQuizQuestion = QuizQuestion.omit({ correctAnswer: true });
export type StudentQuizQuestion = z.infer<typeof StudentQuizQuestion>;

/** Quiz template (spec 002 §3); saved in browser storage and, beyond the spec, per tutor on the server. */
export const QuizTemplate = z.object({
  id: z.string().min(1).max(64),
  title: z.string().trim().min(1).max(CLASSROOM_LIMITS.maxTitleLength),
  questions: z.array(QuizQuestion).min(CLASSROOM_LIMITS.questionsMin).max(CLASSROOM_LIMITS.questionsMax),
  totalQuestions: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type QuizTemplate = z.infer<typeof QuizTemplate>;

/** The quiz as broadcast in a session (quiz_data): for the tutor with answers, for students without. */
export const SessionQuiz = z.object({
  title: z.string().trim().min(1).max(CLASSROOM_LIMITS.maxTitleLength),
  questions: z.array(QuizQuestion).min(CLASSROOM_LIMITS.questionsMin).max(CLASSROOM_LIMITS.questionsMax),
  totalQuestions: z.number().int(),
});
export type SessionQuiz = z.infer<typeof SessionQuiz>;
export const StudentSessionQuiz = SessionQuiz.extend({ questions: z.array(StudentQuizQuestion) });
export type StudentSessionQuiz = z.infer<typeof StudentSessionQuiz>;

/** Strips every correct answer: the only shape of a quiz that may reach a student. */
export function quizForStudents(quiz: SessionQuiz): StudentSessionQuiz {
  return {
    title: quiz.title,
    totalQuestions: quiz.totalQuestions,
    questions: quiz.questions.map(({ correctAnswer: _correct, ...question }) => question),
  };
}

/** The built-in 3-question sample quiz used when no quiz is loaded (spec 002 §2.13). */
export const SAMPLE_QUIZ: SessionQuiz = {
  title: 'Sample Quiz',
  totalQuestions: 3,
  questions: [
    {
      id: 'sample-1',
      number: 1,
      text: 'What is 5 + 3?',
      options: { A: '6', B: '7', C: '8', D: '9' },
      correctAnswer: 'C',
      timeLimit: 60,
    },
    {
      id: 'sample-2',
      number: 2,
      text: 'Which is the largest planet in our solar system?',
      options: { A: 'Earth', B: 'Jupiter', C: 'Saturn', D: 'Mars' },
      correctAnswer: 'B',
      timeLimit: 60,
    },
    {
      id: 'sample-3',
      number: 3,
      text: 'What is 6 × 7?',
      options: { A: '42', B: '36', C: '48', D: '54' },
      correctAnswer: 'A',
      timeLimit: 60,
    },
  ],
};
