import { z } from 'zod';
import { Id, emailField } from './common';
import { PASSWORD_MAX, Role } from './accounts';

/** Consent types (spec 001 §3). */
export const ConsentType = z.enum([
  'privacy_policy',
  'terms_of_service',
  'cookies_essential',
  'cookies_analytics',
  'cookies_marketing',
  'marketing_emails',
  'data_processing',
]);
export type ConsentType = z.infer<typeof ConsentType>;

/** The consents the gate needs before the app opens (spec 001 §4). */
export const REQUIRED_CONSENTS: readonly ConsentType[] = [
  'cookies_essential',
  'privacy_policy',
  'terms_of_service',
];
/** Consents that follow a document's version: a new version asks again (needsUpdate). */
export const VERSIONED_CONSENTS: readonly ConsentType[] = ['privacy_policy', 'terms_of_service'];
export const COOKIE_CONSENT_TYPES = ['cookies_essential', 'cookies_analytics', 'cookies_marketing'] as const;

/** Processing-activity action labels (spec 001 §3). */
export const ProcessingAction = z.enum([
  'data_access',
  'data_export',
  'data_update',
  'data_deletion',
  'consent_given',
  'consent_withdrawn',
  'data_rectification',
  'data_portability',
  'processing_restriction',
]);
export type ProcessingAction = z.infer<typeof ProcessingAction>;

export const COOKIE_CONSENT_VERSION = '1.0';

/** Versions of the documents people consent to; a change makes every earlier consent out of date. */
export const POLICY_VERSIONS = { privacy_policy: '2026-11-01', terms_of_service: '2026-11-01' } as const;
export interface PolicyVersions {
  readonly privacy_policy: string;
  readonly terms_of_service: string;
}

export const ConsentSource = z.enum([
  'registration',
  'consent_form',
  'cookie_banner',
  'parent',
  'privacy_page',
]);
export type ConsentSource = z.infer<typeof ConsentSource>;

// ---- consent API -----------------------------------------------------------------------------

/** POST /compliance/consent, sent once per consent type. */
export const ConsentRequest = z.object({
  consentType: ConsentType,
  consentGiven: z.boolean({ error: 'consentGiven must be true or false' }),
  parentalConsentEmail: z
    .union([
      z.literal(''),
      z.null(),
      emailField('Parental consent email is required for users under 16', 'Parent email is invalid'),
    ])
    .optional()
    .transform((value) => (value ? value : null)),
  source: ConsentSource.optional(),
});
export type ConsentRequest = z.infer<typeof ConsentRequest>;

export const ConsentState = z.object({
  consentType: ConsentType,
  /** 'given' means granted */
  status: z.enum(['given', 'withdrawn']),
  consentGiven: z.boolean(),
  version: z.string().nullable(),
  updatedAt: z.string(),
});
export type ConsentState = z.infer<typeof ConsentState>;

/** required: a child under 16 with no request sent yet; pending: the parent has not confirmed. */
export const ParentalConsentStatus = z.enum(['not_required', 'required', 'pending', 'confirmed', 'refused']);
export type ParentalConsentStatus = z.infer<typeof ParentalConsentStatus>;

export const ConsentStatusResponse = z.object({
  success: z.literal(true),
  consents: z.array(ConsentState),
  needsUpdate: z.boolean(),
  parentalConsent: z.object({
    status: ParentalConsentStatus,
    /** "s***@example.org": enough for the child to recognise, not to read out */
    parentEmailHint: z.string().nullable(),
  }),
  policyVersions: z.object({ privacy_policy: z.string(), terms_of_service: z.string() }),
});
export type ConsentStatusResponse = z.infer<typeof ConsentStatusResponse>;

/** The consent gate's decision (spec 001 §4), shared by both apps and their tests. */
export function consentGateComplete(
  status: Pick<ConsentStatusResponse, 'consents' | 'needsUpdate' | 'parentalConsent'>,
): boolean {
  const given = (type: ConsentType) =>
    status.consents.some((c) => c.consentType === type && c.status === 'given');
  return (
    REQUIRED_CONSENTS.every(given) &&
    !status.needsUpdate &&
    (status.parentalConsent.status === 'not_required' || status.parentalConsent.status === 'confirmed')
  );
}

/** Consent form on screen: privacy and terms accepted; under 16, a parent's e-mail. */
export function consentForm(underSixteen: boolean) {
  return z
    .object({
      privacyPolicy: z.boolean(),
      termsOfService: z.boolean(),
      cookiesAnalytics: z.boolean(),
      cookiesMarketing: z.boolean(),
      marketingEmails: z.boolean(),
      dataProcessing: z.boolean(),
      parentalConsentEmail: z.string().trim(),
    })
    .superRefine((form, ctx) => {
      if (!form.privacyPolicy || !form.termsOfService) {
        ctx.addIssue({
          code: 'custom',
          path: ['privacyPolicy'],
          message: 'You must accept the Privacy Policy and Terms of Service to continue',
        });
      }
      if (underSixteen && !form.parentalConsentEmail) {
        ctx.addIssue({
          code: 'custom',
          path: ['parentalConsentEmail'],
          message: 'Parental consent email is required for users under 16',
        });
      }
    });
}

// ---- data-subject rights ----------------------------------------------------------------------

export const ProcessingActivity = z.object({
  id: Id,
  action: ProcessingAction,
  dataType: z.string(),
  purpose: z.string(),
  createdAt: z.string(),
  resultStatus: z.string(),
  /** who acted: 'self', or the role of the staff member or officer */
  actor: z.string(),
});
export type ProcessingActivity = z.infer<typeof ProcessingActivity>;

export const UserDataAccess = z.object({
  createdAt: z.string(),
  updatedAt: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  role: Role,
  dateOfBirth: z.string().nullable(),
  profile: z.record(z.string(), z.unknown()),
  /** every exam attempt with its figures and answers (issue 16 item 11) */
  examAttempts: z.array(z.record(z.string(), z.unknown())),
  /** one row per exam type: count, averageScore, bestScore */
  progress: z.array(z.record(z.string(), z.unknown())),
  consents: z.array(ConsentState),
  restrictions: z.array(z.string()),
  /** what My Progress shows: overview, trends per day, categories (students; null otherwise) */
  progressSummary: z.record(z.string(), z.unknown()).nullable().optional(),
  /** live classroom quiz submissions with answers and scores */
  liveQuizSubmissions: z.array(z.record(z.string(), z.unknown())).optional(),
  /** tutors' feedback on the person's essays */
  essayFeedback: z.array(z.record(z.string(), z.unknown())).optional(),
  /** a parent's linked children: names, attempts count, average (null for other roles) */
  children: z.array(z.record(z.string(), z.unknown())).nullable().optional(),
});
export type UserDataAccess = z.infer<typeof UserDataAccess>;

/** What the erasure form and the server say (issue 15 items 8 and 12). */
export const ERASURE_MESSAGES = {
  emailRequired: 'Type the email address of your account to confirm',
  emailMismatch: 'Type the email address of your account to confirm',
  passwordRequired: 'Enter your password to confirm',
  wrongPassword: 'The password is not correct. Your account has not been deleted.',
} as const;

/**
 * Erasure is confirmed on the server, not only in the form: the typed e-mail must be the
 * account's (spec 001 §5) and the current password must be right (a signed-in tab left open, or a
 * page of another site, cannot erase anyone).
 */
export const ErasureRequest = z.object({
  email: z
    .string({ error: ERASURE_MESSAGES.emailRequired })
    .trim()
    .toLowerCase()
    .min(1, ERASURE_MESSAGES.emailRequired)
    .max(254, ERASURE_MESSAGES.emailMismatch),
  password: z
    .string({ error: ERASURE_MESSAGES.passwordRequired })
    .min(1, ERASURE_MESSAGES.passwordRequired)
    .max(PASSWORD_MAX, ERASURE_MESSAGES.wrongPassword),
  reason: z.string().trim().max(1000).nullish(),
});
export type ErasureRequest = z.infer<typeof ErasureRequest>;

export const ERASURE_ACCEPTED = 'Your account has been marked for deletion. You will be logged out shortly.';

export const RestrictableData = z.enum(['analytics', 'marketing']);
export type RestrictableData = z.infer<typeof RestrictableData>;

export const RestrictProcessingRequest = z.object({
  dataTypes: z.array(RestrictableData).min(1, 'Choose what to restrict').max(2),
  reason: z.string().trim().max(1000).nullish(),
});
export type RestrictProcessingRequest = z.infer<typeof RestrictProcessingRequest>;

export const RESTRICTION_SUBMITTED = 'Processing restriction request submitted';

// ---- the officer's register (GDPR Art. 30 style) ----------------------------------------------

export const RegisterEntry = ProcessingActivity.extend({
  subjectId: Id,
  subjectName: z.string(),
  subjectRole: z.string(),
});
export type RegisterEntry = z.infer<typeof RegisterEntry>;

export const RegisterQuery = z.object({
  action: ProcessingAction.optional(),
  subjectId: Id.optional(),
});

export const ConsentRecord = z.object({
  id: Id,
  subjectId: Id,
  subjectName: z.string(),
  consentType: ConsentType,
  consentGiven: z.boolean(),
  version: z.string().nullable(),
  source: z.string(),
  createdAt: z.string(),
});
export type ConsentRecord = z.infer<typeof ConsentRecord>;

export const RightsRequest = z.object({
  id: Id,
  subjectId: Id,
  subjectName: z.string(),
  type: z.enum(['erasure', 'restriction']),
  status: z.enum(['pending', 'completed', 'active', 'lifted']),
  dataTypes: z.array(z.string()),
  requestedAt: z.string(),
  completedAt: z.string().nullable(),
});
export type RightsRequest = z.infer<typeof RightsRequest>;

// ---- events ----------------------------------------------------------------------------------

export const ConsentRecorded = z.object({
  type: z.literal('ConsentRecorded'),
  data: z.object({
    userId: Id,
    organisationId: Id,
    consentType: ConsentType,
    consentGiven: z.boolean(),
    version: z.string().nullable(),
    source: ConsentSource,
    parentalConsentEmail: z.string().nullable(),
    recordedAt: z.string(),
  }),
});

export const ParentalConsentRequested = z.object({
  type: z.literal('ParentalConsentRequested'),
  data: z.object({
    userId: Id,
    organisationId: Id,
    tokenHash: z.string(),
    parentEmail: z.string(),
    expiresAt: z.string(),
    requestedAt: z.string(),
  }),
});

export const ParentalConsentConfirmed = z.object({
  type: z.literal('ParentalConsentConfirmed'),
  data: z.object({ userId: Id, organisationId: Id, tokenHash: z.string(), confirmedAt: z.string() }),
});

/** A child asking again the parent who said no (the parent may still agree by their link). */
export const PARENT_REFUSED_MESSAGE =
  'This parent or carer did not agree to your account. Please ask another parent or carer.';

/** The parent said no through the mailed link: the child's account stays locked (issue 15). */
export const ParentalConsentRefused = z.object({
  type: z.literal('ParentalConsentRefused'),
  data: z.object({ userId: Id, organisationId: Id, tokenHash: z.string(), refusedAt: z.string() }),
});

/** A read or export of someone's personal data (Art. 15 / Art. 20 or staff access). */
export const PersonalDataAccessed = z.object({
  type: z.literal('PersonalDataAccessed'),
  data: z.object({
    userId: Id,
    organisationId: Id,
    actorId: Id,
    actorRole: Role,
    action: z.enum(['data_access', 'data_export', 'data_portability']),
    dataType: z.string(),
    purpose: z.string(),
    accessedAt: z.string(),
  }),
});

export const ProcessingRestricted = z.object({
  type: z.literal('ProcessingRestricted'),
  data: z.object({
    userId: Id,
    organisationId: Id,
    dataTypes: z.array(RestrictableData),
    reason: z.string().nullable(),
    restrictedAt: z.string(),
  }),
});

export const ProcessingRestrictionLifted = z.object({
  type: z.literal('ProcessingRestrictionLifted'),
  data: z.object({
    userId: Id,
    organisationId: Id,
    dataTypes: z.array(RestrictableData),
    liftedAt: z.string(),
  }),
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

export const complianceStreams = {
  consent: (userId: string) => `consent-${userId}`,
  processing: (userId: string) => `processing-${userId}`,
} as const;

/** "sarah@example.org" -> "s***@example.org" */
export function maskEmail(email: string): string {
  const [local = '', domain = ''] = email.split('@');
  return `${local.slice(0, 1)}***@${domain}`;
}

// ---- cross-site requests (issue 15 item 8) ----------------------------------------------------

/** 403 for a state-changing request or a socket handshake that a browser sent from another site. */
export const CROSS_SITE_MESSAGE =
  'This request came from another website and was refused. Please use 11+ Portal directly.';

/** What a request says about where it comes from (header values as received, lower-case names). */
export interface RequestSite {
  /** `Origin` */
  readonly origin?: string | undefined;
  /** `Sec-Fetch-Site`: same-origin, same-site, cross-site or none */
  readonly secFetchSite?: string | undefined;
  /** `Host`: the authority the browser addressed */
  readonly host?: string | undefined;
}

function originOf(text: string): URL | null {
  try {
    const url = new URL(text);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url : null;
  } catch {
    return null;
  }
}

/** The origin is the server's own: its host is the addressed Host, or it is one of `ownOrigins` (PUBLIC_URL). */
function isOwnOrigin(origin: URL, host: string | undefined, ownOrigins: readonly string[]): boolean {
  if (host) {
    // the Host header in the origin's scheme, so "example.org:443" equals "https://example.org"
    const addressed = originOf(`${origin.protocol}//${host.trim()}`);
    if (addressed && addressed.host === origin.host) {
      return true;
    }
  }
  return ownOrigins.some((own) => originOf(own)?.origin === origin.origin);
}

/**
 * Whether a browser sent this request from another site (the rule of Go's
 * `http.CrossOriginProtection`, with an opaque origin refused):
 * - `Sec-Fetch-Site` (set by the browser, never by a page) other than `same-origin` or `none` → cross-site;
 * - an `Origin` that is not the server's own → cross-site; `Origin: null` (a sandboxed frame, a
 *   `data:` page, or a form on a page with `Referrer-Policy: no-referrer`) → cross-site unless the
 *   browser also says `Sec-Fetch-Site: same-origin`;
 * - neither header → not a browser's cross-site request (curl, the test harness, server-to-server):
 *   every browser of the last years sends `Origin` on POST, PUT, PATCH and DELETE.
 */
export function isCrossSiteRequest(request: RequestSite, ownOrigins: readonly string[] = []): boolean {
  const site = request.secFetchSite?.trim().toLowerCase() ?? '';
  if (site !== '' && site !== 'same-origin' && site !== 'none') {
    return true;
  }
  const origin = request.origin?.trim() ?? '';
  if (origin === '') {
    return false;
  }
  if (origin === 'null') {
    return site !== 'same-origin';
  }
  const parsed = originOf(origin);
  return parsed === null || !isOwnOrigin(parsed, request.host, ownOrigins);
}
