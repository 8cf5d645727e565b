import type { CommunicationKind, PolicyVersions } from '@portal/contracts';
import { notificationsStreams } from '@portal/contracts';
import type { HandleCommand, Logger, Mail, Mailer, ReadModelStore } from '@portal/platform';
import type { UserDocument } from '@portal/projections';
import type { AudienceMember } from './audience';
import { recipientFactsOf } from './audience';
import type { MailToRecord } from './decider';
import { communicationDecider } from './decider';
import { mailRefusal } from './eligibility';
import type { Addressee } from './mails';
import { unsubscribeToken, unsubscribeUrl } from './unsubscribeToken';
import type { StandardisedScoresOf } from './standardisedScores';

/**
 * The reminders sweeper (issue 20 item 4), on the pattern of the deadline and completion
 * sweepers: on an interval, with the clock injected, each mail recorded on the recipient's
 * communication stream before it is sent (decider `RecordMailSent`), so a restart or a second API
 * process never sends it again. Logs carry ids and counts, never an address or a name.
 */
export interface NotificationSweepDeps {
  readonly readModels: ReadModelStore;
  readonly handle: HandleCommand;
  readonly mailer: Mailer;
  readonly now: () => Date;
  readonly logger: Logger;
  /** the deployment's secret: signs the unsubscribe links */
  readonly secret: string;
  readonly publicUrl: () => string;
  readonly policyVersions: PolicyVersions;
  /**
   * A child's standardised age scores from mocks that closed in the digest's week (issue 20 item
   * 1); default: the mock-exam module's results (`standardisedScoresFromMocks`).
   */
  readonly standardisedScoresOf?: StandardisedScoresOf;
  /** how often the sweeps run (default 30 s; tests shorten it) */
  readonly intervalMs?: number;
}

/**
 * What this process already settled (sent, or found sent): skipped without reading the stream
 * again. Lost on restart, when the communication streams answer instead.
 */
export type SweepMemory = Set<string>;

export const MAX_SCHEDULES = 500;
export const MEMORY_LIMIT = 200_000;

export const publicBase = (deps: NotificationSweepDeps) => deps.publicUrl().replace(/\/+$/, '');

/**
 * Records the mail on the person's stream and, if this call recorded it, sends it. Answers
 * whether it sent. The recording comes first: a send that then fails is logged and not repeated
 * (a reminder retried hours later would be wrong anyway).
 */
export async function deliver(
  deps: NotificationSweepDeps,
  person: UserDocument,
  kind: CommunicationKind,
  mail: MailToRecord,
  build: (addressee: Addressee) => Mail,
  now: Date,
): Promise<boolean> {
  const result = await deps.handle(
    communicationDecider,
    notificationsStreams.communication(person._id),
    {
      type: 'RecordMailSent',
      data: { userId: person._id, organisationId: person.organisationId, mail },
      metadata: { now },
    },
    { organisationId: person.organisationId },
  );
  if (result.events.length === 0) {
    return false;
  }
  const token = unsubscribeToken(deps.secret, person._id, kind);
  try {
    await deps.mailer.send(
      build({
        to: person.email,
        firstName: person.firstName,
        kind,
        unsubscribeUrl: unsubscribeUrl(publicBase(deps), token),
      }),
    );
  } catch (error) {
    deps.logger.error('notification not sent', { userId: person._id, type: mail.type, error: String(error) });
    return false;
  }
  return true;
}

/** The members of an audience who may receive `kind` now (erased, restricted… left out). */
export async function eligible(
  deps: NotificationSweepDeps,
  members: readonly AudienceMember[],
  kind: CommunicationKind,
  now: Date,
): Promise<AudienceMember[]> {
  const facts = await recipientFactsOf(
    deps.readModels,
    members.map((member) => member.person._id),
  );
  return members.filter((member) => {
    const found = facts.get(member.person._id);
    return found !== undefined && mailRefusal(found, kind, deps.policyVersions, now) === null;
  });
}

export function remember(memory: SweepMemory, key: string): void {
  if (memory.size >= MEMORY_LIMIT) {
    memory.clear();
  }
  memory.add(key);
}

/** Logs how many mails a sweep sent (a count, no one named), and answers it. */
export function reported(deps: NotificationSweepDeps, sent: number, what: string): number {
  if (sent > 0) {
    deps.logger.info(what, { count: sent });
  }
  return sent;
}
