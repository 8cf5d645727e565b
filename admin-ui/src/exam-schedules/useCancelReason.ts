import { useState } from 'react';
import { SCHEDULE_BANNERS } from './scheduleMessages';

/** The reason typed into a CancelReasonForm, starting as 'Cancelled by tutor', and what it lacks. */
export function useCancelReason() {
  const [value, setValue] = useState<string>(SCHEDULE_BANNERS.defaultCancelReason);
  const [error, setError] = useState<string | null>(null);
  return {
    value,
    error,
    /** typing clears the complaint */
    change: (next: string) => {
      setValue(next);
      setError(null);
    },
    /** for the next schedule or exam the dialog shows */
    reset: () => {
      setValue(SCHEDULE_BANNERS.defaultCancelReason);
      setError(null);
    },
    /** says what is missing and takes the focus to the field */
    complain: (message: string, inputId: string) => {
      setError(message);
      document.getElementById(inputId)?.focus();
    },
  };
}
