import { z } from 'zod';
import { isIP } from 'node:net';
import path from 'node:path';
import type { PolicyVersions } from '@portal/contracts';
import { POLICY_VERSIONS } from '@portal/contracts';
import type { PasswordCost } from '@portal/command-api';
import { describeCost, meetsOwaspMinimum } from '@portal/command-api';

export const Role = z.enum(['command-api', 'projections', 'realtime']);
export type ProcessRole = z.infer<typeof Role>;

const Env = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().default('127.0.0.1'),
  DATA_DIR: z.string().default('./data'),
  ADMIN_EMAIL: z.string().optional(),
  ADMIN_PASSWORD: z.string().optional(),
  NODE_ENV: z.string().optional(),
  // no default here: it depends on NODE_ENV (see loadConfig)
  SEED_DEMO: z.enum(['0', '1']).optional(),
  EVENTSTORE_URL: z.string().optional(),
  KAFKA_BROKERS: z.string().optional(),
  MONGO_URL: z.string().optional(),
  REDIS_URL: z.string().optional(),
  SMTP_URL: z.string().optional(),
  SESSION_SECRET: z.string().min(32, 'SESSION_SECRET must be at least 32 characters').optional(),
  SECURE_COOKIES: z.enum(['0', '1']).default('0'),
  TRUST_PROXY: z.string().optional(),
  BUS_TOPIC: z.string().default('portal.events'),
  BUS_PARTITIONS: z.coerce.number().int().min(1).max(256).default(4),
  LOG_LEVEL: z.enum(['debug', 'info', 'warn', 'error']).default('info'),
  PUBLIC_URL: z.url({ error: 'PUBLIC_URL must be an absolute URL' }).optional(),
  MAIL_FROM: z.string().default('11+ Portal <no-reply@elevenplus.example>'),
  KEY_ENCRYPTION_KEY: z.string().optional(),
  PRIVACY_POLICY_VERSION: z.string().min(1).max(40).optional(),
  TERMS_VERSION: z.string().min(1).max(40).optional(),
  REALTIME_URL: z.url({ error: 'REALTIME_URL must be an absolute URL (http://host:port)' }).optional(),
  PASSWORD_HASH_THREADS: z.coerce
    .number({ error: 'PASSWORD_HASH_THREADS must be a whole number from 1 to 64' })
    .int('PASSWORD_HASH_THREADS must be a whole number from 1 to 64')
    .min(1, 'PASSWORD_HASH_THREADS must be a whole number from 1 to 64')
    .max(64, 'PASSWORD_HASH_THREADS must be a whole number from 1 to 64')
    .optional(),
});

export interface Config {
  readonly port: number;
  readonly host: string;
  readonly dataDir: string;
  readonly adminEmail: string | null;
  readonly adminPassword: string | null;
  /** NODE_ENV=production: the start-up refuses unsafe settings (productionRefusal). */
  readonly production: boolean;
  readonly seedDemo: boolean;
  readonly eventStoreUrl: string | null;
  readonly kafkaBrokers: string | null;
  readonly mongoUrl: string | null;
  readonly redisUrl: string | null;
  readonly smtpUrl: string | null;
  readonly sessionSecret: string | null;
  readonly secureCookies: boolean;
  /**
   * Express's `trust proxy`: the addresses of the proxies whose X-Forwarded-* headers count
   * (req.ip, req.secure). `false`: none, the socket's address is the caller's.
   */
  readonly trustProxy: readonly string[] | false;
  readonly topic: string;
  readonly partitions: number;
  readonly logLevel: 'debug' | 'info' | 'warn' | 'error';
  /** Where e-mailed links point; the server's own address when unset. */
  readonly publicUrl: string | null;
  readonly mailFrom: string;
  /** Wraps the per-person data keys (base64, 32 bytes); generated into DATA_DIR when unset. */
  readonly keyEncryptionKey: string | null;
  readonly policyVersions: PolicyVersions;
  /**
   * Where a command-api process passes `/socket.io` on to (the realtime role in its own process,
   * as `npm start` runs it); null: the realtime role is in this process, or a proxy routes it.
   */
  readonly realtimeUrl: string | null;
  /** Threads that hash passwords; null: one per core (command-api/src/accounts/passwords.ts). */
  readonly passwordHashThreads: number | null;
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
  const production = e.NODE_ENV === 'production';
  return {
    production,
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    adminEmail: e.ADMIN_EMAIL?.trim().toLowerCase() ?? null,
    adminPassword: e.ADMIN_PASSWORD ?? null,
    // production never seeds unless asked (and then productionRefusal stops the start)
    seedDemo: (e.SEED_DEMO ?? (production ? '0' : '1')) === '1',
    eventStoreUrl: e.EVENTSTORE_URL ?? null,
    kafkaBrokers: e.KAFKA_BROKERS ?? null,
    mongoUrl: e.MONGO_URL ?? null,
    redisUrl: e.REDIS_URL ?? null,
    smtpUrl: e.SMTP_URL ?? null,
    sessionSecret: e.SESSION_SECRET ?? null,
    secureCookies: e.SECURE_COOKIES === '1',
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
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
    passwordHashThreads: e.PASSWORD_HASH_THREADS ?? null,
    realtimeUrl: e.REALTIME_URL?.replace(/\/+$/, '') ?? null,
  };
}

export class ConfigError extends Error {
  override readonly name = 'ConfigError';
}

/** Express's named address ranges (proxy-addr): usable in TRUST_PROXY. */
const NAMED_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal']);
const NO_PROXY = new Set(['', 'none', 'false', '0']);

/**
 * TRUST_PROXY: a comma-separated list of the proxies' addresses (IPs, CIDR ranges or express's
 * `loopback`, `linklocal`, `uniquelocal`), or `none`. Default `loopback`: a proxy on this machine.
 * Hop counts and `true` are refused: whoever is that many hops away could claim any address.
 */
export function parseTrustProxy(value: string | undefined): readonly string[] | false {
  if (value === undefined) {
    return ['loopback'];
  }
  if (NO_PROXY.has(value.trim().toLowerCase())) {
    return false;
  }
  const entries = value.split(',').map((entry) => entry.trim());
  for (const entry of entries) {
    if (!NAMED_RANGES.has(entry) && !isAddressOrRange(entry)) {
      throw new ConfigError(
        `TRUST_PROXY: "${entry}" is not an address; give the proxy's address or range (e.g. 172.28.0.10 or 10.0.0.0/24), loopback, or none`,
      );
    }
  }
  return entries;
}

function isAddressOrRange(entry: string): boolean {
  const [address = '', prefix, ...rest] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) {
    return false;
  }
  if (prefix === undefined) {
    return true;
  }
  const bits = Number(prefix);
  return /^\d{1,3}$/.test(prefix) && bits >= 0 && bits <= (version === 4 ? 32 : 128);
}

/**
 * What stops a production start (NODE_ENV=production), as one line naming the variable and the
 * fix; null when the configuration is safe. Pure: `passwordHashing` is the cost the server hashes
 * new passwords with.
 */
export function productionRefusal(config: Config, passwordHashing: PasswordCost | null): string | null {
  if (!config.production) {
    return null;
  }
  if (!passwordHashing || !meetsOwaspMinimum(passwordHashing)) {
    const cost = passwordHashing ? describeCost(passwordHashing) : 'unknown';
    return `NODE_ENV=production with the cheap test password hashing (${cost}): run the server without the test settings (NODE_ENV=test or a test runner's environment)`;
  }
  if (config.seedDemo) {
    return 'NODE_ENV=production with SEED_DEMO=1: demo accounts with published passwords must not exist in production; set SEED_DEMO=0 (or leave it unset)';
  }
  if (!config.keyEncryptionKey) {
    return `NODE_ENV=production without KEY_ENCRYPTION_KEY: the key that wraps every person's data key would be generated inside DATA_DIR, next to the data it protects; set KEY_ENCRYPTION_KEY from your secret store (openssl rand -base64 32; an existing DATA_DIR/key-encryption-key file holds the key in use)`;
  }
  return null;
}

/** Throws the refusal as a ConfigError: main.ts prints it as one line and exits non-zero. */
export function assertSafeForProduction(config: Config, passwordHashing: PasswordCost | null): void {
  const refusal = productionRefusal(config, passwordHashing);
  if (refusal) {
    throw new ConfigError(refusal);
  }
}
