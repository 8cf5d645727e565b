import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import CloseRoundedIcon from '@mui/icons-material/CloseRounded';
import type { ReactNode } from 'react';
import { usePhoneDialog } from './usePhoneDialog';

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
export const StudentDialogFrame = ({
  open,
  onClose,
  titleId,
  title,
  studentNumber,
  contentGap,
  children,
  actions,
}: StudentDialogFrameProps) => {
  const fullScreen = usePhoneDialog();
  return (
    <Dialog
      open={open}
      onClose={onClose}
      fullScreen={fullScreen}
      fullWidth
      maxWidth="sm"
      aria-labelledby={titleId}
    >
      <DialogTitle id={titleId} sx={{ pr: 7 }}>
        {title}
        {studentNumber ? (
          <Typography variant="body2" color="text.secondary" component="span" sx={{ display: 'block' }}>
            {studentNumber}
          </Typography>
        ) : null}
      </DialogTitle>
      <IconButton aria-label="Close" onClick={onClose} sx={{ position: 'absolute', right: 12, top: 12 }}>
        <CloseRoundedIcon />
      </IconButton>
      <DialogContent dividers sx={{ display: 'grid', gap: contentGap, alignContent: 'start' }}>
        {children}
      </DialogContent>
      {actions}
    </Dialog>
  );
};
