import { z } from 'zod';
import type { PersonalFields } from './personalData';

export const Difficulty = z.enum(['easy', 'medium', 'hard']);
export const QuestionType = z.enum([
  'multiple-choice',
  'true-false',
  'short-answer',
  'essay',
  'fill-in-blank',
]);
export const ExamGrade = z.enum(['year-4', 'year-5', 'year-6', 'year-7', 'mixed']);

/** Spec 002 §9. */
export const EXAM_LIMITS = {
  durationMin: 15,
  durationMax: 180,
  defaultDuration: 60,
  marksMin: 1,
  marksMax: 10,
  defaultPassingScore: 60,
  importMaxBytes: 10 * 1024 * 1024,
  imageMaxBytes: 5 * 1024 * 1024,
} as const;

/**
 * Events of the exams module. Placeholder until the module defines them: a union of its event
 * schemas (each `z.object({ type: z.literal('…'), data: … })`), registered in DomainEvent.
 */
export const ExamsEvent = z.never();
export type ExamsEvent = z.infer<typeof ExamsEvent>;

/** Which fields of this module's events hold personal data (DESIGN.md §4); `null`: none. */
export const EXAMS_PERSONAL_DATA: Readonly<Record<ExamsEvent['type'], PersonalFields | null>> = {};
