import DeleteSweepRoundedIcon from '@mui/icons-material/DeleteSweepRounded';
import { ConfirmDialog } from '../common/ConfirmDialog';

export interface ClearExamsConfirmDialogProps {
  open: boolean;
  studentName: string;
  clearing: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}

/** Spec 001 §2.5: clearing removes all assignments, schedules and attempts, and cannot be undone. */
export const ClearExamsConfirmDialog = ({
  open,
  studentName,
  clearing,
  onCancel,
  onConfirm,
}: ClearExamsConfirmDialogProps) => (
  <ConfirmDialog
    open={open}
    ids={{ title: 'clear-exams-title', message: 'clear-exams-warning' }}
    title={`Clear all exams for ${studentName}?`}
    message={`Clearing removes all of ${studentName}'s assignments, schedules and attempts. This cannot be undone.`}
    confirmLabel="Clear All Exams"
    confirmIcon={<DeleteSweepRoundedIcon />}
    busy={clearing}
    onCancel={onCancel}
    onConfirm={onConfirm}
  />
);
