import { z } from 'zod';
import path from 'node:path';
import type { PolicyVersions } from '@portal/contracts';
import { POLICY_VERSIONS } from '@portal/contracts';

export const Role = z.enum(['command-api', 'projections', 'realtime']);
export type ProcessRole = z.infer<typeof Role>;

const Env = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().default('127.0.0.1'),
  DATA_DIR: z.string().default('./data'),
  ADMIN_EMAIL: z.string().optional(),
  ADMIN_PASSWORD: z.string().optional(),
  SEED_DEMO: z.enum(['0', '1']).default('1'),
  EVENTSTORE_URL: z.string().optional(),
  KAFKA_BROKERS: z.string().optional(),
  MONGO_URL: z.string().optional(),
  REDIS_URL: z.string().optional(),
  SMTP_URL: z.string().optional(),
  SESSION_SECRET: z.string().min(32, 'SESSION_SECRET must be at least 32 characters').optional(),
  SECURE_COOKIES: z.enum(['0', '1']).default('0'),
  BUS_TOPIC: z.string().default('portal.events'),
  BUS_PARTITIONS: z.coerce.number().int().min(1).max(256).default(4),
  LOG_LEVEL: z.enum(['debug', 'info', 'warn', 'error']).default('info'),
  PUBLIC_URL: z.url({ error: 'PUBLIC_URL must be an absolute URL' }).optional(),
  MAIL_FROM: z.string().default('11+ Portal <no-reply@elevenplus.example>'),
  KEY_ENCRYPTION_KEY: z.string().optional(),
  PRIVACY_POLICY_VERSION: z.string().min(1).max(40).optional(),
  TERMS_VERSION: z.string().min(1).max(40).optional(),
});

export interface Config {
  readonly port: number;
  readonly host: string;
  readonly dataDir: string;
  readonly adminEmail: string | null;
  readonly adminPassword: string | null;
  readonly seedDemo: boolean;
  readonly eventStoreUrl: string | null;
  readonly kafkaBrokers: string | null;
  readonly mongoUrl: string | null;
  readonly redisUrl: string | null;
  readonly smtpUrl: string | null;
  readonly sessionSecret: string | null;
  readonly secureCookies: boolean;
  readonly topic: string;
  readonly partitions: number;
  readonly logLevel: 'debug' | 'info' | 'warn' | 'error';
  /** Where e-mailed links point; the server's own address when unset. */
  readonly publicUrl: string | null;
  readonly mailFrom: string;
  /** Wraps the per-person data keys (base64, 32 bytes); generated into DATA_DIR when unset. */
  readonly keyEncryptionKey: string | null;
  readonly policyVersions: PolicyVersions;
}

/** Reads DESIGN.md §2's environment; a bad value fails at start with one clear line. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = Env.safeParse(env);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw new ConfigError(`${issue.path.join('.')}: ${issue.message}`);
  }
  const e = parsed.data;
  if ((e.ADMIN_EMAIL && !e.ADMIN_PASSWORD) || (!e.ADMIN_EMAIL && e.ADMIN_PASSWORD)) {
    throw new ConfigError('ADMIN_EMAIL and ADMIN_PASSWORD must be set together');
  }
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    adminEmail: e.ADMIN_EMAIL?.trim().toLowerCase() ?? null,
    adminPassword: e.ADMIN_PASSWORD ?? null,
    seedDemo: e.SEED_DEMO === '1',
    eventStoreUrl: e.EVENTSTORE_URL ?? null,
    kafkaBrokers: e.KAFKA_BROKERS ?? null,
    mongoUrl: e.MONGO_URL ?? null,
    redisUrl: e.REDIS_URL ?? null,
    smtpUrl: e.SMTP_URL ?? null,
    sessionSecret: e.SESSION_SECRET ?? null,
    secureCookies: e.SECURE_COOKIES === '1',
    topic: e.BUS_TOPIC,
    partitions: e.BUS_PARTITIONS,
    logLevel: e.LOG_LEVEL,
    publicUrl: e.PUBLIC_URL?.replace(/\/+$/, '') ?? null,
    mailFrom: e.MAIL_FROM,
    keyEncryptionKey: e.KEY_ENCRYPTION_KEY ?? null,
    policyVersions: {
      privacy_policy: e.PRIVACY_POLICY_VERSION ?? POLICY_VERSIONS.privacy_policy,
      terms_of_service: e.TERMS_VERSION ?? POLICY_VERSIONS.terms_of_service,
    },
  };
}

export class ConfigError extends Error {
  override readonly name = 'ConfigError';
}
