import type { CoreEvent, DomainEventType } from './events';
import { GROUPS_PERSONAL_DATA } from './groups';
import { EXAMS_PERSONAL_DATA } from './exams/personalData';
import { SCHEDULES_PERSONAL_DATA } from './schedules/personalData';
import { ATTEMPTS_PERSONAL_DATA } from './attempts/personalData';
import { CLASSROOM_PERSONAL_DATA } from './classroom/personalData';
import { ENROLMENT_PERSONAL_DATA } from './enrolment';
import { NOTIFICATIONS_PERSONAL_DATA } from './notifications/communication';
import type { PersonalFields } from './personalFields';

/**
 * Which fields of which events hold personal data, and whose (DESIGN.md §4). The event store
 * encrypts these fields with the subject's key; erasure destroys the key, so the log keeps the
 * anonymous facts (ids, times, scores) and loses the person. Every event type is listed so a
 * new one cannot be forgotten: `null` means "no personal data".
 *
 * Each module keeps its map beside its events (`attempts/personalData.ts`…); this file collects
 * them, and no contracts file imports it back.
 */
export type { PersonalFields } from './personalFields';

const CORE_PERSONAL_DATA: Readonly<Record<CoreEvent['type'], PersonalFields | null>> = {
  UserRegistered: {
    subject: 'userId',
    fields: [
      'email',
      'firstName',
      'lastName',
      'dateOfBirth',
      'school',
      'phoneNumber',
      'parentEmail',
      'parentName',
      'tutorProfile',
      'studentNumber',
      'parentPhone',
      'targetSchools',
      'specialNeeds',
      'notes',
    ],
  },
  UserPasswordChanged: null,
  PasswordHashUpgraded: null,
  PasswordResetRequested: null,
  PasswordResetCompleted: null,
  ProfileUpdated: { subject: 'userId', fields: ['changes'] },
  ErasureRequested: { subject: 'userId', fields: ['reason'] },
  UserErased: null,
  EmailReserved: null,
  EmailReleased: null,
  EmailVerificationRequested: null,
  EmailVerified: null,
  ConsentRecorded: { subject: 'userId', fields: ['parentalConsentEmail'] },
  ParentalConsentRequested: { subject: 'userId', fields: ['parentEmail'] },
  ParentalConsentConfirmed: null,
  ParentalConsentRefused: null,
  PersonalDataAccessed: null,
  ProcessingRestricted: { subject: 'userId', fields: ['reason'] },
  ProcessingRestrictionLifted: null,
  StaffRecordUpdated: { subject: 'userId', fields: ['changes'] },
  TutorVerificationChanged: null,
  AccountDeactivated: null,
  AccountReactivated: null,
  StudentNumberReserved: null,
  StudentExamsCleared: null,
  ParentLinked: null,
  ParentUnlinked: null,
};

/** Each later module lists its own events beside their schemas. */
export const PERSONAL_DATA: Readonly<Record<DomainEventType, PersonalFields | null>> = {
  ...CORE_PERSONAL_DATA,
  ...GROUPS_PERSONAL_DATA,
  ...EXAMS_PERSONAL_DATA,
  ...SCHEDULES_PERSONAL_DATA,
  ...ATTEMPTS_PERSONAL_DATA,
  ...CLASSROOM_PERSONAL_DATA,
  ...ENROLMENT_PERSONAL_DATA,
  ...NOTIFICATIONS_PERSONAL_DATA,
};

/** Marker left in place of a personal field whose key is gone. */
export const ERASED = null;
