export type PrivacyTab = 'overview' | 'data' | 'consent' | 'activity' | 'rights';

/** Spec 001 §2.8, in order. */
export const PRIVACY_TABS: readonly { value: PrivacyTab; label: string }[] = [
  { value: 'overview', label: 'Overview' },
  { value: 'data', label: 'My Data' },
  { value: 'consent', label: 'Consent Settings' },
  { value: 'activity', label: 'Activity Log' },
  { value: 'rights', label: 'My Rights' },
];
