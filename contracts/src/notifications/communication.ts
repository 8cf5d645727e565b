import { z } from 'zod';
import { Id, domainEvent, okResponse } from '../common';
import type { PersonalFields } from '../personalFields';

/**
 * Reminders and the weekly digest (issue 20 item 4): the kinds of optional service e-mail a
 * person can stop, the events that record what was sent (so each mail goes out once, across
 * restarts and API processes) and a person's unsubscriptions. docs/PRIVACY.md "Reminders and
 * digests" says who receives what and what stops it.
 */

/** reminders: an exam opening in 24 h and a missed exam; digest: a parent's weekly summary. */
export const CommunicationKind = z.enum(['reminders', 'digest']);
export type CommunicationKind = z.infer<typeof CommunicationKind>;
export const COMMUNICATION_KINDS: readonly CommunicationKind[] = CommunicationKind.options;

/** How each kind is named to the person (unsubscribe page, privacy page, mail footers). */
export const COMMUNICATION_KIND_LABELS: Readonly<Record<CommunicationKind, string>> = {
  reminders: 'exam reminders and missed-exam notices',
  digest: 'the weekly progress digest',
};

/** Where an unsubscription (or opting back in) came from. */
export const CommunicationChannel = z.enum(['link', 'one_click', 'privacy_page']);
export type CommunicationChannel = z.infer<typeof CommunicationChannel>;

const personKeys = { userId: Id, organisationId: Id };

export const CommunicationUnsubscribed = domainEvent('CommunicationUnsubscribed', {
  ...personKeys,
  kind: CommunicationKind,
  via: CommunicationChannel,
  unsubscribedAt: z.string(),
});

export const CommunicationResubscribed = domainEvent('CommunicationResubscribed', {
  ...personKeys,
  kind: CommunicationKind,
  via: CommunicationChannel,
  resubscribedAt: z.string(),
});

/** To a student (`studentIds` is themselves) or a linked parent (their children in the schedule). */
export const ExamReminderSent = domainEvent('ExamReminderSent', {
  ...personKeys,
  scheduleId: Id,
  studentIds: z.array(Id),
  /** the opening the reminder announced: a reminder is sent again only if staff move it */
  opensAt: z.string(),
  sentAt: z.string(),
});

export const MissedExamNoticeSent = domainEvent('MissedExamNoticeSent', {
  ...personKeys,
  scheduleId: Id,
  studentIds: z.array(Id),
  closedAt: z.string(),
  sentAt: z.string(),
});

export const WeeklyDigestSent = domainEvent('WeeklyDigestSent', {
  ...personKeys,
  /** the London date of the Sunday the digest closes ('YYYY-MM-DD') */
  weekOf: z.string(),
  childIds: z.array(Id),
  sentAt: z.string(),
});

export const NotificationsEvent = z.discriminatedUnion('type', [
  CommunicationUnsubscribed,
  CommunicationResubscribed,
  ExamReminderSent,
  MissedExamNoticeSent,
  WeeklyDigestSent,
]);
export type NotificationsEvent = z.infer<typeof NotificationsEvent>;
export type SentMailEvent = Extract<
  NotificationsEvent,
  { type: 'ExamReminderSent' | 'MissedExamNoticeSent' | 'WeeklyDigestSent' }
>;

/** Which kind each sent mail belongs to (what its unsubscribe link stops). */
export const KIND_OF_MAIL: Readonly<Record<SentMailEvent['type'], CommunicationKind>> = {
  ExamReminderSent: 'reminders',
  MissedExamNoticeSent: 'reminders',
  WeeklyDigestSent: 'digest',
};

/** Ids, kinds and times only: nothing here names a person (DESIGN.md §4). */
export const NOTIFICATIONS_PERSONAL_DATA: Readonly<
  Record<NotificationsEvent['type'], PersonalFields | null>
> = {
  CommunicationUnsubscribed: null,
  CommunicationResubscribed: null,
  ExamReminderSent: null,
  MissedExamNoticeSent: null,
  WeeklyDigestSent: null,
};

export const notificationsStreams = {
  /** one person's communication stream: their unsubscriptions and the mails sent to them */
  communication: (userId: string) => `communication-${userId}`,
} as const;

// ---- preferences as the person reads and changes them (privacy page, data export) -------------

/** true: the person receives this kind (the default). */
export const CommunicationPreferences = z.object({
  reminders: z.boolean(),
  digest: z.boolean(),
});
export type CommunicationPreferences = z.infer<typeof CommunicationPreferences>;

/** GET /profile/communication */
export const CommunicationPreferencesResponse = okResponse({ preferences: CommunicationPreferences });
export type CommunicationPreferencesResponse = z.infer<typeof CommunicationPreferencesResponse>;

/** PUT /profile/communication: either kind or both. */
export const CommunicationPreferencesRequest = z
  .object({
    reminders: z.boolean({ error: 'reminders must be true or false' }).optional(),
    digest: z.boolean({ error: 'digest must be true or false' }).optional(),
  })
  .strict()
  .refine((body) => body.reminders !== undefined || body.digest !== undefined, {
    message: 'Choose reminders, digest or both',
  });
export type CommunicationPreferencesRequest = z.infer<typeof CommunicationPreferencesRequest>;

/** What a person's data export says about their e-mails (rights of access). */
export const CommunicationPreferencesRecord = z.object({
  reminders: z.boolean(),
  digest: z.boolean(),
  /** kind -> when the person unsubscribed (absent: subscribed) */
  unsubscribedAt: z.partialRecord(CommunicationKind, z.string()),
});
export type CommunicationPreferencesRecord = z.infer<typeof CommunicationPreferencesRecord>;

export const UNSUBSCRIBE_MESSAGES = {
  invalid:
    'This unsubscribe link is not valid: it may have been cut short or changed. Copy the whole link from the e-mail, or sign in and change your e-mails on your privacy page.',
  gone: 'This unsubscribe link belongs to an account that no longer exists, so no e-mails will be sent to it.',
} as const;
