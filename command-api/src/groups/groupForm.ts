import type { GroupRequest } from '@portal/contracts';
import { AdminGroupRequest, GroupRequest as GroupRequestSchema } from '@portal/contracts';
import type { GroupDocument } from '@portal/projections';
import type { Caller } from '../http/auth';
import { parseOrThrow } from '../http/validate';
import type { GroupFieldsInput } from './decider';

/** An admin must pick the tutor ('Tutor is required'); a tutor's groups are their own. */
export function parseGroupForm(caller: Caller, body: unknown): GroupRequest {
  return caller.role === 'admin'
    ? parseOrThrow<typeof AdminGroupRequest>(AdminGroupRequest, body)
    : parseOrThrow<typeof GroupRequestSchema>(GroupRequestSchema, body);
}

export function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The stored group as a form, so an edit may send only what changes. */
export function currentForm(group: GroupDocument): Record<string, unknown> {
  return {
    tutorId: group.tutorId,
    name: group.name,
    description: group.description,
    grade: group.grade,
    academicYear: group.academicYear,
    maxStudents: group.maxStudents,
    subjects: group.subjects,
    schedule: group.schedule,
    isActive: group.isActive,
  };
}

/** Whose group it is: a tutor's own; an admin's choice, else the group's current tutor. */
export function groupTutorOf(caller: Caller, form: GroupRequest, current?: GroupDocument): string {
  return caller.role === 'tutor' ? caller.userId : (form.tutorId ?? current?.tutorId ?? '');
}

/** The group's fields from the form; one not active says so, else it keeps what it was (active). */
export function groupFieldsOf(
  tutorId: string,
  form: GroupRequest,
  current?: GroupDocument,
): GroupFieldsInput {
  return {
    tutorId,
    name: form.name,
    description: form.description,
    grade: form.grade,
    academicYear: form.academicYear,
    maxStudents: form.maxStudents,
    subjects: form.subjects,
    schedule: form.schedule,
    isActive: form.isActive ?? current?.isActive ?? true,
  };
}
