/**
 * The attempt kept in the browser (localStorage, one entry per attempt) so that answers survive a
 * reload or a lost connection and are sent when the network returns.
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

export const DRAFT_PREFIX = 'exam-attempt-draft:';

export function draftKey(attemptId: string): string {
  return `${DRAFT_PREFIX}${attemptId}`;
}

function isStringMap(value: unknown): value is Record<string, string> {
  return (
    typeof value === 'object' &&
    value !== null &&
    !Array.isArray(value) &&
    Object.values(value).every((entry) => typeof entry === 'string')
  );
}

export function loadDraft(storage: Storage | undefined, attemptId: string): AttemptDraft | null {
  try {
    const text = storage?.getItem(draftKey(attemptId));
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
export function storeDraft(storage: Storage | undefined, attemptId: string, draft: AttemptDraft): void {
  try {
    storage?.setItem(draftKey(attemptId), JSON.stringify(draft));
  } catch (error) {
    console.warn('Could not keep the exam answers in this browser', error);
  }
}

export function clearDraft(storage: Storage | undefined, attemptId: string): void {
  try {
    storage?.removeItem(draftKey(attemptId));
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
