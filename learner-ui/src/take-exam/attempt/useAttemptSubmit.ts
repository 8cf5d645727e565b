import { useCallback } from 'react';
import { isApiError } from '@portal/ui-shared';
import { submitAttempt } from '../attemptApi';
import { clearDraft, draftStorage } from '../draftStore';
import { clearNotes } from '../notesStore';
import { COMPLETION_DELAY_MS } from '../timing';
import type { AttemptCore } from './attemptCore';

/** A submit the server refused for good: the attempt is no longer running (404, 409). */
export function isAttemptClosed(error: unknown): boolean {
  return isApiError(error) && (error.status === 404 || error.status === 409);
}

/**
 * Submits once (by the child, at zero, or when a save hears the time is up), then calls the
 * completion callback a second later; the attempt's draft and notes leave the browser.
 */
export function useAttemptSubmit({ live, context, studentId, setPhase }: AttemptCore): (id: string) => void {
  return useCallback(
    (id: string) => {
      if (live.submitting) {
        return;
      }
      live.submitting = true;
      live.autosave?.stop();
      setPhase({ status: 'submitting' });
      const timeSpent = (Date.now() - live.startedAt) / 1000;
      const forget = () => {
        clearDraft(draftStorage(), studentId, id);
        clearNotes(draftStorage(), studentId, id);
      };
      submitAttempt(context, { answers: live.answers, timeSpent, attemptId: id }).then(
        (result) => {
          // submitted (by the child or at the deadline): nothing of the attempt stays in the browser
          forget();
          setPhase({ status: 'completed', attemptId: result.attemptId });
          setTimeout(() => live.onComplete(result.attemptId), COMPLETION_DELAY_MS);
        },
        (error: unknown) => {
          console.error('Submitting the exam failed', error);
          if (isAttemptClosed(error)) {
            // the server closed the attempt (submitted elsewhere, or gone): the draft can go nowhere
            forget();
          }
          live.submitting = false;
          setPhase({ status: 'submit-error' });
        },
      );
    },
    [live, context, studentId, setPhase],
  );
}
