import type { ProjectionDefinition, ReadModelDocument } from '../runner/projection';

/**
 * `classroom_sessions`: the live sessions whose tutor ended them (issue 16 item 1), one document
 * per session (`_id` the code and creation time: a code is reused once its session expired). A
 * live quiz attempt's results page finds its session here by code and time; a session that
 * expired without being ended has no document. Ids and times only.
 */
export interface ClassroomSessionDocument extends ReadModelDocument {
  organisationId: string;
  sessionCode: string;
  tutorId: string;
  createdAt: string;
  endedAt: string;
  endedBy: string;
}

export const CLASSROOM_SESSIONS_COLLECTION = 'classroom_sessions';

export const classroomSessionId = (sessionCode: string, createdAt: string) => `${sessionCode}@${createdAt}`;

export const classroomSessionsProjection: ProjectionDefinition<
  ClassroomSessionDocument,
  'ClassroomSessionEnded'
> = {
  name: 'classroomSessions',
  collection: CLASSROOM_SESSIONS_COLLECTION,
  handles: ['ClassroomSessionEnded'],
  documentIds: ({ data }) => [classroomSessionId(data.sessionCode, data.sessionCreatedAt)],
  // a session ends once; a repeated end (none is recorded) would keep the first
  evolve: (document, { data }, id) => {
    return (
      document ?? {
        _id: id,
        organisationId: data.organisationId,
        sessionCode: data.sessionCode,
        tutorId: data.tutorId,
        createdAt: data.sessionCreatedAt,
        endedAt: data.endedAt,
        endedBy: data.endedBy,
      }
    );
  },
  indexes: [{ keys: { sessionCode: 1, createdAt: -1 } }],
};
