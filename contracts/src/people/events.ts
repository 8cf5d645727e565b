import { z } from 'zod';
import { domainEvent, byShape } from '../common';

// ---- events of the people module (past tense) ------------------------------------------------

/** A tutor's or student's record changed by staff; `changes` holds only the fields that changed. */
export const StaffRecordUpdated = domainEvent('StaffRecordUpdated', {
  userId: z.string(),
  changes: z.record(z.string(), z.unknown()),
  ...byShape,
  updatedAt: z.string(),
});

/** An admin marked a tutor verified (or took it back). */
export const TutorVerificationChanged = domainEvent('TutorVerificationChanged', {
  userId: z.string(),
  isVerified: z.boolean(),
  ...byShape,
  at: z.string(),
});

/** Whose account was switched off or on, by whom, and when. */
const accountSwitched = { userId: z.string(), ...byShape, at: z.string() };
/** Deactivated accounts cannot sign in; their data (and their students') stays. */
export const AccountDeactivated = domainEvent('AccountDeactivated', accountSwitched);
export const AccountReactivated = domainEvent('AccountReactivated', accountSwitched);

/** Reserves a student number ("STU" + 6 digits): its stream exists once per organisation. */
export const StudentNumberReserved = domainEvent('StudentNumberReserved', {
  userId: z.string(),
  reservedAt: z.string(),
});

/**
 * A tutor cleared a student's exams: every read model drops these assignments, schedules and
 * attempts for the student; the log keeps their history.
 */
export const StudentExamsCleared = domainEvent('StudentExamsCleared', {
  studentId: z.string(),
  organisationId: z.string(),
  ...byShape,
  assignmentIds: z.array(z.string()),
  scheduleIds: z.array(z.string()),
  attemptIds: z.array(z.string()),
  clearedAt: z.string(),
});

/** How a parent's link to a child was proven: never by an e-mail address alone. */
export const ParentLinkMethod = z.enum(['consent_link', 'staff', 'migrated']);
export type ParentLinkMethod = z.infer<typeof ParentLinkMethod>;

/** Which parent may see which child, in the child's organisation. */
const parentLinkKey = { childId: z.string(), parentId: z.string(), organisationId: z.string() };

/**
 * A parent account may see a child: proven by the link e-mailed to the child's parent address
 * (`consent_link`), vouched for by the child's tutor or an admin (`staff`), or carried over from
 * a confirmed parental consent before links existed (`migrated`). Ids only.
 */
export const ParentLinked = domainEvent('ParentLinked', {
  ...parentLinkKey,
  method: ParentLinkMethod,
  ...byShape,
  linkedAt: z.string(),
});

/** The parent, the child's tutor or an admin removed the link. */
export const ParentUnlinked = domainEvent('ParentUnlinked', {
  ...parentLinkKey,
  ...byShape,
  unlinkedAt: z.string(),
});

export const PeopleEvent = z.discriminatedUnion('type', [
  ParentLinked,
  ParentUnlinked,
  StaffRecordUpdated,
  TutorVerificationChanged,
  AccountDeactivated,
  AccountReactivated,
  StudentNumberReserved,
  StudentExamsCleared,
]);
export type PeopleEvent = z.infer<typeof PeopleEvent>;
