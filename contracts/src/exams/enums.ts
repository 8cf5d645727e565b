import { z } from 'zod';

export const Difficulty = z.enum(['easy', 'medium', 'hard']);
export type Difficulty = z.infer<typeof Difficulty>;
export const QuestionType = z.enum([
  'multiple-choice',
  'true-false',
  'short-answer',
  'essay',
  'fill-in-blank',
]);
export type QuestionType = z.infer<typeof QuestionType>;
export const ExamGrade = z.enum(['year-4', 'year-5', 'year-6', 'year-7', 'mixed']);
export type ExamGrade = z.infer<typeof ExamGrade>;
