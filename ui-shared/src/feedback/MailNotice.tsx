import type { ReactNode } from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { MailIconBadge } from './MailIconBadge';

/** A centred page that waits for a link in an e-mail to be clicked: the envelope, then its heading and steps. */
export const MailNotice = ({ children }: { children: ReactNode }) => (
  <Stack spacing={2.5} sx={{ alignItems: 'center', textAlign: 'center' }}>
    <MailIconBadge />
    {children}
  </Stack>
);

/** The notice's opening line, under its heading. */
export const NoticeLead = ({ children }: { children: ReactNode }) => (
  <Typography sx={{ maxWidth: 520, fontSize: '1.05rem' }}>{children}</Typography>
);

/** The small grey hint under the steps (the junk folder). */
export const NoticeHint = ({ children }: { children: ReactNode }) => (
  <Typography variant="body2" color="text.secondary" sx={{ maxWidth: 520 }}>
    {children}
  </Typography>
);
