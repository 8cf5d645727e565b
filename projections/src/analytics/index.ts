import type { AnyProjection } from '../runner/projection';

/** The analytics module's read models, registered in allProjections. */
export const analyticsProjections: readonly AnyProjection[] = [];
