import type { EventOf } from '@portal/contracts';
import { CLASSROOM_MESSAGES } from '@portal/contracts';
import type { Decider } from '@portal/platform';
import { ForbiddenError } from '@portal/platform';
import type { LiveSession } from './decide';

/**
 * The end of a live session in the event store (issue 16 item 1): `ClassroomSessionEnded` on
 * `classroom-session-<code>`, so a live quiz attempt's results page opens when the tutor ends
 * the session. The stream holds every session that used the code (one is reused only after its
 * session expired); each session, known by its creation time, ends once: a repeated end (another
 * node, a retried append) records nothing.
 */

export type ClassroomSessionEnded = EventOf<'ClassroomSessionEnded'>;

export interface EndClassroomSession {
  readonly type: 'EndClassroomSession';
  readonly data: {
    readonly session: Pick<LiveSession, 'code' | 'organisationId' | 'tutorId' | 'createdAt'>;
    readonly endedBy: string;
    readonly endedAt: string;
  };
}

export interface ClassroomSessionsState {
  /** creation times of the sessions of this code that ended */
  readonly ended: readonly string[];
}

export const classroomSessionDecider: Decider<
  EndClassroomSession,
  ClassroomSessionEnded,
  ClassroomSessionsState
> = {
  initialState: () => ({ ended: [] }),
  evolve: (state, event) => ({ ended: [...state.ended, event.data.sessionCreatedAt] }),
  decide: (command, state) => {
    const { session, endedBy, endedAt } = command.data;
    if (endedBy !== session.tutorId) {
      throw new ForbiddenError(CLASSROOM_MESSAGES.notYourSession);
    }
    if (state.ended.includes(session.createdAt)) {
      return [];
    }
    return [
      {
        type: 'ClassroomSessionEnded',
        data: {
          sessionCode: session.code,
          organisationId: session.organisationId,
          tutorId: session.tutorId,
          sessionCreatedAt: session.createdAt,
          endedAt,
          endedBy,
        },
      },
    ];
  },
};
