import { z } from 'zod';

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
export const PARENTAL_CONSENT_AGE = 16;
export const MAX_PLAUSIBLE_AGE = 100;
