import type { ConsentSource, CoreEvent, ParentLinkMethod } from '@portal/contracts';
import type { RecordedEvent } from '@portal/platform';
import type { ActivityRow } from './activityRow';
import { byStaff, row, withOrg } from './activityRow';

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

type Activity = ActivityRow;

/**
 * How the register labels the accounts, compliance and people modules' events (the core events):
 * `null` for one that processes no personal data.
 */
export function accountActivityOf(event: RecordedEvent): Activity | null {
  const domainEvent = { type: event.type, data: event.data } as CoreEvent;
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
    case 'UserPasswordChanged':
      return row(
        domainEvent.data.userId,
        event,
        'data_update',
        'credentials',
        'Password changed',
        'success',
        domainEvent.data.changedAt,
      );
    case 'PasswordResetCompleted':
      return row(
        domainEvent.data.userId,
        event,
        'data_update',
        'credentials',
        'Password reset by e-mail link',
        'success',
        domainEvent.data.resetAt,
      );
    case 'ProfileUpdated':
      return row(
        domainEvent.data.userId,
        event,
        'data_rectification',
        'profile',
        'Profile corrected by the account holder',
        'success',
        domainEvent.data.updatedAt,
      );
    case 'ErasureRequested':
      return withOrg(
        domainEvent.data.organisationId,
        row(
          domainEvent.data.userId,
          event,
          'data_deletion',
          'account',
          'Right to erasure (Art. 17): account marked for deletion',
          'pending',
          domainEvent.data.requestedAt,
        ),
      );
    case 'UserErased':
      return withOrg(
        domainEvent.data.organisationId,
        row(
          domainEvent.data.userId,
          event,
          'data_deletion',
          'account',
          'Right to erasure (Art. 17): personal data erased',
          'success',
          domainEvent.data.erasedAt,
        ),
      );
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
    case 'ParentalConsentRequested':
      return withOrg(
        domainEvent.data.organisationId,
        row(
          domainEvent.data.userId,
          event,
          'consent_given',
          'parental_consent',
          "Parent's confirmation requested by e-mail",
          'pending',
          domainEvent.data.requestedAt,
        ),
      );
    case 'ParentalConsentConfirmed':
      return {
        ...withOrg(
          domainEvent.data.organisationId,
          row(
            domainEvent.data.userId,
            event,
            'consent_given',
            'parental_consent',
            'Parent confirmed the account of a child under 16',
            'success',
            domainEvent.data.confirmedAt,
          ),
        ),
        actor: 'parent',
      };
    case 'ParentalConsentRefused':
      return {
        ...withOrg(
          domainEvent.data.organisationId,
          row(
            domainEvent.data.userId,
            event,
            'consent_withdrawn',
            'parental_consent',
            'Parent did not agree to the account of a child under 16',
            'refused',
            domainEvent.data.refusedAt,
          ),
        ),
        actor: 'parent',
      };
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
    case 'ProcessingRestricted':
      return withOrg(
        domainEvent.data.organisationId,
        row(
          domainEvent.data.userId,
          event,
          'processing_restriction',
          domainEvent.data.dataTypes.join(', '),
          'Restriction of processing (Art. 18) requested',
          'success',
          domainEvent.data.restrictedAt,
        ),
      );
    case 'ProcessingRestrictionLifted':
      return withOrg(
        domainEvent.data.organisationId,
        row(
          domainEvent.data.userId,
          event,
          'processing_restriction',
          domainEvent.data.dataTypes.join(', '),
          'Restriction of processing lifted',
          'lifted',
          domainEvent.data.liftedAt,
        ),
      );
    case 'StaffRecordUpdated':
      return byStaff(
        row(
          domainEvent.data.userId,
          event,
          'data_rectification',
          'profile',
          'Record corrected by staff',
          'success',
          domainEvent.data.updatedAt,
        ),
        domainEvent.data.byRole,
      );
    case 'TutorVerificationChanged':
      return byStaff(
        row(
          domainEvent.data.userId,
          event,
          'data_update',
          'account',
          domainEvent.data.isVerified ? 'Tutor verified by an administrator' : 'Tutor verification withdrawn',
          'success',
          domainEvent.data.at,
        ),
        domainEvent.data.byRole,
      );
    case 'AccountDeactivated':
    case 'AccountReactivated':
      return byStaff(
        row(
          domainEvent.data.userId,
          event,
          'data_update',
          'account',
          domainEvent.type === 'AccountDeactivated'
            ? 'Account deactivated: sign-in stopped, data kept'
            : 'Account reactivated',
          'success',
          domainEvent.data.at,
        ),
        domainEvent.data.byRole,
      );
    case 'StudentExamsCleared':
      return byStaff(
        withOrg(
          domainEvent.data.organisationId,
          row(
            domainEvent.data.studentId,
            event,
            'data_deletion',
            'exam_records',
            "Student's assignments, schedules and attempts cleared by staff",
            'success',
            domainEvent.data.clearedAt,
          ),
        ),
        domainEvent.data.byRole,
      );
    case 'ParentLinked':
    case 'ParentUnlinked':
      // a parent account gains or loses sight of the child's data: a row on the child's record
      return {
        ...withOrg(
          domainEvent.data.organisationId,
          row(
            domainEvent.data.childId,
            event,
            'data_update',
            'family_link',
            domainEvent.type === 'ParentLinked'
              ? `Parent account linked (${LINK_METHOD_LABEL[domainEvent.data.method]})`
              : 'Parent account unlinked',
            'success',
            domainEvent.type === 'ParentLinked' ? domainEvent.data.linkedAt : domainEvent.data.unlinkedAt,
          ),
        ),
        actor: domainEvent.data.byRole,
      };
    case 'PasswordResetRequested':
    case 'EmailVerificationRequested':
    case 'EmailVerified':
    case 'EmailReserved':
    case 'EmailReleased':
    case 'StudentNumberReserved':
      return null;
    default: {
      const unhandled: never = domainEvent;
      return unhandled;
    }
  }
}
