import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import type SvgIcon from '@mui/material/SvgIcon';
import Typography from '@mui/material/Typography';

export interface FullScreenCoverProps {
  open: boolean;
  /** `${id}-title` and `${id}-text` name the heading and the message for screen readers */
  id: string;
  icon: typeof SvgIcon;
  title: string;
  titleSize: { xs: string; sm: string };
  text: string;
  maxWidth: number;
  /** what follows the message: timers, notes, the buttons */
  children: ReactNode;
}

/**
 * A screen over the whole exam (paused, or out of full screen) that Escape does not close: the
 * questions stay hidden until the student takes the way back it offers.
 */
export const FullScreenCover = ({
  open,
  id,
  icon: Icon,
  title,
  titleSize,
  text,
  maxWidth,
  children,
}: FullScreenCoverProps) => (
  <Dialog
    open={open}
    fullScreen
    disableEscapeKeyDown
    aria-labelledby={`${id}-title`}
    aria-describedby={`${id}-text`}
    slotProps={{ paper: { sx: { bgcolor: 'background.default' } } }}
  >
    <Box sx={{ minHeight: '100%', display: 'grid', placeItems: 'center', p: { xs: 2, sm: 4 } }}>
      <Box sx={{ maxWidth, display: 'grid', gap: 2, justifyItems: 'center', textAlign: 'center' }}>
        <Icon aria-hidden color="primary" sx={{ fontSize: 72 }} />
        <Typography id={`${id}-title`} variant="h1" sx={{ fontSize: titleSize }}>
          {title}
        </Typography>
        <Typography id={`${id}-text`} sx={{ fontSize: '1.1rem' }}>
          {text}
        </Typography>
        {children}
      </Box>
    </Box>
  </Dialog>
);
