import { z } from 'zod';
import { ExamContent } from './model';

// ---- events of the exams module (past tense) --------------------------------------------------

const ExamFacts = {
  examId: z.string(),
  organisationId: z.string(),
  /** the tutor who owns the exam (an admin's exams are their own) */
  tutorId: z.string(),
  by: z.string(),
  byRole: z.string(),
};

/** An exam was created with this content. */
export const ExamCreated = z.object({
  type: z.literal('ExamCreated'),
  data: z.object({ ...ExamFacts, exam: ExamContent, createdAt: z.string() }),
});

/** An exam's content was replaced. */
export const ExamUpdated = z.object({
  type: z.literal('ExamUpdated'),
  data: z.object({ ...ExamFacts, exam: ExamContent, updatedAt: z.string() }),
});

/** An exam was deleted; schedules keep their own snapshot of the title. */
export const ExamDeleted = z.object({
  type: z.literal('ExamDeleted'),
  data: z.object({ ...ExamFacts, title: z.string(), deletedAt: z.string() }),
});

/** A question image was stored for an organisation. */
export const QuestionImageUploaded = z.object({
  type: z.literal('QuestionImageUploaded'),
  data: z.object({
    filename: z.string(),
    organisationId: z.string(),
    uploadedBy: z.string(),
    contentType: z.string(),
    bytes: z.number().int(),
    uploadedAt: z.string(),
  }),
});

/** A question image was deleted (the file is removed with it). */
export const QuestionImageDeleted = z.object({
  type: z.literal('QuestionImageDeleted'),
  data: z.object({
    filename: z.string(),
    organisationId: z.string(),
    deletedBy: z.string(),
    deletedAt: z.string(),
  }),
});

export const ExamsEvent = z.discriminatedUnion('type', [
  ExamCreated,
  ExamUpdated,
  ExamDeleted,
  QuestionImageUploaded,
  QuestionImageDeleted,
]);
export type ExamsEvent = z.infer<typeof ExamsEvent>;
