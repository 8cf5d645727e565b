import type { ClassroomStateStore } from '@portal/platform';
import type { LiveSession } from './decide';
import { liveSessionOf } from './decide';

/**
 * This node's copy of the sessions its sockets use, so an answer does not fetch the quiz from
 * the store each time. A node that changes a session (quiz, status) drops its copy and tells the
 * other nodes to drop theirs (through the Socket.IO adapter); a copy also expires after `ttlMs`
 * in case such a message is lost.
 */
export class SessionCache {
  private readonly entries = new Map<string, { session: LiveSession | null; at: number }>();
  private readonly loading = new Map<string, Promise<LiveSession | null>>();

  constructor(
    private readonly store: ClassroomStateStore,
    private readonly ttlMs = 2_000,
    private readonly clock: () => number = Date.now,
  ) {}

  async get(code: string): Promise<LiveSession | null> {
    const entry = this.entries.get(code);
    if (entry && this.clock() - entry.at < this.ttlMs) {
      return entry.session;
    }
    const pending = this.loading.get(code);
    if (pending) {
      return pending;
    }
    const load: Promise<LiveSession | null> = this.store.getSession(code).then(
      (stored) => {
        const session = stored ? liveSessionOf(stored) : null;
        // a change since the load began (invalidate) makes this answer stale: not kept
        if (this.loading.get(code) === load) {
          this.entries.set(code, { session, at: this.clock() });
          this.loading.delete(code);
        }
        return session;
      },
      (error: unknown) => {
        if (this.loading.get(code) === load) {
          this.loading.delete(code);
        }
        throw error;
      },
    );
    this.loading.set(code, load);
    if (this.entries.size > 10_000) {
      this.sweep();
    }
    return load;
  }

  /** Forgets a session (and a load in flight, whose answer may predate the change). */
  invalidate(code: string): void {
    this.entries.delete(code);
    this.loading.delete(code);
  }

  private sweep(): void {
    const now = this.clock();
    for (const [code, entry] of this.entries) {
      if (now - entry.at >= this.ttlMs) {
        this.entries.delete(code);
      }
    }
  }
}
