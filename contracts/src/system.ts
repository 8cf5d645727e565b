import { z } from 'zod';
import { okResponse } from './common';

export const AdapterKinds = z.object({
  eventStore: z.enum(['embedded', 'eventstoredb']),
  bus: z.enum(['embedded', 'kafka']),
  readModels: z.enum(['embedded', 'mongodb']),
  sessions: z.enum(['embedded', 'redis']),
});
export type AdapterKinds = z.infer<typeof AdapterKinds>;

export const ProjectionHealth = z.object({
  name: z.string(),
  /** Events stored but not yet applied to this projection's read model. */
  lag: z.number().int().nonnegative(),
  /** Newest event position this projection has applied. */
  position: z.number().int().nonnegative(),
});
export type ProjectionHealth = z.infer<typeof ProjectionHealth>;

export const HealthResponse = okResponse({
  status: z.enum(['ok', 'degraded']),
  roles: z.array(z.enum(['command-api', 'projections', 'realtime'])),
  uptimeSeconds: z.number().nonnegative(),
  adapters: AdapterKinds,
  eventStore: z.object({ headPosition: z.number().int().nonnegative() }),
  projections: z.array(ProjectionHealth),
});
export type HealthResponse = z.infer<typeof HealthResponse>;
