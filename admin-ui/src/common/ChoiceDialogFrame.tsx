import type { ReactNode } from 'react';
import DialogContent, { type DialogContentProps } from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { PhoneDialog } from './PhoneDialog';

export interface ChoiceDialogFrameProps {
  open: boolean;
  onClose: () => void;
  titleId: string;
  /** the id of the notice that says what the choice does */
  noticeId: string;
  title: ReactNode;
  contentSx?: DialogContentProps['sx'];
  children: ReactNode;
  /** the SafeChoiceActions below the content */
  actions: ReactNode;
}

/**
 * A question before something that cannot be undone, with room for a notice, a failure and a
 * form: full screen on a phone, described by its notice.
 */
export const ChoiceDialogFrame = ({
  open,
  onClose,
  titleId,
  noticeId,
  title,
  contentSx,
  children,
  actions,
}: ChoiceDialogFrameProps) => (
  <PhoneDialog
    open={open}
    onClose={onClose}
    maxWidth="sm"
    aria-labelledby={titleId}
    aria-describedby={noticeId}
  >
    <DialogTitle id={titleId} sx={{ overflowWrap: 'anywhere' }}>
      {title}
    </DialogTitle>
    <DialogContent {...(contentSx ? { sx: contentSx } : {})}>{children}</DialogContent>
    {actions}
  </PhoneDialog>
);
