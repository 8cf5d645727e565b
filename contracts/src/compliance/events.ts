import { z } from 'zod';
import { Id, domainEvent } from '../common';
import { ConsentSource, ConsentType } from './consent';
import { Role } from '../accounts/roles';
import { RestrictableData } from './rights';

// ---- events ----------------------------------------------------------------------------------

export const ConsentRecorded = domainEvent('ConsentRecorded', {
  userId: Id,
  organisationId: Id,
  consentType: ConsentType,
  consentGiven: z.boolean(),
  version: z.string().nullable(),
  source: ConsentSource,
  parentalConsentEmail: z.string().nullable(),
  recordedAt: z.string(),
});

export const ParentalConsentRequested = domainEvent('ParentalConsentRequested', {
  userId: Id,
  organisationId: Id,
  tokenHash: z.string(),
  parentEmail: z.string(),
  expiresAt: z.string(),
  requestedAt: z.string(),
});

export const ParentalConsentConfirmed = domainEvent('ParentalConsentConfirmed', {
  userId: Id,
  organisationId: Id,
  tokenHash: z.string(),
  confirmedAt: z.string(),
});

/** A child asking again the parent who said no (the parent may still agree by their link). */
export const PARENT_REFUSED_MESSAGE =
  'This parent or carer did not agree to your account. Please ask another parent or carer.';

/** The parent said no through the mailed link: the child's account stays locked (issue 15). */
export const ParentalConsentRefused = domainEvent('ParentalConsentRefused', {
  userId: Id,
  organisationId: Id,
  tokenHash: z.string(),
  refusedAt: z.string(),
});

/** A read or export of someone's personal data (Art. 15 / Art. 20 or staff access). */
export const PersonalDataAccessed = domainEvent('PersonalDataAccessed', {
  userId: Id,
  organisationId: Id,
  actorId: Id,
  actorRole: Role,
  action: z.enum(['data_access', 'data_export', 'data_portability']),
  dataType: z.string(),
  purpose: z.string(),
  accessedAt: z.string(),
});

export const ProcessingRestricted = domainEvent('ProcessingRestricted', {
  userId: Id,
  organisationId: Id,
  dataTypes: z.array(RestrictableData),
  reason: z.string().nullable(),
  restrictedAt: z.string(),
});

export const ProcessingRestrictionLifted = domainEvent('ProcessingRestrictionLifted', {
  userId: Id,
  organisationId: Id,
  dataTypes: z.array(RestrictableData),
  liftedAt: z.string(),
});

export const ComplianceEvent = z.discriminatedUnion('type', [
  ConsentRecorded,
  ParentalConsentRequested,
  ParentalConsentConfirmed,
  ParentalConsentRefused,
  PersonalDataAccessed,
  ProcessingRestricted,
  ProcessingRestrictionLifted,
]);
export type ComplianceEvent = z.infer<typeof ComplianceEvent>;
