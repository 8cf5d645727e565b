import { formatDate } from '../common/formatDate';

/** What the parent's invitation panel says (issue 15 item 4). */
export const CHILD_INVITATION_TEXT = {
  heading: 'Class invitations',
  intro:
    "A tutor invited your child to their class. Accepting puts your child in the tutor's class, so the tutor sees your child's details and exam results.",
  listLabel: 'Open class invitations',
  loading: 'Checking for class invitations…',
  loadFailed: 'Could not load class invitations.',
  retry: 'Try again',
  allAnswered: 'No open invitations left.',
  answerFailed: 'Could not answer the invitation. Please try again.',
  declineLabel: 'Decline',
  acceptLabel: 'Accept',
} as const;

const DAY_MS = 24 * 60 * 60 * 1000;

/** Soonest to close first, then by child and tutor, so a list that changes keeps a stable order. */
export function sortChildInvitations<
  T extends { expiresAt: string; studentName: string; tutorName: string; id: string },
>(invitations: readonly T[]): T[] {
  return [...invitations].sort(
    (a, b) =>
      a.expiresAt.localeCompare(b.expiresAt) ||
      a.studentName.localeCompare(b.studentName) ||
      a.tutorName.localeCompare(b.tutorName) ||
      a.id.localeCompare(b.id),
  );
}

/** "Maya Okafor: invited by Ruth Okafor" as one line a screen reader reads in order. */
export function invitationHeadline(invitation: { studentName: string; tutorName: string }): string {
  return `${invitation.tutorName} invited ${invitation.studentName} to their class`;
}

/**
 * "Open until 09 Dec 2026 (14 days left)", counting part of a day as a day (an invitation sent a
 * minute ago has its full 14 left); in its last 24 hours "(closes within a day)"; a closed one (the
 * list may be older than the clock) "Closed".
 */
export function expiryText(expiresAt: string, now: Date): string {
  const end = new Date(expiresAt).getTime();
  if (Number.isNaN(end)) {
    return '';
  }
  const left = end - now.getTime();
  if (left <= 0) {
    return 'Closed';
  }
  const days = Math.ceil(left / DAY_MS);
  const rest = days <= 1 ? 'closes within a day' : `${days} days left`;
  return `Open until ${formatDate(expiresAt)} (${rest})`;
}

/**
 * What is announced after an answer. The server's own message speaks to the student ("You have
 * joined…"); the parent is told what happened to their child instead.
 */
export function answeredMessage(
  invitation: { studentName: string; tutorName: string },
  accepted: boolean,
  serverMessage: string,
): string {
  return accepted ? `${invitation.studentName} has joined ${invitation.tutorName}'s class.` : serverMessage;
}

/** The question before a decline: what it does, and that the tutor may ask again. */
export function declineQuestion(invitation: { studentName: string; tutorName: string }): {
  title: string;
  message: string;
} {
  return {
    title: `Decline ${invitation.tutorName}'s invitation for ${invitation.studentName}?`,
    message: `${invitation.studentName} will not join ${invitation.tutorName}'s class and the invitation closes. ${invitation.tutorName} can send a new one later.`,
  };
}

/** Accessible names of the two buttons, unique on a page with several invitations. */
export function answerLabels(invitation: { studentName: string; tutorName: string }): {
  accept: string;
  decline: string;
} {
  const whose = `${invitation.tutorName}'s invitation for ${invitation.studentName}`;
  return { accept: `Accept ${whose}`, decline: `Decline ${whose}` };
}
