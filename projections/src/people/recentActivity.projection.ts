import type { ActivityKind, EventOf } from '@portal/contracts';
import type { RecordedEvent } from '@portal/platform';
import type { ProjectionDefinition, ReadModelDocument } from '../runner/projection';

/**
 * The dashboards' recent activity (spec 001 §2.3): one row per notable event, holding ids and
 * times only. Names are read when the list is asked for, so an erased person's rows go quiet
 * at once and are deleted with the erasure. Later modules add their kinds (exam created,
 * exam scheduled, attempt completed) as further cases.
 */
export interface RecentActivityDocument extends ReadModelDocument {
  organisationId: string;
  kind: ActivityKind;
  /** whose dashboards show it: the tutor concerned (null: only the organisation's admins) */
  tutorId: string | null;
  /** the student it is about, if any (parents see their children's rows) */
  studentId: string | null;
  /** who did it */
  actorId: string | null;
  at: string;
}

type Handled = EventOf<'UserRegistered'> | EventOf<'UserErased'>;

export function studentAddedId(studentId: string): string {
  return `student-added-${studentId}`;
}

function domainEvent(event: RecordedEvent): Handled {
  return { type: event.type, data: event.data } as Handled;
}

export const recentActivityProjection: ProjectionDefinition<RecentActivityDocument> = {
  name: 'recentActivity',
  collection: 'recent_activity',
  handles: ['UserRegistered', 'UserErased'],
  documentIds: (event) => {
    const handled = domainEvent(event);
    switch (handled.type) {
      case 'UserRegistered':
        return handled.data.role === 'student' ? [studentAddedId(handled.data.userId)] : [];
      case 'UserErased':
        return [studentAddedId(handled.data.userId)];
      default: {
        const unhandled: never = handled;
        return unhandled;
      }
    }
  },
  evolve: (document, event) => {
    const handled = domainEvent(event);
    switch (handled.type) {
      case 'UserRegistered': {
        const { data } = handled;
        return {
          _id: studentAddedId(data.userId),
          organisationId: data.organisationId,
          kind: 'student-added',
          tutorId: data.tutorId ?? null,
          studentId: data.userId,
          actorId: data.createdByUserId ?? data.userId,
          at: data.registeredAt,
        };
      }
      case 'UserErased':
        return document && null;
      default: {
        const unhandled: never = handled;
        return unhandled;
      }
    }
  },
  indexes: [{ keys: { organisationId: 1 } }, { keys: { tutorId: 1 } }, { keys: { studentId: 1 } }],
};
