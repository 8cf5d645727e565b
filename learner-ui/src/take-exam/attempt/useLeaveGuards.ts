import { useEffect } from 'react';
import { holdSessionExpiry } from '@portal/ui-shared';
import { draftStorage, loadDraft } from '../draftStore';
import type { AttemptCore } from './attemptCore';
import { EXAM_SESSION_HOLD } from './messages';

/**
 * What keeps an attempt from being lost on leaving: the midnight sign-out waits while it runs
 * (issue 16 item 13), and closing the tab with unsendable answers asks first. Called after the
 * auto-save, so that, on leaving, its last save has started before the hold's cleanup looks for it.
 */
export function useLeaveGuards({ live, phase, attemptId, studentId }: AttemptCore): void {
  // Leaving the page releases the hold once the last save is answered.
  const holding =
    phase.status === 'active' || phase.status === 'submitting' || phase.status === 'submit-error';
  useEffect(() => {
    if (!holding) {
      return undefined;
    }
    const release = holdSessionExpiry(EXAM_SESSION_HOLD);
    return () => {
      const last = live.flush;
      if (last) {
        void last.finally(release);
      } else {
        release();
      }
    };
  }, [holding, live]);

  // The draft lives in this tab only: closing the tab while it holds answers that could not be
  // sent would lose them, so the browser asks first. A reload keeps the draft but cannot be told
  // apart from closing. Signing out removes the draft first, so it never asks then.
  const active = phase.status === 'active';
  useEffect(() => {
    if (!active || !attemptId) {
      return undefined;
    }
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      const stored = loadDraft(draftStorage(), studentId, attemptId);
      if (stored?.unsent && (live.saveStatus === 'error' || !navigator.onLine)) {
        event.preventDefault();
      }
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [active, attemptId, studentId, live]);
}
