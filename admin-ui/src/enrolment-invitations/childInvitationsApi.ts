import { JoinedResponse, MyEnrolmentResponse, ReceivedInvitation } from '@portal/contracts';
import { apiFetch } from '../providers/apiFetch';

/**
 * A parent's side of enrolment invitations (issue 15 item 4): the open invitations tutors sent to
 * the addresses of the parent's linked children, answered on the child's behalf. The schemas are
 * the contract's, narrowed or extended (the console has no zod of its own).
 */

/** GET /enrolment/invitations/received as a parent: each invitation names the child it is for. */
export const ChildInvitation = ReceivedInvitation.extend({
  studentId: ReceivedInvitation.shape.id,
  studentName: ReceivedInvitation.shape.tutorName,
});
export type ChildInvitation = ReturnType<typeof ChildInvitation.parse>;

export const ChildInvitationListResponse = MyEnrolmentResponse.pick({ success: true }).extend({
  invitations: ChildInvitation.array(),
});

/** POST /enrolment/invitations/{id}/accept|decline */
export const InvitationAnswerResponse = JoinedResponse.pick({ success: true, message: true });

/** Under the enrolment key, so a tutor's changes and a parent's answers refresh together. */
export const CHILD_INVITATIONS_KEY = ['enrolment', 'child-invitations'] as const;

export async function fetchChildInvitations(signal?: AbortSignal): Promise<ChildInvitation[]> {
  const answer = await apiFetch('/enrolment/invitations/received', signal ? { signal } : {});
  return ChildInvitationListResponse.parse(answer).invitations;
}

/** Accepts (the child joins the tutor's class) or declines; resolves to the server's message. */
export async function answerChildInvitation(
  invitation: Pick<ChildInvitation, 'id' | 'studentId'>,
  accept: boolean,
): Promise<string> {
  const answer = await apiFetch(
    `/enrolment/invitations/${encodeURIComponent(invitation.id)}/${accept ? 'accept' : 'decline'}`,
    { method: 'POST', json: { studentId: invitation.studentId } },
  );
  return InvitationAnswerResponse.parse(answer).message;
}
