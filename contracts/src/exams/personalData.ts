import type { ExamsEvent } from './events';
import type { PersonalFields } from '../personalFields';

/** Exam content and image facts are not personal data (DESIGN.md §4). */
export const EXAMS_PERSONAL_DATA: Readonly<Record<ExamsEvent['type'], PersonalFields | null>> = {
  ExamCreated: null,
  ExamUpdated: null,
  ExamDeleted: null,
  QuestionImageUploaded: null,
  QuestionImageDeleted: null,
};
