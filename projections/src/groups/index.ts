import type { AnyProjection } from '../runner/projection';
import { defineProjection } from '../runner/projection';
import { groupsProjection } from './groups.projection';

export type { GroupDocument } from './groups.projection';

/** The groups module's read models, registered in allProjections. */
export const groupsProjections: readonly AnyProjection[] = [defineProjection(groupsProjection)];
