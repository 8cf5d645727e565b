import type { SaveStatus } from './autosave';

/**
 * What the exam says to a screen reader through its polite live regions (WCAG 4.1.3): a region's
 * text changes only when there is news, so nothing is read out each second or at each save.
 */

/** Seconds left at which the timer warns, largest first. */
export const TIME_WARNINGS = [300, 60] as const;

/**
 * The timer's warning for `remaining` seconds: '' until 5 minutes are left, then "5 minutes left"
 * until the last minute, then "1 minute left"; the text stays the same between warnings.
 */
export function timeWarning(remaining: number): string {
  const reached = TIME_WARNINGS.filter((seconds) => remaining <= seconds).pop();
  if (reached === undefined) {
    return '';
  }
  const minutes = reached / 60;
  return `${minutes} minute${minutes === 1 ? '' : 's'} left`;
}

/** The save indicator's words: shown, and read out when the outcome changes. */
export const SAVE_WORDS = {
  saved: 'Saved',
  saving: 'Saving…',
  error: 'Save failed',
  offline: 'Offline – answers kept here',
} as const;

export type SaveOutcome = 'saved' | 'error' | 'offline';

/**
 * The outcome the save indicator announces: a save in progress keeps the last outcome (the region
 * does not say "Saving…, Saved" every few seconds), so only a failure, going offline and the
 * recovery after them are read out, and retries of a failed save say nothing new.
 */
export function saveOutcome(previous: SaveOutcome, status: SaveStatus, offline: boolean): SaveOutcome {
  if (offline) {
    return 'offline';
  }
  return status === 'saving' ? previous : status;
}
