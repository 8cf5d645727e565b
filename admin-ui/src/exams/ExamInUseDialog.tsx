import Alert from '@mui/material/Alert';
import DialogContentText from '@mui/material/DialogContentText';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import EventBusyRoundedIcon from '@mui/icons-material/EventBusyRounded';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useNotify } from 'react-admin';
import { formatDateTime } from '../common/formatDate';
import { cancelSchedule } from '../exam-schedules/schedulesApi';
import { SCHEDULE_BANNERS, serverMessageOr } from '../exam-schedules/scheduleMessages';
import { SCHEDULES_KEY } from '../exam-schedules/useSchedules';
import { EXAM_TOAST_MS, UI_MESSAGES, examDeleted } from './examForm';
import { ExamInUseError, type LiveSchedule } from './examsApi';
import { CancelReasonForm } from '../exam-schedules/CancelReasonForm';
import { useCancelReason } from '../exam-schedules/useCancelReason';
import { FailureAlert } from '../common/FailureAlert';
import { useDeleteExam } from './useExams';
import { ChoiceDialogFrame } from '../common/ChoiceDialogFrame';
import { SafeChoiceActions } from '../common/SafeChoiceActions';
import { useLastShown } from '../common/useLastShown';

/** What the server answered when the exam was to be deleted. */
export interface ExamInUse {
  exam: { id: string; title: string };
  message: string;
  schedules: readonly LiveSchedule[];
}

export interface ExamInUseDialogProps {
  /** null when closed */
  refusal: ExamInUse | null;
  onClose: () => void;
}

export const REASON_NEEDED = 'Please give a reason: it is shown to the students';

/** "Opens … · closes …", or what an assignment without a window is. */
export function windowText(schedule: LiveSchedule): string {
  if (!schedule.scheduledStartTime) {
    return 'Assignment without a window: students can start it at any time';
  }
  const opens = `Opens ${formatDateTime(schedule.scheduledStartTime)}`;
  return schedule.scheduledEndTime ? `${opens} · closes ${formatDateTime(schedule.scheduledEndTime)}` : opens;
}

/**
 * Issue 16 item 6: an exam whose schedules students can still start is not deleted (the server
 * answers 409 naming them). This dialog lists them and offers to cancel each one (the usual
 * cancellation: every affected student is notified) and then delete the exam.
 */
export const ExamInUseDialog = ({ refusal, onClose }: ExamInUseDialogProps) => {
  const notify = useNotify();
  const queryClient = useQueryClient();
  const removal = useDeleteExam();
  const [remaining, setRemaining] = useState<readonly LiveSchedule[]>(refusal?.schedules ?? []);
  const reason = useCancelReason();
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const shown = useLastShown(refusal, (next) => {
    setRemaining(next.schedules);
    reason.reset();
    setFailure(null);
  });

  const cancelThenDelete = async (why: string) => {
    if (!shown) {
      return;
    }
    setBusy(true);
    setFailure(null);
    let left = [...remaining];
    try {
      for (const schedule of remaining) {
        await cancelSchedule(schedule.id, why);
        left = left.filter((item) => item.id !== schedule.id);
        setRemaining(left);
      }
    } catch (error) {
      notify(SCHEDULE_BANNERS.cancelFailed, { type: 'error' });
      setFailure(serverMessageOr(error, SCHEDULE_BANNERS.cancelFailed));
      setBusy(false);
      return;
    } finally {
      void queryClient.invalidateQueries({ queryKey: SCHEDULES_KEY });
    }
    if (remaining.length > 0) {
      notify(SCHEDULE_BANNERS.cancelled, { type: 'success' });
    }
    try {
      await removal.mutateAsync(shown.exam.id);
      notify(examDeleted(shown.exam.title), { type: 'success', autoHideDuration: EXAM_TOAST_MS });
      onClose();
    } catch (error) {
      if (error instanceof ExamInUseError) {
        // scheduled again meanwhile: show what is left to cancel
        setRemaining(error.schedules);
        setFailure(error.message);
      } else {
        notify(UI_MESSAGES.deleteFailed, { type: 'error', autoHideDuration: EXAM_TOAST_MS });
        setFailure(serverMessageOr(error, UI_MESSAGES.deleteFailed));
      }
    } finally {
      setBusy(false);
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const why = reason.value.trim();
    if (!why) {
      reason.complain(REASON_NEEDED, 'exam-in-use-reason');
      return;
    }
    void cancelThenDelete(why);
  };

  const close = () => {
    if (!busy) {
      onClose();
    }
  };

  const count = remaining.length;
  return (
    <ChoiceDialogFrame
      open={refusal !== null}
      onClose={close}
      titleId="exam-in-use-title"
      noticeId="exam-in-use-notice"
      title={<>“{shown?.exam.title}” still has schedules</>}
      actions={
        <SafeChoiceActions
          keepLabel="Keep the exam"
          onKeep={close}
          confirmLabel={
            count === 0
              ? 'Delete exam'
              : count === 1
                ? 'Cancel the schedule and delete'
                : `Cancel ${count} schedules and delete`
          }
          confirmIcon={<EventBusyRoundedIcon />}
          confirmColor="error"
          busy={busy}
          form="exam-in-use-form"
        />
      }
    >
      <Alert severity="warning" id="exam-in-use-notice" sx={{ mb: 2 }}>
        {shown?.message}
      </Alert>
      <DialogContentText>
        Students can still start {count === 1 ? 'this schedule' : `these ${count} schedules`}. Cancel{' '}
        {count === 1 ? 'it' : 'them'} first: each affected student is notified, and attempts already made keep
        their results. Then the exam is deleted.
      </DialogContentText>
      <List dense aria-label="Schedules to cancel">
        {remaining.map((schedule) => (
          <ListItem key={schedule.id} disableGutters>
            <ListItemText
              primary={schedule.title}
              secondary={windowText(schedule)}
              slotProps={{ primary: { sx: { overflowWrap: 'anywhere' } } }}
            />
          </ListItem>
        ))}
      </List>
      <FailureAlert message={failure} sx={{ mb: 2 }} />
      <CancelReasonForm
        formId="exam-in-use-form"
        inputId="exam-in-use-reason"
        required
        value={reason.value}
        disabled={busy}
        error={reason.error}
        onChange={reason.change}
        onSubmit={submit}
      />
    </ChoiceDialogFrame>
  );
};
