import type { AnyProjection } from '../runner/projection';
import { defineProjection } from '../runner/projection';
import { classroomSessionsProjection } from './classroomSessions.projection';
import { quizTemplatesProjection } from './quizTemplates.projection';

export type { QuizTemplateDocument } from './quizTemplates.projection';
export type { ClassroomSessionDocument } from './classroomSessions.projection';
export { CLASSROOM_SESSIONS_COLLECTION, classroomSessionId } from './classroomSessions.projection';
export {
  quizAsExam,
  classroomAttemptFacts,
  classroomExamId,
  classroomSessionCodeOf,
  CLASSROOM_CATEGORY,
} from './classroomAttempts';

/**
 * The classroom module's own read models: saved templates and ended sessions. Its attempts
 * (`ClassroomQuizSubmitted`) feed the attempts and analytics modules' read models, which handle
 * that event themselves.
 */
export const classroomProjections: readonly AnyProjection[] = [
  defineProjection(quizTemplatesProjection),
  defineProjection(classroomSessionsProjection),
];
