import type { IntegrityKind, PauseState, TakingRules } from '@portal/contracts';

/**
 * How the exam view follows an attempt's taking rules (issue 16 item 3). The server owns the
 * rules (the start answer carries them); these are the view's pure decisions.
 */

/** With preventBacktrack a question before the furthest one reached is closed: shown, not opened. */
export function isQuestionClosed(rules: TakingRules, index: number, furthest: number): boolean {
  return rules.preventBacktrack && index < furthest;
}

/**
 * Whether the view may move from one question to another. Without backtrack prevention any
 * question may be opened. With it only Next moves, one question at a time: a jump ahead from
 * the question grid would close every question skipped, which a child can do by one mis-tap.
 */
export function mayMove(rules: TakingRules, from: number, to: number, count: number): boolean {
  if (to < 0 || to >= count || to === from) {
    return false;
  }
  return !rules.preventBacktrack || to === from + 1;
}

/**
 * The question an attempt opens on: the one this browser or the server remembers; with
 * backtrack prevention never one before the furthest reached (in the student's question order).
 */
export function openingIndex(input: {
  rules: TakingRules;
  count: number;
  furthest: number;
  draftIndex: number | null;
  serverIndex: number | null;
}): number {
  const { rules, count, furthest, draftIndex, serverIndex } = input;
  const remembered = draftIndex ?? serverIndex ?? 0;
  const index = rules.preventBacktrack ? Math.max(furthest, draftIndex ?? 0, serverIndex ?? 0) : remembered;
  return Math.min(Math.max(0, index), Math.max(0, count - 1));
}

/** A running pause as the view counts it: the exam's time frozen, the pause's own time running. */
export interface PauseClock {
  /** the exam's seconds left, frozen while paused */
  examSecondsLeft: number;
  /** when (epoch ms, this device's clock) the pause allowance runs out and the clock restarts */
  endsAt: number;
}

/**
 * The clock of a paused attempt, from a pause, resume or start answer. While paused the server
 * answers the exam's seconds left frozen at the pause (what is left when the clock restarts) and
 * the pause allowance left. Null when the clock runs.
 */
export function pauseClock(timeRemaining: number, pause: PauseState, nowMs: number): PauseClock | null {
  if (!pause.pausedAt) {
    return null;
  }
  return {
    examSecondsLeft: Math.max(0, timeRemaining),
    endsAt: nowMs + Math.max(0, pause.remainingSeconds) * 1000,
  };
}

/**
 * The frozen exam time from a time-adjusted push while paused: the push counts to the server's
 * provisional deadline, which is the frozen time plus the pause time left.
 */
export function frozenAfterAdjustment(pushedSeconds: number, clock: PauseClock, nowMs: number): number {
  const pauseLeft = Math.max(0, Math.ceil((clock.endsAt - nowMs) / 1000));
  return Math.max(0, pushedSeconds - pauseLeft);
}

/** Whether a Pause button is offered: the rule allows it and some pause time is left. */
export function mayPause(rules: TakingRules, pause: PauseState): boolean {
  return rules.allowPause && pause.remainingSeconds > 0;
}

/**
 * DECISION: leaving the exam's window or tab (focus_lost) is recorded only when the tutor chose
 * an integrity setting (full screen or no copy/paste). A tutor who asked for neither has not
 * asked to watch the child, and a record of every glance away is data about a child kept for no
 * purpose.
 */
export function watchesFocus(rules: TakingRules): boolean {
  return rules.fullScreenRequired || rules.preventCopyPaste;
}

/** The same kind is reported at most once in this many ms (a held key fires dozens of pastes). */
export const INTEGRITY_REPORT_GAP_MS = 5_000;

/** Whether to report an integrity event now: at most one per kind per gap. */
export function createIntegrityThrottle(
  gapMs: number = INTEGRITY_REPORT_GAP_MS,
  now: () => number = Date.now,
): (kind: IntegrityKind) => boolean {
  const last = new Map<IntegrityKind, number>();
  return (kind) => {
    const at = now();
    const previous = last.get(kind);
    if (previous !== undefined && at - previous < gapMs) {
      return false;
    }
    last.set(kind, at);
    return true;
  };
}

/** The kind note a child sees when an action is blocked (no blame: a setting of the exam). */
export function blockedMessage(kind: IntegrityKind): string | null {
  switch (kind) {
    case 'copy_blocked':
    case 'cut_blocked':
      return 'Copying is switched off for this exam.';
    case 'paste_blocked':
      return 'Pasting is switched off for this exam. Please type your answer.';
    case 'context_menu_blocked':
      return 'The right-click menu is switched off for this exam.';
    case 'fullscreen_exit':
    case 'focus_lost':
      return null;
  }
}
