import type { EventOf } from '@portal/contracts';
import type { ProjectionDefinition, ReadModelDocument } from '../runner/projection';

/**
 * Class join codes as the tutor's screen and redemption read them. The code is kept as is: it
 * is a shared, revocable class credential the tutor must be able to show again, not a secret of
 * one person; guessing is stopped by its length and the redemption rate limits.
 */
export interface JoinCodeDocument extends ReadModelDocument {
  code: string;
  organisationId: string;
  tutorId: string;
  groupId: string | null;
  status: 'active' | 'revoked';
  createdAt: string;
  revokedAt: string | null;
  /** students who joined the tutor's class with it */
  redemptions: number;
}

type JoinCodeEvent = EventOf<'JoinCodeCreated'> | EventOf<'JoinCodeRevoked'> | EventOf<'StudentEnrolled'>;

export function evolveJoinCode(
  document: JoinCodeDocument | null,
  event: JoinCodeEvent,
): JoinCodeDocument | null {
  switch (event.type) {
    case 'JoinCodeCreated': {
      const { data } = event;
      return {
        _id: data.codeId,
        code: data.code,
        organisationId: data.organisationId,
        tutorId: data.tutorId,
        groupId: data.groupId,
        status: 'active',
        createdAt: data.createdAt,
        revokedAt: null,
        redemptions: document?.redemptions ?? 0,
      };
    }
    case 'JoinCodeRevoked':
      return document && { ...document, status: 'revoked', revokedAt: event.data.revokedAt };
    case 'StudentEnrolled':
      return document && { ...document, redemptions: document.redemptions + 1 };
    default: {
      const unhandled: never = event;
      return unhandled;
    }
  }
}

export const joinCodesProjection: ProjectionDefinition<JoinCodeDocument> = {
  name: 'joinCodes',
  collection: 'join_codes',
  handles: ['JoinCodeCreated', 'JoinCodeRevoked', 'StudentEnrolled'],
  documentIds: (event) => {
    if (event.type === 'StudentEnrolled') {
      const { codeId } = event.data as { codeId: string | null };
      return codeId ? [codeId] : [];
    }
    return [(event.data as { codeId: string }).codeId];
  },
  evolve: (document, event) =>
    evolveJoinCode(document, { type: event.type, data: event.data } as JoinCodeEvent),
  indexes: [{ keys: { code: 1 } }, { keys: { organisationId: 1, tutorId: 1, createdAt: -1 } }],
};
