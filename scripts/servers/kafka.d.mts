export interface KafkaServer {
  brokers: string;
  version: string;
  pid: number;
  port: number;
  controllerPort: number;
  stop(): Promise<void>;
}
export function startKafka(options: {
  cacheDir: string;
  workDir: string;
  log?: (line: string) => void;
  port?: number;
  controllerPort?: number;
}): Promise<KafkaServer>;
