import type { Role } from '@portal/contracts';

/**
 * Whether staff may manage a record of their organisation: an admin any, a tutor only their own.
 * The deciders answer "not found" otherwise, as for an unknown id.
 */
export function managesRecord(
  caller: { readonly role: Role; readonly userId: string; readonly organisationId: string },
  record: { readonly organisationId: string; readonly tutorId: string },
): boolean {
  return (
    record.organisationId === caller.organisationId &&
    (caller.role !== 'tutor' || record.tutorId === caller.userId)
  );
}
