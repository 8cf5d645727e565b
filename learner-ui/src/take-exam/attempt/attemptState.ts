import type { TakingRules } from '@portal/contracts';
import type { StartedAttempt } from '../attemptApi';
import { resumeAnswers, type AttemptDraft } from '../draftStore';
import { mayMove, openingIndex } from '../takingRulesView';
import { initialRemaining } from '../timing';

/** Whole seconds from `now` until `deadline` (ms), never below zero. */
export function secondsUntil(deadline: number, now: number): number {
  return Math.max(0, Math.ceil((deadline - now) / 1000));
}

/** Where an attempt stands once opened: the server's start answer merged with this browser's draft. */
export interface OpenedAttempt {
  answers: Record<string, string>;
  flagged: string[];
  index: number;
  furthest: number;
  seq: number;
  unsent: boolean;
  /** seconds left on the clock */
  left: number;
  /** the clock's full length in seconds (at least 1) */
  total: number;
  resumed: boolean;
}

/** The state an attempt opens in (spec 002 §4): draft answers win only when they were not sent. */
export function openedAttempt(started: StartedAttempt, draft: AttemptDraft | null): OpenedAttempt {
  const answers = resumeAnswers(started.existingAnswers, draft);
  const index = openingIndex({
    rules: started.rules,
    count: started.exam.questions.length,
    furthest: started.furthestQuestionIndex,
    draftIndex: draft?.currentIndex ?? null,
    serverIndex: started.lastQuestionIndex,
  });
  const left = initialRemaining(started.timeRemaining, started.exam.timeLimit);
  return {
    answers,
    flagged: draft?.flagged ?? [],
    index,
    furthest: Math.max(started.furthestQuestionIndex, index),
    seq: Math.max(draft?.seq ?? 0, started.lastSeq),
    unsent: draft?.unsent ?? false,
    left,
    total: Math.max(left, Math.round(started.exam.timeLimit * 60), 1),
    resumed: started.resuming || Object.keys(answers).length > 0,
  };
}

/** The answers with one answer set; an empty value removes it. */
export function withAnswer(
  answers: Readonly<Record<string, string>>,
  questionId: string,
  value: string,
): Record<string, string> {
  const next = { ...answers };
  if (value === '') {
    delete next[questionId];
  } else {
    next[questionId] = value;
  }
  return next;
}

/** The flags with one question's flag turned over. */
export function withFlagToggled(flagged: ReadonlySet<string>, questionId: string): Set<string> {
  const next = new Set(flagged);
  if (next.has(questionId)) {
    next.delete(questionId);
  } else {
    next.add(questionId);
  }
  return next;
}

/** The question a move to `target` lands on (clamped), or null when the taking rules refuse it. */
export function moveTarget(
  target: number,
  current: number,
  count: number,
  rules: TakingRules | null,
): number | null {
  const next = Math.min(Math.max(0, target), count - 1);
  if (count === 0 || !rules || !mayMove(rules, current, next, count)) {
    return null;
  }
  return next;
}
