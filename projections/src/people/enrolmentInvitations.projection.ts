import type { EventOf } from '@portal/contracts';
import type { ProjectionDefinition, ReadModelDocument } from '../runner/projection';
import { exhaustive } from '@portal/platform';

/**
 * Tutors' invitations to students. The address is kept only while the invitation is open: once
 * it is answered or cancelled the document keeps ids, times and the outcome, and the key that
 * encrypts the address in the log is destroyed.
 */
export interface InvitationDocument extends ReadModelDocument {
  organisationId: string;
  tutorId: string;
  email: string | null;
  /** HMAC of the address: the signed-in student's own invitations are found by it */
  emailHash: string | null;
  status: 'pending' | 'accepted' | 'declined' | 'cancelled';
  createdAt: string;
  expiresAt: string;
  respondedAt: string | null;
  studentId: string | null;
}

type InvitationEvent =
  EventOf<'StudentInvited'> | EventOf<'InvitationAnswered'> | EventOf<'InvitationCancelled'>;

export function evolveInvitation(
  document: InvitationDocument | null,
  event: InvitationEvent,
): InvitationDocument | null {
  switch (event.type) {
    case 'StudentInvited': {
      const { data } = event;
      return {
        _id: data.invitationId,
        organisationId: data.organisationId,
        tutorId: data.tutorId,
        email: data.email,
        emailHash: data.emailHash,
        status: 'pending',
        createdAt: data.invitedAt,
        expiresAt: data.expiresAt,
        respondedAt: null,
        studentId: null,
      };
    }
    case 'InvitationAnswered':
      return (
        document && {
          ...document,
          email: null,
          emailHash: null,
          status: event.data.accepted ? 'accepted' : 'declined',
          respondedAt: event.data.answeredAt,
          studentId: event.data.studentId,
        }
      );
    case 'InvitationCancelled':
      return (
        document && {
          ...document,
          email: null,
          emailHash: null,
          status: 'cancelled',
          respondedAt: event.data.cancelledAt,
        }
      );
    default:
      return exhaustive(event);
  }
}

/** the `enrolment_invitations` read model's collection */
export const ENROLMENT_INVITATIONS_COLLECTION = 'enrolment_invitations';

const handles = ['StudentInvited', 'InvitationAnswered', 'InvitationCancelled'] as const;

export const enrolmentInvitationsProjection: ProjectionDefinition<
  InvitationDocument,
  (typeof handles)[number]
> = {
  name: 'enrolmentInvitations',
  collection: ENROLMENT_INVITATIONS_COLLECTION,
  handles,
  documentIds: ({ data }) => [data.invitationId],
  evolve: evolveInvitation,
  indexes: [
    { keys: { emailHash: 1, status: 1 } },
    { keys: { organisationId: 1, tutorId: 1, status: 1, createdAt: -1 } },
  ],
};
