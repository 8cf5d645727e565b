import type { ReactNode } from 'react';
import type { DialogProps } from '@mui/material/Dialog';
import DialogContent, { type DialogContentProps } from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import CloseRoundedIcon from '@mui/icons-material/CloseRounded';
import { PhoneDialog } from './PhoneDialog';

export interface DialogFrameProps {
  open: boolean;
  onClose: () => void;
  titleId: string;
  title: ReactNode;
  /** A line under the title (whose schedule, which student), once it is known. */
  subtitle?: ReactNode;
  maxWidth: DialogProps['maxWidth'];
  contentSx?: DialogContentProps['sx'];
  /**
   * Content that may scroll and holds nothing to focus (figures only): it takes the focus itself,
   * so a keyboard user can scroll it (axe scrollable-region-focusable).
   */
  focusableContent?: boolean;
  children: ReactNode;
  /** The dialog's actions (a DialogActions) and any dialogs it opens, below the content. */
  actions?: ReactNode;
}

/** The console's dialog: full screen on a phone, a title with an optional subtitle, a close button. */
export const DialogFrame = ({
  open,
  onClose,
  titleId,
  title,
  subtitle,
  maxWidth,
  contentSx,
  focusableContent = false,
  children,
  actions,
}: DialogFrameProps) => (
  <PhoneDialog open={open} onClose={onClose} maxWidth={maxWidth} aria-labelledby={titleId}>
    <DialogTitle id={titleId} sx={{ pr: 7 }}>
      {title}
      {subtitle ? (
        <Typography
          variant="body2"
          color="text.secondary"
          component="span"
          sx={{ display: 'block', overflowWrap: 'anywhere' }}
        >
          {subtitle}
        </Typography>
      ) : null}
    </DialogTitle>
    <IconButton aria-label="Close" onClick={onClose} sx={{ position: 'absolute', right: 12, top: 12 }}>
      <CloseRoundedIcon />
    </IconButton>
    <DialogContent
      dividers
      {...(contentSx ? { sx: contentSx } : {})}
      {...(focusableContent ? { tabIndex: 0 } : {})}
    >
      {children}
    </DialogContent>
    {actions}
  </PhoneDialog>
);
