import {
  ChildInvitationListResponse,
  InvitationAnswerResponse,
  type ChildInvitation,
} from '@portal/contracts';
import { apiCall, signalOf } from '../providers/apiFetch';

/**
 * A parent's side of enrolment invitations (issue 15 item 4): the open invitations tutors sent to
 * the addresses of the parent's linked children, answered on the child's behalf.
 */

export type { ChildInvitation };

/** Under the enrolment key, so a tutor's changes and a parent's answers refresh together. */
export const CHILD_INVITATIONS_KEY = ['enrolment', 'child-invitations'] as const;

export async function fetchChildInvitations(signal?: AbortSignal): Promise<ChildInvitation[]> {
  const path = '/enrolment/invitations/received';
  return (await apiCall(ChildInvitationListResponse, path, signalOf(signal))).invitations;
}

/** Accepts (the child joins the tutor's class) or declines; resolves to the server's message. */
export async function answerChildInvitation(
  invitation: Pick<ChildInvitation, 'id' | 'studentId'>,
  accept: boolean,
): Promise<string> {
  const path = `/enrolment/invitations/${encodeURIComponent(invitation.id)}/${accept ? 'accept' : 'decline'}`;
  const body = { studentId: invitation.studentId };
  return (await apiCall(InvitationAnswerResponse, path, { method: 'POST', body })).message;
}
