import type { LinkedParent } from '@portal/contracts';

/**
 * Family links (issue 15): which parent accounts may see a child. A link is proven by the link
 * e-mailed to the child's parent address, or made here by the child's tutor or an admin; an
 * e-mail address alone never links anyone.
 */

export type { LinkedParent };

export const FAMILY_MESSAGES = {
  heading: 'Parents',
  none: 'No parent account linked yet.',
  linkHeading: 'Link a parent account',
  linkHelp: 'The parent must already have a parent account with this e-mail address.',
  linked: 'Parent linked successfully',
  removed: 'Link removed',
  loadFailed: 'Could not load the linked parents',
  linkFailed: 'Could not link the parent',
  removeFailed: 'Could not remove the link',
  /** what a parent reads before removing their own link */
  parentRemoveWarning:
    "You will no longer see this child, their exams or their results in the console. To be linked again, ask the child's tutor to link your account.",
} as const;

/** "Ada Lovelace", or the e-mail address for a parent without a name. */
export function parentName(parent: LinkedParent): string {
  return `${parent.firstName} ${parent.lastName}`.trim() || parent.email;
}

/**
 * What a parent with no linked child reads (My Children, the child pages, analytics): how a link
 * is made. An e-mail address alone never shows a child.
 */
export const NO_CHILDREN_LINKED = {
  title: 'No children linked',
  message:
    "A child appears here once you confirm through the link e-mailed to you when their account was created (sign in first, then open the link), or once the child's tutor links your account.",
} as const;
