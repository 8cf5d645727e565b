import type { AnyProjection } from '../runner/projection';

/** The groups module's read models, registered in allProjections. */
export const groupsProjections: readonly AnyProjection[] = [];
