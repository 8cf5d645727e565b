import { onTimeAdjusted } from './attemptPushes';
import { useCallback, useEffect, useRef, useState } from 'react';
import { errorMessage, isApiError } from '@portal/ui-shared';
import { isTimeUp, saveAttempt, startAttempt, submitAttempt, type AttemptContext } from './attemptApi';
import { AutosaveController, type SaveStatus } from './autosave';
import { clearDraft, draftStorage, loadDraft, resumeAnswers, storeDraft } from './draftStore';
import type { ExamPaper } from './examModel';
import { COMPLETION_DELAY_MS, initialRemaining } from './timing';

/** A submit the server refused for good: the attempt is no longer running (404, 409). */
export function isAttemptClosed(error: unknown): boolean {
  return isApiError(error) && (error.status === 404 || error.status === 409);
}

export const TAKE_EXAM_MESSAGES = {
  loadFailed: 'Failed to load exam. Please try again.',
  submitFailed: 'Failed to submit exam. Please try again or contact support.',
} as const;

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
  remaining: number;
  totalSeconds: number;
  saveStatus: SaveStatus;
  offline: boolean;
  setAnswer: (questionId: string, value: string) => void;
  toggleFlag: (questionId: string) => void;
  goTo: (index: number) => void;
  submit: () => void;
  retryLoad: () => void;
  /** Sends what is unsent before leaving the page. */
  flush: () => void;
}

/**
 * One exam attempt (spec 002 §2.6, §4): start or resume, a timer from the server's time left,
 * auto-save with an increasing sequence number, answers kept in this browser while offline, and
 * submit, then the completion callback one second later.
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
  const [remaining, setRemaining] = useState(0);
  const [totalSeconds, setTotalSeconds] = useState(1);
  const [saveStatus, setSaveStatus] = useState<SaveStatus>('saved');
  const [offline, setOffline] = useState(() => typeof navigator !== 'undefined' && !navigator.onLine);
  const [loadCount, setLoadCount] = useState(0);

  const answersRef = useRef(answers);
  const indexRef = useRef(index);
  const deadlineRef = useRef(0);
  const startedAtRef = useRef(Date.now());
  const seqRef = useRef(0);
  const unsentRef = useRef(false);
  const autosaveRef = useRef<AutosaveController | null>(null);
  const submittingRef = useRef(false);
  const saveStatusRef = useRef<SaveStatus>('saved');
  const loadingRef = useRef(false);
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
          setPhase({ status: 'completed', attemptId: result.attemptId });
          setTimeout(() => onCompleteRef.current(result.attemptId), COMPLETION_DELAY_MS);
        },
        (error: unknown) => {
          console.error('Submitting the exam failed', error);
          if (isAttemptClosed(error)) {
            // the server closed the attempt (submitted elsewhere, or gone): the draft can go nowhere
            clearDraft(draftStorage(), studentId, id);
          }
          submittingRef.current = false;
          setPhase({ status: 'submit-error' });
        },
      );
    },
    [examId, assignmentId, scheduleId, accessType, studentId],
  );

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
        const lastIndex = draft?.currentIndex ?? started.lastQuestionIndex ?? 0;
        const count = started.exam.questions.length;
        const startIndex = Math.min(Math.max(0, lastIndex), Math.max(0, count - 1));
        const left = initialRemaining(started.timeRemaining, started.exam.timeLimit);
        const total = Math.max(left, Math.round(started.exam.timeLimit * 60), 1);
        answersRef.current = restored;
        indexRef.current = startIndex;
        seqRef.current = Math.max(draft?.seq ?? 0, started.lastSeq);
        unsentRef.current = draft?.unsent ?? false;
        deadlineRef.current = Date.now() + left * 1000;
        startedAtRef.current = Date.now() - (total - left) * 1000;
        setExam(started.exam);
        setAttemptId(started.attemptId);
        setResumed(started.resuming || Object.keys(restored).length > 0);
        setAnswers(restored);
        setFlagged(new Set(draft?.flagged ?? []));
        setIndex(startIndex);
        setRemaining(left);
        setTotalSeconds(total);
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
  }, [examId, assignmentId, scheduleId, accessType, studentId, loadCount]);

  const active = phase.status === 'active';

  // auto-save while active
  useEffect(() => {
    if (!active || !attemptId) {
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
        if (serverLeft !== null && Math.abs(serverLeft - secondsLeft()) > 2) {
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
      isFatal: isTimeUp,
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
      controller.stop();
      if (autosaveRef.current === controller) {
        autosaveRef.current = null;
      }
    };
  }, [active, attemptId, examId, assignmentId, scheduleId, accessType, studentId, persist, submitNow]);

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
      deadlineRef.current = Date.now() + timeRemaining * 1000;
      setTotalSeconds((total) => Math.max(total, timeRemaining));
      setRemaining(secondsLeft());
    });
  }, [active, attemptId]);

  // the timer: once a second, from the deadline (not by counting ticks); zero submits
  useEffect(() => {
    if (!active || !attemptId) {
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
  }, [active, attemptId, submitNow]);

  const setAnswer = useCallback(
    (questionId: string, value: string) => {
      if (submittingRef.current) {
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
      if (count === 0) {
        return;
      }
      const next = Math.min(Math.max(0, target), count - 1);
      indexRef.current = next;
      setIndex(next);
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
      void autosaveRef.current.save();
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
    remaining,
    totalSeconds,
    saveStatus,
    offline,
    setAnswer,
    toggleFlag,
    goTo,
    submit,
    retryLoad,
    flush,
  };
}
