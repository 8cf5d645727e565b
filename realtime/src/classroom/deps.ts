import type { ClassroomStateStore, HandleCommand, Logger } from '@portal/platform';
import type { ClassroomUser } from './decide';
import type { SessionCache } from './sessionCache';

export interface ClassroomDeps {
  /** Session state: Redis when REDIS_URL is set (shared by every node), in process otherwise. */
  readonly store: ClassroomStateStore;
  /** The signed-in person's account (users read model). */
  readonly findUser: (userId: string) => Promise<ClassroomUser | null>;
  /** Records each graded submission (a classroom attempt) and each session's end in the event store. */
  readonly handle: HandleCommand;
  readonly now: () => Date;
  readonly logger: Logger;
  readonly newId?: () => string;
  readonly sessionTtlMs?: number;
  /**
   * Why the account may not take part yet (e-mail unverified, tutor pending, consent missing or a
   * parent's confirmation awaited), or null: the same rule as the API's access gate (issue 15).
   */
  readonly refusal?: (userId: string) => Promise<string | null>;
}

/** What one socket's handlers receive: the classroom's deps plus the node's session cache. */
export interface HandlerDeps extends ClassroomDeps {
  readonly cache: SessionCache;
  /** A session's quiz or status changed: drop every node's cached copy. */
  readonly changed: (code: string) => void;
}
