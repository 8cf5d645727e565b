import type { EventOf, RestrictableData } from '@portal/contracts';
import type { ProjectionDefinition, ReadModelDocument } from '../runner/projection';
import { exhaustive } from '@portal/platform';

/** Erasure and restriction requests as a compliance officer follows them. */
export interface RightsRequestDocument extends ReadModelDocument {
  subjectId: string;
  organisationId: string;
  type: 'erasure' | 'restriction';
  status: 'pending' | 'completed' | 'active' | 'lifted';
  dataTypes: RestrictableData[];
  requestedAt: string;
  completedAt: string | null;
}

type RightsEvent =
  | EventOf<'ErasureRequested'>
  | EventOf<'UserErased'>
  | EventOf<'ProcessingRestricted'>
  | EventOf<'ProcessingRestrictionLifted'>;

export const rightsRequestId = {
  erasure: (userId: string) => `erasure:${userId}`,
  restriction: (userId: string) => `restriction:${userId}`,
} as const;

/** the `rights_requests` read model's collection */
export const RIGHTS_REQUESTS_COLLECTION = 'rights_requests';

const handles = [
  'ErasureRequested',
  'UserErased',
  'ProcessingRestricted',
  'ProcessingRestrictionLifted',
] as const;

export const rightsRequestsProjection: ProjectionDefinition<RightsRequestDocument, (typeof handles)[number]> =
  {
    name: 'rightsRequests',
    collection: RIGHTS_REQUESTS_COLLECTION,
    handles,
    documentIds: (event) => {
      const { userId } = event.data;
      return event.type === 'ErasureRequested' || event.type === 'UserErased'
        ? [rightsRequestId.erasure(userId)]
        : [rightsRequestId.restriction(userId)];
    },
    evolve: evolveRequest,
    indexes: [{ keys: { organisationId: 1, requestedAt: -1 } }, { keys: { status: 1 } }],
  };

export function evolveRequest(
  document: RightsRequestDocument | null,
  event: RightsEvent,
  id: string,
): RightsRequestDocument | null {
  const base = { _id: id, subjectId: event.data.userId, organisationId: event.data.organisationId };
  switch (event.type) {
    case 'ErasureRequested':
      return {
        ...base,
        type: 'erasure',
        status: 'pending',
        dataTypes: [],
        requestedAt: event.data.requestedAt,
        completedAt: null,
      };
    case 'UserErased':
      return document && { ...document, status: 'completed', completedAt: event.data.erasedAt };
    case 'ProcessingRestricted': {
      const current = document?.status === 'active' ? document.dataTypes : [];
      return {
        ...base,
        type: 'restriction',
        status: 'active',
        dataTypes: [...new Set([...current, ...event.data.dataTypes])].sort(),
        requestedAt: event.data.restrictedAt,
        completedAt: null,
      };
    }
    case 'ProcessingRestrictionLifted': {
      if (!document) {
        return null;
      }
      const left = document.dataTypes.filter((type) => !event.data.dataTypes.includes(type));
      return left.length > 0
        ? { ...document, dataTypes: left }
        : { ...document, status: 'lifted', completedAt: event.data.liftedAt };
    }
    default:
      return exhaustive(event);
  }
}
