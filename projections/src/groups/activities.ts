import { GroupsEvent as GroupsEventSchema } from '@portal/contracts';
import type { RecordedEvent } from '@portal/platform';
import type { ActivityRow } from '../compliance/activityRow';
import { eventTypesOf, isEventOf } from '../runner/projection';
import { exhaustive } from '@portal/platform';

const GROUP_EVENT_TYPES = eventTypesOf(GroupsEventSchema);

/** The events of this module that are rows of the register (one per student, on their own stream). */
export const GROUPS_ACTIVITY_EVENT_TYPES = ['StudentAssignedToGroup', 'StudentRemovedFromGroup'] as const;

/** A change of a student's teaching group, made by staff: the child's `group_membership` row. */
function membershipRow(
  data: { studentId: string; organisationId: string; byRole: string },
  purpose: string,
  createdAt: string,
): ActivityRow {
  return {
    subjectId: data.studentId,
    organisationId: data.organisationId,
    action: 'data_update',
    dataType: 'group_membership',
    purpose,
    resultStatus: 'success',
    actor: data.byRole,
    createdAt,
  };
}

/**
 * Rows of the processing register for the groups module's events: a row when the event processes
 * someone's personal data, `null` when it is one of ours but processes none, `undefined` when
 * the event belongs to another module. Placing a child in a teaching group (or taking them out)
 * processes the child's data; creating, editing or deleting a group, and its places, do not.
 */
export function groupsActivityOf(event: RecordedEvent): ActivityRow | null | undefined {
  if (!isEventOf(GROUP_EVENT_TYPES, event)) {
    return undefined;
  }
  switch (event.type) {
    case 'StudentAssignedToGroup': {
      const { data } = event;
      const purpose = data.previousGroupId
        ? 'Moved to another teaching group'
        : 'Assigned to a teaching group';
      return membershipRow(data, purpose, data.assignedAt);
    }
    case 'StudentRemovedFromGroup': {
      const { data } = event;
      const purpose =
        data.reason === 'group_deleted'
          ? 'Teaching group deleted: returned to unassigned'
          : 'Removed from a teaching group';
      return membershipRow(data, purpose, data.removedAt);
    }
    case 'GroupCreated':
    case 'GroupUpdated':
    case 'GroupDeleted':
    case 'GroupPlacesReserved':
    case 'GroupPlaceReleased':
      return null;
    default:
      return exhaustive(event);
  }
}
