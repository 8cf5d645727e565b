import { EnrolmentEvent as EnrolmentEventSchema } from '@portal/contracts';
import type { RecordedEvent } from '@portal/platform';
import type { ActivityRow } from '../compliance/activityRow';
import { eventTypesOf, isEventOf } from '../runner/projection';
import { exhaustive } from '@portal/platform';

const ENROLMENT_EVENT_TYPES = eventTypesOf(EnrolmentEventSchema);

/** The events of this module that are rows of the processing register. */
export const ENROLMENT_ACTIVITY_EVENT_TYPES = ['StudentEnrolled'] as const;

/**
 * Register rows of the enrolment module: a student joining a tutor's class gives that tutor
 * their data (one `data_update` row, dataType `enrolment`, for the child). Codes and invitations
 * themselves process no known person's data (an invitation's address is under its own key).
 * `undefined`: not this module's event.
 */
export function enrolmentActivityOf(event: RecordedEvent): ActivityRow | null | undefined {
  if (!isEventOf(ENROLMENT_EVENT_TYPES, event)) {
    return undefined;
  }
  switch (event.type) {
    case 'StudentEnrolled': {
      const { data } = event;
      return {
        subjectId: data.userId,
        organisationId: data.organisationId,
        action: 'data_update',
        dataType: 'enrolment',
        purpose:
          data.via === 'join_code'
            ? "Joined a tutor's class with a class code"
            : "Joined a tutor's class by accepting an invitation",
        resultStatus: 'success',
        actor: data.byRole === 'student' ? 'self' : data.byRole,
        createdAt: data.enrolledAt,
      };
    }
    case 'JoinCodeCreated':
    case 'JoinCodeRevoked':
    case 'StudentInvited':
    case 'InvitationAnswered':
    case 'InvitationCancelled':
      return null;
    default:
      return exhaustive(event);
  }
}
