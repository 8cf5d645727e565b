import type { EventOf } from '@portal/contracts';
import type { ProjectionDefinition, ReadModelDocument } from '../runner/projection';
import { exhaustive } from '@portal/platform';

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
    default:
      return exhaustive(event);
  }
}

/** the `join_codes` read model's collection */
export const JOIN_CODES_COLLECTION = 'join_codes';

const handles = ['JoinCodeCreated', 'JoinCodeRevoked', 'StudentEnrolled'] as const;

export const joinCodesProjection: ProjectionDefinition<JoinCodeDocument, (typeof handles)[number]> = {
  name: 'joinCodes',
  collection: JOIN_CODES_COLLECTION,
  handles,
  documentIds: (event) => {
    if (event.type === 'StudentEnrolled') {
      const { codeId } = event.data;
      return codeId ? [codeId] : [];
    }
    return [event.data.codeId];
  },
  evolve: evolveJoinCode,
  indexes: [{ keys: { code: 1 } }, { keys: { organisationId: 1, tutorId: 1, createdAt: -1 } }],
};
