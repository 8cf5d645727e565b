import { Kafka, logLevel } from 'kafkajs';
import type { LogEntry, logCreator } from 'kafkajs';

export interface KafkaBusOptions {
  readonly brokers: string[];
  readonly clientId?: string;
  /** Upper bound for openKafkaBus to reach the cluster (default 10 s). */
  readonly connectionTimeoutMs?: number;
  /** Replication factor of topics created by ensureTopic (default 1: a single test broker). */
  readonly replicationFactor?: number;
  /** Receives kafkajs's own error-level log entries; kafkajs never writes to the console. */
  readonly onLog?: (entry: LogEntry) => void;
}

export const DEFAULT_CONNECT_TIMEOUT_MS = 10_000;

/** Routes only kafkajs errors to onLog (or nowhere): its console logger is noisy in tests. */
function quietLogCreator(onLog: ((entry: LogEntry) => void) | undefined): logCreator {
  return () => (entry) => {
    if (entry.level === logLevel.ERROR) {
      onLog?.(entry);
    }
  };
}

/** `retries` is lowered for the reachability probe so a refused connection fails in ~2 s. */
export function createKafka(options: KafkaBusOptions, retries = 8): Kafka {
  const connectMs = options.connectionTimeoutMs ?? DEFAULT_CONNECT_TIMEOUT_MS;
  return new Kafka({
    clientId: options.clientId ?? 'portal-bus',
    brokers: options.brokers,
    // One socket attempt must be well under the overall bound so retries fit inside it.
    connectionTimeout: Math.min(3_000, connectMs),
    requestTimeout: 30_000,
    retry: { initialRetryTime: 200, maxRetryTime: 5_000, retries },
    logLevel: logLevel.ERROR,
    logCreator: quietLogCreator(options.onLog),
  });
}

/** Wraps any failure to reach the cluster as `kafka: cannot connect to ...`, bounded in time. */
export async function connectWithin<T>(
  brokers: readonly string[],
  timeoutMs: number,
  connect: () => Promise<T>,
): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`timed out after ${timeoutMs} ms`)), timeoutMs);
  });
  try {
    return await Promise.race([connect(), timeout]);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(`kafka: cannot connect to ${brokers.join(',')} (${reason})`, { cause: error });
  } finally {
    clearTimeout(timer);
  }
}
