import type { AnyProjection } from '../runner/projection';
import { defineProjection } from '../runner/projection';
import { quizTemplatesProjection } from './quizTemplates.projection';

export type { QuizTemplateDocument } from './quizTemplates.projection';
export { quizAsExam, classroomAttemptFacts, classroomExamId, CLASSROOM_CATEGORY } from './classroomAttempts';

/**
 * The classroom module's own read model. Its attempts (`ClassroomQuizSubmitted`) feed the
 * attempts and analytics modules' read models, which handle that event themselves.
 */
export const classroomProjections: readonly AnyProjection[] = [defineProjection(quizTemplatesProjection)];
