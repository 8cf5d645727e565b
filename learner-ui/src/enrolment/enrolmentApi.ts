import { InvitationAnswerResponse, JoinedResponse, MyEnrolmentResponse } from '@portal/contracts';
import { apiCall } from '@portal/ui-shared';

export type MyEnrolment = Omit<MyEnrolmentResponse, 'success'>;

/** GET /enrolment/mine: the student's tutor (none yet: not enrolled) and open invitations. */
export async function fetchMyEnrolment(signal?: AbortSignal): Promise<MyEnrolment> {
  return apiCall(MyEnrolmentResponse, '/enrolment/mine', { signal });
}

/** POST /enrolment/join: the class code from the tutor; answers the server's message. */
export async function redeemClassCode(code: string): Promise<string> {
  const answer = await apiCall(JoinedResponse, '/enrolment/join', { method: 'POST', body: { code } });
  return answer.message;
}

/** POST /enrolment/invitations/{id}/accept or /decline. */
export async function answerInvitation(id: string, accept: boolean): Promise<string> {
  const answer = await apiCall(
    InvitationAnswerResponse,
    `/enrolment/invitations/${encodeURIComponent(id)}/${accept ? 'accept' : 'decline'}`,
    { method: 'POST', body: {} },
  );
  return answer.message;
}
