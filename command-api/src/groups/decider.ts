import type {
  AcademicYear,
  EventOf,
  GroupGrade,
  GroupStreamEvent,
  MembershipEvent,
  Role,
} from '@portal/contracts';
import { GROUP_MESSAGES, groupFullMessage } from '@portal/contracts';
import type { Decider } from '@portal/platform';
import { ConflictError, exhaustive, ForbiddenError, NotFoundError } from '@portal/platform';
import { managesRecord } from '../ownership';

/**
 * Groups (spec 002 §§2.1, 2.2, 4). Two kinds of stream keep the two rules under the event
 * store's optimistic concurrency, without a lock:
 * - the group's stream (`group-<id>`) holds its fields and its places: a batch of places is taken
 *   in one append checked against maxStudents, so concurrent batches can never overfill it;
 * - each student's membership stream (`group-membership-<studentId>`) says which group the
 *   student is in: one value, so a student is never in two groups.
 * Assigning takes places first, then moves each student's membership (a move names the group
 * left), then gives back the place in the group left. Places are never fewer than members.
 */

export interface GroupCaller {
  userId: string;
  role: Role;
  organisationId: string;
}

export interface GroupFieldsInput {
  tutorId: string;
  name: string;
  description: string | null;
  grade: GroupGrade;
  academicYear: AcademicYear;
  maxStudents: number;
  subjects: string[];
  schedule: string | null;
  isActive: boolean;
}

export interface Place {
  studentId: string;
  assignmentId: string;
}

export type GroupState =
  | { status: 'none' }
  | { status: 'deleted'; groupId: string }
  | {
      status: 'active';
      groupId: string;
      organisationId: string;
      fields: GroupFieldsInput;
      createdAt: string;
      /** studentId -> assignmentId of the place the student holds */
      places: ReadonlyMap<string, string>;
    };

type Meta = { metadata: { now: Date } };
export type GroupCommand =
  | ({ type: 'CreateGroup'; data: { groupId: string; fields: GroupFieldsInput }; caller: GroupCaller } & Meta)
  | ({ type: 'UpdateGroup'; data: { fields: GroupFieldsInput }; caller: GroupCaller } & Meta)
  | ({ type: 'DeleteGroup'; caller: GroupCaller } & Meta)
  | ({ type: 'ReservePlaces'; data: { places: Place[] }; caller: GroupCaller } & Meta)
  /** Internal step of a move or a removal: gives back the place `assignmentId` (any when absent). */
  | ({
      type: 'ReleasePlace';
      data: { studentId: string; assignmentId?: string; reason: 'removed' | 'moved' };
    } & Meta);

const STAFF: readonly Role[] = ['admin', 'tutor'];

/** The form's fields of a created or updated group, in one fixed order (compared as JSON). */
export function fieldsOf(data: GroupFieldsInput): GroupFieldsInput {
  return {
    tutorId: data.tutorId,
    name: data.name,
    description: data.description,
    grade: data.grade,
    academicYear: data.academicYear,
    maxStudents: data.maxStudents,
    subjects: [...data.subjects],
    schedule: data.schedule,
    isActive: data.isActive,
  };
}

/** Staff only; someone else's group (another tutor's, another organisation's) is "not found". */
function ownedGroup(state: GroupState, caller: GroupCaller): Extract<GroupState, { status: 'active' }> {
  if (!STAFF.includes(caller.role)) {
    throw new ForbiddenError();
  }
  if (
    state.status !== 'active' ||
    !managesRecord(caller, { organisationId: state.organisationId, tutorId: state.fields.tutorId })
  ) {
    throw new NotFoundError(GROUP_MESSAGES.notFound);
  }
  return state;
}

export const groupDecider: Decider<GroupCommand, GroupStreamEvent, GroupState> = {
  initialState: () => ({ status: 'none' }),
  evolve: (state, event) => {
    switch (event.type) {
      case 'GroupCreated':
      case 'GroupUpdated': {
        const { data } = event;
        return {
          status: 'active',
          groupId: data.groupId,
          organisationId: data.organisationId,
          fields: fieldsOf(data),
          createdAt:
            state.status === 'active'
              ? state.createdAt
              : ((event.data as { createdAt?: string }).createdAt ?? ''),
          places: state.status === 'active' ? state.places : new Map(),
        };
      }
      case 'GroupDeleted':
        return { status: 'deleted', groupId: event.data.groupId };
      case 'GroupPlacesReserved': {
        if (state.status !== 'active') {
          return state;
        }
        const places = new Map(state.places);
        event.data.places.forEach((place) => places.set(place.studentId, place.assignmentId));
        return { ...state, places };
      }
      case 'GroupPlaceReleased': {
        if (state.status !== 'active') {
          return state;
        }
        const places = new Map(state.places);
        places.delete(event.data.studentId);
        return { ...state, places };
      }
      default:
        return exhaustive(event);
    }
  },
  decide: (command, state) => {
    const at = command.metadata.now.toISOString();
    switch (command.type) {
      case 'CreateGroup': {
        const { caller } = command;
        if (!STAFF.includes(caller.role)) {
          throw new ForbiddenError();
        }
        if (caller.role === 'tutor' && command.data.fields.tutorId !== caller.userId) {
          throw new ForbiddenError();
        }
        if (state.status !== 'none') {
          throw new ConflictError('Group already exists');
        }
        return [
          {
            type: 'GroupCreated',
            data: {
              groupId: command.data.groupId,
              organisationId: caller.organisationId,
              ...command.data.fields,
              by: caller.userId,
              byRole: caller.role,
              createdAt: at,
            },
          },
        ];
      }
      case 'UpdateGroup': {
        const group = ownedGroup(state, command.caller);
        const fields = fieldsOf(command.data.fields);
        if (command.caller.role === 'tutor') {
          fields.tutorId = group.fields.tutorId;
        }
        if (fields.tutorId !== group.fields.tutorId && group.places.size > 0) {
          throw new ConflictError('Remove the students from the group before giving it to another tutor');
        }
        if (fields.maxStudents < group.places.size) {
          throw new ConflictError(
            `Max students cannot be below the number of students in the group (${group.places.size})`,
          );
        }
        if (JSON.stringify(fields) === JSON.stringify(group.fields)) {
          return [];
        }
        return [
          {
            type: 'GroupUpdated',
            data: {
              groupId: group.groupId,
              organisationId: group.organisationId,
              ...fields,
              by: command.caller.userId,
              byRole: command.caller.role,
              updatedAt: at,
            },
          },
        ];
      }
      case 'DeleteGroup': {
        const group = ownedGroup(state, command.caller);
        return [
          {
            type: 'GroupDeleted',
            data: {
              groupId: group.groupId,
              organisationId: group.organisationId,
              tutorId: group.fields.tutorId,
              members: [...group.places].map(([studentId, assignmentId]) => ({ studentId, assignmentId })),
              by: command.caller.userId,
              byRole: command.caller.role,
              deletedAt: at,
            },
          },
        ];
      }
      case 'ReservePlaces': {
        const group = ownedGroup(state, command.caller);
        // already in the group: nothing to take (assigning twice is harmless)
        const places = command.data.places.filter((place) => !group.places.has(place.studentId));
        if (places.length === 0) {
          return [];
        }
        if (group.places.size + places.length > group.fields.maxStudents) {
          throw new ConflictError(
            groupFullMessage(group.places.size, group.fields.maxStudents, places.length),
          );
        }
        return [
          {
            type: 'GroupPlacesReserved',
            data: {
              groupId: group.groupId,
              organisationId: group.organisationId,
              places,
              by: command.caller.userId,
              byRole: command.caller.role,
              at,
            },
          },
        ];
      }
      case 'ReleasePlace': {
        if (state.status !== 'active') {
          return []; // deleted: its places went with it
        }
        const held = state.places.get(command.data.studentId);
        if (
          held === undefined ||
          (command.data.assignmentId !== undefined && held !== command.data.assignmentId)
        ) {
          return []; // not here, or here again by a later assignment that must stay
        }
        return [
          {
            type: 'GroupPlaceReleased',
            data: {
              groupId: state.groupId,
              organisationId: state.organisationId,
              studentId: command.data.studentId,
              assignmentId: held,
              reason: command.data.reason,
              at,
            },
          },
        ];
      }
      default:
        return exhaustive(command);
    }
  },
};

/** Which group a student is in, from their membership stream. */
export type MembershipState = { groupId: string; assignmentId: string } | null;

export type MembershipCommand =
  | ({
      type: 'AssignStudent';
      data: { studentId: string; groupId: string; assignmentId: string };
      caller: GroupCaller;
    } & Meta)
  /** Ends the membership only while it is still `groupId` (and `assignmentId`, when given). */
  | ({
      type: 'RemoveStudent';
      data: {
        studentId: string;
        groupId: string;
        assignmentId?: string;
        reason: 'removed' | 'group_deleted';
      };
      caller: GroupCaller;
    } & Meta);

export const membershipDecider: Decider<MembershipCommand, MembershipEvent, MembershipState> = {
  initialState: () => null,
  evolve: (_state, event) => {
    switch (event.type) {
      case 'StudentAssignedToGroup':
        return { groupId: event.data.groupId, assignmentId: event.data.assignmentId };
      case 'StudentRemovedFromGroup':
        return null;
      default:
        return exhaustive(event);
    }
  },
  decide: (command, state) => {
    const by = { by: command.caller.userId, byRole: command.caller.role };
    const organisationId = command.caller.organisationId;
    const { data } = command;
    switch (command.type) {
      case 'AssignStudent':
        if (state?.assignmentId === command.data.assignmentId) {
          return [];
        }
        return [
          {
            type: 'StudentAssignedToGroup',
            data: {
              studentId: command.data.studentId,
              organisationId,
              groupId: command.data.groupId,
              assignmentId: command.data.assignmentId,
              previousGroupId: state?.groupId ?? null,
              previousAssignmentId: state?.assignmentId ?? null,
              ...by,
              assignedAt: command.metadata.now.toISOString(),
            },
          },
        ];
      case 'RemoveStudent': {
        const { assignmentId, groupId, reason } = command.data;
        if (
          state === null ||
          state.groupId !== groupId ||
          (assignmentId !== undefined && state.assignmentId !== assignmentId)
        ) {
          return [];
        }
        const removed: EventOf<'StudentRemovedFromGroup'> = {
          type: 'StudentRemovedFromGroup',
          data: {
            studentId: data.studentId,
            organisationId,
            groupId,
            assignmentId: state.assignmentId,
            reason,
            ...by,
            removedAt: command.metadata.now.toISOString(),
          },
        };
        return [removed];
      }
      default:
        return exhaustive(command);
    }
  },
};
