import type { ConsentSource, ConsentType, EventOf, RestrictableData } from '@portal/contracts';
import { restrictionsAfter } from '@portal/contracts';
import type { Decider } from '@portal/platform';
import { exhaustive, ValidationError } from '@portal/platform';

type PrivacyEvent =
  | EventOf<'ConsentRecorded'>
  | EventOf<'ParentalConsentRequested'>
  | EventOf<'ParentalConsentConfirmed'>
  | EventOf<'ParentalConsentRefused'>
  | EventOf<'ProcessingRestricted'>
  | EventOf<'ProcessingRestrictionLifted'>;

interface Subject {
  userId: string;
  organisationId: string;
}

export type PrivacyCommand = { metadata: { now: Date } } & (
  | {
      type: 'RecordConsent';
      data: Subject & {
        consentType: ConsentType;
        consentGiven: boolean;
        version: string | null;
        source: ConsentSource;
        parentalConsentEmail: string | null;
      };
    }
  | {
      type: 'RequestParentalConsent';
      data: Subject & { tokenHash: string; parentEmail: string; expiresAt: string };
    }
  | { type: 'ConfirmParentalConsent'; data: Subject & { tokenHash: string } }
  | { type: 'RefuseParentalConsent'; data: Subject & { tokenHash: string } }
  | { type: 'RestrictProcessing'; data: Subject & { dataTypes: RestrictableData[]; reason: string | null } }
  | { type: 'LiftRestriction'; data: Subject & { dataTypes: RestrictableData[] } }
);

export interface PrivacyState {
  consents: Partial<Record<ConsentType, { given: boolean; version: string | null }>>;
  parental:
    | { status: 'not_required' }
    | { status: 'pending'; tokenHash: string; expiresAt: string }
    | { status: 'confirmed'; tokenHash: string }
    | { status: 'refused'; tokenHash: string; expiresAt: string };
  restrictions: RestrictableData[];
}

export const INVALID_PARENT_LINK = 'This confirmation link is invalid or has expired';

/** One person's privacy choices: consents, a parent's confirmation, restrictions of processing. */
export const privacyDecider: Decider<PrivacyCommand, PrivacyEvent, PrivacyState> = {
  initialState: () => ({ consents: {}, parental: { status: 'not_required' }, restrictions: [] }),
  evolve: (state, event) => {
    switch (event.type) {
      case 'ConsentRecorded':
        return {
          ...state,
          consents: {
            ...state.consents,
            [event.data.consentType]: { given: event.data.consentGiven, version: event.data.version },
          },
        };
      case 'ParentalConsentRequested':
        return state.parental.status === 'confirmed'
          ? state
          : {
              ...state,
              parental: {
                status: 'pending',
                tokenHash: event.data.tokenHash,
                expiresAt: event.data.expiresAt,
              },
            };
      case 'ParentalConsentConfirmed':
        return { ...state, parental: { status: 'confirmed', tokenHash: event.data.tokenHash } };
      case 'ParentalConsentRefused':
        return state.parental.status === 'pending'
          ? {
              ...state,
              parental: {
                status: 'refused',
                tokenHash: event.data.tokenHash,
                expiresAt: state.parental.expiresAt,
              },
            }
          : state;
      case 'ProcessingRestricted':
      case 'ProcessingRestrictionLifted':
        return { ...state, restrictions: restrictionsAfter(state.restrictions, event) };
      default:
        return exhaustive(event);
    }
  },
  decide: (command, state) => {
    const now = command.metadata.now.toISOString();
    switch (command.type) {
      case 'RecordConsent': {
        const { data } = command;
        if (data.consentType === 'cookies_essential' && !data.consentGiven) {
          throw new ValidationError('Essential cookies are always on and cannot be turned off', [
            { field: 'consentGiven', message: 'Essential cookies are always on and cannot be turned off' },
          ]);
        }
        const current = state.consents[data.consentType];
        if (current && current.given === data.consentGiven && current.version === data.version) {
          return []; // the same choice again: nothing new to record
        }
        return [{ type: 'ConsentRecorded', data: { ...data, recordedAt: now } }];
      }
      case 'RequestParentalConsent':
        if (state.parental.status === 'confirmed') {
          return [];
        }
        return [{ type: 'ParentalConsentRequested', data: { ...command.data, requestedAt: now } }];
      case 'ConfirmParentalConsent': {
        const { parental } = state;
        if (parental.status === 'confirmed' && parental.tokenHash === command.data.tokenHash) {
          return []; // the parent clicked twice
        }
        // a parent who said no may change their mind with the same link while it is valid
        if (
          (parental.status !== 'pending' && parental.status !== 'refused') ||
          parental.tokenHash !== command.data.tokenHash ||
          parental.expiresAt <= now
        ) {
          throw new ValidationError(INVALID_PARENT_LINK);
        }
        const { userId, organisationId } = command.data;
        return [
          { type: 'ParentalConsentConfirmed', data: { ...command.data, confirmedAt: now } },
          {
            type: 'ConsentRecorded',
            data: {
              userId,
              organisationId,
              consentType: 'data_processing',
              consentGiven: true,
              version: null,
              source: 'parent',
              parentalConsentEmail: null,
              recordedAt: now,
            },
          },
        ];
      }
      case 'RefuseParentalConsent': {
        const { parental } = state;
        if (parental.status === 'refused' && parental.tokenHash === command.data.tokenHash) {
          return []; // said no twice
        }
        if (
          parental.status !== 'pending' ||
          parental.tokenHash !== command.data.tokenHash ||
          parental.expiresAt <= now
        ) {
          throw new ValidationError(INVALID_PARENT_LINK);
        }
        return [{ type: 'ParentalConsentRefused', data: { ...command.data, refusedAt: now } }];
      }
      case 'RestrictProcessing':
        return [{ type: 'ProcessingRestricted', data: { ...command.data, restrictedAt: now } }];
      case 'LiftRestriction': {
        const lifted = command.data.dataTypes.filter((type) => state.restrictions.includes(type));
        return lifted.length === 0
          ? []
          : [
              {
                type: 'ProcessingRestrictionLifted',
                data: { ...command.data, dataTypes: lifted, liftedAt: now },
              },
            ];
      }
      default:
        return exhaustive(command);
    }
  },
};
