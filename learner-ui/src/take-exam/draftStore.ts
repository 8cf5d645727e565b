/**
 * The attempt kept in the browser so that answers survive a reload or a lost connection and are
 * sent when the network returns: one sessionStorage entry per student and attempt.
 *
 * DECISION (issue 15, shared classroom tablets): sessionStorage, keyed by the student, cleared at
 * sign-out (every way a session ends), at submission and at auto-submit. sessionStorage survives a
 * reload of the tab and a network cut, which is what the draft is for; it does not survive closing
 * the tab or the browser, so nothing of a child stays on a tablet that is simply closed and handed
 * on. What the server has saved (auto-save every 30 s, 2 s after an answer) is resumed in any tab.
 */
export interface AttemptDraft {
  answers: Record<string, string>;
  flagged: string[];
  currentIndex: number;
  /** The last save sequence number used. */
  seq: number;
  /** Answers changed since the last successful save. */
  unsent: boolean;
  updatedAt: number;
}

/** The storage a draft lives in, or undefined where the browser refuses it (private modes). */
export type DraftStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem' | 'key' | 'length'>;

export const DRAFT_PREFIX = 'exam-attempt-draft:';

export function draftKey(studentId: string, attemptId: string): string {
  return `${DRAFT_PREFIX}${encodeURIComponent(studentId)}:${encodeURIComponent(attemptId)}`;
}

/** This tab's sessionStorage (see the decision above). */
export function draftStorage(): DraftStorage | undefined {
  try {
    return window.sessionStorage;
  } catch {
    return undefined;
  }
}

/** Every key of a storage, read before anything is removed (removing shifts the indexes). */
export function storageKeys(storage: DraftStorage | undefined): string[] {
  const keys: string[] = [];
  try {
    if (!storage) {
      return keys;
    }
    for (let index = 0; index < storage.length; index += 1) {
      const key = storage.key(index);
      if (key !== null) {
        keys.push(key);
      }
    }
  } catch {
    // storage refused: nothing to list
  }
  return keys;
}

/**
 * Removes every exam draft from the storage, or, with `keepStudentId`, every draft but that
 * student's. Also removes drafts in the format before issue 15 (`exam-attempt-draft:{attemptId}`,
 * in localStorage), whose owner is unknown. Returns how many entries went.
 */
export function clearDrafts(storage: DraftStorage | undefined, keepStudentId?: string): number {
  const keep = keepStudentId === undefined ? null : `${DRAFT_PREFIX}${encodeURIComponent(keepStudentId)}:`;
  let removed = 0;
  for (const key of storageKeys(storage)) {
    if (key.startsWith(DRAFT_PREFIX) && (keep === null || !key.startsWith(keep))) {
      try {
        storage?.removeItem(key);
        removed += 1;
      } catch {
        // nothing more can be done
      }
    }
  }
  return removed;
}

function isStringMap(value: unknown): value is Record<string, string> {
  return (
    typeof value === 'object' &&
    value !== null &&
    !Array.isArray(value) &&
    Object.values(value).every((entry) => typeof entry === 'string')
  );
}

export function loadDraft(
  storage: DraftStorage | undefined,
  studentId: string,
  attemptId: string,
): AttemptDraft | null {
  try {
    const text = storage?.getItem(draftKey(studentId, attemptId));
    if (!text) {
      return null;
    }
    const raw = JSON.parse(text) as Partial<AttemptDraft>;
    if (!isStringMap(raw.answers)) {
      return null;
    }
    return {
      answers: raw.answers,
      flagged: Array.isArray(raw.flagged) ? raw.flagged.filter((id) => typeof id === 'string') : [],
      currentIndex: typeof raw.currentIndex === 'number' ? raw.currentIndex : 0,
      seq: typeof raw.seq === 'number' && Number.isFinite(raw.seq) ? raw.seq : 0,
      unsent: raw.unsent === true,
      updatedAt: typeof raw.updatedAt === 'number' ? raw.updatedAt : 0,
    };
  } catch {
    return null;
  }
}

/** Writes the draft; a full or blocked storage is only logged (the server copy still counts). */
export function storeDraft(
  storage: DraftStorage | undefined,
  studentId: string,
  attemptId: string,
  draft: AttemptDraft,
): void {
  try {
    storage?.setItem(draftKey(studentId, attemptId), JSON.stringify(draft));
  } catch (error) {
    console.warn('Could not keep the exam answers in this browser', error);
  }
}

export function clearDraft(storage: DraftStorage | undefined, studentId: string, attemptId: string): void {
  try {
    storage?.removeItem(draftKey(studentId, attemptId));
  } catch {
    // nothing to clear
  }
}

/**
 * The answers to resume with: the server's saved answers, overridden by this browser's when it
 * holds answers the server has not received yet.
 */
export function resumeAnswers(
  server: Record<string, string>,
  draft: AttemptDraft | null,
): Record<string, string> {
  if (!draft) {
    return { ...server };
  }
  return draft.unsent ? { ...server, ...draft.answers } : { ...draft.answers, ...server };
}

/** Existing answers from the start answer (question id → answer), numbers and booleans as text. */
export function normaliseAnswers(raw: unknown): Record<string, string> {
  const result: Record<string, string> = {};
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) {
    return result;
  }
  for (const [id, value] of Object.entries(raw)) {
    if (typeof value === 'string' && value !== '') {
      result[id] = value;
    } else if (typeof value === 'number' || typeof value === 'boolean') {
      result[id] = String(value);
    }
  }
  return result;
}
