import type { ConsentSource, CoreEvent, ParentLinkMethod, ProcessingAction } from '@portal/contracts';
import { GROUPS_ACTIVITY_EVENT_TYPES, groupsActivityOf } from '../groups/activities';
import { examsActivityOf } from '../exams/activities';
import { SCHEDULES_ACTIVITY_EVENT_TYPES, schedulesActivityOf } from '../schedules/activities';
import { ATTEMPTS_ACTIVITY_EVENT_TYPES, attemptsActivityOf } from '../attempts/activities';
import { CLASSROOM_ACTIVITY_EVENT_TYPES, classroomActivityOf } from '../classroom/activities';
import { ENROLMENT_ACTIVITY_EVENT_TYPES, enrolmentActivityOf } from '../people/enrolmentActivities';
import type { RecordedEvent } from '@portal/platform';
import type { ProjectionDefinition, ReadModelDocument } from '../runner/projection';

/**
 * The processing-activity register (GDPR Art. 30 style): one row per event that reads, exports,
 * changes, consents to or erases someone's personal data. Rows hold ids and labels, never the
 * data itself, so they outlive erasure as the record that it happened.
 */
export interface ActivityDocument extends ReadModelDocument {
  subjectId: string;
  organisationId: string;
  action: ProcessingAction;
  dataType: string;
  purpose: string;
  resultStatus: string;
  /** 'self', or the role of whoever acted on the person's data */
  actor: string;
  createdAt: string;
  /** consent rows only */
  consentType?: string;
  consentGiven?: boolean;
  version?: string | null;
  source?: ConsentSource;
}

export type ActivityRow = Omit<ActivityDocument, '_id' | '_rev' | '_version'>;
type Activity = ActivityRow;

/**
 * Later modules label their own events (undefined: not theirs); an event that concerns several
 * children (a schedule for a group) gives one row per child.
 */
const MODULE_ACTIVITIES: readonly ((event: RecordedEvent) => Activity | Activity[] | null | undefined)[] = [
  groupsActivityOf,
  examsActivityOf,
  schedulesActivityOf,
  attemptsActivityOf,
  classroomActivityOf,
  enrolmentActivityOf,
];

/** The register's rows for one event, keyed by document id (one row: the event's id). */
export function activityRowsOf(event: RecordedEvent): Map<string, Activity> {
  const found = activityOf(event);
  const rows: Activity[] = found === null ? [] : Array.isArray(found) ? found : [found];
  if (rows.length === 1) {
    return new Map([[event.id, rows[0]!]]);
  }
  return new Map(rows.map((row): [string, Activity] => [`${event.id}-${String(row.subjectId)}`, row]));
}

const CONSENT_PURPOSE: Record<ConsentSource, string> = {
  registration: 'Consent given at sign-up',
  consent_form: 'Consent preferences',
  cookie_banner: 'Cookie preferences',
  parent: 'Parental consent for a child under 16',
  privacy_page: 'Consent preferences',
};

/** Which events are processing activities, and how the register labels them. */
export function activityOf(event: RecordedEvent): Activity | Activity[] | null {
  for (const moduleActivityOf of MODULE_ACTIVITIES) {
    const activity = moduleActivityOf(event);
    if (activity !== undefined) {
      return activity;
    }
  }
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

function row(
  subjectId: string,
  event: RecordedEvent,
  action: ProcessingAction,
  dataType: string,
  purpose: string,
  resultStatus: string,
  createdAt: string,
): Activity {
  const organisationId = (event.metadata.organisationId as string | undefined) ?? '';
  return { subjectId, organisationId, action, dataType, purpose, resultStatus, actor: 'self', createdAt };
}

const LINK_METHOD_LABEL: Record<ParentLinkMethod, string> = {
  consent_link: "proven by the parent's e-mailed link",
  staff: 'by staff',
  migrated: 'carried over from a confirmed parental consent',
};

function byStaff(activity: Activity, role: string): Activity {
  return { ...activity, actor: role };
}

function withOrg(organisationId: string, activity: Activity): Activity {
  return { ...activity, organisationId };
}

/** the `processing_activities` read model's collection */
export const PROCESSING_ACTIVITIES_COLLECTION = 'processing_activities';

const handles = [
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
  ...GROUPS_ACTIVITY_EVENT_TYPES,
  ...SCHEDULES_ACTIVITY_EVENT_TYPES,
  ...ATTEMPTS_ACTIVITY_EVENT_TYPES,
  ...CLASSROOM_ACTIVITY_EVENT_TYPES,
  ...ENROLMENT_ACTIVITY_EVENT_TYPES,
] as const;

export const processingActivitiesProjection: ProjectionDefinition<
  ActivityDocument,
  (typeof handles)[number]
> = {
  name: 'processingActivities',
  collection: PROCESSING_ACTIVITIES_COLLECTION,
  // 2: rows for group memberships and exam schedules, one per child; 3: family links
  version: 3,
  handles,
  documentIds: (event) => [...activityRowsOf(event).keys()],
  evolve: (document, event, id) => {
    if (document) {
      return document; // a row is written once
    }
    const activity = activityRowsOf(event).get(id);
    return activity ? ({ _id: id, ...activity } as ActivityDocument) : null;
  },
  indexes: [
    { keys: { subjectId: 1, createdAt: -1 } },
    { keys: { organisationId: 1, createdAt: -1 } },
    { keys: { organisationId: 1, action: 1 } },
  ],
};
