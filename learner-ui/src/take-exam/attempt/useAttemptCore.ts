import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { TakingRules } from '@portal/contracts';
import type { AttemptContext } from '../attemptApi';
import type { SaveStatus } from '../autosave';
import { draftStorage, storeDraft } from '../draftStore';
import type { ExamPaper } from '../examModel';
import { secondsUntil } from './attemptState';
import {
  IDLE_PAUSE,
  type AttemptCore,
  type AttemptPhase,
  type LiveAttempt,
  type PauseView,
} from './attemptCore';

/** The attempt's state, its live record and the draft writer, shared by the concerns' hooks. */
export function useAttemptCore(
  { examId, assignmentId, scheduleId, accessType }: AttemptContext,
  studentId: string,
  onComplete: (attemptId: string) => void,
): AttemptCore {
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

  const live = useRef<LiveAttempt>({
    answers,
    flagged,
    index,
    furthest: 0,
    rules: null,
    deadline: 0,
    startedAt: Date.now(),
    seq: 0,
    unsent: false,
    autosave: null,
    submitting: false,
    pausing: false,
    pauseClock: null,
    saveStatus: 'saved',
    loading: false,
    flush: null,
    disposed: false,
    onComplete,
  }).current;
  live.onComplete = onComplete;
  live.flagged = flagged;

  const context = useMemo(
    () => ({ examId, assignmentId, scheduleId, accessType }),
    [examId, assignmentId, scheduleId, accessType],
  );

  // Once the page is gone (signed out, another page), a late save answer writes no draft back.
  useEffect(() => {
    live.disposed = false;
    return () => {
      live.disposed = true;
    };
  }, [live]);

  const secondsLeft = useCallback(() => secondsUntil(live.deadline, Date.now()), [live]);

  const persist = useCallback(
    (id: string | null, flags: ReadonlySet<string>) => {
      if (!id || live.disposed || live.submitting) {
        return;
      }
      storeDraft(draftStorage(), studentId, id, {
        answers: live.answers,
        flagged: [...flags],
        currentIndex: live.index,
        seq: live.seq,
        unsent: live.unsent,
        updatedAt: Date.now(),
      });
    },
    [live, studentId],
  );

  return {
    ...{ phase, exam, attemptId, resumed, answers, flagged, index, furthest, rules, pause },
    ...{ remaining, totalSeconds, saveStatus, offline },
    ...{ setPhase, setExam, setAttemptId, setResumed, setAnswers, setFlagged, setIndex, setFurthest },
    ...{ setRules, setPause, setRemaining, setTotalSeconds, setSaveStatus, setOffline },
    ...{ live, context, studentId, loadCount, setLoadCount, secondsLeft, persist },
  };
}
