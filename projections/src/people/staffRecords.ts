import type { EventOf } from '@portal/contracts';
import type { UserDocument } from '../accounts/userDocument';
import { exhaustive } from '@portal/platform';

/** Events of the people module that change an account's record (same `users` read model). */
export type StaffEvent =
  | EventOf<'StaffRecordUpdated'>
  | EventOf<'TutorVerificationChanged'>
  | EventOf<'AccountDeactivated'>
  | EventOf<'AccountReactivated'>;

export const STAFF_EVENT_TYPES = [
  'StaffRecordUpdated',
  'TutorVerificationChanged',
  'AccountDeactivated',
  'AccountReactivated',
] as const satisfies readonly StaffEvent['type'][];

/** Fields staff may change on a tutor's or student's record; nothing else passes through `changes`. */
export const STAFF_EDITABLE_KEYS = [
  'firstName',
  'lastName',
  'dateOfBirth',
  'school',
  'grade',
  'parentEmail',
  'parentPhone',
  'targetSchools',
  'specialNeeds',
  'notes',
  'tutorProfile',
] as const;

export function evolveStaffRecord(document: UserDocument, event: StaffEvent): UserDocument {
  switch (event.type) {
    case 'StaffRecordUpdated': {
      const picked: Record<string, unknown> = {};
      // changes is null once the person's key is gone; an erasure follows anyway
      const changes = event.data.changes as Record<string, unknown> | null;
      for (const key of STAFF_EDITABLE_KEYS) {
        if (changes && key in changes) {
          picked[key] = changes[key];
        }
      }
      return { ...document, ...picked, updatedAt: event.data.updatedAt };
    }
    case 'TutorVerificationChanged':
      return { ...document, isVerified: event.data.isVerified, updatedAt: event.data.at };
    case 'AccountDeactivated':
      return { ...document, isActive: false, updatedAt: event.data.at };
    case 'AccountReactivated':
      return { ...document, isActive: true, updatedAt: event.data.at };
    default:
      return exhaustive(event);
  }
}
