import type { ClassroomEvent } from './events';
import type { PersonalFields } from '../personalFields';

/** A child's answers are personal; scores, times, a session's end and a tutor's quiz content are not. */
export const CLASSROOM_PERSONAL_DATA: Readonly<Record<ClassroomEvent['type'], PersonalFields | null>> = {
  ClassroomQuizSubmitted: { subject: 'studentId', fields: ['answers'] },
  ClassroomSessionEnded: null,
  QuizTemplateCreated: null,
  QuizTemplateUpdated: null,
  QuizTemplateDeleted: null,
};
