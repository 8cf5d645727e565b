import {
  GroupDeletedResponse,
  GroupListResponse,
  GroupMembershipResponse,
  GroupResponse,
  type Group,
  type GroupForm,
} from '@portal/contracts';
import { apiFetch } from '../providers/apiFetch';

/**
 * The groups calls (docs/api/groups.md), shared by Group Management and Student-Group
 * Assignments. Every answer is parsed with its contract schema.
 */

export interface GroupFilters {
  grade?: string;
  tutorId?: string;
}

export async function fetchGroups(filters: GroupFilters, signal?: AbortSignal): Promise<Group[]> {
  const search = new URLSearchParams({ perPage: '500' });
  if (filters.grade) {
    search.set('grade', filters.grade);
  }
  if (filters.tutorId) {
    search.set('tutorId', filters.tutorId);
  }
  const answer = await apiFetch(`/groups?${search.toString()}`, signal ? { signal } : {});
  return GroupListResponse.parse(answer).groups;
}

export interface Saved {
  group: Group;
  message: string;
}

export async function createGroup(form: GroupForm): Promise<Saved> {
  const { group, message } = GroupResponse.parse(await apiFetch('/groups', { method: 'POST', json: form }));
  return { group, message };
}

export async function updateGroup(id: string, form: GroupForm): Promise<Saved> {
  const answer = await apiFetch(`/groups/${encodeURIComponent(id)}`, { method: 'PUT', json: form });
  const { group, message } = GroupResponse.parse(answer);
  return { group, message };
}

export async function deleteGroup(id: string): Promise<string> {
  const answer = await apiFetch(`/groups/${encodeURIComponent(id)}`, { method: 'DELETE' });
  return GroupDeletedResponse.parse(answer).message;
}

export async function assignStudents(groupId: string, studentIds: string[]): Promise<Saved> {
  const answer = await apiFetch(`/groups/${encodeURIComponent(groupId)}/students`, {
    method: 'POST',
    json: { studentIds },
  });
  const { group, message } = GroupMembershipResponse.parse(answer);
  return { group, message };
}

/** The spec's screen sends one id. */
export async function removeStudent(groupId: string, studentId: string): Promise<Saved> {
  const answer = await apiFetch(`/groups/${encodeURIComponent(groupId)}/students`, {
    method: 'DELETE',
    json: { studentIds: studentId },
  });
  const { group, message } = GroupMembershipResponse.parse(answer);
  return { group, message };
}
