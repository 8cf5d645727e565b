import DeleteSweepRoundedIcon from '@mui/icons-material/DeleteSweepRounded';
import { ConfirmDialog, type ConfirmChoiceProps } from '../common/ConfirmDialog';

export interface ClearExamsConfirmDialogProps extends ConfirmChoiceProps {
  studentName: string;
  clearing: boolean;
}

/** Spec 001 §2.5: clearing removes all assignments, schedules and attempts, and cannot be undone. */
export const ClearExamsConfirmDialog = ({
  studentName,
  clearing,
  ...choice
}: ClearExamsConfirmDialogProps) => (
  <ConfirmDialog
    {...choice}
    ids={{ title: 'clear-exams-title', message: 'clear-exams-warning' }}
    title={`Clear all exams for ${studentName}?`}
    message={`Clearing removes all of ${studentName}'s assignments, schedules and attempts. This cannot be undone.`}
    confirmLabel="Clear All Exams"
    confirmIcon={<DeleteSweepRoundedIcon />}
    busy={clearing}
  />
);
