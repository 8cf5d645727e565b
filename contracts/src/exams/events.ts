import { z } from 'zod';
import { domainEvent, byShape } from '../common';
import { ExamContent } from './model';

// ---- events of the exams module (past tense) --------------------------------------------------

const ExamFacts = {
  examId: z.string(),
  organisationId: z.string(),
  /** the tutor who owns the exam (an admin's exams are their own) */
  tutorId: z.string(),
  ...byShape,
};

/** An exam was created with this content. */
export const ExamCreated = domainEvent('ExamCreated', {
  ...ExamFacts,
  exam: ExamContent,
  createdAt: z.string(),
});

/** An exam's content was replaced. */
export const ExamUpdated = domainEvent('ExamUpdated', {
  ...ExamFacts,
  exam: ExamContent,
  updatedAt: z.string(),
});

/** An exam was deleted; schedules keep their own snapshot of the title. */
export const ExamDeleted = domainEvent('ExamDeleted', {
  ...ExamFacts,
  title: z.string(),
  deletedAt: z.string(),
});

/** A question image was stored for an organisation. */
export const QuestionImageUploaded = domainEvent('QuestionImageUploaded', {
  filename: z.string(),
  organisationId: z.string(),
  uploadedBy: z.string(),
  contentType: z.string(),
  bytes: z.number().int(),
  uploadedAt: z.string(),
});

/** A question image was deleted (the file is removed with it). */
export const QuestionImageDeleted = domainEvent('QuestionImageDeleted', {
  filename: z.string(),
  organisationId: z.string(),
  deletedBy: z.string(),
  deletedAt: z.string(),
});

export const ExamsEvent = z.discriminatedUnion('type', [
  ExamCreated,
  ExamUpdated,
  ExamDeleted,
  QuestionImageUploaded,
  QuestionImageDeleted,
]);
export type ExamsEvent = z.infer<typeof ExamsEvent>;
