import {
  JoinCodeListResponse,
  JoinCodeResponse,
  SentInvitationListResponse,
  type JoinCode,
  type SentInvitation,
} from '@portal/contracts';
import { apiFetch } from '../providers/apiFetch';

/** The enrolment calls a tutor makes (issue 15): class codes and invitations by e-mail. */

export const ENROLMENT_QUERY_KEY = ['enrolment'] as const;

export async function fetchJoinCodes(signal?: AbortSignal): Promise<JoinCode[]> {
  const answer = await apiFetch('/enrolment/join-codes?perPage=200', signal ? { signal } : {});
  return JoinCodeListResponse.parse(answer).joinCodes;
}

export async function createJoinCode(
  groupId: string | null,
): Promise<{ joinCode: JoinCode; message: string }> {
  const answer = JoinCodeResponse.parse(
    await apiFetch('/enrolment/join-codes', { method: 'POST', json: { groupId } }),
  );
  return { joinCode: answer.joinCode, message: answer.message };
}

export async function revokeJoinCode(id: string): Promise<string> {
  const answer = JoinCodeResponse.parse(
    await apiFetch(`/enrolment/join-codes/${encodeURIComponent(id)}`, { method: 'DELETE' }),
  );
  return answer.message;
}

export async function fetchInvitations(signal?: AbortSignal): Promise<SentInvitation[]> {
  const answer = await apiFetch('/enrolment/invitations?perPage=200', signal ? { signal } : {});
  return SentInvitationListResponse.parse(answer).invitations;
}

export async function inviteStudent(email: string): Promise<string> {
  const answer = (await apiFetch('/enrolment/invitations', {
    method: 'POST',
    json: { email },
  })) as { message?: string };
  return answer.message ?? '';
}

export async function cancelInvitation(id: string): Promise<string> {
  const answer = (await apiFetch(`/enrolment/invitations/${encodeURIComponent(id)}`, {
    method: 'DELETE',
  })) as {
    message?: string;
  };
  return answer.message ?? '';
}
