import { AUTOSAVE_INTERVAL_MS, RETRY_SAVE_MS, saveDelayAfterAnswer } from './timing';

export type SaveStatus = 'saved' | 'saving' | 'error';

export interface AutosaveOptions {
  /** Sends the attempt's current answers with this sequence number; rejects when the save failed. */
  send: (seq: number) => Promise<void>;
  onStatus: (status: SaveStatus) => void;
  /** Unsent answers exist (true) or everything answered so far reached the server (false). */
  onDirty?: (dirty: boolean) => void;
  /** The last sequence number used (kept across reloads so the server always sees it increase). */
  onSeq?: (seq: number) => void;
  /** A failure that must not be retried (e.g. 409 "Time is up"); auto-save stops. */
  isFatal?: (error: unknown) => boolean;
  onFatal?: (error: unknown) => void;
  initialSeq?: number;
  /** Unsent answers from before a reload. */
  initiallyDirty?: boolean;
  now?: () => number;
}

/**
 * Spec 002 §9 auto-save: every 30 s while active, and 2 s after an answer when more than 10 s have
 * passed since the last save. One save at a time; a change during a save is sent right after it.
 * A failed save shows 'Save failed', keeps the answers marked unsent and is retried every 5 s and
 * as soon as the browser says it is back online.
 */
export class AutosaveController {
  private readonly options: AutosaveOptions;
  private readonly now: () => number;
  private seq: number;
  private lastSaveAt: number | null = null;
  private inFlight = false;
  private current: Promise<void> | null = null;
  private again = false;
  private dirty: boolean;
  private version = 0;
  private stopped = true;
  private interval: ReturnType<typeof setInterval> | null = null;
  private answerTimer: ReturnType<typeof setTimeout> | null = null;
  private retryTimer: ReturnType<typeof setTimeout> | null = null;

  constructor(options: AutosaveOptions) {
    this.options = options;
    this.now = options.now ?? Date.now;
    this.seq = options.initialSeq ?? 0;
    this.dirty = options.initiallyDirty ?? false;
  }

  get hasUnsent(): boolean {
    return this.dirty;
  }

  start(): void {
    if (!this.stopped) {
      return;
    }
    this.stopped = false;
    this.interval = setInterval(() => void this.save(), AUTOSAVE_INTERVAL_MS);
    if (this.dirty) {
      void this.save();
    }
  }

  stop(): void {
    this.stopped = true;
    if (this.interval) {
      clearInterval(this.interval);
    }
    this.interval = null;
    this.clearTimer('answerTimer');
    this.clearTimer('retryTimer');
  }

  /** An answer changed. */
  answered(): void {
    this.version += 1;
    this.setDirty(true);
    if (this.stopped || this.answerTimer) {
      return;
    }
    const delay = saveDelayAfterAnswer(this.lastSaveAt, this.now());
    if (delay !== null) {
      this.answerTimer = setTimeout(() => {
        this.answerTimer = null;
        void this.save();
      }, delay);
    }
  }

  /** The network came back: send what is unsent now. */
  online(): void {
    if (!this.stopped && this.dirty) {
      void this.save();
    }
  }

  /**
   * Waits for the save in flight, then sends what is still unsent; resolves when no save runs
   * (before a pause, which the server refuses saves during).
   */
  async drain(): Promise<void> {
    while (this.current) {
      await this.current;
    }
    if (this.dirty && !this.stopped) {
      await this.save();
    }
  }

  save(): Promise<void> {
    if (this.stopped) {
      return Promise.resolve();
    }
    if (this.inFlight) {
      this.again = true;
      return this.current ?? Promise.resolve();
    }
    const run = this.run();
    this.current = run;
    void run.finally(() => {
      if (this.current === run) {
        this.current = null;
      }
    });
    return run;
  }

  private async run(): Promise<void> {
    this.inFlight = true;
    this.clearTimer('retryTimer');
    this.seq += 1;
    const seq = this.seq;
    const version = this.version;
    this.lastSaveAt = this.now();
    this.options.onSeq?.(seq);
    this.options.onStatus('saving');
    try {
      await this.options.send(seq);
      if (this.version === version) {
        this.setDirty(false);
      }
      this.options.onStatus('saved');
    } catch (error) {
      this.options.onStatus('error');
      if (this.options.isFatal?.(error)) {
        this.stop();
        this.options.onFatal?.(error);
      } else if (!this.stopped) {
        this.setDirty(true);
        this.retryTimer = setTimeout(() => {
          this.retryTimer = null;
          void this.save();
        }, RETRY_SAVE_MS);
      }
    } finally {
      this.inFlight = false;
    }
    if (this.again && !this.stopped) {
      this.again = false;
      await this.run();
    }
  }

  private setDirty(dirty: boolean): void {
    if (this.dirty !== dirty) {
      this.dirty = dirty;
      this.options.onDirty?.(dirty);
    }
  }

  private clearTimer(name: 'answerTimer' | 'retryTimer'): void {
    const timer = this[name];
    if (timer) {
      clearTimeout(timer);
    }
    this[name] = null;
  }
}
