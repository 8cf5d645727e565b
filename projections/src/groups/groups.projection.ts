import type { AcademicYear, GroupGrade, GroupsEvent } from '@portal/contracts';
import type { ProjectionDefinition, ReadModelDocument } from '../runner/projection';
import { exhaustive } from '@portal/platform';

/**
 * Groups as the screens, the dashboards and other modules read them (collection `groups`).
 * Fields come from the group's stream; the members come from the students' membership streams,
 * the one place that says which group a student is in, so a student shows in one group only.
 */
export interface GroupDocument extends ReadModelDocument {
  organisationId: string;
  tutorId: string;
  name: string;
  description: string | null;
  grade: GroupGrade;
  academicYear: AcademicYear;
  maxStudents: number;
  isActive: boolean;
  createdAt: string;
  updatedAt: string;
  subjects: string[];
  schedule: string | null;
  studentIds: string[];
  memberCount: number;
}

export const GROUP_DOCUMENT_EVENTS = [
  'GroupCreated',
  'GroupUpdated',
  'GroupDeleted',
  'StudentAssignedToGroup',
  'StudentRemovedFromGroup',
] as const;

type Handled = Extract<GroupsEvent, { type: (typeof GROUP_DOCUMENT_EVENTS)[number] }>;

function withMembers(document: GroupDocument, studentIds: string[]): GroupDocument {
  return { ...document, studentIds, memberCount: studentIds.length };
}

export function evolveGroup(
  document: GroupDocument | null,
  event: Handled,
  id: string,
): GroupDocument | null {
  switch (event.type) {
    case 'GroupCreated':
    case 'GroupUpdated': {
      const { data } = event;
      const at = event.type === 'GroupCreated' ? event.data.createdAt : event.data.updatedAt;
      if (event.type === 'GroupUpdated' && !document) {
        return null; // deleted meanwhile
      }
      const studentIds = document?.studentIds ?? [];
      return {
        _id: data.groupId,
        organisationId: data.organisationId,
        tutorId: data.tutorId,
        name: data.name,
        description: data.description,
        grade: data.grade,
        academicYear: data.academicYear,
        maxStudents: data.maxStudents,
        isActive: data.isActive,
        createdAt: document?.createdAt ?? at,
        updatedAt: at,
        subjects: data.subjects,
        schedule: data.schedule,
        studentIds,
        memberCount: studentIds.length,
      };
    }
    case 'GroupDeleted':
      return null;
    case 'StudentAssignedToGroup': {
      if (!document) {
        return null; // the group is gone: its members are being returned to unassigned
      }
      const { studentId } = event.data;
      const others = document.studentIds.filter((member) => member !== studentId);
      return withMembers(document, id === event.data.groupId ? [...others, studentId] : others);
    }
    case 'StudentRemovedFromGroup':
      return document
        ? withMembers(
            document,
            document.studentIds.filter((member) => member !== event.data.studentId),
          )
        : null;
    default:
      return exhaustive(event);
  }
}

/** the `groups` read model's collection */
export const GROUPS_COLLECTION = 'groups';

export const groupsProjection: ProjectionDefinition<GroupDocument, (typeof GROUP_DOCUMENT_EVENTS)[number]> = {
  name: 'groups',
  collection: GROUPS_COLLECTION,
  handles: GROUP_DOCUMENT_EVENTS,
  documentIds: ({ data }) => {
    // a move to another group touches both
    const previousGroupId = 'previousGroupId' in data ? data.previousGroupId : null;
    return previousGroupId && previousGroupId !== data.groupId
      ? [data.groupId, previousGroupId]
      : [data.groupId];
  },
  evolve: evolveGroup,
  indexes: [
    { keys: { organisationId: 1, tutorId: 1 } },
    { keys: { organisationId: 1, grade: 1 } },
    { keys: { studentIds: 1 } },
  ],
};
