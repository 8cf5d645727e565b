import type { AnyProjection } from '../runner/projection';

/** The exams module's read models, registered in allProjections. */
export const examsProjections: readonly AnyProjection[] = [];
