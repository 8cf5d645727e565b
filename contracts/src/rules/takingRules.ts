import type { ExamSettings } from '../exams/model';
import { EXAM_DEFAULTS } from '../exams/limits';
import type { ScheduleSettings } from '../schedules/settings';
import { DEFAULT_SCHEDULE_SETTINGS } from '../schedules/settings';
import type { IntegrityEventView, IntegritySummary, TakingRules } from '../attempts/taking';
import type { IntegrityKind } from '../attempts/enums';

/**
 * The taking rules of an attempt (issue 16 item 3), pure so the server and the exam view agree:
 * which rules apply, the student's question order, what a save under "prevent backtrack" keeps,
 * and how much pause an attempt has left. `now` and seeds are given, never read.
 */

/**
 * Total pause an attempt may use when its schedule allows pausing: 10 minutes, in as many pauses
 * as the student likes (a toilet break or a short rest; longer is a new sitting, which is a
 * makeup the tutor grants). Never beyond the window's close: see `pauseAllowanceSeconds`.
 */
export const PAUSE_LIMIT_SECONDS = 600;

/**
 * The most integrity events one attempt records. The exam view reports each leave or blocked
 * action; a child mashing Ctrl+V, or a flaky browser, must not fill the log. Beyond the cap
 * reports are answered 202 and ignored: 200 already tells the tutor all there is to know.
 */
export const INTEGRITY_EVENTS_CAP = 200;

/**
 * The schedule-side switches of a practice attempt. Practice is a child revising alone, with
 * nothing at stake: nothing is blocked or watched (no copy/paste block, no full screen, so no
 * integrity events about them), the paper keeps its order, and a pause is allowed (dinner).
 * The exam's own switches (timer, backtrack, calculator, notes) still apply.
 */
export const PRACTICE_SCHEDULE_SETTINGS = {
  allowPause: true,
  randomizeQuestions: false,
  preventCopyPaste: false,
  fullScreenRequired: false,
  allowReadAloud: true,
} as const;

/**
 * The rules fixed at an attempt's start: the exam's own settings and its schedule's. Practice
 * attempts take PRACTICE_SCHEDULE_SETTINGS; an assignment or schedule missing a switch takes the
 * spec's default (spec 002 §9; schedules saved before a switch existed).
 */
export function takingRulesOf(
  exam: Partial<ExamSettings> | null | undefined,
  schedule: Partial<ScheduleSettings> | null | undefined,
): TakingRules {
  const examFlag = (key: keyof ExamSettings) =>
    typeof exam?.[key] === 'boolean' ? exam[key] : EXAM_DEFAULTS.settings[key];
  const scheduleFlag = (
    key: 'allowPause' | 'randomizeQuestions' | 'preventCopyPaste' | 'fullScreenRequired' | 'allowReadAloud',
  ): boolean => {
    const value = schedule?.[key];
    return typeof value === 'boolean' ? value : DEFAULT_SCHEDULE_SETTINGS[key];
  };
  const allowPause = scheduleFlag('allowPause');
  return {
    randomizeQuestions: scheduleFlag('randomizeQuestions'),
    preventBacktrack: examFlag('preventBacktrack'),
    allowPause,
    pauseLimitSeconds: allowPause ? PAUSE_LIMIT_SECONDS : 0,
    showTimer: examFlag('showTimer'),
    preventCopyPaste: scheduleFlag('preventCopyPaste'),
    fullScreenRequired: scheduleFlag('fullScreenRequired'),
    allowCalculator: examFlag('allowCalculator'),
    allowNotes: examFlag('allowNotes'),
    allowReadAloud: scheduleFlag('allowReadAloud'),
  };
}

/** A 32-bit seed from a string (FNV-1a). */
function seedOf(text: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** A small seeded generator (mulberry32): the same seed gives the same numbers everywhere. */
function generator(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let value = state;
    value = Math.imul(value ^ (value >>> 15), value | 1);
    value ^= value + Math.imul(value ^ (value >>> 7), value | 61);
    return ((value ^ (value >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/**
 * The student's question order (question ids). Randomised: a shuffle seeded by `seed` (the
 * attempt's id, so it is fixed at the start and the same on every resume), where the questions
 * sharing a passage move as one block in their own order (an 11+ comprehension is read once and
 * answered in sequence). Otherwise the exam's order.
 */
export function questionOrderFor(
  questions: readonly { id: string; passageId?: string | null }[],
  seed: string,
  randomize: boolean,
): string[] {
  if (!randomize) {
    return questions.map((question) => question.id);
  }
  const blocks: string[][] = [];
  const blockOfPassage = new Map<string, string[]>();
  for (const question of questions) {
    const passage = question.passageId;
    const existing = passage ? blockOfPassage.get(passage) : undefined;
    if (existing) {
      existing.push(question.id);
      continue;
    }
    const block = [question.id];
    blocks.push(block);
    if (passage) {
      blockOfPassage.set(passage, block);
    }
  }
  const random = generator(seedOf(seed));
  for (let index = blocks.length - 1; index > 0; index -= 1) {
    const other = Math.floor(random() * (index + 1));
    [blocks[index], blocks[other]] = [blocks[other]!, blocks[index]!];
  }
  return blocks.flat();
}

/**
 * What a save (or submit) under "prevent backtrack" keeps: answers to questions before the
 * furthest one reached are closed and dropped (the stored answer stays); the furthest index then
 * moves to the save's `lastQuestionIndex` (an index into the student's order), never back.
 * Without the rule every answer is kept; the furthest index is tracked all the same.
 */
export function backtrackFilter(input: {
  preventBacktrack: boolean;
  order: readonly string[];
  furthestQuestionIndex: number;
  answers: Readonly<Record<string, string>>;
  lastQuestionIndex: number | null;
}): { answers: Record<string, string>; ignored: string[]; furthestQuestionIndex: number } {
  const { order, furthestQuestionIndex } = input;
  const closed = input.preventBacktrack ? new Set(order.slice(0, furthestQuestionIndex)) : new Set<string>();
  const answers: Record<string, string> = {};
  const ignored: string[] = [];
  for (const [questionId, answer] of Object.entries(input.answers)) {
    if (closed.has(questionId)) {
      ignored.push(questionId);
    } else {
      answers[questionId] = answer;
    }
  }
  return {
    answers,
    ignored,
    furthestQuestionIndex: nextFurthest(order, furthestQuestionIndex, input.lastQuestionIndex),
  };
}

/** The furthest index after a save at `lastQuestionIndex`: only forward, within the order. */
export function nextFurthest(
  order: readonly string[],
  furthest: number,
  lastQuestionIndex: number | null,
): number {
  if (lastQuestionIndex === null || order.length === 0) {
    return furthest;
  }
  return Math.max(furthest, Math.min(lastQuestionIndex, order.length - 1));
}

const SECOND = 1_000;

/**
 * The pause an attempt may still take, in whole seconds: the limit less what earlier pauses used,
 * and never past `capAt` (the window's end plus grace and the student's accommodation, the same
 * cap as the deadline's): a pause cannot carry an exam beyond the close of its sitting, when the
 * answer key may be released. `deadline` is the running deadline; `capAt` null: no window.
 */
export function pauseAllowanceSeconds(input: {
  allowPause: boolean;
  limitSeconds: number;
  usedSeconds: number;
  deadline: string;
  capAt: string | null;
}): number {
  if (!input.allowPause) {
    return 0;
  }
  const left = Math.max(0, input.limitSeconds - input.usedSeconds);
  if (input.capAt === null) {
    return left;
  }
  const slack = Math.floor((Date.parse(input.capAt) - Date.parse(input.deadline)) / SECOND);
  return Math.max(0, Math.min(left, slack));
}

/**
 * The cap of an attempt's deadline: the window's end plus its grace and the minutes the student's
 * accommodation adds (`attemptDeadline`'s cap); null without a window end.
 */
export function deadlineCapOf(input: {
  windowEnd: string | null;
  graceMinutes: number;
  durationMinutes: number;
  extraMinutes: number;
  timeMultiplier: number;
}): string | null {
  if (input.windowEnd === null) {
    return null;
  }
  const added = input.durationMinutes * (input.timeMultiplier - 1) + input.extraMinutes;
  const cap = Date.parse(input.windowEnd) + (Math.max(0, input.graceMinutes) + added) * 60 * SECOND;
  return new Date(Math.round(cap)).toISOString();
}

/** Seconds of a running pause that count: from its start to `now`, at most the allowance. */
export function pausedSecondsOf(pausedAt: string, now: Date, allowanceSeconds: number): number {
  const elapsed = Math.floor((now.getTime() - Date.parse(pausedAt)) / SECOND);
  return Math.max(0, Math.min(allowanceSeconds, elapsed));
}

/** An attempt's integrity events as the schedule's student list counts them. */
export function integritySummaryOf(events: readonly IntegrityEventView[]): IntegritySummary {
  const byKind: Record<IntegrityKind, number> = {
    fullscreen_exit: 0,
    focus_lost: 0,
    copy_blocked: 0,
    cut_blocked: 0,
    paste_blocked: 0,
    context_menu_blocked: 0,
  };
  let lastAt: string | null = null;
  for (const event of events) {
    if (Object.hasOwn(byKind, event.kind)) {
      byKind[event.kind] += 1;
    }
    if (lastAt === null || event.at > lastAt) {
      lastAt = event.at;
    }
  }
  return { count: events.length, lastAt, byKind };
}

/**
 * The rules of a started attempt: those recorded at its start, or, for an attempt started before
 * issue 16, its exam's settings with the schedule defaults.
 */
export function rulesOfStart(started: {
  rules?: TakingRules | undefined;
  exam: { settings?: Partial<ExamSettings> | null };
}): TakingRules {
  return started.rules ?? takingRulesOf(started.exam.settings, null);
}

/** The question order of a started attempt: the recorded one, or (before issue 16) the exam's. */
export function questionOrderOfStart(started: {
  questionOrder?: string[] | undefined;
  exam: { questions: readonly { id: string }[] };
}): string[] {
  return started.questionOrder ?? started.exam.questions.map((question) => question.id);
}
