import DialogContentText from '@mui/material/DialogContentText';
import LockOpenRoundedIcon from '@mui/icons-material/LockOpenRounded';
import { releaseResults } from './schedulesApi';
import { SCHEDULE_BANNERS } from './scheduleMessages';
import type { ScheduleDialogProps } from './ScheduleDialogFrame';
import { formatWhen } from './scheduleSections';
import { useScheduleAction } from './useScheduleAction';
import { ChoiceDialogFrame } from '../common/ChoiceDialogFrame';
import { FailureAlert } from '../common/FailureAlert';
import { SafeChoiceActions } from '../common/SafeChoiceActions';
import { stackedSx } from '../common/stackedSx';
import { useLastShown } from '../common/useLastShown';

export type ReleaseResultsDialogProps = ScheduleDialogProps;

/**
 * Release results (issue 16 item 1): with "Show results immediately" off, students see only their
 * score until the window closes; the tutor may show the correct answers and explanations sooner.
 * It cannot be undone, so it asks first; the safe choice has the focus.
 */
export const ReleaseResultsDialog = ({ schedule, onClose }: ReleaseResultsDialogProps) => {
  const {
    action: release,
    failure,
    setFailure,
    close,
  } = useScheduleAction({
    run: (id: string) => releaseResults(id),
    done: SCHEDULE_BANNERS.resultsReleased,
    failed: SCHEDULE_BANNERS.releaseFailed,
    onClose,
  });
  const shown = useLastShown(schedule, () => {
    setFailure(null);
  });

  const end = shown?.scheduledEndTime ?? null;

  return (
    <ChoiceDialogFrame
      open={schedule !== null}
      onClose={close}
      titleId="release-dialog-title"
      noticeId="release-notice"
      title={<>Release results of “{shown?.title}”?</>}
      contentSx={stackedSx(2)}
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
      <FailureAlert message={failure} />
    </ChoiceDialogFrame>
  );
};
