import type { EventOf, UserStreamEvent } from '@portal/contracts';
import type { ProjectionDefinition } from '../runner/projection';
import type { UserDocument, UserRecord } from './userDocument';
import { STAFF_EVENT_TYPES, evolveStaffRecord } from '../people/staffRecords';
import { exhaustive } from '@portal/platform';

type MembershipEvent = EventOf<'StudentAssignedToGroup'> | EventOf<'StudentRemovedFromGroup'>;
type FamilyEvent = EventOf<'ParentLinked'> | EventOf<'ParentUnlinked'>;
type UserEvent = UserStreamEvent | MembershipEvent | FamilyEvent | EventOf<'StudentEnrolled'>;

const MEMBERSHIP_EVENT_TYPES = ['StudentAssignedToGroup', 'StudentRemovedFromGroup'] as const;
const FAMILY_EVENT_TYPES = ['ParentLinked', 'ParentUnlinked'] as const;

/** the `users` read model's collection */
export const USERS_COLLECTION = 'users';

const handles = [
  'UserRegistered',
  'UserPasswordChanged',
  'PasswordHashUpgraded',
  'PasswordResetRequested',
  'PasswordResetCompleted',
  'ProfileUpdated',
  'ErasureRequested',
  'UserErased',
  'EmailVerificationRequested',
  'EmailVerified',
  ...STAFF_EVENT_TYPES,
  ...MEMBERSHIP_EVENT_TYPES,
  ...FAMILY_EVENT_TYPES,
  // enrolment (issue 15): the tutor a self-registered student joined (data.userId)
  'StudentEnrolled',
] as const;

export const usersProjection: ProjectionDefinition<UserRecord, (typeof handles)[number]> = {
  name: 'users',
  collection: USERS_COLLECTION,
  handles,
  documentIds: (event) => {
    if (event.type === 'ParentLinked' || event.type === 'ParentUnlinked') {
      return [event.data.childId, event.data.parentId];
    }
    if (event.type === 'StudentAssignedToGroup' || event.type === 'StudentRemovedFromGroup') {
      return [event.data.studentId];
    }
    return [event.data.userId];
  },
  evolve: (document, event) => evolveUser(document, event),
  // 2: people fields and searchText (issue 5); 3: groupId and enrollmentDate (issue 6);
  // 4: family links by ids, e-mail verification (issue 15)
  version: 4,
  // uniqueness of e-mail addresses is the reservation stream's job; this index serves sign-in
  indexes: [
    { keys: { email: 1 } },
    { keys: { organisationId: 1, role: 1 } },
    { keys: { resetTokenHash: 1 } },
    { keys: { emailVerificationTokenHash: 1 } },
    { keys: { status: 1 } },
    { keys: { organisationId: 1, role: 1, tutorId: 1 } },
    { keys: { parentIds: 1 } },
    { keys: { organisationId: 1, role: 1, groupId: 1 } },
  ],
};

export function searchTextOf(
  user: Pick<UserDocument, 'firstName' | 'lastName' | 'email' | 'studentNumber'>,
): string {
  return `${user.firstName} ${user.lastName}\n${user.email}\n${user.studentNumber ?? ''}`.toLowerCase();
}

function withSearchText(user: UserRecord | null): UserRecord | null {
  return user && user.status !== 'erased' ? { ...user, searchText: searchTextOf(user) } : user;
}

export function evolveUser(document: UserRecord | null, event: UserEvent): UserRecord | null {
  return withSearchText(evolveUserFields(document, event));
}

function evolveUserFields(document: UserRecord | null, event: UserEvent): UserRecord | null {
  if (document?.status === 'erased') {
    return document; // a redelivered old event never brings an erased person back
  }
  if (event.type === 'UserRegistered') {
    const { userId, registeredAt, createdBy, ...fields } = event.data;
    return {
      _id: userId,
      ...fields,
      createdByUserId: fields.createdByUserId ?? null,
      studentNumber: fields.studentNumber ?? null,
      tutorId: fields.tutorId ?? null,
      parentPhone: fields.parentPhone ?? null,
      targetSchools: fields.targetSchools ?? [],
      specialNeeds: fields.specialNeeds ?? null,
      notes: fields.notes ?? null,
      mustChangePassword: fields.mustChangePassword ?? false,
      // only a tutor who signed up waits for an admin; accounts made by staff or the system are vouched for
      isVerified: fields.isVerified ?? (fields.role !== 'tutor' || (createdBy ?? 'self') !== 'self'),
      isActive: true,
      email: fields.email ?? '',
      firstName: fields.firstName ?? '',
      lastName: fields.lastName ?? '',
      status: 'active',
      registeredAt,
      updatedAt: registeredAt,
      passwordChangedAt: null,
      dateOfBirth: fields.dateOfBirth ?? null,
      school: fields.school ?? null,
      grade: fields.grade ?? null,
      phoneNumber: fields.phoneNumber ?? null,
      parentEmail: fields.parentEmail ?? null,
      parentName: fields.parentName ?? null,
      tutorProfile: fields.tutorProfile ?? null,
      createdBy: createdBy ?? 'self',
      resetTokenHash: null,
      resetExpiresAt: null,
      erasureRequestedAt: null,
      emailVerified: (createdBy ?? 'self') === 'system',
      emailVerifiedAt: (createdBy ?? 'self') === 'system' ? registeredAt : null,
      emailVerificationTokenHash: null,
      emailVerificationExpiresAt: null,
      emailVerificationSentAt: null,
      groupId: null,
      enrollmentDate: null,
      parentIds: [],
      childIds: [],
    };
  }
  if (!document) {
    return null;
  }
  switch (event.type) {
    case 'UserPasswordChanged':
      return {
        ...document,
        passwordHash: event.data.passwordHash,
        passwordChangedAt: event.data.changedAt,
        updatedAt: event.data.changedAt,
        mustChangePassword: false,
      };
    case 'PasswordHashUpgraded':
      // the same password, hashed anew: not a change the person made
      return { ...document, passwordHash: event.data.passwordHash };
    case 'PasswordResetRequested':
      return { ...document, resetTokenHash: event.data.tokenHash, resetExpiresAt: event.data.expiresAt };
    case 'PasswordResetCompleted':
      return {
        ...document,
        passwordHash: event.data.passwordHash,
        passwordChangedAt: event.data.resetAt,
        updatedAt: event.data.resetAt,
        mustChangePassword: false,
        resetTokenHash: null,
        resetExpiresAt: null,
      };
    case 'ProfileUpdated':
      // changes is null once the person's key is gone; an erasure follows anyway
      return { ...document, ...profileChanges(event.data.changes), updatedAt: event.data.updatedAt };
    case 'ErasureRequested':
      return {
        ...document,
        status: 'pendingDeletion',
        resetTokenHash: null,
        resetExpiresAt: null,
        erasureRequestedAt: event.data.requestedAt,
        emailVerificationTokenHash: null,
        emailVerificationExpiresAt: null,
      };
    case 'UserErased':
      return {
        _id: document._id,
        organisationId: document.organisationId,
        role: document.role,
        status: 'erased',
        erasedAt: event.data.erasedAt,
      };
    case 'EmailVerificationRequested':
      return {
        ...document,
        emailVerificationTokenHash: event.data.tokenHash,
        emailVerificationExpiresAt: event.data.expiresAt,
        emailVerificationSentAt: event.data.requestedAt,
      };
    case 'EmailVerified':
      // the link's hash stays until it expires, so a second click says "already verified"
      return { ...document, emailVerified: true, emailVerifiedAt: event.data.verifiedAt };
    case 'StaffRecordUpdated':
    case 'TutorVerificationChanged':
    case 'AccountDeactivated':
    case 'AccountReactivated':
      return evolveStaffRecord(document, event);
    case 'StudentAssignedToGroup':
      return { ...document, groupId: event.data.groupId, enrollmentDate: event.data.assignedAt };
    case 'StudentRemovedFromGroup':
      // only the group named: a later move has already put the student elsewhere
      return (document.groupId ?? null) === event.data.groupId
        ? { ...document, groupId: null, enrollmentDate: null }
        : document;
    case 'ParentLinked':
    case 'ParentUnlinked':
      return evolveFamilyLink(document, event);
    case 'StudentEnrolled':
      return { ...document, tutorId: event.data.tutorId };
    default:
      return exhaustive(event);
  }
}

/** A link touches both people: the child lists the parent, the parent lists the child. */
function evolveFamilyLink(document: UserDocument, event: FamilyEvent): UserDocument {
  const { childId, parentId } = event.data;
  const [key, other] =
    document._id === childId ? (['parentIds', parentId] as const) : (['childIds', childId] as const);
  const current = (document[key] ?? []).filter((id) => id !== other);
  return { ...document, [key]: event.type === 'ParentLinked' ? [...current, other] : current };
}

const PROFILE_KEYS = [
  'firstName',
  'lastName',
  'dateOfBirth',
  'school',
  'grade',
  'parentEmail',
  'phoneNumber',
  'tutorProfile',
  'readingAids',
] as const;

/** Only profile fields: an event can never touch the role, status or password through `changes`. */
function profileChanges(changes: Record<string, unknown> | null): Partial<UserDocument> {
  const picked: Record<string, unknown> = {};
  for (const key of PROFILE_KEYS) {
    if (changes && key in changes) {
      picked[key] = changes[key];
    }
  }
  return picked;
}
