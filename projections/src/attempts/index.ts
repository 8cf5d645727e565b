import type { AnyProjection } from '../runner/projection';

/** The attempts module's read models, registered in allProjections. */
export const attemptsProjections: readonly AnyProjection[] = [];
