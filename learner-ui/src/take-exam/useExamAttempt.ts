import { useCallback, useEffect, useRef, useState } from 'react';
import type { IntegrityKind, PauseState, TakingRules } from '@portal/contracts';
import { errorMessage, holdSessionExpiry, isApiError } from '@portal/ui-shared';
import {
  isTimeUp,
  reportIntegrity as sendIntegrityReport,
  saveAttempt,
  setAttemptPaused,
  startAttempt,
  submitAttempt,
  type AttemptContext,
} from './attemptApi';
import { onTimeAdjusted } from './attemptPushes';
import { AutosaveController, type SaveStatus } from './autosave';
import { clearDraft, draftStorage, loadDraft, resumeAnswers, storeDraft } from './draftStore';
import type { ExamPaper } from './examModel';
import { clearNotes } from './notesStore';
import { frozenAfterAdjustment, mayMove, openingIndex, pauseClock, type PauseClock } from './takingRulesView';
import { COMPLETION_DELAY_MS, initialRemaining } from './timing';

/** A submit the server refused for good: the attempt is no longer running (404, 409). */
export function isAttemptClosed(error: unknown): boolean {
  return isApiError(error) && (error.status === 404 || error.status === 409);
}

export const TAKE_EXAM_MESSAGES = {
  loadFailed: 'Failed to load exam. Please try again.',
  submitFailed: 'Failed to submit exam. Please try again or contact support.',
  pauseFailed: 'The exam could not be paused. Check your internet and try again.',
  resumeFailed: 'The exam could not carry on yet. Check your internet and press Resume again.',
} as const;

/** What the session hold says while an exam runs (issue 16 item 13). */
export const EXAM_SESSION_HOLD = 'exam in progress';

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

export interface ExamAttempt {
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
  setAnswer: (questionId: string, value: string) => void;
  toggleFlag: (questionId: string) => void;
  goTo: (index: number) => void;
  submit: () => void;
  /** Stops the clock (allowPause): the answers are saved first, no save runs while paused. */
  pauseExam: () => void;
  resumeExam: () => void;
  /** Records a left full screen, a lost focus or a blocked copy/paste (the caller throttles). */
  reportIntegrity: (kind: IntegrityKind) => void;
  retryLoad: () => void;
  /** Sends what is unsent before leaving the page. */
  flush: () => void;
}

const NO_PAUSE: PauseState = { pausedAt: null, usedSeconds: 0, remainingSeconds: 0 };
const IDLE_PAUSE: PauseView = { state: NO_PAUSE, clock: null, secondsLeft: 0, busy: false, error: null };

/**
 * One exam attempt (spec 002 §2.6, §4): start or resume, a timer from the server's time left,
 * auto-save with an increasing sequence number, answers kept in this browser while offline, and
 * submit, then the completion callback one second later. The attempt's taking rules (issue 16
 * item 3): forward-only moves, pause (the server moves its deadline), and integrity reports; while
 * it runs the midnight sign-out waits (item 13).
 */
export function useExamAttempt(
  context: AttemptContext,
  studentId: string,
  onComplete: (attemptId: string) => void,
): ExamAttempt {
  const [phase, setPhase] = useState<AttemptPhase>({ status: 'loading' });
  const [exam, setExam] = useState<ExamPaper | null>(null);
  const [attemptId, setAttemptId] = useState<string | null>(null);
  const [resumed, setResumed] = useState(false);
  const [answers, setAnswers] = useState<Record<string, string>>({});
  const [flagged, setFlagged] = useState<ReadonlySet<string>>(new Set());
  const [index, setIndex] = useState(0);
  const [furthest, setFurthest] = useState(0);
  const [rules, setRules] = useState<TakingRules | null>(null);
  const [pause, setPause] = useState<PauseView>(IDLE_PAUSE);
  const [remaining, setRemaining] = useState(0);
  const [totalSeconds, setTotalSeconds] = useState(1);
  const [saveStatus, setSaveStatus] = useState<SaveStatus>('saved');
  const [offline, setOffline] = useState(() => typeof navigator !== 'undefined' && !navigator.onLine);
  const [loadCount, setLoadCount] = useState(0);

  const answersRef = useRef(answers);
  const indexRef = useRef(index);
  const furthestRef = useRef(0);
  const rulesRef = useRef<TakingRules | null>(null);
  const deadlineRef = useRef(0);
  const startedAtRef = useRef(Date.now());
  const seqRef = useRef(0);
  const unsentRef = useRef(false);
  const autosaveRef = useRef<AutosaveController | null>(null);
  const submittingRef = useRef(false);
  /** a pause is being asked for or runs: a 409 to a save then means "paused", not "time is up" */
  const pausingRef = useRef(false);
  const pauseClockRef = useRef<PauseClock | null>(null);
  const saveStatusRef = useRef<SaveStatus>('saved');
  const loadingRef = useRef(false);
  /** the last save before leaving the page: the session hold waits for it */
  const flushRef = useRef<Promise<void> | null>(null);
  const onCompleteRef = useRef(onComplete);
  onCompleteRef.current = onComplete;
  const { examId, assignmentId, scheduleId, accessType } = context;

  const secondsLeft = () => Math.max(0, Math.ceil((deadlineRef.current - Date.now()) / 1000));

  // Once the page is gone (signed out, another page), a late save answer writes no draft back.
  const disposedRef = useRef(false);
  useEffect(() => {
    disposedRef.current = false;
    return () => {
      disposedRef.current = true;
    };
  }, []);

  const persist = useCallback(
    (id: string | null, flags: ReadonlySet<string>) => {
      if (!id || disposedRef.current || submittingRef.current) {
        return;
      }
      storeDraft(draftStorage(), studentId, id, {
        answers: answersRef.current,
        flagged: [...flags],
        currentIndex: indexRef.current,
        seq: seqRef.current,
        unsent: unsentRef.current,
        updatedAt: Date.now(),
      });
    },
    [studentId],
  );
  const flaggedRef = useRef(flagged);
  flaggedRef.current = flagged;

  const submitNow = useCallback(
    (id: string) => {
      if (submittingRef.current) {
        return;
      }
      submittingRef.current = true;
      autosaveRef.current?.stop();
      setPhase({ status: 'submitting' });
      const timeSpent = (Date.now() - startedAtRef.current) / 1000;
      submitAttempt(
        { examId, assignmentId, scheduleId, accessType },
        { answers: answersRef.current, timeSpent, attemptId: id },
      ).then(
        (result) => {
          // submitted (by the child or at the deadline): nothing of the attempt stays in the browser
          clearDraft(draftStorage(), studentId, id);
          clearNotes(draftStorage(), studentId, id);
          setPhase({ status: 'completed', attemptId: result.attemptId });
          setTimeout(() => onCompleteRef.current(result.attemptId), COMPLETION_DELAY_MS);
        },
        (error: unknown) => {
          console.error('Submitting the exam failed', error);
          if (isAttemptClosed(error)) {
            // the server closed the attempt (submitted elsewhere, or gone): the draft can go nowhere
            clearDraft(draftStorage(), studentId, id);
            clearNotes(draftStorage(), studentId, id);
          }
          submittingRef.current = false;
          setPhase({ status: 'submit-error' });
        },
      );
    },
    [examId, assignmentId, scheduleId, accessType, studentId],
  );

  /** Applies a pause or resume answer (or a start answer's pause) to the clock. */
  const applyPause = useCallback((timeRemaining: number, state: PauseState) => {
    const clock = pauseClock(timeRemaining, state, Date.now());
    pauseClockRef.current = clock;
    pausingRef.current = clock !== null;
    if (clock) {
      setRemaining(clock.examSecondsLeft);
    } else {
      deadlineRef.current = Date.now() + Math.max(0, timeRemaining) * 1000;
      setRemaining(secondsLeft());
    }
    setTotalSeconds((total) => Math.max(total, clock ? clock.examSecondsLeft : timeRemaining));
    setPause({
      state,
      clock,
      secondsLeft: clock ? Math.max(0, Math.ceil((clock.endsAt - Date.now()) / 1000)) : 0,
      busy: false,
      error: null,
    });
  }, []);

  // load (start or resume); a second load while one runs is skipped
  useEffect(() => {
    if (loadingRef.current) {
      return undefined;
    }
    loadingRef.current = true;
    let cancelled = false;
    submittingRef.current = false;
    startAttempt({ examId, assignmentId, scheduleId, accessType }, studentId).then(
      (started) => {
        loadingRef.current = false;
        if (cancelled) {
          return;
        }
        const draft = loadDraft(draftStorage(), studentId, started.attemptId);
        const restored = resumeAnswers(started.existingAnswers, draft);
        const count = started.exam.questions.length;
        const startIndex = openingIndex({
          rules: started.rules,
          count,
          furthest: started.furthestQuestionIndex,
          draftIndex: draft?.currentIndex ?? null,
          serverIndex: started.lastQuestionIndex,
        });
        const left = initialRemaining(started.timeRemaining, started.exam.timeLimit);
        const total = Math.max(left, Math.round(started.exam.timeLimit * 60), 1);
        answersRef.current = restored;
        indexRef.current = startIndex;
        furthestRef.current = Math.max(started.furthestQuestionIndex, startIndex);
        rulesRef.current = started.rules;
        seqRef.current = Math.max(draft?.seq ?? 0, started.lastSeq);
        unsentRef.current = draft?.unsent ?? false;
        deadlineRef.current = Date.now() + left * 1000;
        startedAtRef.current = Date.now() - (total - left) * 1000;
        setExam(started.exam);
        setAttemptId(started.attemptId);
        setRules(started.rules);
        setResumed(started.resuming || Object.keys(restored).length > 0);
        setAnswers(restored);
        setFlagged(new Set(draft?.flagged ?? []));
        setIndex(startIndex);
        setFurthest(furthestRef.current);
        setRemaining(left);
        setTotalSeconds(total);
        applyPause(left, started.pause);
        saveStatusRef.current = unsentRef.current ? 'error' : 'saved';
        setSaveStatus(saveStatusRef.current);
        setPhase({ status: 'active' });
      },
      (error: unknown) => {
        loadingRef.current = false;
        if (cancelled) {
          return;
        }
        console.error('Starting the exam failed', error);
        const detail = isApiError(error) && !error.network ? errorMessage(error, '') : '';
        setPhase({ status: 'load-error', detail: detail || null });
      },
    );
    return () => {
      cancelled = true;
      loadingRef.current = false;
    };
  }, [examId, assignmentId, scheduleId, accessType, studentId, loadCount, applyPause]);

  const active = phase.status === 'active';
  const paused = pause.clock !== null;
  /** the clock runs: active and not paused */
  const running = active && !paused;

  // auto-save while the clock runs (the server refuses saves during a pause)
  useEffect(() => {
    if (!running || !attemptId) {
      return undefined;
    }
    const controller = new AutosaveController({
      initialSeq: seqRef.current,
      initiallyDirty: unsentRef.current,
      send: async (seq) => {
        const serverLeft = await saveAttempt({ examId, assignmentId, scheduleId, accessType }, studentId, {
          attemptId,
          answers: answersRef.current,
          timeRemaining: secondsLeft(),
          lastQuestionIndex: indexRef.current,
          seq,
        });
        // the server's clock wins (a tutor may have given more time)
        if (!pausingRef.current && Math.abs(serverLeft - secondsLeft()) > 2) {
          deadlineRef.current = Date.now() + serverLeft * 1000;
          setTotalSeconds((total) => Math.max(total, serverLeft));
        }
      },
      onStatus: (status) => {
        saveStatusRef.current = status;
        setSaveStatus(status);
      },
      onSeq: (seq) => {
        seqRef.current = seq;
        persist(attemptId, flaggedRef.current);
      },
      onDirty: (dirty) => {
        unsentRef.current = dirty;
        persist(attemptId, flaggedRef.current);
      },
      // a 409 while a pause is being asked for is the pause, not the end of the time
      isFatal: (error) => isTimeUp(error) && !pausingRef.current,
      onFatal: () => submitNow(attemptId),
    });
    autosaveRef.current = controller;
    controller.start();
    const goneOnline = () => {
      setOffline(false);
      controller.online();
    };
    const goneOffline = () => setOffline(true);
    window.addEventListener('online', goneOnline);
    window.addEventListener('offline', goneOffline);
    return () => {
      window.removeEventListener('online', goneOnline);
      window.removeEventListener('offline', goneOffline);
      // leaving the page by any way (menu, sign-out): what is unsent goes now (a pause has sent it
      // already, a submit carries it)
      if (controller.hasUnsent && !submittingRef.current && !pausingRef.current) {
        flushRef.current = controller.save();
      }
      controller.stop();
      if (autosaveRef.current === controller) {
        autosaveRef.current = null;
      }
    };
  }, [running, attemptId, examId, assignmentId, scheduleId, accessType, studentId, persist, submitNow]);

  // While an attempt runs, the midnight sign-out waits (issue 16 item 13). Leaving the page
  // releases it once the last save is answered. Declared after the auto-save so that, on leaving,
  // the auto-save's last save has started before this cleanup looks for it.
  const holding =
    phase.status === 'active' || phase.status === 'submitting' || phase.status === 'submit-error';
  useEffect(() => {
    if (!holding) {
      return undefined;
    }
    const release = holdSessionExpiry(EXAM_SESSION_HOLD);
    return () => {
      const last = flushRef.current;
      if (last) {
        void last.finally(release);
      } else {
        release();
      }
    };
  }, [holding]);

  // The draft lives in this tab only: closing the tab while it holds answers that could not be
  // sent would lose them, so the browser asks first. A reload keeps the draft but cannot be told
  // apart from closing. Signing out removes the draft first, so it never asks then.
  useEffect(() => {
    if (!active || !attemptId) {
      return undefined;
    }
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      const stored = loadDraft(draftStorage(), studentId, attemptId);
      if (stored?.unsent && (saveStatusRef.current === 'error' || !navigator.onLine)) {
        event.preventDefault();
      }
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [active, attemptId, studentId]);

  // a tutor's extra time moves the deadline at once (realtime push); saves resync it too
  useEffect(() => {
    if (!active || !attemptId) {
      return undefined;
    }
    return onTimeAdjusted(attemptId, (timeRemaining) => {
      const clock = pauseClockRef.current;
      if (clock) {
        const frozen = frozenAfterAdjustment(timeRemaining, clock, Date.now());
        pauseClockRef.current = { ...clock, examSecondsLeft: frozen };
        setPause((current) => (current.clock ? { ...current, clock: pauseClockRef.current } : current));
        setRemaining(frozen);
        setTotalSeconds((total) => Math.max(total, frozen));
        return;
      }
      deadlineRef.current = Date.now() + timeRemaining * 1000;
      setTotalSeconds((total) => Math.max(total, timeRemaining));
      setRemaining(secondsLeft());
    });
  }, [active, attemptId]);

  // the timer: once a second, from the deadline (not by counting ticks); zero submits
  useEffect(() => {
    if (!running || !attemptId) {
      return undefined;
    }
    const tick = () => {
      const left = secondsLeft();
      setRemaining(left);
      if (left <= 0) {
        submitNow(attemptId);
      }
    };
    tick();
    const timer = setInterval(tick, 1000);
    return () => clearInterval(timer);
  }, [running, attemptId, submitNow]);

  const resumeExam = useCallback(() => {
    if (!attemptId || !pauseClockRef.current) {
      return;
    }
    setPause((current) => ({ ...current, busy: true, error: null }));
    setAttemptPaused({ examId, assignmentId, scheduleId, accessType }, attemptId, false).then(
      (answer) => {
        if (!disposedRef.current) {
          applyPause(answer.timeRemaining, answer.pause);
        }
      },
      (error: unknown) => {
        console.error('Resuming the exam failed', error);
        if (isApiError(error) && !error.network && error.status >= 400 && error.status < 500) {
          // the server no longer holds this pause (it ended by itself, or the attempt closed):
          // open the attempt again for its clock as the server has it
          pauseClockRef.current = null;
          pausingRef.current = false;
          setPause(IDLE_PAUSE);
          setPhase({ status: 'loading' });
          setLoadCount((count) => count + 1);
          return;
        }
        setPause((current) => ({ ...current, busy: false, error: TAKE_EXAM_MESSAGES.resumeFailed }));
      },
    );
  }, [attemptId, examId, assignmentId, scheduleId, accessType, applyPause]);

  // the pause's own countdown; when its allowance is used up the exam carries on by itself
  const pauseEndsAt = pause.clock?.endsAt ?? null;
  useEffect(() => {
    if (!active || pauseEndsAt === null) {
      return undefined;
    }
    let asked = false;
    const tick = () => {
      const left = Math.max(0, Math.ceil((pauseEndsAt - Date.now()) / 1000));
      setPause((current) => (current.secondsLeft === left ? current : { ...current, secondsLeft: left }));
      if (left <= 0 && !asked) {
        asked = true;
        resumeExam();
      }
    };
    tick();
    const timer = setInterval(tick, 1000);
    return () => clearInterval(timer);
  }, [active, pauseEndsAt, resumeExam]);

  const pauseExam = useCallback(() => {
    const controller = autosaveRef.current;
    if (!attemptId || !rulesRef.current?.allowPause || pausingRef.current || submittingRef.current) {
      return;
    }
    pausingRef.current = true;
    setPause((current) => ({ ...current, busy: true, error: null }));
    const context = { examId, assignmentId, scheduleId, accessType };
    // the answers go first: the server refuses saves while paused
    void (controller?.drain() ?? Promise.resolve())
      .then(() => {
        controller?.stop();
        return setAttemptPaused(context, attemptId, true);
      })
      .then(
        (answer) => {
          if (!disposedRef.current) {
            applyPause(answer.timeRemaining, answer.pause);
          }
        },
        (error: unknown) => {
          console.error('Pausing the exam failed', error);
          pausingRef.current = false;
          if (!disposedRef.current && !submittingRef.current) {
            controller?.start();
          }
          setPause((current) => ({ ...current, busy: false, error: TAKE_EXAM_MESSAGES.pauseFailed }));
        },
      );
  }, [attemptId, examId, assignmentId, scheduleId, accessType, applyPause]);

  const reportIntegrity = useCallback(
    (kind: IntegrityKind) => {
      if (!attemptId || submittingRef.current) {
        return;
      }
      sendIntegrityReport({ examId, assignmentId, scheduleId, accessType }, attemptId, kind).catch(
        (error: unknown) => {
          // a lost report is not worth troubling the child about
          console.warn('An exam integrity report was not recorded', error);
        },
      );
    },
    [attemptId, examId, assignmentId, scheduleId, accessType],
  );

  const setAnswer = useCallback(
    (questionId: string, value: string) => {
      if (submittingRef.current || pausingRef.current) {
        return;
      }
      const next = { ...answersRef.current };
      if (value === '') {
        delete next[questionId];
      } else {
        next[questionId] = value;
      }
      answersRef.current = next;
      unsentRef.current = true;
      setAnswers(next);
      persist(attemptId, flaggedRef.current);
      autosaveRef.current?.answered();
    },
    [attemptId, persist],
  );

  const toggleFlag = useCallback(
    (questionId: string) => {
      setFlagged((current) => {
        const next = new Set(current);
        if (next.has(questionId)) {
          next.delete(questionId);
        } else {
          next.add(questionId);
        }
        persist(attemptId, next);
        return next;
      });
    },
    [attemptId, persist],
  );

  const goTo = useCallback(
    (target: number) => {
      const count = exam?.questions.length ?? 0;
      const current = indexRef.current;
      const next = Math.min(Math.max(0, target), count - 1);
      if (count === 0 || !rulesRef.current || !mayMove(rulesRef.current, current, next, count)) {
        return;
      }
      indexRef.current = next;
      setIndex(next);
      if (next > furthestRef.current) {
        furthestRef.current = next;
        setFurthest(next);
      }
      persist(attemptId, flaggedRef.current);
    },
    [exam, attemptId, persist],
  );

  const submit = useCallback(() => {
    if (attemptId) {
      submitNow(attemptId);
    }
  }, [attemptId, submitNow]);

  const retryLoad = useCallback(() => {
    setPhase({ status: 'loading' });
    setLoadCount((count) => count + 1);
  }, []);

  const flush = useCallback(() => {
    if (autosaveRef.current?.hasUnsent) {
      flushRef.current = autosaveRef.current.save();
    }
  }, []);

  return {
    phase,
    exam,
    attemptId,
    resumed,
    answers,
    flagged,
    index,
    furthest,
    rules,
    pause,
    remaining,
    totalSeconds,
    saveStatus,
    offline,
    setAnswer,
    toggleFlag,
    goTo,
    submit,
    pauseExam,
    resumeExam,
    reportIntegrity,
    retryLoad,
    flush,
  };
}
