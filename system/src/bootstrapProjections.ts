import type { Logger } from '@portal/platform';
import type { AnyProjection } from '@portal/projections';
import { projectionStates, projectionVersion, replayFromLog } from '@portal/projections';
import type { Adapters } from './adapters';

/**
 * A projection without state (first start, new projection, deleted read models) is built from
 * the log; so is one whose `version` changed since its read model was built (dropped first).
 */
export async function bootstrapProjections(
  projections: readonly AnyProjection[],
  adapters: Adapters,
  logger: Logger,
): Promise<void> {
  const states = await projectionStates(adapters.readModels).find({}).toArray();
  const missing = projections.filter((projection) => {
    const state = states.find((known) => known._id === projection.name);
    return !state || (state.version ?? 1) !== projectionVersion(projection);
  });
  if (missing.length === 0) {
    return;
  }
  for (const projection of missing) {
    if (states.some((state) => state._id === projection.name)) {
      await adapters.readModels.collection(projection.collection).drop();
      logger.info('read model out of date: rebuilding', { projection: projection.name });
    }
  }
  const started = Date.now();
  const result = await replayFromLog(missing, adapters.eventStore, adapters.readModels);
  logger.info('read models built from the event store', {
    projections: missing.map((p) => p.name),
    events: result.events,
    ms: Date.now() - started,
  });
}
