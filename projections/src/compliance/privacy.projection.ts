import type { ConsentSource, ConsentType, EventOf, RestrictableData } from '@portal/contracts';
import { restrictionsAfter } from '@portal/contracts';
import type { ProjectionDefinition, ReadModelDocument } from '../runner/projection';
import { exhaustive } from '@portal/platform';

export interface ConsentEntry {
  given: boolean;
  version: string | null;
  source: ConsentSource;
  updatedAt: string;
}

/** One person's privacy state: the consent gate, the parent's confirmation, restrictions. */
export interface PrivacyDocument extends ReadModelDocument {
  organisationId: string;
  consents: Partial<Record<ConsentType, ConsentEntry>>;
  parental: {
    status: 'not_required' | 'pending' | 'confirmed' | 'refused';
    tokenHash: string | null;
    expiresAt: string | null;
    parentEmail: string | null;
    confirmedAt: string | null;
  };
  restrictions: RestrictableData[];
  erased: boolean;
}

type PrivacyEvent =
  | EventOf<'ConsentRecorded'>
  | EventOf<'ParentalConsentRequested'>
  | EventOf<'ParentalConsentConfirmed'>
  | EventOf<'ParentalConsentRefused'>
  | EventOf<'ProcessingRestricted'>
  | EventOf<'ProcessingRestrictionLifted'>
  | EventOf<'UserErased'>;

/** the `privacy` read model's collection */
export const PRIVACY_COLLECTION = 'privacy';

const handles = [
  'ConsentRecorded',
  'ParentalConsentRequested',
  'ParentalConsentConfirmed',
  'ParentalConsentRefused',
  'ProcessingRestricted',
  'ProcessingRestrictionLifted',
  'UserErased',
] as const;

export const privacyProjection: ProjectionDefinition<PrivacyDocument, (typeof handles)[number]> = {
  name: 'privacy',
  collection: PRIVACY_COLLECTION,
  handles,
  documentIds: ({ data }) => [data.userId],
  evolve: evolvePrivacy,
  // 2: a confirmed parental-consent link stays usable (to link a parent account) until it expires;
  // 3: a parent's refusal
  version: 3,
  indexes: [{ keys: { 'parental.tokenHash': 1 } }],
};

function empty(id: string, organisationId: string): PrivacyDocument {
  return {
    _id: id,
    organisationId,
    consents: {},
    parental: {
      status: 'not_required',
      tokenHash: null,
      expiresAt: null,
      parentEmail: null,
      confirmedAt: null,
    },
    restrictions: [],
    erased: false,
  };
}

export function evolvePrivacy(
  document: PrivacyDocument | null,
  event: PrivacyEvent,
  id: string,
): PrivacyDocument {
  if (event.type === 'UserErased') {
    // the consent history stays in the register (by id); nothing personal stays here
    return { ...empty(id, event.data.organisationId), erased: true };
  }
  const current = document ?? empty(id, event.data.organisationId);
  if (current.erased) {
    return current;
  }
  switch (event.type) {
    case 'ConsentRecorded':
      return {
        ...current,
        consents: {
          ...current.consents,
          [event.data.consentType]: {
            given: event.data.consentGiven,
            version: event.data.version,
            source: event.data.source,
            updatedAt: event.data.recordedAt,
          },
        },
      };
    case 'ParentalConsentRequested':
      if (current.parental.status === 'confirmed') {
        return current;
      }
      return {
        ...current,
        parental: {
          status: 'pending',
          tokenHash: event.data.tokenHash,
          expiresAt: event.data.expiresAt,
          parentEmail: event.data.parentEmail,
          confirmedAt: null,
        },
      };
    case 'ParentalConsentConfirmed':
      return {
        ...current,
        parental: {
          ...current.parental,
          status: 'confirmed',
          // the link keeps working until it expires, so a parent can sign in and link their account
          confirmedAt: event.data.confirmedAt,
        },
      };
    case 'ParentalConsentRefused':
      // the link stays: the parent may change their mind while it is valid
      return current.parental.status === 'pending'
        ? { ...current, parental: { ...current.parental, status: 'refused' } }
        : current;
    case 'ProcessingRestricted':
    case 'ProcessingRestrictionLifted':
      return { ...current, restrictions: restrictionsAfter(current.restrictions, event) };
    default:
      return exhaustive(event);
  }
}

/**
 * Whether a person's data may be used for analytics aggregates or marketing e-mail: not while
 * they restrict it (Art. 18), and marketing needs their consent as well. Analytics projections
 * and any mailing read this before counting or contacting someone.
 */
export function processingAllowed(privacy: PrivacyDocument | null, purpose: RestrictableData): boolean {
  if (privacy?.erased || privacy?.restrictions.includes(purpose)) {
    return false;
  }
  return purpose === 'marketing' ? privacy?.consents.marketing_emails?.given === true : true;
}
