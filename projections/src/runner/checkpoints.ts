import type { Collection, Document, ReadModelStore } from '@portal/platform';

/** Per projection and partition: the next bus offset to apply and the newest event position applied. */
export interface CheckpointDocument extends Document {
  projection: string;
  partition: number;
  nextOffset: number;
  position: number;
}

/** Per projection: everything up to `rebuiltUpTo` came from a replay of the event store. */
export interface ProjectionStateDocument extends Document {
  rebuiltUpTo: number;
  rebuiltAt: string;
  /** the projection's `version` the read model was built with (absent: 1) */
  version?: number;
}

export const CHECKPOINTS = 'projection_checkpoints';
export const PROJECTION_STATE = 'projection_state';

export function checkpointId(projection: string, partition: number): string {
  return `${projection}:${partition}`;
}

export function checkpoints(store: ReadModelStore): Collection<CheckpointDocument> {
  return store.collection<CheckpointDocument>(CHECKPOINTS);
}

export function projectionStates(store: ReadModelStore): Collection<ProjectionStateDocument> {
  return store.collection<ProjectionStateDocument>(PROJECTION_STATE);
}
