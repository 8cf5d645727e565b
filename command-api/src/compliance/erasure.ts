import { accountsStreams } from '@portal/contracts';
import type { PrivacyDocument, UserDocument, UserRecord } from '@portal/projections';
import { isLiveUser, PRIVACY_COLLECTION, USERS_COLLECTION } from '@portal/projections';
import type { ApiDeps } from '../deps';
import { emailReservationDecider, userDecider } from '../accounts/decider';
import { emailDigest } from '../accounts/registerUser';
import { leaveGroup } from '../groups/leaveGroup';
import { eraseAttemptAnswers } from '../attempts/eraseAnswers';

/**
 * Erasure (DESIGN.md §4, crypto-shredding). Requesting marks the account at once (no sign-in,
 * every session ended); completing destroys the person's key, so their personal fields in the
 * log become unreadable, turns their read-model documents into anonymous tombstones, gives the
 * e-mail address back, frees their place in a teaching group, clears their answers from the
 * read models (scores stay), deletes stored mails that name
 * them, and scrubs embedded files.
 * Anonymous facts keyed by their id (scores, durations, the register) stay.
 */
export class ErasureService {
  private readonly users;
  private readonly privacy;
  private running = new Map<string, Promise<void>>();

  constructor(private readonly deps: ApiDeps) {
    this.users = deps.readModels.collection<UserRecord>(USERS_COLLECTION);
    this.privacy = deps.readModels.collection<PrivacyDocument>(PRIVACY_COLLECTION);
  }

  async request(user: UserDocument, reason: string | null): Promise<void> {
    const result = await this.deps.handle(
      userDecider,
      accountsStreams.user(user._id),
      { type: 'RequestErasure', data: { userId: user._id, reason }, metadata: { now: this.deps.now() } },
      { organisationId: user.organisationId },
    );
    await this.deps.purgeSessions(user._id);
    await this.deps.awaitProjections(result.streamId, result.position);
    this.deps.logger.info('erasure requested', { userId: user._id });
  }

  /** Completes one erasure; concurrent calls for one person share the work. */
  complete(userId: string): Promise<void> {
    const existing = this.running.get(userId);
    if (existing) {
      return existing;
    }
    const work = this.erase(userId).finally(() => this.running.delete(userId));
    this.running.set(userId, work);
    return work;
  }

  /** Finishes erasures a stopped process left half done (run at start-up). */
  async resumePending(): Promise<number> {
    const pending = await this.users.find({ status: 'pendingDeletion' }).toArray();
    for (const user of pending) {
      await this.complete(user._id);
    }
    return pending.length;
  }

  private async erase(userId: string): Promise<void> {
    const user = await this.users.findOne({ _id: userId });
    if (!isLiveUser(user) || user.status !== 'pendingDeletion') {
      return;
    }
    const privacy = await this.privacy.findOne({ _id: userId });
    // what names the person outside the log, read before the read models forget it
    const needles = [user.email, `${user.firstName} ${user.lastName}`].filter(
      (needle) => needle.trim().length > 3,
    );
    const parentEmail = privacy?.parental.parentEmail ?? null;

    await this.deps.keys.destroy(userId);
    const now = this.deps.now();
    const erased = await this.deps.handle(
      userDecider,
      accountsStreams.user(userId),
      { type: 'CompleteErasure', data: { userId }, metadata: { now } },
      { organisationId: user.organisationId },
    );
    if (user.email) {
      await this.deps.handle(
        emailReservationDecider,
        accountsStreams.emailReservation(emailDigest(user.email)),
        { type: 'ReleaseEmail', data: { userId }, metadata: { now } },
        { organisationId: user.organisationId },
      );
    }
    if (user.groupId) {
      // an erased student no longer holds a place in a teaching group
      const steps = await leaveGroup(this.deps.handle, {
        studentId: userId,
        groupId: user.groupId,
        caller: { userId, role: 'compliance', organisationId: user.organisationId },
        now,
      });
      for (const step of steps) {
        if (step.position > 0) {
          await this.deps.awaitProjections(step.streamId, step.position);
        }
      }
    }
    if (user.role === 'student') {
      await eraseAttemptAnswers(this.deps, { userId, organisationId: user.organisationId });
    }
    await this.deps.awaitProjections(erased.streamId, erased.position);
    await this.deps.purgeSessions(userId);
    let mails = await this.deps.mailer.purgeMentioning(needles);
    if (parentEmail) {
      // the consent request sent to a parent names the child
      mails += await this.deps.mailer.purgeMentioning([parentEmail]);
    }
    await this.deps.scrubStorage?.();
    this.deps.logger.info('erasure completed', { userId, mailsDeleted: mails });
  }
}
