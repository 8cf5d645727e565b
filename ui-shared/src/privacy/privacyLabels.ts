import type { ConsentType, ProcessingAction } from '@portal/contracts';

/** Spec 001 §8 "Privacy data". */
export const PRIVACY_MESSAGES = {
  loadFailed: 'Error loading privacy data',
  exported: 'Your data has been exported successfully',
  exportFailed: 'Error exporting data',
  restricted: 'Processing restriction request submitted',
  restrictFailed: 'Error submitting restriction request',
  deletionFailed: 'Error processing deletion request',
  consentSaved: 'Your consent preferences have been saved',
} as const;

/** Spec 001 §4: redirect to /logout 3 seconds after a deletion request. */
export const DELETION_REDIRECT_MS = 3000;

export const PROCESSING_ACTION_LABELS: Record<ProcessingAction, string> = {
  data_access: 'Data viewed',
  data_export: 'Data exported',
  data_update: 'Data updated',
  data_deletion: 'Data deleted',
  consent_given: 'Consent given',
  consent_withdrawn: 'Consent withdrawn',
  data_rectification: 'Data corrected',
  data_portability: 'Data downloaded',
  processing_restriction: 'Processing restricted',
};

export function processingActionLabel(action: string): string {
  return PROCESSING_ACTION_LABELS[action as ProcessingAction] ?? action.replace(/_/g, ' ');
}

export const CONSENT_LABELS: Record<ConsentType, string> = {
  privacy_policy: 'Privacy Policy',
  terms_of_service: 'Terms of Service',
  cookies_essential: 'Essential cookies',
  cookies_analytics: 'Analytics cookies',
  cookies_marketing: 'Marketing cookies',
  marketing_emails: 'Marketing e-mails',
  data_processing: 'Improving 11+ Portal',
};

const dateFormat = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric' });
const dateTimeFormat = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});

/** "5 Nov 2026", or the text itself when it is not a date. */
export function formatDate(value: string | null | undefined): string {
  if (!value) {
    return '—';
  }
  const time = Date.parse(value);
  return Number.isFinite(time) ? dateFormat.format(time) : value;
}

export function formatDateTime(value: string | null | undefined): string {
  if (!value) {
    return '—';
  }
  const time = Date.parse(value);
  return Number.isFinite(time) ? dateTimeFormat.format(time) : value;
}

/**
 * What erasure destroys and what it keeps (issue 15 item 12), exactly as the server does it
 * (command-api/src/compliance/erasure.ts, docs/PRIVACY.md "Erasure, step by step").
 */
export const ERASURE_DESTROYED: readonly string[] = [
  'Your name, e-mail address, phone number, date of birth and school',
  "Your parent's or carer's name, e-mail address and phone number",
  'Your answers in exams and live classroom quizzes, and the feedback tutors wrote on your essays',
  'What your tutor recorded about you: notes, target schools and needs',
  'Your sign-ins: you are signed out on every device',
  'Copies of e-mails to you or about you that we still hold',
  'The personal key that locks your details in our records: without it they cannot be read again',
];

export const ERASURE_KEPT: readonly string[] = [
  'Your scores without your name: marks, percentage, time taken and how many questions were right, counted in group, exam and tutor statistics',
  'The record that your data was processed and that you asked for deletion: dates and reference numbers only, nothing that names you',
  'Exams, groups and schedules a tutor made stay with the organisation (they hold no personal details)',
];
