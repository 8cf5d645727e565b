import { z } from 'zod';
import type { PersonalFields } from './personalFields';
import { ExamGrade } from './exams/enums';
import { personShape, listResponse, domainEvent, okResponse, byShape, optionalText } from './common';

/** A group is for the year levels an exam is set for (or mixed years). */
export const GroupGrade = ExamGrade;
export type GroupGrade = z.infer<typeof GroupGrade>;
export const AcademicYear = z.enum(['2023-2024', '2024-2025', '2025-2026']);
export type AcademicYear = z.infer<typeof AcademicYear>;
export const GroupSubject = z.enum([
  'Mathematics',
  'English',
  'Verbal Reasoning',
  'Non-Verbal Reasoning',
  'Science',
  'Creative Writing',
  'Comprehension',
]);
export type GroupSubject = z.infer<typeof GroupSubject>;

/** Spec 002 §9. */
export const GROUP_LIMITS = {
  minStudents: 1,
  maxStudents: 50,
  defaultMaxStudents: 20,
  defaultAcademicYear: '2024-2025',
} as const;

/** Grade choices of the group screens, in order, with their labels. */
export const GROUP_GRADES: readonly { value: GroupGrade; label: string }[] = [
  { value: 'year-4', label: 'Year 4' },
  { value: 'year-5', label: 'Year 5' },
  { value: 'year-6', label: 'Year 6' },
  { value: 'year-7', label: 'Year 7' },
  { value: 'mixed', label: 'Mixed' },
];

/** The spec's messages (§5 Group form, §8 Groups and Assignment banners). */
export const GROUP_MESSAGES = {
  tutorRequired: 'Tutor is required',
  nameRequired: 'Group name is required',
  gradeRequired: 'Grade is required',
  academicYearRequired: 'Academic year is required',
  maxStudentsInvalid: 'Valid max students required',
  created: 'Group created successfully!',
  updated: 'Group updated successfully!',
  deleted: 'Group deleted successfully!',
  notFound: 'Group not found',
  studentNotFound: 'Student not found',
  studentIdsRequired: 'Please select at least one student',
} as const;

/** "Group is full (20 of 20 students)", or how many places are left when a batch does not fit. */
export function groupFullMessage(members: number, maxStudents: number, adding: number): string {
  if (members >= maxStudents) {
    return `Group is full (${members} of ${maxStudents} students)`;
  }
  const left = maxStudents - members;
  return `Not enough places: ${adding} students selected, ${left} ${left === 1 ? 'place' : 'places'} left (${members} of ${maxStudents} students)`;
}

// ---- requests (spec 002 §5, §7, §9) ---------------------------------------------------------

/** A required choice: blank, absent or unknown values all answer the spec's "… is required". */
const requiredChoice = <T extends string>(choices: readonly T[], message: string) =>
  z
    .string({ error: message })
    .trim()
    .refine((value) => (choices as readonly string[]).includes(value), message)
    .transform((value) => value as T);

/** Whole number 1–50 (numbers or numeric text); anything else is refused with the spec's message. */
const MaxStudents = z
  .union([z.number(), z.string()], { error: GROUP_MESSAGES.maxStudentsInvalid })
  .transform((value) =>
    typeof value === 'string' ? (value.trim() === '' ? Number.NaN : Number(value)) : value,
  )
  .refine(
    (value) =>
      Number.isInteger(value) && value >= GROUP_LIMITS.minStudents && value <= GROUP_LIMITS.maxStudents,
    GROUP_MESSAGES.maxStudentsInvalid,
  );

const Subjects = z
  .array(z.enum(GroupSubject.options, { error: 'Subjects must be chosen from the list' }), {
    error: 'Subjects must be chosen from the list',
  })
  .max(GroupSubject.options.length)
  .nullish()
  .transform((value) => [...new Set(value ?? [])]);

/** POST /groups and PUT /groups/{id}: the Group form (spec 002 §5). */
export const GroupRequest = z.object({
  /** An admin names the tutor ('Tutor is required'); a tutor's own id is used whatever is sent. */
  tutorId: z.string().trim().max(100).nullish(),
  name: z
    .string({ error: GROUP_MESSAGES.nameRequired })
    .trim()
    .min(1, GROUP_MESSAGES.nameRequired)
    .max(100, 'At most 100 characters'),
  description: optionalText(1000),
  grade: requiredChoice<GroupGrade>(GroupGrade.options, GROUP_MESSAGES.gradeRequired),
  /** absent: the default 2024-2025; blank: 'Academic year is required' */
  academicYear: requiredChoice<AcademicYear>(
    AcademicYear.options,
    GROUP_MESSAGES.academicYearRequired,
  ).default(GROUP_LIMITS.defaultAcademicYear),
  /** absent or null: the default 20 */
  maxStudents: MaxStudents.nullish().transform((value) => value ?? GROUP_LIMITS.defaultMaxStudents),
  subjects: Subjects,
  /** Free text, e.g. "Saturdays 10:00–12:00" (the spec does not fix its shape). */
  schedule: optionalText(500),
  isActive: z.boolean().optional(),
});
export type GroupRequest = z.output<typeof GroupRequest>;
export type GroupForm = z.input<typeof GroupRequest>;

/** An admin's Group form: the tutor must be picked ('Tutor is required'). */
export const AdminGroupRequest = GroupRequest.extend({
  tutorId: z
    .string({ error: GROUP_MESSAGES.tutorRequired })
    .trim()
    .min(1, GROUP_MESSAGES.tutorRequired)
    .max(100, GROUP_MESSAGES.tutorRequired),
});

const StudentIdList = z
  .array(z.string().trim().min(1).max(100), { error: GROUP_MESSAGES.studentIdsRequired })
  .min(1, GROUP_MESSAGES.studentIdsRequired)
  .max(GROUP_LIMITS.maxStudents, `At most ${GROUP_LIMITS.maxStudents} students at once`)
  .transform((ids) => [...new Set(ids)]);

/** POST /groups/{groupId}/students: a list of student ids. */
export const AssignStudentsRequest = z.object({ studentIds: StudentIdList });
export type AssignStudentsRequest = z.output<typeof AssignStudentsRequest>;

/** DELETE /groups/{groupId}/students: one id (as the spec's screen sends) or a list. */
export const RemoveStudentsRequest = z.object({
  studentIds: z.preprocess((value) => (typeof value === 'string' ? [value] : value), StudentIdList),
});
export type RemoveStudentsRequest = z.output<typeof RemoveStudentsRequest>;

export const GroupListQuery = z.object({
  grade: z.union([z.literal(''), GroupGrade]).optional(),
  /** admins only: one tutor's groups */
  tutorId: z.string().trim().max(100).optional(),
  /** include each group's enrolled students (default yes) */
  includeStudents: z
    .enum(['true', 'false', '1', '0'])
    .transform((value) => value === 'true' || value === '1')
    .optional(),
});

// ---- answers (spec 002 §3, §7) -------------------------------------------------------------

export const GroupMember = z.object({
  ...personShape,
  grade: z.string().nullable(),
  enrollmentDate: z.string().nullable(),
});
export type GroupMember = z.infer<typeof GroupMember>;

export const Group = z.object({
  id: z.string(),
  tutorId: z.string(),
  tutor: z.object({ id: z.string(), name: z.string(), organizationName: z.string().nullable() }),
  name: z.string(),
  description: z.string().nullable(),
  grade: GroupGrade,
  academicYear: AcademicYear,
  maxStudents: z.number().int(),
  isActive: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
  memberCount: z.number().int(),
  settings: z.object({ subjects: z.array(z.string()) }),
  schedule: z.string().nullable(),
  students: z.array(GroupMember).optional(),
});
export type Group = z.infer<typeof Group>;

export const GroupListResponse = listResponse('groups', Group);
export const GroupResponse = okResponse({ group: Group, message: z.string() });
export const GroupDeletedResponse = okResponse({ message: z.string() });
export const GroupMembershipResponse = okResponse({
  message: z.string(),
  group: Group,
  /** students whose membership changed (already-members and non-members are left out) */
  assignedCount: z.number().int().optional(),
  removedCount: z.number().int().optional(),
});

// ---- events (past tense); streams ----------------------------------------------------------

export const groupsStreams = {
  group: (groupId: string) => `group-${groupId}`,
  /** One per student: the single place that says which group the student is in. */
  membership: (studentId: string) => `group-membership-${studentId}`,
} as const;

/** The group an event is about, in its organisation. */
const groupKey = { groupId: z.string(), organisationId: z.string() };
/** The same with the group's tutor. */
const tutorGroupKey = { ...groupKey, tutorId: z.string() };
const GroupFields = {
  ...tutorGroupKey,
  name: z.string(),
  description: z.string().nullable(),
  grade: GroupGrade,
  academicYear: AcademicYear,
  maxStudents: z.number().int(),
  subjects: z.array(z.string()),
  schedule: z.string().nullable(),
  isActive: z.boolean(),
};
const placeShape = { studentId: z.string(), assignmentId: z.string() };
const Place = z.object(placeShape);
/** The membership stream's events name the student and their place (assignment) in a group. */
const membershipShape = {
  studentId: z.string(),
  organisationId: z.string(),
  groupId: z.string(),
  assignmentId: z.string(),
};

export const GroupCreated = domainEvent('GroupCreated', {
  ...GroupFields,
  ...byShape,
  createdAt: z.string(),
});
/** The group's fields after the edit (all of them). */
export const GroupUpdated = domainEvent('GroupUpdated', {
  ...GroupFields,
  ...byShape,
  updatedAt: z.string(),
});
/** Its members (at that moment) return to unassigned. */
export const GroupDeleted = domainEvent('GroupDeleted', {
  ...tutorGroupKey,
  members: z.array(Place),
  ...byShape,
  deletedAt: z.string(),
});
/** Places taken in the group for a batch, checked against maxStudents on the group's stream. */
export const GroupPlacesReserved = domainEvent('GroupPlacesReserved', {
  ...groupKey,
  places: z.array(Place),
  ...byShape,
  at: z.string(),
});
/** A place given back: the student left (removed, or moved to another group). */
export const GroupPlaceReleased = domainEvent('GroupPlaceReleased', {
  ...groupKey,
  ...placeShape,
  reason: z.enum(['removed', 'moved']),
  at: z.string(),
});
/** On the student's membership stream: the student is now in `groupId` (moved out of previousGroupId). */
export const StudentAssignedToGroup = domainEvent('StudentAssignedToGroup', {
  ...membershipShape,
  previousGroupId: z.string().nullable(),
  previousAssignmentId: z.string().nullable(),
  ...byShape,
  assignedAt: z.string(),
});
/** On the student's membership stream: the student is unassigned again. */
export const StudentRemovedFromGroup = domainEvent('StudentRemovedFromGroup', {
  ...membershipShape,
  reason: z.enum(['removed', 'group_deleted']),
  ...byShape,
  removedAt: z.string(),
});

export const GroupsEvent = z.discriminatedUnion('type', [
  GroupCreated,
  GroupUpdated,
  GroupDeleted,
  GroupPlacesReserved,
  GroupPlaceReleased,
  StudentAssignedToGroup,
  StudentRemovedFromGroup,
]);
export type GroupsEvent = z.infer<typeof GroupsEvent>;
export type GroupStreamEvent = Extract<
  GroupsEvent,
  { type: 'GroupCreated' | 'GroupUpdated' | 'GroupDeleted' | 'GroupPlacesReserved' | 'GroupPlaceReleased' }
>;
export type MembershipEvent = Extract<
  GroupsEvent,
  { type: 'StudentAssignedToGroup' | 'StudentRemovedFromGroup' }
>;

/**
 * Which fields of this module's events hold personal data (DESIGN.md §4); `null`: none. Group
 * events hold ids, choices and the organisation's own group names, never a person's data.
 */
export const GROUPS_PERSONAL_DATA: Readonly<Record<GroupsEvent['type'], PersonalFields | null>> = {
  GroupCreated: null,
  GroupUpdated: null,
  GroupDeleted: null,
  GroupPlacesReserved: null,
  GroupPlaceReleased: null,
  StudentAssignedToGroup: null,
  StudentRemovedFromGroup: null,
};
