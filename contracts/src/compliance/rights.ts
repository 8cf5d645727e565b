import { z } from 'zod';
import { Id, listResponse, okResponse } from '../common';
import { ConsentState, ConsentType, ProcessingAction } from './consent';
import { Role } from '../accounts/roles';
import { PASSWORD_MAX } from '../accounts/limits';
import { CommunicationPreferencesRecord } from '../notifications/communication';

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
  /** which optional e-mails (reminders, digest) the person receives, and when they unsubscribed */
  communicationPreferences: CommunicationPreferencesRecord.optional(),
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

// ---- what the person's own privacy page is answered (parsed by ui-shared's complianceApi) --------

export const DataAccessResponse = okResponse({ data: UserDataAccess });
export const ProcessingActivitiesResponse = okResponse({ activities: z.array(ProcessingActivity) });
/** The download keeps every field the server sent: the file is the person's copy of their data. */
export const DataPortabilityResponse = okResponse({
  data: UserDataAccess.extend({
    consents: z.array(ConsentState.loose()),
    activities: z.array(ProcessingActivity.loose()),
    exportedAt: z.string(),
  }).loose(),
});
/** Erasure and restriction requests: accepted, with the sentence to show. */
export const RightsRequestAccepted = okResponse({ message: z.string() });

// ---- the officer's register (GDPR Art. 30 style) ----------------------------------------------

export const RegisterEntry = ProcessingActivity.extend({
  subjectId: Id,
  subjectName: z.string(),
  subjectRole: z.string(),
});
export type RegisterEntry = z.infer<typeof RegisterEntry>;
/** GET /compliance/register */
export const RegisterListResponse = listResponse('activities', RegisterEntry);

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
/** GET /compliance/consent-records */
export const ConsentRecordListResponse = listResponse('consents', ConsentRecord);

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
/** GET /compliance/requests */
export const RightsRequestListResponse = listResponse('requests', RightsRequest);

/** "sarah@example.org" -> "s***@example.org" */
export function maskEmail(email: string): string {
  const [local = '', domain = ''] = email.split('@');
  return `${local.slice(0, 1)}***@${domain}`;
}
