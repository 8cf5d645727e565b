import type { EventOf } from '@portal/contracts';
import { AccountDeactivated, TutorVerificationChanged, UserErased } from '@portal/contracts';
import { CLASSROOM_SESSION_TTL_MS } from '@portal/platform';
import type { EventSchema, NotifierDeps } from '../eventNotifier';
import { startEventNotifier } from '../eventNotifier';

/** The notifier's own consumer group: it sees every event, whatever the projections do. */
export const ACCOUNT_CUT_OFF_GROUP = 'realtime.accountCutOff';

/**
 * A deactivation older than this disconnects nobody: the account may have been reactivated since
 * (a new group reads the topic from the start). The session re-check cuts off what it missed.
 */
export const DEACTIVATION_CUT_OFF_MAX_AGE_MS = 15 * 60_000;

/** A second removal pass after an erasure, for a join that was in flight during the first. */
export const ERASURE_RECHECK_MS = 2_000;

export type AccountCutOffEvent =
  EventOf<'UserErased'> | EventOf<'AccountDeactivated'> | EventOf<'TutorVerificationChanged'>;

export interface CutOff {
  readonly userId: string;
  /** Erasure: out of every classroom session too; deactivation: disconnected only. */
  readonly erase: boolean;
}

export interface CutOffLimits {
  /** No classroom session outlives its TTL: an older erasure has nothing left to remove. */
  readonly erasureMaxAgeMs: number;
  readonly deactivationMaxAgeMs: number;
}

/** What an event asks of the realtime tier, or null when it is too old to matter. */
export function cutOffFor(event: AccountCutOffEvent, now: Date, limits: CutOffLimits): CutOff | null {
  if (event.type === 'TutorVerificationChanged' && event.data.isVerified) {
    return null; // verified: nothing to cut off
  }
  const erase = event.type === 'UserErased';
  const at = Date.parse(erase ? event.data.erasedAt : event.data.at);
  const maxAge = erase ? limits.erasureMaxAgeMs : limits.deactivationMaxAgeMs;
  if (Number.isNaN(at) || now.getTime() - at > maxAge) {
    return null;
  }
  return { userId: event.data.userId, erase };
}

const schema: EventSchema<AccountCutOffEvent> = {
  safeParse: (raw) => {
    const type = (raw as { type?: unknown } | null)?.type;
    const parsed =
      type === 'UserErased'
        ? UserErased.safeParse(raw)
        : type === 'TutorVerificationChanged'
          ? TutorVerificationChanged.safeParse(raw)
          : AccountDeactivated.safeParse(raw);
    return parsed.success ? { success: true, data: parsed.data } : { success: false };
  },
};

export interface AccountCutOffDeps extends NotifierDeps {
  /** Disconnects every socket of one person on every node (createRealtime's disconnectUser). */
  readonly disconnectUser: (userId: string) => void;
  /** Removes one person from every classroom session (createRealtime's removeFromClassrooms). */
  readonly removeFromClassrooms: (userId: string) => Promise<number>;
  readonly erasureMaxAgeMs?: number;
  readonly deactivationMaxAgeMs?: number;
  readonly recheckMs?: number;
}

/**
 * Cuts an account off the realtime tier as soon as it is erased or deactivated (DESIGN.md §4):
 * on `UserErased` the person leaves every live classroom session (the store keeps nothing of
 * them, each tutor is told) and every socket of theirs is disconnected, on every node; on
 * `AccountDeactivated` (or a tutor's verification withdrawn) their sockets are disconnected. Both also end the person's sessions, so
 * the sockets' session re-check would cut them off within its interval anyway: this is at once.
 * Removal is idempotent, so a redelivered event (or a retry after a store outage) is harmless.
 */
export function startAccountCutOffNotifier(deps: AccountCutOffDeps): Promise<{ stop(): Promise<void> }> {
  const limits: CutOffLimits = {
    erasureMaxAgeMs: deps.erasureMaxAgeMs ?? CLASSROOM_SESSION_TTL_MS,
    deactivationMaxAgeMs: deps.deactivationMaxAgeMs ?? DEACTIVATION_CUT_OFF_MAX_AGE_MS,
  };
  const recheckMs = deps.recheckMs ?? ERASURE_RECHECK_MS;
  const timers = new Set<NodeJS.Timeout>();
  const rechecks = new Set<Promise<void>>();
  let stopped = false;

  const recheck = (userId: string) => {
    const timer = setTimeout(() => {
      timers.delete(timer);
      const pass = deps
        .removeFromClassrooms(userId)
        .then(
          (removed) => {
            if (removed > 0) {
              deps.logger.info('erased person removed from classroom sessions on recheck', {
                userId,
                removed,
              });
            }
          },
          (error: unknown) => deps.logger.warn('classroom erasure recheck failed', { userId, error }),
        )
        .finally(() => rechecks.delete(pass));
      rechecks.add(pass);
    }, recheckMs);
    timer.unref();
    timers.add(timer);
  };

  return startEventNotifier({
    bus: deps.bus,
    topic: deps.topic,
    logger: deps.logger,
    groupId: ACCOUNT_CUT_OFF_GROUP,
    // a tutor whose verification an admin withdraws is cut off like a deactivated account
    eventType: ['UserErased', 'AccountDeactivated', 'TutorVerificationChanged'],
    schema,
    label: 'account cut-off',
    push: async (event) => {
      const cutOff = cutOffFor(event, deps.now(), limits);
      if (!cutOff) {
        return;
      }
      if (!cutOff.erase) {
        deps.disconnectUser(cutOff.userId);
        deps.logger.info('deactivated account disconnected', { userId: cutOff.userId });
        return;
      }
      // out of the sessions first, so the disconnect that follows tells no tutor their name
      const removed = await deps.removeFromClassrooms(cutOff.userId);
      deps.disconnectUser(cutOff.userId);
      if (!stopped) {
        recheck(cutOff.userId);
      }
      deps.logger.info('erased person cut off from the realtime tier', { userId: cutOff.userId, removed });
    },
  }).then((consumer) => ({
    stop: async () => {
      stopped = true;
      await consumer.stop();
      timers.forEach(clearTimeout);
      timers.clear();
      await Promise.all([...rechecks]);
    },
  }));
}
