import type { RequestHandler } from 'express';
import type { HealthResponse, PolicyVersions } from '@portal/contracts';
import type {
  EventStore,
  HandleCommand,
  Logger,
  Mailer,
  RateLimiter,
  ReadModelStore,
  SubjectKeyStore,
} from '@portal/platform';

/** Read-your-writes: resolves once every projection shows the command's events. */
/** Read your writes: waits until the read models (or only the projections named) show the position. */
export type AwaitProjections = (
  streamId: string,
  position: number,
  projections?: readonly string[],
) => Promise<void>;

/** Ends every session of one person, except `exceptSid` (the caller's own) when given. */
export type SessionPurger = (userId: string, exceptSid?: string) => Promise<number>;

export interface ApiDeps {
  /** Encrypts personal fields on append and decrypts on read (crypto-shredding). */
  readonly eventStore: EventStore;
  readonly readModels: ReadModelStore;
  readonly handle: HandleCommand;
  readonly awaitProjections: AwaitProjections;
  readonly session: RequestHandler;
  readonly logger: Logger;
  readonly health: () => Promise<HealthResponse>;
  readonly now: () => Date;
  readonly keys: SubjectKeyStore;
  readonly mailer: Mailer;
  readonly rateLimiter: RateLimiter;
  /** Deployment secret: keys rate-limit counters without personal data in clear. */
  readonly secret: string;
  readonly purgeSessions: SessionPurger;
  /** Where links in e-mails point (PUBLIC_URL, else the server's own address). */
  readonly publicUrl: () => string;
  readonly policyVersions: PolicyVersions;
  /** After an erasure: makes deleted bytes unrecoverable in embedded stores (WAL checkpoints). */
  readonly scrubStorage?: () => Promise<void>;
  /** Where uploaded files live (DATA_DIR/uploads): question images of the exams module. */
  readonly uploadsDir: string;
  /** Largest JSON body accepted by default (routes with uploads/imports set their own). */
  readonly jsonLimit?: string;
}
