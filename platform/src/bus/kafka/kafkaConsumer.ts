import { setTimeout as sleep } from 'node:timers/promises';
import type { Batch, Consumer as KafkaJsConsumer, EachBatchPayload, Kafka } from 'kafkajs';
import type { BusMessage, ConsumeOptions, Consumer } from '../port';

const DEFAULT_MAX_BATCH = 100;
const FIRST_BACKOFF_MS = 250;
const MAX_BACKOFF_MS = 5_000;

function toBusMessages(batch: Batch): BusMessage[] {
  return batch.messages.map((message) => ({
    topic: batch.topic,
    partition: batch.partition,
    offset: Number(message.offset),
    key: message.key?.toString('utf8') ?? '',
    value: message.value?.toString('utf8') ?? '',
  }));
}

/**
 * One kafkajs consumer per call. Offsets are committed by hand after each handled slice; a
 * rejected slice is not committed and is fetched again from its first offset after a back-off,
 * so nothing later in that partition is delivered before it.
 */
export async function startKafkaConsumer(kafka: Kafka, options: ConsumeOptions): Promise<Consumer> {
  const maxBatch = Math.max(1, options.maxBatchSize ?? DEFAULT_MAX_BATCH);
  const stopping = new AbortController();
  const failures = new Map<number, number>();
  const newConsumer = () =>
    kafka.consumer({
      groupId: options.groupId,
      // A frequent heartbeat makes members notice a rebalance (a member joining) quickly, and a
      // dead worker's partitions move to another member within the 10 s session timeout; batches
      // heartbeat after every chunk, so a slow batch does not cost membership.
      sessionTimeout: 10_000,
      rebalanceTimeout: 60_000,
      heartbeatInterval: 1_000,
      maxWaitTimeInMs: 500,
      retry: { initialRetryTime: 200, maxRetryTime: 5_000, retries: 8 },
    });

  const backOff = async (partition: number): Promise<void> => {
    const count = (failures.get(partition) ?? 0) + 1;
    failures.set(partition, count);
    const ms = Math.min(MAX_BACKOFF_MS, FIRST_BACKOFF_MS * 2 ** (count - 1));
    await sleep(ms, undefined, { signal: stopping.signal }).catch(() => undefined);
  };

  const eachBatchOf = (consumer: KafkaJsConsumer) => async (payload: EachBatchPayload) => {
    const { batch } = payload;
    const messages = toBusMessages(batch);
    for (let start = 0; start < messages.length; start += maxBatch) {
      if (!payload.isRunning() || payload.isStale()) {
        return;
      }
      const slice = messages.slice(start, start + maxBatch);
      try {
        await options.handleBatch(slice);
      } catch (error) {
        options.onError?.(error);
        // Not resolved, not committed: the next fetch starts at this slice again.
        consumer.seek({ topic: batch.topic, partition: batch.partition, offset: String(slice[0]!.offset) });
        await backOff(batch.partition);
        return;
      }
      failures.delete(batch.partition);
      const next = slice.at(-1)!.offset + 1;
      payload.resolveOffset(String(next - 1));
      // Not consumer.commitOffsets: kafkajs drops that once stop() began, and stop() must still
      // commit the batch in flight. Given explicit offsets, this commits unconditionally.
      await payload.commitOffsetsIfNecessary({
        topics: [{ topic: batch.topic, partitions: [{ partition: batch.partition, offset: String(next) }] }],
      });
      // Keeps the membership alive across long batches; throws when the group rebalances, and
      // kafkajs then rejoins (everything handled so far is committed).
      await payload.heartbeat();
    }
  };

  // the consumer running now; null until the first one has started
  let current: KafkaJsConsumer | null = null;
  const started = async (): Promise<KafkaJsConsumer> => {
    const consumer = newConsumer();
    consumer.on(consumer.events.CRASH, (event) => {
      options.onError?.(event.payload.error);
      // kafkajs restarts itself after an error it deems retriable; after any other (seen when a
      // broker was killed and came back under load) the consumer stayed down for good and the read
      // models stopped: a new consumer takes over from the committed offsets
      if (!event.payload.restart && !stopping.signal.aborted) {
        void restart(consumer);
      }
    });
    await consumer.connect();
    try {
      await consumer.subscribe({ topics: [options.topic], fromBeginning: true });
      await consumer.run({
        autoCommit: false,
        eachBatchAutoResolve: false,
        eachBatch: eachBatchOf(consumer),
      });
    } catch (error) {
      await consumer.disconnect().catch(() => undefined);
      throw error;
    }
    return consumer;
  };

  let restarts = 0;
  const restart = async (crashed: KafkaJsConsumer): Promise<void> => {
    await crashed.disconnect().catch(() => undefined);
    while (!stopping.signal.aborted && (current === null || current === crashed)) {
      restarts += 1;
      await sleep(Math.min(MAX_BACKOFF_MS, FIRST_BACKOFF_MS * 2 ** Math.min(restarts, 5)), undefined, {
        signal: stopping.signal,
      }).catch(() => undefined);
      if (stopping.signal.aborted) {
        return;
      }
      try {
        current = await started();
        restarts = 0;
      } catch (error) {
        options.onError?.(error);
      }
    }
  };

  current = await started();

  let stopped: Promise<void> | undefined;
  return {
    // kafkajs's disconnect waits for the batch in flight (which commits) before leaving the group.
    stop: () => {
      stopped ??= (async () => {
        stopping.abort();
        await current?.disconnect();
      })();
      return stopped;
    },
  };
}
