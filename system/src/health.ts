import type { HealthResponse, ProjectionHealth } from '@portal/contracts';
import type { Document } from '@portal/platform';
import type { AnyProjection } from '@portal/projections';
import { RELAY_CHECKPOINTS, checkpoints, consumerGroup, projectionStates } from '@portal/projections';
import type { Adapters } from './adapters';
import type { ProcessRole } from './config';

const DEGRADED_LAG = 1_000;

/** Lag of a projection = events not yet relayed to the bus + messages its group has not consumed. */
export function healthProbe(
  adapters: Adapters,
  projections: readonly AnyProjection[],
  topic: string,
  roles: ProcessRole[],
  startedAt: number,
) {
  return async (): Promise<HealthResponse> => {
    const { eventStore, bus, readModels } = adapters;
    const head = await eventStore.headPosition();
    const relayed =
      (
        await readModels
          .collection<Document & { position: number }>(RELAY_CHECKPOINTS)
          .findOne({ _id: topic })
      )?.position ?? 0;
    const relayLag = Math.max(0, head - relayed);
    const knownTopic = (await bus.partitions(topic).catch(() => 0)) > 0;
    const states = await projectionStates(readModels).find({}).toArray();
    const points = await checkpoints(readModels).find({}).toArray();
    const report: ProjectionHealth[] = [];
    for (const projection of projections) {
      const busLag = knownTopic
        ? (await bus.lag(topic, consumerGroup(projection))).reduce(
            (sum, p) => sum + Math.max(0, p.endOffset - p.committedOffset),
            0,
          )
        : 0;
      const rebuilt = states.find((state) => state._id === projection.name)?.rebuiltUpTo ?? 0;
      const applied = Math.max(
        rebuilt,
        ...points.filter((p) => p.projection === projection.name).map((p) => p.position),
      );
      // a replay that reached the head leaves only messages the runner will skip
      const lag = rebuilt >= head ? 0 : relayLag + busLag;
      report.push({ name: projection.name, lag, position: Math.min(applied, head) });
    }
    return {
      success: true,
      status: report.some((p) => p.lag > DEGRADED_LAG) ? 'degraded' : 'ok',
      roles,
      uptimeSeconds: Math.round((Date.now() - startedAt) / 1000),
      adapters: adapters.kinds,
      eventStore: { headPosition: head },
      projections: report,
    };
  };
}
