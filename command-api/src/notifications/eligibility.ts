import type { CommunicationKind, PolicyVersions } from '@portal/contracts';
import type { CommunicationPreferencesDocument, PrivacyDocument, UserRecord } from '@portal/projections';
import { isLiveUser, receivesKind } from '@portal/projections';
import { standingOf } from '../http/accessGate';

/**
 * Who may be sent a reminder or digest (docs/PRIVACY.md "Reminders and digests"). These are
 * service e-mails sent by default; each reason below stops them:
 * - `gone`: erased (or erasing), or no account: an erased person is never written to;
 * - `inactive`: the account was deactivated by staff;
 * - `standing`: the product would not let the person in (unverified address, missing consents, a
 *   child whose parent has not confirmed, a tutor not yet verified): we do not write to them either;
 * - `consent_withdrawn`: they withdrew `marketing_emails`, read as "no optional e-mails" (a person
 *   who never answered it has not withdrawn anything);
 * - `restricted`: they restricted processing for marketing (Art. 18);
 * - `unsubscribed`: they used this kind's unsubscribe link (or the privacy page).
 */
export type MailRefusal =
  'gone' | 'inactive' | 'standing' | 'consent_withdrawn' | 'restricted' | 'unsubscribed';

export interface RecipientFacts {
  readonly user: UserRecord | null;
  readonly privacy: PrivacyDocument | null;
  readonly preferences: Pick<CommunicationPreferencesDocument, 'unsubscribed'> | null;
}

/** Pure: why this person gets no mail of `kind` now, or null when they may get it. */
export function mailRefusal(
  facts: RecipientFacts,
  kind: CommunicationKind,
  versions: PolicyVersions,
  now: Date,
): MailRefusal | null {
  const { user, privacy, preferences } = facts;
  if (!isLiveUser(user) || user.status !== 'active' || privacy?.erased) {
    return 'gone';
  }
  if (user.isActive === false) {
    return 'inactive';
  }
  if (standingOf(user, privacy, versions, now) !== 'ok') {
    return 'standing';
  }
  if (privacy?.consents.marketing_emails?.given === false) {
    return 'consent_withdrawn';
  }
  if (privacy?.restrictions.includes('marketing')) {
    return 'restricted';
  }
  return receivesKind(preferences, kind) ? null : 'unsubscribed';
}
