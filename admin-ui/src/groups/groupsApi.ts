import {
  GroupDeletedResponse,
  GroupListResponse,
  GroupMembershipResponse,
  GroupResponse,
  type Group,
  type GroupForm,
} from '@portal/contracts';
import { apiCall, signalOf } from '../providers/apiFetch';

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
  return (await apiCall(GroupListResponse, `/groups?${search.toString()}`, signalOf(signal))).groups;
}

export interface Saved {
  group: Group;
  message: string;
}

export async function createGroup(form: GroupForm): Promise<Saved> {
  const { group, message } = await apiCall(GroupResponse, '/groups', { method: 'POST', body: form });
  return { group, message };
}

export async function updateGroup(id: string, form: GroupForm): Promise<Saved> {
  const path = `/groups/${encodeURIComponent(id)}`;
  const { group, message } = await apiCall(GroupResponse, path, { method: 'PUT', body: form });
  return { group, message };
}

export async function deleteGroup(id: string): Promise<string> {
  const path = `/groups/${encodeURIComponent(id)}`;
  return (await apiCall(GroupDeletedResponse, path, { method: 'DELETE' })).message;
}

export async function assignStudents(groupId: string, studentIds: string[]): Promise<Saved> {
  return changeMembers(groupId, 'POST', studentIds);
}

/** The spec's screen sends one id. */
export async function removeStudent(groupId: string, studentId: string): Promise<Saved> {
  return changeMembers(groupId, 'DELETE', studentId);
}

async function changeMembers(groupId: string, method: 'POST' | 'DELETE', studentIds: string | string[]) {
  const path = `/groups/${encodeURIComponent(groupId)}/students`;
  const { group, message } = await apiCall(GroupMembershipResponse, path, { method, body: { studentIds } });
  return { group, message };
}
