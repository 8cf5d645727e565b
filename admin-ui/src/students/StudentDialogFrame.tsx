import type { ReactNode } from 'react';
import type { Student } from '@portal/contracts';
import { CloseActions } from '../common/CloseActions';
import { DialogFrame } from '../common/DialogFrame';
import { stackedSx } from '../common/stackedSx';

export interface StudentDialogFrameProps {
  /** the student the dialog is open for; null when closed */
  student: Student | null;
  /** the student on screen, kept while the dialog fades out (useLastShown): their number is under the title */
  shown: Student | null;
  onClose: () => void;
  titleId: string;
  /** "Exams for Ada Lovelace", "Parents of Ada Lovelace" */
  title: string;
  /** Space between the content's blocks (theme spacing). */
  contentGap: number;
  children: ReactNode;
  /** buttons before Close, in the dialog's foot */
  buttons?: ReactNode;
  /** the dialogs this one opens (a confirmation, an adjustment) */
  dialogs: ReactNode;
}

/** One student's dialog: full screen on a phone, the student's name and number, Close at the top and foot. */
export const StudentDialogFrame = ({
  student,
  shown,
  contentGap,
  buttons,
  dialogs,
  ...frame
}: StudentDialogFrameProps) => (
  <DialogFrame
    {...frame}
    actions={
      <>
        <CloseActions onClose={frame.onClose}>{buttons}</CloseActions>
        {dialogs}
      </>
    }
    open={student !== null}
    subtitle={shown?.studentId ?? null}
    maxWidth="sm"
    contentSx={stackedSx(contentGap)}
  />
);
