import { draftKey, type DraftStorage } from './draftStore';

/**
 * The notes pad's text (allowNotes), kept in this tab only, for one attempt.
 *
 * DECISION: notes are scrap paper. They are never sent to the server (not marked, not shown to
 * the tutor, nothing more about a child to keep), live in sessionStorage beside the attempt's
 * draft so that a reload keeps them, and are removed at submission; the key shares the draft's
 * prefix, so signing out removes them with the drafts (draftStore.clearDrafts).
 */
export const NOTES_MAX_LENGTH = 5_000;

export function notesKey(studentId: string, attemptId: string): string {
  return `${draftKey(studentId, attemptId)}:notes`;
}

export function loadNotes(storage: DraftStorage | undefined, studentId: string, attemptId: string): string {
  try {
    return storage?.getItem(notesKey(studentId, attemptId)) ?? '';
  } catch {
    return '';
  }
}

/** Keeps the notes (cut to the limit); empty notes leave nothing behind. */
export function storeNotes(
  storage: DraftStorage | undefined,
  studentId: string,
  attemptId: string,
  text: string,
): void {
  try {
    if (text === '') {
      storage?.removeItem(notesKey(studentId, attemptId));
    } else {
      storage?.setItem(notesKey(studentId, attemptId), text.slice(0, NOTES_MAX_LENGTH));
    }
  } catch {
    // a full or blocked storage: the notes stay on screen until the page is left
  }
}

export function clearNotes(storage: DraftStorage | undefined, studentId: string, attemptId: string): void {
  try {
    storage?.removeItem(notesKey(studentId, attemptId));
  } catch {
    // nothing to clear
  }
}
