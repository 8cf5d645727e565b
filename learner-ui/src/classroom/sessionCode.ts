import { CLASSROOM_MESSAGES } from '@portal/contracts';

/** Every session code starts with this (spec 002 §3: 'QUIZ-' and 6 upper-case alphanumerics). */
export const CODE_PREFIX = 'QUIZ-';

/**
 * Where a code is typed (spec 002 §5): the browse view takes at most 10 characters, the legacy join
 * 15. The browse view shows the 'QUIZ-' prefix beside the field, so its 10 characters are what
 * follows it (a real code's 6 fit; a pasted full code loses its prefix first).
 */
export type CodeEntryView = 'browse' | 'join';

export const CODE_ENTRY_MAX_LENGTH: Record<CodeEntryView, number> = { browse: 10, join: 15 };

/** What the field keeps of a keystroke or a paste: upper case, code characters only, capped. */
export function normaliseCodeEntry(raw: string, view: CodeEntryView): string {
  let text = raw.toUpperCase().replace(/[^A-Z0-9-]/g, '');
  if (view === 'browse' && text.startsWith(CODE_PREFIX)) {
    text = text.slice(CODE_PREFIX.length);
  }
  return text.slice(0, CODE_ENTRY_MAX_LENGTH[view]);
}

export type CodeEntryResult = { ok: true; code: string } | { ok: false; error: string };

/**
 * The session code to join from what was typed: 'abc123', 'QUIZABC123' and 'quiz-abc123' all give
 * 'QUIZ-ABC123'; nothing typed gives 'Please enter a session code'.
 */
export function sessionCodeFromEntry(entry: string): CodeEntryResult {
  const text = entry.toUpperCase().replace(/[^A-Z0-9-]/g, '');
  if (text === '' || text === CODE_PREFIX || text === 'QUIZ') {
    return { ok: false, error: CLASSROOM_MESSAGES.codeRequired };
  }
  if (text.startsWith(CODE_PREFIX)) {
    return { ok: true, code: text };
  }
  const glued = /^QUIZ([A-Z0-9]{6})$/.exec(text);
  return { ok: true, code: `${CODE_PREFIX}${glued ? glued[1] : text}` };
}
