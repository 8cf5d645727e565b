import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import DeleteSweepRoundedIcon from '@mui/icons-material/DeleteSweepRounded';
import EventBusyRoundedIcon from '@mui/icons-material/EventBusyRounded';
import MoreTimeRoundedIcon from '@mui/icons-material/MoreTimeRounded';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNotify } from 'react-admin';
import type { Student } from '@portal/contracts';
import { EmptyState, QueryState } from '@portal/ui-shared';
import { AccommodationDialog, type AccommodationTarget } from '../accommodations/AccommodationDialog';
import { pickedOf } from '../student-picker/studentPicker';
import { ClearExamsConfirmDialog } from './ClearExamsConfirmDialog';
import { StudentExamRow } from './StudentExamRow';
import { clearStudentExams } from './studentsApi';
import { examItemsInOrder, examSummary } from './studentExamItems';
import { fullName } from './studentLabels';
import { STUDENT_MESSAGES, examsClearedMessage, withReason } from './studentMessages';
import { studentExamsKey, useStudentExams } from './useStudentExams';
import { StudentDialogFrame } from './StudentDialogFrame';
import { useLastShown } from '../common/useLastShown';
import { BareList } from '../common/BareList';

export interface StudentExamsDialogProps {
  /** The student whose exams are managed; null when closed. */
  student: Student | null;
  onClose: () => void;
}

/** Spec 001 §2.5: a student's assignments and schedules, and a clear-all with a confirmation. */
export const StudentExamsDialog = ({ student, onClose }: StudentExamsDialogProps) => {
  const notify = useNotify();
  const queryClient = useQueryClient();
  const [confirming, setConfirming] = useState(false);
  // extra time and make-up attempts (issue 16 item 4), for one of these exams or all of them
  const [adjusting, setAdjusting] = useState<AccommodationTarget | null>(null);
  const shown = useLastShown(student, () => {
    setConfirming(false);
    setAdjusting(null);
  });
  const exams = useStudentExams(shown?.id, student !== null);
  const name = shown ? fullName(shown) : '';

  const clear = useMutation({
    mutationFn: (studentId: string) => clearStudentExams(studentId),
    onSuccess: (deletedCount, studentId) => {
      notify(examsClearedMessage(deletedCount, name), { type: 'success' });
      setConfirming(false);
      void queryClient.invalidateQueries({ queryKey: studentExamsKey(studentId) });
    },
    onError: (error) => {
      notify(withReason(STUDENT_MESSAGES.clearExamsFailed, error), { type: 'error' });
      setConfirming(false);
    },
  });

  const items = exams.data ? examItemsInOrder(exams.data) : [];
  const titleId = 'student-exams-title';

  const body = (
    <QueryState
      loading={exams.isPending}
      loadingMessage="Loading exams…"
      error={exams.isError && withReason(STUDENT_MESSAGES.fetchExamsFailed, exams.error)}
      onRetry={() => void exams.refetch()}
      empty={
        items.length === 0 && (
          <EmptyState
            headingLevel={3}
            icon={<EventBusyRoundedIcon />}
            title="No exams yet"
            message={`${name} has no assignments or scheduled exams.`}
          />
        )
      }
    >
      {() => (
        <>
          <Typography variant="body2" color="text.secondary" role="status">
            {exams.data ? examSummary(exams.data) : ''}
          </Typography>
          <BareList aria-label={`Exams of ${name}`}>
            {items.map((item) => (
              <StudentExamRow key={`${item.type}-${item.id}`} item={item} />
            ))}
          </BareList>
        </>
      )}
    </QueryState>
  );

  return (
    <StudentDialogFrame
      student={student}
      shown={shown}
      onClose={onClose}
      titleId={titleId}
      title={`Exams for ${name}`}
      contentGap={1.5}
      buttons={
        <>
          <Button
            color="error"
            variant="outlined"
            startIcon={<DeleteSweepRoundedIcon />}
            disabled={items.length === 0 || clear.isPending}
            onClick={() => setConfirming(true)}
            sx={{ mr: 'auto' }}
          >
            Clear All Exams
          </Button>
          <Button
            variant="outlined"
            startIcon={<MoreTimeRoundedIcon />}
            disabled={!shown}
            onClick={() => shown && setAdjusting({ student: pickedOf(shown), schedule: null })}
          >
            Adjust exam time
          </Button>
        </>
      }
      dialogs={
        <>
          <AccommodationDialog target={adjusting} onClose={() => setAdjusting(null)} />
          <ClearExamsConfirmDialog
            open={confirming}
            studentName={name}
            clearing={clear.isPending}
            onCancel={() => setConfirming(false)}
            onConfirm={() => {
              if (shown) {
                clear.mutate(shown.id);
              }
            }}
          />
        </>
      }
    >
      {body}
    </StudentDialogFrame>
  );
};
