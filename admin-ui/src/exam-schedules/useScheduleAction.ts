import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNotify } from 'react-admin';
import { serverMessageOr } from './scheduleMessages';
import { SCHEDULES_KEY } from './useSchedules';

export interface ScheduleActionOptions<Input> {
  run: (input: Input) => Promise<unknown>;
  /** the success banner */
  done: string;
  /** the failure banner, and the dialog's message when the server gives none */
  failed: string;
  onClose: () => void;
}

/**
 * A dialog's one action on a schedule: on success a banner, the list read again and the dialog
 * closed; on failure a banner and the server's reason kept for the dialog to show. The dialog
 * cannot be closed while the action runs.
 */
export function useScheduleAction<Input>({ run, done, failed, onClose }: ScheduleActionOptions<Input>) {
  const notify = useNotify();
  const queryClient = useQueryClient();
  const [failure, setFailure] = useState<string | null>(null);
  const action = useMutation({
    mutationFn: run,
    onSuccess: () => {
      notify(done, { type: 'success' });
      void queryClient.invalidateQueries({ queryKey: SCHEDULES_KEY });
      onClose();
    },
    onError: (error) => {
      notify(failed, { type: 'error' });
      setFailure(serverMessageOr(error, failed));
    },
  });
  const close = () => {
    if (!action.isPending) {
      onClose();
    }
  };
  return { action, failure, setFailure, close };
}
