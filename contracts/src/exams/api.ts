import { z } from 'zod';
import { listResponse, okResponse } from '../common';
import { Exam, ExamSummary, examHeadingShape } from './model';

// ---- answers of the API ---------------------------------------------------------------------

export const ExamListResponse = listResponse('exams', ExamSummary);
export const ExamResponse = okResponse({ exam: Exam, message: z.string().optional() });
export const ExamDeletedResponse = okResponse({ message: z.string() });

/** A schedule of the exam that a student can still start (issue 16: named by DELETE's 409). */
export const LiveSchedule = z.object({
  id: z.string(),
  title: z.string(),
  scheduledStartTime: z.string().nullable(),
  scheduledEndTime: z.string().nullable(),
});
export type LiveSchedule = z.infer<typeof LiveSchedule>;

/** The 409 of DELETE /exams/{id} while such schedules remain: they are cancelled first. */
export const ExamInUseResponse = z.object({
  success: z.literal(false),
  message: z.string(),
  schedules: z.array(LiveSchedule).min(1),
});

/**
 * GET /exams/practice (issue 16, students): an exam the student's own tutor offers for practice
 * and that no open or upcoming schedule of theirs holds, with the student's practice so far.
 */
export const PracticeExamItem = z.object({
  id: z.string(),
  ...examHeadingShape,
  totalMarks: z.number().int(),
  questionCount: z.number().int(),
  /** the student's submitted practice attempts of this exam */
  attemptsTaken: z.number().int(),
  /** their best percentage at practice, null before the first */
  bestPercentage: z.number().nullable(),
  /** a practice attempt is running (Resume) */
  inProgress: z.boolean(),
});
export type PracticeExamItem = z.infer<typeof PracticeExamItem>;
export const PracticeExamListResponse = listResponse('exams', PracticeExamItem);
export type PracticeExamListResponse = z.infer<typeof PracticeExamListResponse>;

/** POST /upload/question-image */
export const QuestionImageResponse = okResponse({
  data: z.object({ url: z.string(), filename: z.string() }),
  message: z.string(),
});

/** DELETE /upload/question-image/{filename} */
export const QuestionImageDeletedResponse = okResponse({ message: z.string() });

/** Uploaded question images: `question-<uuid>.<ext>`, served under QUESTION_IMAGE_URL_PREFIX. */
export const QUESTION_IMAGE_FILENAME =
  /^question-[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.(jpg|png|gif|webp|svg)$/;
export const QUESTION_IMAGE_URL_PREFIX = '/uploads/question-images/';
export const QUESTION_IMAGE_TYPES = {
  jpg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  webp: 'image/webp',
  svg: 'image/svg+xml',
} as const;
export type QuestionImageExtension = keyof typeof QUESTION_IMAGE_TYPES;
