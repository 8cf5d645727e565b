import type { ReactNode } from 'react';
import { DialogFrame } from '../common/DialogFrame';
import { stackedSx } from '../common/stackedSx';

export interface StudentDialogFrameProps {
  open: boolean;
  onClose: () => void;
  titleId: string;
  /** "Exams for Ada Lovelace", "Parents of Ada Lovelace" */
  title: string;
  /** The student number under the title, once the student is known. */
  studentNumber: string | null;
  /** Space between the content's blocks (theme spacing). */
  contentGap: number;
  children: ReactNode;
  /** The dialog's actions (a DialogActions), below the content. */
  actions: ReactNode;
}

/** One student's dialog: full screen on a phone, the student's name and number, a close button. */
export const StudentDialogFrame = ({ studentNumber, contentGap, ...frame }: StudentDialogFrameProps) => (
  <DialogFrame {...frame} subtitle={studentNumber} maxWidth="sm" contentSx={stackedSx(contentGap)} />
);
