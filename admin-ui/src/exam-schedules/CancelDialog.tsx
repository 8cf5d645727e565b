import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import EventBusyRoundedIcon from '@mui/icons-material/EventBusyRounded';
import type { FormEvent } from 'react';
import { LoadingState } from '@portal/ui-shared';
import { ChoiceDialogFrame } from '../common/ChoiceDialogFrame';
import { FailureAlert } from '../common/FailureAlert';
import { SafeChoiceActions } from '../common/SafeChoiceActions';
import { stackedSx } from '../common/stackedSx';
import { CancelReasonForm } from './CancelReasonForm';
import { attemptsStarted } from './progressLabels';
import type { ScheduleDialogProps } from './ScheduleDialogFrame';
import { cancelSchedule } from './schedulesApi';
import { SCHEDULE_BANNERS } from './scheduleMessages';
import { useCancelReason } from './useCancelReason';
import { useScheduleAction } from './useScheduleAction';
import { useScheduleProgress } from './useSchedules';
import { useLastShown } from '../common/useLastShown';

export type CancelDialogProps = ScheduleDialogProps;

export const REASON_REQUIRED = 'Please give a reason: students have already started this exam';

/**
 * Spec 002 §4 "Cancelling a schedule": the progress is read first. Attempts (completed or in
 * progress) bring a caution and a required reason; otherwise the action is said to be safe and
 * final. The reason starts as 'Cancelled by tutor'.
 */
export const CancelDialog = ({ schedule, onClose }: CancelDialogProps) => {
  const reason = useCancelReason();
  const {
    action: cancel,
    failure,
    setFailure,
    close,
  } = useScheduleAction({
    run: ({ id, why }: { id: string; why: string }) => cancelSchedule(id, why),
    done: SCHEDULE_BANNERS.cancelled,
    failed: SCHEDULE_BANNERS.cancelFailed,
    onClose,
  });
  const shown = useLastShown(schedule, () => {
    reason.reset();
    setFailure(null);
  });
  const progress = useScheduleProgress(shown?.id, schedule !== null);
  const started = progress.data ? attemptsStarted(progress.data.statistics) : 0;
  // without the progress nobody can say no one has started: ask for the reason to be safe
  const reasonRequired = started > 0 || progress.isError;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!shown || progress.isPending) {
      return;
    }
    const why = reason.value.trim();
    if (reasonRequired && !why) {
      reason.complain(REASON_REQUIRED, 'cancel-reason');
      return;
    }
    setFailure(null);
    cancel.mutate({ id: shown.id, why: why || SCHEDULE_BANNERS.defaultCancelReason });
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
      contentSx={stackedSx(2)}
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
      <FailureAlert message={failure} />
      <CancelReasonForm
        formId="cancel-form"
        inputId="cancel-reason"
        required={reasonRequired}
        value={reason.value}
        disabled={cancel.isPending || progress.isPending}
        error={reason.error}
        onChange={reason.change}
        onSubmit={submit}
      />
    </ChoiceDialogFrame>
  );
};
