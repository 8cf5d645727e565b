import {
  InvitationCancelledResponse,
  InvitationSentResponse,
  JoinCodeListResponse,
  JoinCodeResponse,
  SentInvitationListResponse,
  type JoinCode,
  type SentInvitation,
} from '@portal/contracts';
import { apiCall, signalOf } from '../providers/apiFetch';

/** The enrolment calls a tutor makes (issue 15): class codes and invitations by e-mail. */

export const ENROLMENT_QUERY_KEY = ['enrolment'] as const;

export async function fetchJoinCodes(signal?: AbortSignal): Promise<JoinCode[]> {
  return (await apiCall(JoinCodeListResponse, '/enrolment/join-codes?perPage=200', signalOf(signal)))
    .joinCodes;
}

export async function createJoinCode(
  groupId: string | null,
): Promise<{ joinCode: JoinCode; message: string }> {
  const answer = await apiCall(JoinCodeResponse, '/enrolment/join-codes', {
    method: 'POST',
    body: { groupId },
  });
  return { joinCode: answer.joinCode, message: answer.message };
}

export async function revokeJoinCode(id: string): Promise<string> {
  const path = `/enrolment/join-codes/${encodeURIComponent(id)}`;
  return (await apiCall(JoinCodeResponse, path, { method: 'DELETE' })).message;
}

export async function fetchInvitations(signal?: AbortSignal): Promise<SentInvitation[]> {
  const path = '/enrolment/invitations?perPage=200';
  return (await apiCall(SentInvitationListResponse, path, signalOf(signal))).invitations;
}

export async function inviteStudent(email: string): Promise<string> {
  const body = { email };
  return (await apiCall(InvitationSentResponse, '/enrolment/invitations', { method: 'POST', body })).message;
}

export async function cancelInvitation(id: string): Promise<string> {
  const path = `/enrolment/invitations/${encodeURIComponent(id)}`;
  return (await apiCall(InvitationCancelledResponse, path, { method: 'DELETE' })).message;
}
