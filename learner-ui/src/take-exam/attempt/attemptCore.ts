import type { Dispatch, SetStateAction } from 'react';
import type { PauseState, TakingRules } from '@portal/contracts';
import type { AttemptContext } from '../attemptApi';
import type { AutosaveController, SaveStatus } from '../autosave';
import type { ExamPaper } from '../examModel';
import type { PauseClock } from '../takingRulesView';

/** The pause of a running attempt, as the view shows it. */
export interface PauseView {
  /** the server's pause figures (allowance used and left) */
  state: PauseState;
  /** the running pause (null: the clock runs) */
  clock: PauseClock | null;
  /** seconds of the running pause left */
  secondsLeft: number;
  /** a pause or resume call is on its way */
  busy: boolean;
  error: string | null;
}

export type AttemptPhase =
  | { status: 'loading' }
  | { status: 'load-error'; detail: string | null }
  | { status: 'active' }
  | { status: 'submitting' }
  | { status: 'submit-error' }
  | { status: 'completed'; attemptId: string };

const NO_PAUSE: PauseState = { pausedAt: null, usedSeconds: 0, remainingSeconds: 0 };
export const IDLE_PAUSE: PauseView = {
  state: NO_PAUSE,
  clock: null,
  secondsLeft: 0,
  busy: false,
  error: null,
};

/** What the screen renders: the attempt's React state. */
export interface AttemptView {
  phase: AttemptPhase;
  exam: ExamPaper | null;
  attemptId: string | null;
  resumed: boolean;
  answers: Record<string, string>;
  flagged: ReadonlySet<string>;
  index: number;
  /** the furthest question reached (preventBacktrack closes those before it) */
  furthest: number;
  rules: TakingRules | null;
  pause: PauseView;
  remaining: number;
  totalSeconds: number;
  saveStatus: SaveStatus;
  offline: boolean;
}

type Setters<T> = { [K in keyof T as `set${Capitalize<string & K>}`]: Dispatch<SetStateAction<T[K]>> };

/**
 * What callbacks and timers read without waiting for a render: one mutable record per attempt,
 * the same object for the hook's whole life.
 */
export interface LiveAttempt {
  answers: Record<string, string>;
  flagged: ReadonlySet<string>;
  index: number;
  furthest: number;
  rules: TakingRules | null;
  /** the server's deadline (ms) while the clock runs */
  deadline: number;
  startedAt: number;
  seq: number;
  unsent: boolean;
  autosave: AutosaveController | null;
  submitting: boolean;
  /** a pause is being asked for or runs: a 409 to a save then means "paused", not "time is up" */
  pausing: boolean;
  pauseClock: PauseClock | null;
  saveStatus: SaveStatus;
  loading: boolean;
  /** the last save before leaving the page: the session hold waits for it */
  flush: Promise<void> | null;
  /** the page is gone (signed out, another page): a late answer writes nothing back */
  disposed: boolean;
  onComplete: (attemptId: string) => void;
}

/** The shared parts every concern of the attempt works on (see useAttemptCore). */
export type AttemptCore = AttemptView &
  Setters<AttemptView> & {
    live: LiveAttempt;
    context: AttemptContext;
    studentId: string;
    loadCount: number;
    setLoadCount: Dispatch<SetStateAction<number>>;
    /** seconds until the deadline */
    secondsLeft: () => number;
    /** Keeps the draft in this browser (not once submitting or gone). */
    persist: (attemptId: string | null, flagged: ReadonlySet<string>) => void;
  };
