import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import EventBusyRoundedIcon from '@mui/icons-material/EventBusyRounded';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useNotify } from 'react-admin';
import { LoadingState } from '@portal/ui-shared';
import { ChoiceDialogFrame } from '../common/ChoiceDialogFrame';
import { SafeChoiceActions } from '../common/SafeChoiceActions';
import { CancelReasonForm } from './CancelReasonForm';
import { attemptsStarted } from './progressLabels';
import { cancelSchedule, type ScheduleItem } from './schedulesApi';
import { SCHEDULE_BANNERS, serverMessageOr } from './scheduleMessages';
import { SCHEDULES_KEY, useScheduleProgress } from './useSchedules';
import { useLastShown } from '../common/useLastShown';

export interface CancelDialogProps {
  /** null when closed */
  schedule: ScheduleItem | null;
  onClose: () => void;
}

export const REASON_REQUIRED = 'Please give a reason: students have already started this exam';

/**
 * Spec 002 §4 "Cancelling a schedule": the progress is read first. Attempts (completed or in
 * progress) bring a caution and a required reason; otherwise the action is said to be safe and
 * final. The reason starts as 'Cancelled by tutor'.
 */
export const CancelDialog = ({ schedule, onClose }: CancelDialogProps) => {
  const notify = useNotify();
  const queryClient = useQueryClient();
  const [reason, setReason] = useState<string>(SCHEDULE_BANNERS.defaultCancelReason);
  const [reasonError, setReasonError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const shown = useLastShown(schedule, () => {
    setReason(SCHEDULE_BANNERS.defaultCancelReason);
    setReasonError(null);
    setFailure(null);
  });
  const progress = useScheduleProgress(shown?.id, schedule !== null);
  const started = progress.data ? attemptsStarted(progress.data.statistics) : 0;
  // without the progress nobody can say no one has started: ask for the reason to be safe
  const reasonRequired = started > 0 || progress.isError;

  const cancel = useMutation({
    mutationFn: ({ id, why }: { id: string; why: string }) => cancelSchedule(id, why),
    onSuccess: () => {
      notify(SCHEDULE_BANNERS.cancelled, { type: 'success' });
      void queryClient.invalidateQueries({ queryKey: SCHEDULES_KEY });
      onClose();
    },
    onError: (error) => {
      notify(SCHEDULE_BANNERS.cancelFailed, { type: 'error' });
      setFailure(serverMessageOr(error, SCHEDULE_BANNERS.cancelFailed));
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!shown || progress.isPending) {
      return;
    }
    const why = reason.trim();
    if (reasonRequired && !why) {
      setReasonError(REASON_REQUIRED);
      document.getElementById('cancel-reason')?.focus();
      return;
    }
    setFailure(null);
    cancel.mutate({ id: shown.id, why: why || SCHEDULE_BANNERS.defaultCancelReason });
  };

  const close = () => {
    if (!cancel.isPending) {
      onClose();
    }
  };

  let notice;
  if (progress.isPending) {
    notice = <LoadingState message="Checking whether students have started…" />;
  } else if (progress.isError) {
    notice = (
      <Alert
        severity="warning"
        action={
          <Button color="inherit" size="small" onClick={() => void progress.refetch()}>
            Retry
          </Button>
        }
      >
        {SCHEDULE_BANNERS.progressFailed}. Some students may have started: please give a reason.
      </Alert>
    );
  } else if (started > 0) {
    notice = (
      <Alert severity="warning" id="cancel-notice">
        Students have started this exam ({started} attempt{started === 1 ? '' : 's'}). Their work stays
        recorded, but they can no longer continue. A reason is required and is sent to the affected students.
      </Alert>
    );
  } else {
    notice = (
      <Alert severity="info" id="cancel-notice">
        No student has started this exam, so cancelling is safe. It cannot be undone; the affected students
        are notified.
      </Alert>
    );
  }

  return (
    <ChoiceDialogFrame
      open={schedule !== null}
      onClose={close}
      titleId="cancel-dialog-title"
      noticeId="cancel-notice"
      title={<>Cancel “{shown?.title}”?</>}
      contentSx={{ display: 'grid', gap: 2, alignContent: 'start' }}
      actions={
        <SafeChoiceActions
          keepLabel="Keep schedule"
          onKeep={close}
          confirmLabel="Cancel schedule"
          confirmIcon={<EventBusyRoundedIcon />}
          confirmColor="error"
          busy={cancel.isPending}
          confirmDisabled={progress.isPending}
          form="cancel-form"
        />
      }
    >
      {notice}
      {failure ? (
        <Alert severity="error" role="alert">
          {failure}
        </Alert>
      ) : null}
      <CancelReasonForm
        formId="cancel-form"
        inputId="cancel-reason"
        required={reasonRequired}
        value={reason}
        disabled={cancel.isPending || progress.isPending}
        error={reasonError}
        onChange={(next) => {
          setReason(next);
          setReasonError(null);
        }}
        onSubmit={submit}
      />
    </ChoiceDialogFrame>
  );
};
