import type { AnyProjection } from './runner/projection';
import { defineProjection } from './runner/projection';
import { usersProjection } from './accounts/users.projection';

export * from './runner/projection';
export * from './runner/projectionRunner';
export * from './runner/replay';
export * from './runner/watermarks';
export * from './runner/checkpoints';
export * from './relay/relay';
export * from './relay/lease';
export type { UserDocument } from './accounts/users.projection';

/** Every read model of the platform. */
export const allProjections: readonly AnyProjection[] = [defineProjection(usersProjection)];
