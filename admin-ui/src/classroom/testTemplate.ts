import { SAMPLE_QUIZ, type QuizTemplate } from '@portal/contracts';

/** A saved quiz template for tests: the sample quiz's three questions. */
export const SAMPLE_TEMPLATE: QuizTemplate = {
  id: 'tpl-1',
  title: 'Fractions',
  questions: SAMPLE_QUIZ.questions,
  totalQuestions: 3,
  createdAt: '2026-03-01T09:00:00.000Z',
  updatedAt: '2026-03-01T09:00:00.000Z',
};
