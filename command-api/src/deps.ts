import type { RequestHandler } from 'express';
import type { HealthResponse } from '@portal/contracts';
import type { EventStore, HandleCommand, Logger, ReadModelStore } from '@portal/platform';

/** Read-your-writes: resolves once every projection shows the command's events. */
export type AwaitProjections = (streamId: string, position: number) => Promise<void>;

export interface ApiDeps {
  readonly eventStore: EventStore;
  readonly readModels: ReadModelStore;
  readonly handle: HandleCommand;
  readonly awaitProjections: AwaitProjections;
  readonly session: RequestHandler;
  readonly logger: Logger;
  readonly health: () => Promise<HealthResponse>;
  readonly now: () => Date;
  /** Largest JSON body accepted by default (routes with uploads/imports set their own). */
  readonly jsonLimit?: string;
}
