import type { ConsentState, ConsentType } from '@portal/contracts';

/** The consent form's values (the shape contracts' consentForm(underSixteen) checks). */
export interface ConsentFormValues {
  privacyPolicy: boolean;
  termsOfService: boolean;
  cookiesAnalytics: boolean;
  cookiesMarketing: boolean;
  marketingEmails: boolean;
  dataProcessing: boolean;
  parentalConsentEmail: string;
}

export type OptionalConsentField =
  'cookiesAnalytics' | 'cookiesMarketing' | 'marketingEmails' | 'dataProcessing';

/** The optional choices, in the order shown, with words a child can follow. */
export const OPTIONAL_CONSENTS: readonly {
  field: OptionalConsentField;
  type: ConsentType;
  label: string;
  description: string;
}[] = [
  {
    field: 'cookiesAnalytics',
    type: 'cookies_analytics',
    label: 'Analytics cookies',
    description: 'Help us see which pages work well, so we can make them better.',
  },
  {
    field: 'cookiesMarketing',
    type: 'cookies_marketing',
    label: 'Marketing cookies',
    description: 'Used to show news about 11+ Portal on other websites.',
  },
  {
    field: 'marketingEmails',
    type: 'marketing_emails',
    label: 'Marketing e-mails',
    description: 'Occasional news and tips sent by e-mail.',
  },
  {
    field: 'dataProcessing',
    type: 'data_processing',
    label: 'Improving 11+ Portal',
    description: 'Use my practice results, without my name, to improve the questions.',
  },
];

export function isGiven(consents: readonly ConsentState[] | undefined, type: ConsentType): boolean {
  return consents?.some((consent) => consent.consentType === type && consent.status === 'given') ?? false;
}

/** Which type each form field records, in the order they are sent (privacy policy first). */
export const CONSENT_FIELD_TYPES: readonly [
  keyof Omit<ConsentFormValues, 'parentalConsentEmail'>,
  ConsentType,
][] = [
  ['privacyPolicy', 'privacy_policy'],
  ['termsOfService', 'terms_of_service'],
  ['cookiesAnalytics', 'cookies_analytics'],
  ['cookiesMarketing', 'cookies_marketing'],
  ['marketingEmails', 'marketing_emails'],
  ['dataProcessing', 'data_processing'],
];

export const CONSENT_SAVE_FAILED = 'Error saving consent preferences';
