import { z } from 'zod';
import { emailField, okResponse } from '../common';

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

export const ConsentStatusResponse = okResponse({
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

/** POST /compliance/consent: the choice as now stored (absent if none is), and the sentence to show. */
export const ConsentSavedResponse = okResponse({ consent: ConsentState.optional(), message: z.string() });

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
