import { Partitioners } from 'kafkajs';
import type { Admin, Kafka, Producer } from 'kafkajs';
import type { Bus, ConsumeOptions, Consumer, OutgoingMessage, PartitionLag } from '../port';
import { connectWithin, createKafka, DEFAULT_CONNECT_TIMEOUT_MS } from './client';
import type { KafkaBusOptions } from './client';
import { startKafkaConsumer } from './kafkaConsumer';

export type { KafkaBusOptions } from './client';

class KafkaBus implements Bus {
  readonly kind = 'kafka' as const;
  private readonly consumers = new Set<Consumer>();

  constructor(
    private readonly kafka: Kafka,
    private readonly admin: Admin,
    private readonly producer: Producer,
    private readonly replicationFactor: number,
  ) {}

  async ensureTopic(topic: string, partitions: number): Promise<void> {
    try {
      await this.admin.createTopics({
        topics: [{ topic, numPartitions: partitions, replicationFactor: this.replicationFactor }],
        waitForLeaders: true,
      });
    } catch (error) {
      // A concurrent creator may win the race; the topic existing is the goal.
      if (!(error instanceof Error) || !/already exists/i.test(error.message)) {
        throw error;
      }
    }
  }

  async partitions(topic: string): Promise<number> {
    const { topics } = await this.admin.fetchTopicMetadata({ topics: [topic] });
    return topics[0]?.partitions.length ?? 0;
  }

  async publish(topic: string, messages: readonly OutgoingMessage[]): Promise<void> {
    if (messages.length === 0) {
      return;
    }
    await this.producer.send({
      topic,
      acks: -1,
      messages: messages.map((m) => ({ key: m.key, value: m.value, partition: m.partition })),
    });
  }

  async consume(options: ConsumeOptions): Promise<Consumer> {
    const consumer = await startKafkaConsumer(this.kafka, options);
    const tracked: Consumer = {
      stop: async () => {
        this.consumers.delete(tracked);
        await consumer.stop();
      },
    };
    this.consumers.add(tracked);
    return tracked;
  }

  async lag(topic: string, groupId: string): Promise<PartitionLag[]> {
    const [ends, committed] = await Promise.all([
      this.admin.fetchTopicOffsets(topic),
      this.admin.fetchOffsets({ groupId, topics: [topic] }),
    ]);
    const byPartition = new Map(
      (committed[0]?.partitions ?? []).map((p) => [p.partition, Math.max(0, Number(p.offset))]),
    );
    return ends.map((end) => ({
      partition: end.partition,
      endOffset: Number(end.high),
      committedOffset: byPartition.get(end.partition) ?? 0,
    }));
  }

  async close(): Promise<void> {
    await Promise.allSettled([...this.consumers].map((consumer) => consumer.stop()));
    await Promise.allSettled([this.producer.disconnect(), this.admin.disconnect()]);
  }
}

/** Opens the Kafka adapter; fails within connectionTimeoutMs with `kafka: cannot connect ...`. */
export async function openKafkaBus(options: KafkaBusOptions): Promise<Bus> {
  const kafka = createKafka(options);
  const admin = kafka.admin();
  const producer = kafka.producer({
    idempotent: true,
    maxInFlightRequests: 1,
    // Every message carries its partition (partitionFor); naming a partitioner also silences
    // kafkajs's partitioner-change warning.
    createPartitioner: Partitioners.DefaultPartitioner,
  });
  // A short-retry probe first, so the error names the real cause (e.g. ECONNREFUSED); one bound
  // covers the probe and the real connections.
  const probe = createKafka(options, 2).admin();
  const connect = async (): Promise<void> => {
    try {
      await probe.connect();
      await probe.describeCluster();
    } finally {
      await probe.disconnect().catch(() => undefined);
    }
    await admin.connect();
    await producer.connect();
  };
  try {
    await connectWithin(options.brokers, options.connectionTimeoutMs ?? DEFAULT_CONNECT_TIMEOUT_MS, connect);
  } catch (error) {
    await Promise.allSettled([probe.disconnect(), producer.disconnect(), admin.disconnect()]);
    throw error;
  }
  return new KafkaBus(kafka, admin, producer, options.replicationFactor ?? 1);
}
