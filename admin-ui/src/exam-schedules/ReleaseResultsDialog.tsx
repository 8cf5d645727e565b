import Alert from '@mui/material/Alert';
import DialogContentText from '@mui/material/DialogContentText';
import LockOpenRoundedIcon from '@mui/icons-material/LockOpenRounded';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNotify } from 'react-admin';
import { releaseResults, type ScheduleItem } from './schedulesApi';
import { SCHEDULE_BANNERS, serverMessageOr } from './scheduleMessages';
import { formatWhen } from './scheduleSections';
import { SCHEDULES_KEY } from './useSchedules';
import { ChoiceDialogFrame } from '../common/ChoiceDialogFrame';
import { SafeChoiceActions } from '../common/SafeChoiceActions';
import { useLastShown } from '../common/useLastShown';

export interface ReleaseResultsDialogProps {
  /** null when closed */
  schedule: ScheduleItem | null;
  onClose: () => void;
}

/**
 * Release results (issue 16 item 1): with "Show results immediately" off, students see only their
 * score until the window closes; the tutor may show the correct answers and explanations sooner.
 * It cannot be undone, so it asks first; the safe choice has the focus.
 */
export const ReleaseResultsDialog = ({ schedule, onClose }: ReleaseResultsDialogProps) => {
  const notify = useNotify();
  const queryClient = useQueryClient();
  const [failure, setFailure] = useState<string | null>(null);
  const shown = useLastShown(schedule, () => {
    setFailure(null);
  });

  const release = useMutation({
    mutationFn: (id: string) => releaseResults(id),
    onSuccess: () => {
      notify(SCHEDULE_BANNERS.resultsReleased, { type: 'success' });
      void queryClient.invalidateQueries({ queryKey: SCHEDULES_KEY });
      onClose();
    },
    onError: (error) => {
      notify(SCHEDULE_BANNERS.releaseFailed, { type: 'error' });
      setFailure(serverMessageOr(error, SCHEDULE_BANNERS.releaseFailed));
    },
  });

  const close = () => {
    if (!release.isPending) {
      onClose();
    }
  };
  const end = shown?.scheduledEndTime ?? null;

  return (
    <ChoiceDialogFrame
      open={schedule !== null}
      onClose={close}
      titleId="release-dialog-title"
      noticeId="release-notice"
      title={<>Release results of “{shown?.title}”?</>}
      contentSx={{ display: 'grid', gap: 2, alignContent: 'start' }}
      actions={
        <SafeChoiceActions
          keepLabel="Not yet"
          onKeep={close}
          confirmLabel="Release results"
          confirmIcon={<LockOpenRoundedIcon />}
          busy={release.isPending}
          onConfirm={() => shown && release.mutate(shown.id)}
        />
      }
    >
      <DialogContentText id="release-notice">
        Students who have submitted, and their parents, will see the correct answers and explanations now
        {end ? <>, instead of after the end ({formatWhen(end)})</> : null}. Anyone still taking the exam could
        learn the answers from a classmate. This cannot be undone.
      </DialogContentText>
      {failure ? (
        <Alert severity="error" role="alert">
          {failure}
        </Alert>
      ) : null}
    </ChoiceDialogFrame>
  );
};
