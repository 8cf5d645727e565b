import { z } from 'zod';
import { emailField, listResponse, domainEvent, okResponse, byShape } from './common';
import type { PersonalFields } from './personalFields';

/**
 * Enrolment (issue 15 item 4): a self-registered student belongs to no tutor until enrolled, by a
 * class join code the tutor shares (per tutor or per group) or by accepting a tutor's invitation.
 */

/** Unambiguous characters only: no 0/O, 1/I/L, so a code read off a whiteboard is typed right. */
export const JOIN_CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export const JOIN_CODE_LENGTH = 8;

export const ENROLMENT_LIMITS = {
  /** Codes a tutor may have active at once. */
  activeCodesPerTutor: 50,
  /** Invitations stay open this long. */
  invitationDays: 14,
  /** Pending invitations a tutor may have at once. */
  pendingInvitationsPerTutor: 200,
} as const;

export const ENROLMENT_MESSAGES = {
  /** Unknown, revoked, malformed or another organisation's code: one answer for all. */
  invalidCode: 'That code did not work. Check the code with your tutor and try again.',
  codeRequired: 'Please enter the class code from your tutor',
  alreadyEnrolled:
    'You already belong to a tutor. A code or invitation from another tutor cannot be used; ask your tutor if you need to change class.',
  joined: (tutorName: string) => `You have joined ${tutorName}'s class.`,
  joinedGroup: (tutorName: string, groupName: string) =>
    `You have joined ${tutorName}'s class and the group "${groupName}".`,
  groupFull: (tutorName: string) =>
    `You have joined ${tutorName}'s class. The group is full, so your tutor will place you in a group.`,
  codeCreated: 'Class code created',
  codeRevoked: 'Class code revoked',
  codeNotFound: 'Class code not found',
  tooManyCodes: `At most ${ENROLMENT_LIMITS.activeCodesPerTutor} active class codes: revoke one first`,
  tutorPending:
    'Your tutor account is pending verification by an administrator. You can create join codes and invite students once it is verified.',
  /** The same answer whether or not an account uses the address (no probing). */
  invited:
    'Invitation saved. If a student account uses this address, the student sees the invitation when they sign in.',
  invitationNotFound: 'Invitation not found',
  invitationAccepted: (tutorName: string) => `You have joined ${tutorName}'s class.`,
  invitationDeclined: 'Invitation declined',
  invitationCancelled: 'Invitation cancelled',
  tooManyInvitations: `At most ${ENROLMENT_LIMITS.pendingInvitationsPerTutor} pending invitations`,
  studentsOnly: 'Only students can join a class',
} as const;

/** "abcd-2345 " → "ABCD2345": spaces and dashes are ignored, letters upper-cased. */
export function normaliseJoinCode(input: string): string {
  return input.replace(/[\s-]/g, '').toUpperCase();
}

export function isJoinCode(code: string): boolean {
  return (
    code.length === JOIN_CODE_LENGTH && [...code].every((character) => JOIN_CODE_ALPHABET.includes(character))
  );
}

/** "ABCD2345" → "ABCD-2345", as screens show it. */
export function formatJoinCode(code: string): string {
  return code.length === JOIN_CODE_LENGTH ? `${code.slice(0, 4)}-${code.slice(4)}` : code;
}

// ---- requests ----------------------------------------------------------------------------------

/** POST /enrolment/join: the code from the tutor (formatting ignored). */
export const RedeemJoinCodeRequest = z.object({
  code: z
    .string({ error: ENROLMENT_MESSAGES.codeRequired })
    .max(40, ENROLMENT_MESSAGES.invalidCode)
    .transform(normaliseJoinCode)
    .refine((code) => code.length > 0, ENROLMENT_MESSAGES.codeRequired),
});
export type RedeemJoinCodeRequest = z.output<typeof RedeemJoinCodeRequest>;

/** POST /enrolment/join-codes: a code for the tutor's class, or for one of their groups. */
export const CreateJoinCodeRequest = z.object({
  groupId: z
    .string()
    .trim()
    .max(100)
    .nullish()
    .transform((value) => (value ? value : null)),
  /** admins only: whose class */
  tutorId: z.string().trim().max(100).nullish(),
});
export type CreateJoinCodeRequest = z.output<typeof CreateJoinCodeRequest>;

/** POST /enrolment/invitations: a student's e-mail address. */
export const InviteStudentRequest = z.object({
  email: emailField('Email is required', 'Valid email is required'),
});
export type InviteStudentRequest = z.output<typeof InviteStudentRequest>;

// ---- answers -----------------------------------------------------------------------------------

export const JoinCode = z.object({
  id: z.string(),
  code: z.string(),
  tutorId: z.string(),
  groupId: z.string().nullable(),
  groupName: z.string().nullable(),
  status: z.enum(['active', 'revoked']),
  createdAt: z.string(),
  revokedAt: z.string().nullable(),
  /** students who joined with it */
  redemptions: z.number().int(),
});
export type JoinCode = z.infer<typeof JoinCode>;
export const JoinCodeListResponse = listResponse('joinCodes', JoinCode);
export const JoinCodeResponse = okResponse({ joinCode: JoinCode, message: z.string() });

export const InvitationStatus = z.enum(['pending', 'accepted', 'declined', 'cancelled', 'expired']);
export type InvitationStatus = z.infer<typeof InvitationStatus>;

/** A tutor's view of an invitation they sent. */
export const SentInvitation = z.object({
  id: z.string(),
  /** the address typed; null once the invitation is answered or cancelled (not kept longer than needed) */
  email: z.string().nullable(),
  status: InvitationStatus,
  createdAt: z.string(),
  expiresAt: z.string(),
  respondedAt: z.string().nullable(),
});
export type SentInvitation = z.infer<typeof SentInvitation>;
export const SentInvitationListResponse = listResponse('invitations', SentInvitation);
export const SentInvitationResponse = okResponse({ invitation: SentInvitation, message: z.string() });
/** POST /enrolment/invitations (201): the invitation as sent, null when it cannot be read back yet. */
export const InvitationSentResponse = SentInvitationResponse.extend({
  invitation: SentInvitation.nullable(),
});
/** DELETE /enrolment/invitations/{id} */
export const InvitationCancelledResponse = okResponse({ message: z.string() });

/** A student's view of an invitation addressed to them. */
export const ReceivedInvitation = z.object({
  id: z.string(),
  tutorName: z.string(),
  organizationName: z.string().nullable(),
  createdAt: z.string(),
  expiresAt: z.string(),
});
export type ReceivedInvitation = z.infer<typeof ReceivedInvitation>;

/** GET /enrolment/invitations/received as a parent: each invitation names the child it is for. */
export const ChildInvitation = ReceivedInvitation.extend({ studentId: z.string(), studentName: z.string() });
export type ChildInvitation = z.infer<typeof ChildInvitation>;
export const ChildInvitationListResponse = okResponse({ invitations: z.array(ChildInvitation) });

/** GET /enrolment/mine: the student's tutor (null: not enrolled) and open invitations. */
export const MyEnrolmentResponse = okResponse({
  enrolled: z.boolean(),
  tutor: z.object({ id: z.string(), name: z.string(), organizationName: z.string().nullable() }).nullable(),
  group: z.object({ id: z.string(), name: z.string() }).nullable(),
  invitations: z.array(ReceivedInvitation),
});
export type MyEnrolmentResponse = z.infer<typeof MyEnrolmentResponse>;

export const JoinedResponse = okResponse({
  message: z.string(),
  tutor: z.object({ id: z.string(), name: z.string() }),
  group: z.object({ id: z.string(), name: z.string() }).nullable(),
});
export type JoinedResponse = z.infer<typeof JoinedResponse>;

/** POST /enrolment/invitations/{id}/accept or /decline: the server's message. */
export const InvitationAnswerResponse = okResponse({ message: z.string() });
export type InvitationAnswerResponse = z.infer<typeof InvitationAnswerResponse>;

// ---- events (past tense); streams -------------------------------------------------------------

export const enrolmentStreams = {
  /** One per student: the single place that says which tutor the student belongs to. */
  enrolment: (studentId: string) => `enrolment-${studentId}`,
  /** Named by the code itself, so a code is created once (a collision is a conflict, then a new code). */
  joinCode: (code: string) => `join-code-${code}`,
  invitation: (invitationId: string) => `enrolment-invitation-${invitationId}`,
} as const;

/** On the student's enrolment stream: the student now belongs to `tutorId`. */
export const StudentEnrolled = domainEvent('StudentEnrolled', {
  userId: z.string(),
  organisationId: z.string(),
  tutorId: z.string(),
  via: z.enum(['join_code', 'invitation']),
  codeId: z.string().nullable(),
  invitationId: z.string().nullable(),
  groupId: z.string().nullable(),
  /** the student themself, or their linked parent accepting an invitation */
  ...byShape,
  enrolledAt: z.string(),
});

/** A join code's events name the code and the tutor (in their organisation) it enrols with. */
const joinCodeKey = {
  codeId: z.string(),
  code: z.string(),
  organisationId: z.string(),
  tutorId: z.string(),
};
export const JoinCodeCreated = domainEvent('JoinCodeCreated', {
  ...joinCodeKey,
  groupId: z.string().nullable(),
  ...byShape,
  createdAt: z.string(),
});
export const JoinCodeRevoked = domainEvent('JoinCodeRevoked', {
  ...joinCodeKey,
  ...byShape,
  revokedAt: z.string(),
});

/** An invitation's events name it and the tutor (in their organisation) who sent it. */
const invitationKey = { invitationId: z.string(), organisationId: z.string(), tutorId: z.string() };

/** The address is personal data of whoever holds it: encrypted under the invitation's own key. */
export const StudentInvited = domainEvent('StudentInvited', {
  ...invitationKey,
  email: z.string().nullable(),
  /** HMAC-SHA256 of the address with the deployment secret: finds the invitation for a signed-in student */
  emailHash: z.string(),
  ...byShape,
  invitedAt: z.string(),
  expiresAt: z.string(),
});
export const InvitationAnswered = domainEvent('InvitationAnswered', {
  ...invitationKey,
  studentId: z.string(),
  accepted: z.boolean(),
  ...byShape,
  answeredAt: z.string(),
});
export const InvitationCancelled = domainEvent('InvitationCancelled', {
  ...invitationKey,
  ...byShape,
  cancelledAt: z.string(),
});

export const EnrolmentEvent = z.discriminatedUnion('type', [
  StudentEnrolled,
  JoinCodeCreated,
  JoinCodeRevoked,
  StudentInvited,
  InvitationAnswered,
  InvitationCancelled,
]);
export type EnrolmentEvent = z.infer<typeof EnrolmentEvent>;
export type EnrolmentStreamEvent = Extract<EnrolmentEvent, { type: 'StudentEnrolled' }>;
export type JoinCodeEvent = Extract<EnrolmentEvent, { type: 'JoinCodeCreated' | 'JoinCodeRevoked' }>;
export type InvitationEvent = Extract<
  EnrolmentEvent,
  { type: 'StudentInvited' | 'InvitationAnswered' | 'InvitationCancelled' }
>;

/**
 * Which fields of this module's events hold personal data (DESIGN.md §4). Codes, ids and times
 * are not personal; the invited address is, under the invitation's own key (it may belong to
 * nobody yet), which is destroyed once the invitation is answered or cancelled.
 */
export const ENROLMENT_PERSONAL_DATA: Readonly<Record<EnrolmentEvent['type'], PersonalFields | null>> = {
  StudentEnrolled: null,
  JoinCodeCreated: null,
  JoinCodeRevoked: null,
  StudentInvited: { subject: 'invitationId', fields: ['email'] },
  InvitationAnswered: null,
  InvitationCancelled: null,
};
