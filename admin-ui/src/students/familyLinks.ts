/**
 * Family links (issue 15): which parent accounts may see a child. A link is proven by the link
 * e-mailed to the child's parent address, or made here by the child's tutor or an admin; an
 * e-mail address alone never links anyone.
 */

/** A linked parent as GET /students/{id}/parents answers it. */
export interface LinkedParent {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
}

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

function text(value: unknown): string | null {
  return typeof value === 'string' ? value : null;
}

/** One parent of the answer, or null when it is not a usable parent. */
function readParent(raw: unknown): LinkedParent | null {
  if (typeof raw !== 'object' || raw === null) {
    return null;
  }
  const record = raw as Record<string, unknown>;
  const id = text(record.id);
  const email = text(record.email);
  if (!id || email === null) {
    return null;
  }
  return { id, email, firstName: text(record.firstName) ?? '', lastName: text(record.lastName) ?? '' };
}

/** `{success, parents}` of GET /students/{id}/parents; throws on an answer of another shape. */
export function parseLinkedParents(answer: unknown): LinkedParent[] {
  const parents = (answer as { parents?: unknown } | null)?.parents;
  if (!Array.isArray(parents)) {
    throw new Error('Unexpected answer from the server: no parents');
  }
  return parents.map(readParent).filter((parent): parent is LinkedParent => parent !== null);
}

/** `{success, parent, message}` of POST /students/{id}/parents. */
export function parseLinkedParent(answer: unknown): LinkedParent {
  const parent = readParent((answer as { parent?: unknown } | null)?.parent);
  if (!parent) {
    throw new Error('Unexpected answer from the server: no parent');
  }
  return parent;
}

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
