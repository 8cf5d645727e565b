import type { ReactNode } from 'react';
import type { Student } from '@portal/contracts';
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
  /** The dialog's actions (a DialogActions), below the content. */
  actions: ReactNode;
}

/** One student's dialog: full screen on a phone, the student's name and number, a close button. */
export const StudentDialogFrame = ({ student, shown, contentGap, ...frame }: StudentDialogFrameProps) => (
  <DialogFrame
    {...frame}
    open={student !== null}
    subtitle={shown?.studentId ?? null}
    maxWidth="sm"
    contentSx={stackedSx(contentGap)}
  />
);
