import type { ConsentSource, CoreEvent, ParentLinkMethod, ProcessingAction } from '@portal/contracts';
import type { RecordedEvent } from '@portal/platform';
import type { ActivityRow } from './activityRow';
import { row } from './activityRow';
import { exhaustive } from '@portal/platform';

/** The accounts, compliance and people events that are rows of the register. */
export const ACCOUNT_ACTIVITY_EVENT_TYPES = [
  'UserRegistered',
  'UserPasswordChanged',
  'PasswordResetCompleted',
  'ProfileUpdated',
  'ErasureRequested',
  'UserErased',
  'ConsentRecorded',
  'ParentalConsentRequested',
  'ParentalConsentConfirmed',
  'ParentalConsentRefused',
  'PersonalDataAccessed',
  'ProcessingRestricted',
  'ProcessingRestrictionLifted',
  'StaffRecordUpdated',
  'TutorVerificationChanged',
  'AccountDeactivated',
  'AccountReactivated',
  'StudentExamsCleared',
  'ParentLinked',
  'ParentUnlinked',
] as const satisfies readonly CoreEvent['type'][];

const CONSENT_PURPOSE: Record<ConsentSource, string> = {
  registration: 'Consent given at sign-up',
  consent_form: 'Consent preferences',
  cookie_banner: 'Cookie preferences',
  parent: 'Parental consent for a child under 16',
  privacy_page: 'Consent preferences',
};

const LINK_METHOD_LABEL: Record<ParentLinkMethod, string> = {
  consent_link: "proven by the parent's e-mailed link",
  staff: 'by staff',
  migrated: 'carried over from a confirmed parental consent',
};

type DataOf<T extends CoreEvent['type']> = Extract<CoreEvent, { type: T }>['data'];

/** A register row's labels, and where its subject, time, organisation and actor are in the event. */
interface RowLabel<T extends CoreEvent['type']> {
  action: ProcessingAction;
  dataType: string | ((data: DataOf<T>) => string);
  purpose: string | ((data: DataOf<T>) => string);
  resultStatus: string;
  at: (data: DataOf<T>) => string;
  /** whose data it is (default: the event's `userId`) */
  subject?: (data: DataOf<T>) => string;
  /** the organisation the event names (default: the one in the event's metadata) */
  organisation?: (data: DataOf<T>) => string;
  /** who acted (default: the subject themselves) */
  actor?: (data: DataOf<T>) => string;
}

const byParent = () => 'parent';
const restricted = (data: { dataTypes: readonly string[] }) => data.dataTypes.join(', ');

/** The core events whose row is only labels and fields of the event, one line each. */
const LABELS = {
  UserPasswordChanged: {
    action: 'data_update',
    dataType: 'credentials',
    purpose: 'Password changed',
    resultStatus: 'success',
    at: (data) => data.changedAt,
  },
  PasswordResetCompleted: {
    action: 'data_update',
    dataType: 'credentials',
    purpose: 'Password reset by e-mail link',
    resultStatus: 'success',
    at: (data) => data.resetAt,
  },
  ProfileUpdated: {
    action: 'data_rectification',
    dataType: 'profile',
    purpose: 'Profile corrected by the account holder',
    resultStatus: 'success',
    at: (data) => data.updatedAt,
  },
  ErasureRequested: {
    action: 'data_deletion',
    dataType: 'account',
    purpose: 'Right to erasure (Art. 17): account marked for deletion',
    resultStatus: 'pending',
    at: (data) => data.requestedAt,
    organisation: (data) => data.organisationId,
  },
  UserErased: {
    action: 'data_deletion',
    dataType: 'account',
    purpose: 'Right to erasure (Art. 17): personal data erased',
    resultStatus: 'success',
    at: (data) => data.erasedAt,
    organisation: (data) => data.organisationId,
  },
  ParentalConsentRequested: {
    action: 'consent_given',
    dataType: 'parental_consent',
    purpose: "Parent's confirmation requested by e-mail",
    resultStatus: 'pending',
    at: (data) => data.requestedAt,
    organisation: (data) => data.organisationId,
  },
  ParentalConsentConfirmed: {
    action: 'consent_given',
    dataType: 'parental_consent',
    purpose: 'Parent confirmed the account of a child under 16',
    resultStatus: 'success',
    at: (data) => data.confirmedAt,
    organisation: (data) => data.organisationId,
    actor: byParent,
  },
  ParentalConsentRefused: {
    action: 'consent_withdrawn',
    dataType: 'parental_consent',
    purpose: 'Parent did not agree to the account of a child under 16',
    resultStatus: 'refused',
    at: (data) => data.refusedAt,
    organisation: (data) => data.organisationId,
    actor: byParent,
  },
  ProcessingRestricted: {
    action: 'processing_restriction',
    dataType: restricted,
    purpose: 'Restriction of processing (Art. 18) requested',
    resultStatus: 'success',
    at: (data) => data.restrictedAt,
    organisation: (data) => data.organisationId,
  },
  ProcessingRestrictionLifted: {
    action: 'processing_restriction',
    dataType: restricted,
    purpose: 'Restriction of processing lifted',
    resultStatus: 'lifted',
    at: (data) => data.liftedAt,
    organisation: (data) => data.organisationId,
  },
  StaffRecordUpdated: {
    action: 'data_rectification',
    dataType: 'profile',
    purpose: 'Record corrected by staff',
    resultStatus: 'success',
    at: (data) => data.updatedAt,
    actor: (data) => data.byRole,
  },
  TutorVerificationChanged: {
    action: 'data_update',
    dataType: 'account',
    purpose: (data) =>
      data.isVerified ? 'Tutor verified by an administrator' : 'Tutor verification withdrawn',
    resultStatus: 'success',
    at: (data) => data.at,
    actor: (data) => data.byRole,
  },
  AccountDeactivated: {
    action: 'data_update',
    dataType: 'account',
    purpose: 'Account deactivated: sign-in stopped, data kept',
    resultStatus: 'success',
    at: (data) => data.at,
    actor: (data) => data.byRole,
  },
  AccountReactivated: {
    action: 'data_update',
    dataType: 'account',
    purpose: 'Account reactivated',
    resultStatus: 'success',
    at: (data) => data.at,
    actor: (data) => data.byRole,
  },
  StudentExamsCleared: {
    action: 'data_deletion',
    dataType: 'exam_records',
    purpose: "Student's assignments, schedules and attempts cleared by staff",
    resultStatus: 'success',
    at: (data) => data.clearedAt,
    subject: (data) => data.studentId,
    organisation: (data) => data.organisationId,
    actor: (data) => data.byRole,
  },
  // a parent account gains or loses sight of the child's data: a row on the child's record
  ParentLinked: {
    action: 'data_update',
    dataType: 'family_link',
    purpose: (data) => `Parent account linked (${LINK_METHOD_LABEL[data.method]})`,
    resultStatus: 'success',
    at: (data) => data.linkedAt,
    subject: (data) => data.childId,
    organisation: (data) => data.organisationId,
    actor: (data) => data.byRole,
  },
  ParentUnlinked: {
    action: 'data_update',
    dataType: 'family_link',
    purpose: 'Parent account unlinked',
    resultStatus: 'success',
    at: (data) => data.unlinkedAt,
    subject: (data) => data.childId,
    organisation: (data) => data.organisationId,
    actor: (data) => data.byRole,
  },
} satisfies { [T in CoreEvent['type']]?: RowLabel<T> };

type LabelledEvent = Extract<CoreEvent, { type: keyof typeof LABELS }>;

function isLabelled(domainEvent: CoreEvent): domainEvent is LabelledEvent {
  return Object.hasOwn(LABELS, domainEvent.type);
}

/** The row `label` describes, for `data` of the recorded `event`. */
function labelledRow<T extends CoreEvent['type']>(
  event: RecordedEvent,
  data: DataOf<T>,
  label: RowLabel<T>,
): ActivityRow {
  const text = (value: string | ((data: DataOf<T>) => string)) =>
    typeof value === 'string' ? value : value(data);
  const subjectId = label.subject ? label.subject(data) : (data as { userId: string }).userId;
  const activity = row(
    subjectId,
    event,
    label.action,
    text(label.dataType),
    text(label.purpose),
    label.resultStatus,
    label.at(data),
  );
  return {
    ...activity,
    ...(label.organisation ? { organisationId: label.organisation(data) } : {}),
    ...(label.actor ? { actor: label.actor(data) } : {}),
  };
}

/**
 * How the register labels the accounts, compliance and people modules' events (the core events):
 * `null` for one that processes no personal data.
 */
export function accountActivityOf(event: RecordedEvent): ActivityRow | null {
  const domainEvent = { type: event.type, data: event.data } as CoreEvent;
  if (isLabelled(domainEvent)) {
    // the table is keyed by type, so the entry found fits this event's data
    const label = LABELS[domainEvent.type] as RowLabel<LabelledEvent['type']>;
    return labelledRow(event, domainEvent.data, label);
  }
  switch (domainEvent.type) {
    case 'UserRegistered': {
      const { data } = domainEvent;
      const self = (data.createdBy ?? 'self') === 'self';
      return {
        subjectId: data.userId,
        organisationId: data.organisationId,
        action: 'data_update',
        dataType: 'account',
        purpose: self ? 'Account created at sign-up' : 'Account created for the person',
        resultStatus: 'success',
        actor: self ? 'self' : (data.createdBy ?? 'staff'),
        createdAt: data.registeredAt,
      };
    }
    case 'ConsentRecorded': {
      const { data } = domainEvent;
      return {
        subjectId: data.userId,
        organisationId: data.organisationId,
        action: data.consentGiven ? 'consent_given' : 'consent_withdrawn',
        dataType: data.consentType,
        purpose: CONSENT_PURPOSE[data.source],
        resultStatus: 'success',
        actor: data.source === 'parent' ? 'parent' : 'self',
        createdAt: data.recordedAt,
        consentType: data.consentType,
        consentGiven: data.consentGiven,
        version: data.version,
        source: data.source,
      };
    }
    case 'PersonalDataAccessed': {
      const { data } = domainEvent;
      return {
        subjectId: data.userId,
        organisationId: data.organisationId,
        action: data.action,
        dataType: data.dataType,
        purpose: data.purpose,
        resultStatus: 'success',
        actor: data.actorId === data.userId ? 'self' : data.actorRole,
        createdAt: data.accessedAt,
      };
    }
    // housekeeping of the hash, not a change the person made
    case 'PasswordHashUpgraded':
    case 'PasswordResetRequested':
    case 'EmailVerificationRequested':
    case 'EmailVerified':
    case 'EmailReserved':
    case 'EmailReleased':
    case 'StudentNumberReserved':
      return null;
    default:
      return exhaustive(domainEvent);
  }
}
