import type { AnyProjection } from '../runner/projection';

/** The schedules module's read models, registered in allProjections. */
export const schedulesProjections: readonly AnyProjection[] = [];
