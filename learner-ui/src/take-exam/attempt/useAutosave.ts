import { useCallback, useEffect } from 'react';
import { isTimeUp, saveAttempt } from '../attemptApi';
import { AutosaveController } from '../autosave';
import type { AttemptCore } from './attemptCore';

/**
 * Auto-save while the clock runs (the server refuses saves during a pause), with an increasing
 * sequence number and the answers kept in this browser while offline. Returns the flush that
 * sends what is unsent before leaving the page.
 */
export function useAutosave(
  core: AttemptCore,
  running: boolean,
  submitNow: (id: string) => void,
): () => void {
  const { live, context, studentId, attemptId, persist, secondsLeft } = core;
  const { setTotalSeconds, setSaveStatus, setOffline } = core;

  useEffect(() => {
    if (!running || !attemptId) {
      return undefined;
    }
    const controller = new AutosaveController({
      initialSeq: live.seq,
      initiallyDirty: live.unsent,
      send: async (seq) => {
        const serverLeft = await saveAttempt(context, studentId, {
          attemptId,
          answers: live.answers,
          timeRemaining: secondsLeft(),
          lastQuestionIndex: live.index,
          seq,
        });
        // the server's clock wins (a tutor may have given more time)
        if (!live.pausing && Math.abs(serverLeft - secondsLeft()) > 2) {
          live.deadline = Date.now() + serverLeft * 1000;
          setTotalSeconds((total) => Math.max(total, serverLeft));
        }
      },
      onStatus: (status) => {
        live.saveStatus = status;
        setSaveStatus(status);
      },
      onSeq: (seq) => {
        live.seq = seq;
        persist(attemptId, live.flagged);
      },
      onDirty: (dirty) => {
        live.unsent = dirty;
        persist(attemptId, live.flagged);
      },
      // a 409 while a pause is being asked for is the pause, not the end of the time
      isFatal: (error) => isTimeUp(error) && !live.pausing,
      onFatal: () => submitNow(attemptId),
    });
    live.autosave = controller;
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
      if (controller.hasUnsent && !live.submitting && !live.pausing) {
        live.flush = controller.save();
      }
      controller.stop();
      if (live.autosave === controller) {
        live.autosave = null;
      }
    };
  }, [
    running,
    attemptId,
    live,
    context,
    studentId,
    persist,
    secondsLeft,
    submitNow,
    setTotalSeconds,
    setSaveStatus,
    setOffline,
  ]);

  return useCallback(() => {
    if (live.autosave?.hasUnsent) {
      live.flush = live.autosave.save();
    }
  }, [live]);
}
